import { z } from 'zod';

/**
 * Pieces every answer schema is built from. An answer schema describes what travels on the wire, so the same
 * schema checks the server's answer (before it is sent) and the web's reading of it: plain JSON values only —
 * numbers as numbers (money, quantities: services turn `numeric` into numbers), instants as Bogotá wall-clock text.
 * No defaults or transforms here: an answer is described, never rewritten.
 */

/** A call that answers nothing in `data` (writes that only report their `mensaje`). */
export const ZSinDatos = z.null();
export type TSinDatos = z.infer<typeof ZSinDatos>;

/** A row id (serial or bigserial: both reach the client as numbers). */
export const zIdFila = z.number().int().positive();

/** What a create or edit answers: the row's id. */
export const ZIdRegistro = z.object({ id: zIdFila });
export type TIdRegistro = z.infer<typeof ZIdRegistro>;

/** A numbered document or order just created: its id and its consecutive. */
export const ZDocumentoCreado = z.object({ id: zIdFila, consecutivo: z.number().int().positive() });
export type TDocumentoCreado = z.infer<typeof ZDocumentoCreado>;

/** Row state: A active, I inactive. */
export const ZEstadoActivo = z.enum(['A', 'I']);

/** A calendar date on the wire: YYYY-MM-DD. */
export const zFechaTexto = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An instant on the wire: Bogotá wall-clock time, YYYY-MM-DD HH:mm:ss. */
export const zFechaHoraTexto = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** A clock time on the wire: HH:mm (24 h). */
export const zHoraTexto = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Money or a quantity: a finite number (services convert `numeric` columns before answering; zod refuses NaN and ±Infinity). */
export const zNumero = z.number();
