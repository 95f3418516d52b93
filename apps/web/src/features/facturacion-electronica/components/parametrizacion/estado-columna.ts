import type { TFunction } from 'i18next';

/** 'Activo' / 'Inactivo' of a catalogue row. */
export const textoEstado = (t: TFunction, estado: string) => t(estado === 'A' ? 'lista.activo' : 'lista.inactivo');

/** The A/I choices of a form's Estado select. */
export const opcionesEstado = (t: TFunction) => [
  { valor: 'A', texto: t('lista.activo') },
  { valor: 'I', texto: t('lista.inactivo') },
];
