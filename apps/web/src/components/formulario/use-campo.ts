import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { traducirMensaje } from '../../i18n/mensajes';
import { useRegistrarRequerido, type ClaseCampo } from './registro-campos';

export interface PropsCampo<V extends FieldValues> {
  nombre: Path<V>;
  /** Translation key of the label. */
  etiqueta: string;
  /** Shows the asterisk; an empty value gets the REQ message. */
  requerido?: boolean;
  deshabilitado?: boolean;
  /** Translation key of a hint shown under the field while it has no error. */
  ayuda?: string;
}

/** What every field of the kit shares: its binding to the form, its label and its translated error. */
export function useCampo<V extends FieldValues>({ nombre, etiqueta, requerido, deshabilitado, ayuda }: PropsCampo<V>, clase: ClaseCampo) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name: nombre, control });
  useRegistrarRequerido(nombre, clase, requerido);
  const error = traducirMensaje(t, fieldState.error?.message);
  return {
    field,
    etiqueta: t(etiqueta),
    error,
    textoAyuda: error || (ayuda ? t(ayuda) : undefined),
    deshabilitado: deshabilitado === true,
  };
}
