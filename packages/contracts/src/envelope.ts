import { z } from 'zod';
import { ZPaginacion, type TPaginacion } from './paginacion';

/** The answer envelope used by every call: `data`, `mensaje`, `success`, `status`. */
export interface Envelope<T> {
  success: boolean;
  status: number;
  mensaje: string;
  data: T;
}

export const ZErrorCampo = z.object({ campo: z.string(), mensaje: z.string() });
export type TErrorCampo = z.infer<typeof ZErrorCampo>;

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  status: z.number(),
  mensaje: z.string(),
  errores: z.array(ZErrorCampo).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** The answer schema of a call: the envelope around its `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), data });
}

/** A list call's answer: one page of rows in `data`, and how many match in `paginacion`. */
export interface EnvelopePaginado<T> extends Envelope<T[]> {
  paginacion: TPaginacion;
}

export function envelopePaginado<T extends z.ZodType>(fila: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), data: z.array(fila), paginacion: ZPaginacion });
}
