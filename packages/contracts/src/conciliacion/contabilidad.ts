import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdCampo } from '../validaciones';
import { ZEstadoRegistro, zTextoMayus } from '../configuracion/catalogo';
import { ESTADOS_COMPROBANTE } from './conciliacion';

/**
 * Accounting integration (SCREENS.md G28): posting rules (`integraciones/apuntamientos`, `SI:v1/postingRule`), SAP
 * mappings (`integraciones/sap`, `SI:v1/homologation`), the day vouchers a reconciliation produces and their export.
 * There is no SAP to reach: sending a voucher exports it as a file an accountant imports, and the state history says
 * so (ENVIADO "exportado en archivo …"); nothing pretends a remote system answered.
 */
export const MENSAJES_CONTABILIDAD = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  eliminado: 'Registro eliminado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  noExiste: 'El registro no existe',
  /** Mappings and posting rules serve every station's vouchers: business-level users only (decision 060). */
  soloNegocio: 'Solo los usuarios del negocio pueden cambiar la configuración contable del negocio',
  reglaRepetida: 'Ya existe una regla para esta operación y tipo de negocio',
  homologacionRepetida: 'Ya existe una homologación para este registro',
  referenciaNoValida: 'El registro a homologar no existe en el negocio',
  cuentaNoValida: 'La cuenta debe tener solo dígitos (4 a 12)',
  cuentasIguales: 'La cuenta débito y la cuenta crédito deben ser distintas',
  sinRegla: 'Falta una regla contable activa para una operación del día: configúrela en Apuntamientos contables',
  noCuadra: 'El comprobante no cuadra: débitos ≠ créditos',
  enviado: 'Comprobantes exportados en archivo correctamente',
  sinComprobantes: 'Seleccione al menos un comprobante',
  estadoNoValido: 'El comprobante no admite ese cambio de estado',
  estadoActualizado: 'Estado del comprobante actualizado correctamente',
  /** State history texts. */
  historialCreado: 'Comprobante generado al conciliar el día',
  historialExportado: 'Exportado en archivo',
} as const;

/** Operations a posting rule covers (SCREENS.md G28). */
export const OPERACIONES_CONTABLES = [
  'VENTA CONTADO',
  'VENTA CRÉDITO',
  'RECAUDO',
  'COMPRA',
  'AJUSTE',
  'TRASLADO',
  'ANULACIÓN',
  'CONSUMO INTERNO',
] as const;
export type OperacionContable = (typeof OPERACIONES_CONTABLES)[number];

/** C, S, K, or * for every business type. */
export const TIPOS_NEGOCIO_REGLA = ['*', 'C', 'S', 'K'] as const;

const zCuenta = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .min(1, { error: MENSAJES.campoObligatorio })
  .regex(/^\d{4,12}$/, { error: MENSAJES_CONTABILIDAD.cuentaNoValida });

const zCentroCosto = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().toUpperCase().max(20).nullable().optional(),
);

export const ZReglaForm = z
  .object({
    empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    operacion: z.enum(OPERACIONES_CONTABLES, { error: MENSAJES.campoObligatorioCorto }),
    tipo_negocio: z.enum(TIPOS_NEGOCIO_REGLA, { error: MENSAJES.campoObligatorioCorto }),
    cuenta_debito: zCuenta,
    cuenta_credito: zCuenta,
    centro_costo: zCentroCosto,
  })
  .refine((r) => r.cuenta_debito !== r.cuenta_credito, { error: MENSAJES_CONTABILIDAD.cuentasIguales, path: ['cuenta_credito'] });
export type TReglaForm = z.input<typeof ZReglaForm>;
export type TReglaGuardar = z.output<typeof ZReglaForm>;
export const ZReglaEdicion = z
  .object({ ...ZReglaForm.shape, id: zIdCampo() })
  .refine((r) => r.cuenta_debito !== r.cuenta_credito, { error: MENSAJES_CONTABILIDAD.cuentasIguales, path: ['cuenta_credito'] });
export type TReglaEdicion = z.output<typeof ZReglaEdicion>;

