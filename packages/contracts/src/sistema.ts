import { z } from 'zod';
import { zFechaHoraTexto, zIdFila } from './respuestas';

/** GET /api/health: the server and its database answer. 503 with the error envelope when the database does not. */
export const ZSalud = z.object({
  estado: z.literal('ok'),
  /** pglite (embedded) or postgres. */
  baseDatos: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type TSalud = z.infer<typeof ZSalud>;

/** Socket notification types: 200 information, 400 error. */
export const TIPOS_NOTIFICACION = [200, 400] as const;

/** The socket 'message' event of the spec, and what POST /api/notificaciones answers. */
export const ZMensajeSocket = z.object({
  empresa: zIdFila,
  titulo: z.string(),
  texto: z.string(),
  consecutivo: zIdFila,
  tipo: z.number().int(),
});
export type TMensajeSocket = z.infer<typeof ZMensajeSocket>;

/** GET /api/notificaciones/{company}: the company's notifications, newest first. */
export const ZNotificacion = z.object({
  consecutivo: zIdFila,
  empresa: zIdFila,
  titulo: z.string(),
  texto: z.string(),
  tipo: z.number().int(),
  fecha: zFechaHoraTexto,
});
export type TNotificacion = z.infer<typeof ZNotificacion>;

/**
 * GET /api/sistema/correos: the business's mail outbox, newest first (business-level users only). It holds no
 * secret: a reset link is made when its mail is sent and stands in the stored text as a placeholder.
 */
export const ZCorreoSalida = z.object({
  id: zIdFila,
  para: z.string(),
  asunto: z.string(),
  texto: z.string(),
  creado_en: zFechaHoraTexto,
  /** When the mail was handed to SMTP (or written to MAIL_DIR); null while unsent. */
  enviado_en: zFechaHoraTexto.nullable(),
  /** The last sending error, if any. */
  error: z.string().nullable(),
  /** Sending attempts so far. */
  intentos: z.number().int(),
  /** When the next attempt is due; null once sent or given up. */
  proximo_intento: zFechaHoraTexto.nullable(),
});
export type TCorreoSalida = z.infer<typeof ZCorreoSalida>;
