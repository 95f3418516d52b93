import { z } from 'zod';

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

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), data });
}