export const ZRegla = z.object({
  id: z.number().int(),
  operacion: z.enum(OPERACIONES_CONTABLES),
  tipo_negocio: z.enum(TIPOS_NEGOCIO_REGLA),
  cuenta_debito: z.string(),
  cuenta_credito: z.string(),
  centro_costo: z.string().nullable(),
  estado: ZEstadoRegistro,
});
export type TRegla = z.infer<typeof ZRegla>;
export const CAMPOS_ORDEN_REGLA = ['operacion', 'tipo_negocio', 'cuenta_debito', 'cuenta_credito', 'estado'] as const;
export const ZReglasQuery = zListaQuery(CAMPOS_ORDEN_REGLA);

/** What a SAP mapping maps (SCREENS.md G28). */
export const TIPOS_HOMOLOGACION = ['EMPRESA', 'PRODUCTO', 'MEDIO_PAGO', 'CLIENTE'] as const;
export type TipoHomologacion = (typeof TIPOS_HOMOLOGACION)[number];

export const ZHomologacionForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  tipo: z.enum(TIPOS_HOMOLOGACION, { error: MENSAJES.campoObligatorioCorto }),
  referencia_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  codigo_externo: zTextoMayus(20),
  descripcion: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().toUpperCase().max(60).nullable().optional(),
  ),
});
export type THomologacionForm = z.input<typeof ZHomologacionForm>;
export type THomologacionGuardar = z.output<typeof ZHomologacionForm>;
export const ZHomologacionEdicion = ZHomologacionForm.extend({ id: zIdCampo() });
export type THomologacionEdicion = z.output<typeof ZHomologacionEdicion>;

export const ZHomologacion = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_HOMOLOGACION),
  referencia_id: z.number().int(),
  /** Name of the mapped record (station alias, product, payment method, customer). */
  referencia: z.string(),
  codigo_externo: z.string(),
  descripcion: z.string().nullable(),
  estado: ZEstadoRegistro,
});
export type THomologacion = z.infer<typeof ZHomologacion>;
export const CAMPOS_ORDEN_HOMOLOGACION = ['tipo', 'referencia', 'codigo_externo', 'estado'] as const;
export const ZHomologacionesQuery = zListaQuery(CAMPOS_ORDEN_HOMOLOGACION).extend({ tipo: z.enum(TIPOS_HOMOLOGACION).optional() });

/** A record that may be mapped, for the mapping form's selector. */
export const ZReferenciaHomologable = z.object({ id: z.number().int(), descripcion: z.string() });

export const ZLineaComprobante = z.object({
  orden: z.number().int(),
  operacion: z.string(),
  tipo_negocio: z.string().nullable(),
  cuenta: z.string(),
  centro_costo: z.string().nullable(),
  tercero: z.string().nullable(),
  descripcion: z.string(),
  debito: z.number(),
  credito: z.number(),
});
export type TLineaComprobante = z.infer<typeof ZLineaComprobante>;

export const ZEstadoHistorial = z.object({
  estado: z.enum(ESTADOS_COMPROBANTE),
  detalle: z.string().nullable(),
  usuario: z.string().nullable(),
  fecha: z.string(),
});

export const ZComprobante = z.object({
  id: z.number().int(),
  empresas_id: z.number().int(),
  estacion: z.string(),
  fecha: z.string(),
  estado: z.enum(ESTADOS_COMPROBANTE),
  total_debitos: z.number(),
  total_creditos: z.number(),
  lineas: z.array(ZLineaComprobante),
  historial: z.array(ZEstadoHistorial),
});
export type TComprobante = z.infer<typeof ZComprobante>;

export const FORMATOS_ARCHIVO = ['csv', 'xlsx'] as const;
export const ZArchivoQuery = z.object({ formato: z.enum(FORMATOS_ARCHIVO).default('csv') });

/** `POST SI:v1/posting/send`: export vouchers as one file and record them as ENVIADO. */
export const ZEnvioContable = z.object({
  comprobantes: z.array(zIdCampo()).min(1, { error: MENSAJES_CONTABILIDAD.sinComprobantes }).max(500),
  formato: z.enum(FORMATOS_ARCHIVO).default('csv'),
});
export const ZEnvioResultado = z.object({ enviados: z.number().int(), archivo: z.string() });

/** The monitor's manual state changes: the accountant confirms the import (CONCILIADO) or reports it failed (ERROR). */
export const ZCambioEstadoComprobante = z.object({
  estado: z.enum(['CONCILIADO', 'ERROR']),
  detalle: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(200).nullable().optional()),
});
