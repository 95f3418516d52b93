import { z } from 'zod';
import { zListaQuery } from '../paginacion';
import { zFechaHoraTexto } from '../respuestas';
import { ZEmpresa } from './empresas';

/**
 * Mis EDS (SCREENS.md G02, `/empresa/mis-eds`): a card per service station in the user's scope with its status —
 * devices online, shifts open, yesterday reconciled — beside the station's own data (its contact and location are
 * what a station user may edit there).
 */
export const ZMisEdsQuery = zListaQuery(['alias'] as const);
export type TMisEdsQuery = z.input<typeof ZMisEdsQuery>;

export const ZEstacionMisEds = ZEmpresa.extend({
  /** Active devices, and those heard from within the disconnection minutes. */
  equipos: z.number().int(),
  equipos_conectados: z.number().int(),
  /** The last time any device of the station called (Bogotá time), or null. */
  ultimo_contacto: zFechaHoraTexto.nullable(),
  /** Yesterday's business day (Bogotá) is reconciled. */
  ayer_conciliado: z.boolean(),
  ultimo_dia_conciliado: z.string().nullable(),
  /** Today's sales (Bogotá business day), from the daily totals. */
  ventas_hoy: z.number(),
});
export type TEstacionMisEds = z.infer<typeof ZEstacionMisEds>;
