import { z } from 'zod';

/**
 * Data events for live screens (e.g. the closing-day monitor), apart from the user-facing 'message' notifications:
 * written with pg_notify on this channel (by triggers, in the writing transaction) as
 * `{ empresa, evento, datos }` and forwarded by every API instance to the sockets whose scope holds `empresa`, as the
 * frame `{ event: evento, data: datos }`.
 */
export const CANAL_EVENTOS = 'eds_eventos';

export const ZEventoSocket = z.object({
  empresa: z.number().int().positive(),
  evento: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
  datos: z.record(z.string(), z.unknown()),
});
export type TEventoSocket = z.infer<typeof ZEventoSocket>;
