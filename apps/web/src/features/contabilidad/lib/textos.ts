import type { OperacionContable } from '@eds/contracts/conciliacion/contabilidad';

/** Translation key of each posting operation (`contabilidad.operaciones.*`); the stored value is the Spanish name. */
export const CLAVE_OPERACION = {
  'VENTA CONTADO': 'ventaContado',
  'VENTA CRÉDITO': 'ventaCredito',
  RECAUDO: 'recaudo',
  COMPRA: 'compra',
  AJUSTE: 'ajuste',
  TRASLADO: 'traslado',
  ANULACIÓN: 'anulacion',
  'CONSUMO INTERNO': 'consumoInterno',
} as const satisfies Record<OperacionContable, string>;

/** Translation key of a rule's business type: '*' is every type. */
export const claveTipoNegocio = (tipo: string) => `contabilidad.tiposNegocio.${tipo === '*' ? 'todos' : tipo}`;

/** A rule's name in row actions and switches: its operation in the current language and its business type ('COMPRA S'). */
export const nombreRegla = (t: (clave: string) => string, r: { operacion: OperacionContable; tipo_negocio: string }) =>
  `${t(`contabilidad.operaciones.${CLAVE_OPERACION[r.operacion]}`)} ${r.tipo_negocio}`;
