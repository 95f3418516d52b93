import { z } from 'zod';
import { ZPaginacionQuery } from '../paginacion';
import { zFecha, zId } from '../validaciones';
import { ESTADOS_COMPROBANTE } from './conciliacion';

/**
 * The day vouchers of the caller's stations (`GET SI:v1/posting/voucher`), as Apuntamientos contables lists them:
 * each with its balance check recomputed from its lines (debits and credits summed in cents), so a voucher whose
 * lines do not balance says so (`El comprobante no cuadra: débitos ≠ créditos`) and is not offered for sending.
 */
export const MENSAJES_COMPROBANTES = {
  fechasInvertidas: 'La fecha final debe ser mayor o igual a la fecha inicial',
} as const;

export const ZComprobantesQuery = ZPaginacionQuery.extend({
  empresaId: zId.optional(),
  fechaInicial: zFecha().optional(),
  fechaFinal: zFecha().optional(),
  estado: z.enum(ESTADOS_COMPROBANTE).optional(),
}).refine((q) => !q.fechaInicial || !q.fechaFinal || q.fechaInicial <= q.fechaFinal, {
  error: MENSAJES_COMPROBANTES.fechasInvertidas,
  path: ['fechaFinal'],
});
export type TComprobantesQuery = z.infer<typeof ZComprobantesQuery>;

export const ZComprobanteResumen = z.object({
  id: z.number().int(),
  empresas_id: z.number().int(),
  estacion: z.string(),
  fecha: z.string(),
  estado: z.enum(ESTADOS_COMPROBANTE),
  /** How many lines the voucher has. */
  lineas: z.number().int(),
  /** Debits and credits summed from the lines. */
  debitos: z.number(),
  creditos: z.number(),
  /** Debits equal credits to the cent, and equal the totals stored with the voucher. */
  cuadra: z.boolean(),
});
export type TComprobanteResumen = z.infer<typeof ZComprobanteResumen>;
