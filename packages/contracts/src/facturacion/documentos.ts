import { z } from 'zod';
import { zListaQuery } from '../paginacion';
import { zFechaHoraTexto, zFechaTexto, zIdFila } from '../respuestas';
import { zFecha } from '../validaciones';
import { ESTADOS_FE } from '../operacion';

/**
 * The electronic-invoicing actions screen (`/app/acciones/facturacion-electronica`, module FACTURACION ELECTRONICA):
 * the invoice list of the stations in scope (station, invoice, date, status, client) with its CUFE and DIAN's
 * answer; one invoice's signed documents, state changes and credit note; the signed XML to download.
 */

export const CAMPOS_ORDEN_FACTURA_FE = ['estacion', 'factura', 'fecha', 'estado', 'cliente', 'total'] as const;

/** GET guru.facturacion/facturas: `empresa_id` (a station), `estado_fe`, the business-day range; `buscar` matches number, CUFE, client. */
export const ZFacturasFeQuery = zListaQuery(CAMPOS_ORDEN_FACTURA_FE).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  estado_fe: z.coerce
    .number()
    .int()
    .refine((v) => (ESTADOS_FE as readonly number[]).includes(v), {
      error: `El estado de la factura debe ser uno de ${ESTADOS_FE.join(', ')}`,
    })
    .optional(),
  fecha_inicio: zFecha().optional(),
  fecha_fin: zFecha().optional(),
});
export type TFacturasFeQuery = z.input<typeof ZFacturasFeQuery>;

export const ZFacturaFe = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  venta_id: zIdFila,
  factura: z.string(),
  fecha: zFechaHoraTexto,
  fecha_negocio: zFechaTexto,
  estado: z.number().int(),
  cliente: z.string(),
  total: z.number(),
  cufe: z.string().nullable(),
  /** The invoice's last message: DIAN's rule messages, or why it could not be sent. */
  mensaje: z.string().nullable(),
  /** DIAN's status code of the last document (00, 99, 66…). */
  codigo_respuesta: z.string().nullable(),
  contingencia: z.boolean(),
  /** The sale was annulled. */
  anulada: z.boolean(),
  /** The sender's next job (GENERAR, REENVIAR, CONSULTAR, NOTA_CREDITO) while one is pending. */
  accion: z.string().nullable(),
});
export type TFacturaFe = z.infer<typeof ZFacturaFe>;

export const ZDocumentoFe = z.object({
  id: zIdFila,
  tipo: z.enum(['FACTURA', 'NOTA_CREDITO']),
  numero: z.string(),
  codigo: z.string(),
  codigo_respuesta: z.string().nullable(),
  descripcion_respuesta: z.string().nullable(),
  reglas: z.array(z.string()),
  creado_en: zFechaHoraTexto,
  respondido_en: zFechaHoraTexto.nullable(),
});
export type TDocumentoFe = z.infer<typeof ZDocumentoFe>;

export const ZTransicionFe = z.object({
  id: zIdFila,
  desde: z.number().int().nullable(),
  hacia: z.number().int(),
  motivo: z.string().nullable(),
  origen: z.string(),
  usuario: z.string().nullable(),
  en: zFechaHoraTexto,
});
export type TTransicionFe = z.infer<typeof ZTransicionFe>;

export const ZNotaCreditoFe = z.object({
  id: zIdFila,
  numero: z.string(),
  cude: z.string().nullable(),
  estado: z.number().int(),
  mensaje: z.string().nullable(),
  motivo: z.string(),
  observacion: z.string(),
  creado_en: zFechaHoraTexto,
});
export type TNotaCreditoFe = z.infer<typeof ZNotaCreditoFe>;

/** GET guru.facturacion/facturas/{id}: the invoice, its documents (newest first), its state changes and its credit note. */
export const ZDetalleFacturaFe = z.object({
  factura: ZFacturaFe,
  documentos: z.array(ZDocumentoFe),
  transiciones: z.array(ZTransicionFe),
  nota_credito: ZNotaCreditoFe.nullable(),
});
export type TDetalleFacturaFe = z.infer<typeof ZDetalleFacturaFe>;

/** GET guru.facturacion/facturas/{id}/xml?tipo=FACTURA|NOTA_CREDITO: the last signed document of that type. */
export const ZXmlFacturaQuery = z.object({ tipo: z.enum(['FACTURA', 'NOTA_CREDITO']).default('FACTURA') });

export const MENSAJES_DOCUMENTOS_FE = {
  sinDocumento: 'La factura aún no tiene un documento firmado',
} as const;

/** POST movimiento/fe-anuladas: the annulled electronic invoices of some stations (all of the scope when empty) in a range of business days. */
export const ZFeAnuladasBody = z.object({
  estaciones: z.array(z.number().int().positive().max(2_147_483_647)).max(500).optional(),
  fecha_inicial: zFecha(),
  fecha_final: zFecha(),
});
export type TFeAnuladasBody = z.input<typeof ZFeAnuladasBody>;

export const ZFeAnulada = z.object({
  factura_id: zIdFila,
  venta_id: zIdFila,
  estacion: z.string(),
  factura: z.string(),
  fecha: zFechaHoraTexto,
  total: z.number(),
  cufe: z.string().nullable(),
  nota_credito: z.string().nullable(),
  cude: z.string().nullable(),
  estado_nota: z.number().int().nullable(),
  motivo: z.string(),
  observacion: z.string(),
  usuario: z.string().nullable(),
  anulada_en: zFechaHoraTexto,
});
export type TFeAnulada = z.infer<typeof ZFeAnulada>;
