import { z } from 'zod';
import { ZEstadoActivo, zFechaTexto, zIdFila, zNumero } from './respuestas';

/**
 * Catalogue selectors of the specification (century service: medio-pago, impuesto, proveedor, flota, financiera,
 * taller, verificadora). Each takes a company id, checks it against the caller's scope and answers one page of
 * the active records of that company's business, rows in `data` and the total in `paginacion`.
 */

export const ZMedioPagoOpcion = z.object({
  id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  /** Payment kind (TIPOS_MEDIO_PAGO). */
  tipo: z.string(),
  codigo_dian: z.string(),
  /** One of the six reconciliation categories (CATEGORIAS_CONCILIACION). */
  categoria_conciliacion: z.string(),
  requiere_datafono: z.boolean(),
  requiere_cliente: z.boolean(),
  da_cambio: z.boolean(),
  estado: ZEstadoActivo,
});
export type TMedioPagoOpcion = z.infer<typeof ZMedioPagoOpcion>;

/** '%': impuesto_valor is a percentage; '$': an amount per unit (per gallon for fuels). */
export const ZPorcentajeValor = z.enum(['%', '$']);

/** A tax in force: the latest version of each code. */
export const ZImpuestoOpcion = z.object({
  id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  codigo_dian: z.string(),
  porcentaje_valor: ZPorcentajeValor,
  impuesto_valor: zNumero,
  incluido_precio: z.boolean(),
  vigente_desde: zFechaTexto,
  estado: ZEstadoActivo,
});
export type TImpuestoOpcion = z.infer<typeof ZImpuestoOpcion>;

export const ZProveedorOpcion = z.object({
  id: zIdFila,
  negocio_id: zIdFila,
  /** NATURAL or JURIDICA. */
  tipo_persona: z.string(),
  nit: z.string(),
  razon_social: z.string(),
  nombre_comercial: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  /** Payment term in days. */
  plazo_pago: z.number().int(),
  /** COMBUSTIBLE, CANASTILLA, KIOSCO, SERVICIOS, PREMIOS. */
  tipo: z.string(),
  estado: ZEstadoActivo,
});
export type TProveedorOpcion = z.infer<typeof ZProveedorOpcion>;

export const ZFlotaOpcion = z.object({
  id: zIdFila,
  codigo: z.string(),
  nombre: z.string(),
  centro_costo: z.string().nullable(),
  /** The business's own fleet: its sales are CONSUMO INTERNO. */
  propia: z.boolean(),
  cliente_id: zIdFila.nullable(),
  cliente: z.string().nullable(),
  estado: ZEstadoActivo,
  /** Active vehicles of the fleet. */
  vehiculos: z.number().int(),
});
export type TFlotaOpcion = z.infer<typeof ZFlotaOpcion>;

export const ZFinancieraOpcion = z.object({
  id: zIdFila,
  codigo: z.string(),
  nit: z.string(),
  razon_social: z.string(),
  tipo: z.string(),
  estado: ZEstadoActivo,
});
export type TFinancieraOpcion = z.infer<typeof ZFinancieraOpcion>;

/** A workshop whose authorisation has not expired. */
export const ZTallerOpcion = z.object({
  id: zIdFila,
  codigo: z.string(),
  nit: z.string(),
  razon_social: z.string(),
  tipo: z.string(),
  habilitacion: z.string().nullable(),
  vigente_hasta: zFechaTexto.nullable(),
  estado: ZEstadoActivo,
});
export type TTallerOpcion = z.infer<typeof ZTallerOpcion>;

export const ZVerificadoraOpcion = z.object({
  id: zIdFila,
  codigo: z.string(),
  nit: z.string(),
  razon_social: z.string(),
  acreditacion_onac: z.string(),
  vigente_hasta: zFechaTexto.nullable(),
  estado: ZEstadoActivo,
});
export type TVerificadoraOpcion = z.infer<typeof ZVerificadoraOpcion>;
