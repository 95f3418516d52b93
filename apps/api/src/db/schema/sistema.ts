import { pgTable, serial, bigserial, integer, text, jsonb, timestamp, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { solicitudesClave } from './seguridad';

/**
 * Every write to an administrative table lands here through the `auditar` trigger, which reads
 * the acting user from the transaction setting `app.usuario_id` (see db/context.ts).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    usuariosId: integer('usuarios_id'),
    accion: text('accion').notNull(),
    tabla: text('tabla').notNull(),
    registroId: text('registro_id'),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    ip: text('ip'),
    /** The company of the change: the row's own, else the acting user's (docs/decisions/018). */
    empresaId: integer('empresa_id'),
    /** The module whose letter allowed the write; null for writes without a letter check. */
    moduloId: integer('modulo_id'),
  },
  (t) => [
    index('auditoria_tabla_idx').on(t.tabla, t.registroId),
    index('auditoria_fecha_idx').on(t.fecha),
    index('auditoria_empresa_fecha_idx').on(t.empresaId, t.fecha),
  ],
);

/**
 * Outgoing mail, sent by the mail worker (plugins/correo.ts) through SMTP or to MAIL_DIR. Nothing secret is stored:
 * a reset link stands in `texto` as a placeholder and is minted for `solicitud_clave_id` at the moment of sending
 * (`enlace` is the address before the token). A mail is due while `proximo_intento` is set and passed; a claim
 * (`reclamado_hasta`) holds it for the instance sending it; after the last attempt `proximo_intento` is null.
 */
export const correosSalida = pgTable(
  'correos_salida',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id'),
    /** The company the mail concerns (a user's station...), for the Notificaciones enviadas scope; null: the business. */
    empresaId: integer('empresa_id'),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    solicitudClaveId: integer('solicitud_clave_id').references((): AnyPgColumn => solicitudesClave.id, { onDelete: 'set null' }),
    enlace: text('enlace'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).defaultNow(),
    reclamadoHasta: timestamp('reclamado_hasta', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('correos_salida_pendientes_idx')
      .on(t.proximoIntento)
      .where(sql`enviado_en IS NULL`),
    index('correos_salida_negocio_idx').on(t.negocioId, t.id),
  ],
);

/**
 * Counters shared by every instance (db/contadores.ts): request limits per address and route, failed sign-ins per
 * user name, reset mails per user. A counter whose `reinicia_en` has passed starts again at its next count.
 */
export const contadoresLimite = pgTable(
  'contadores_limite',
  {
    clave: text('clave').primaryKey(),
    cuenta: integer('cuenta').notNull(),
    reiniciaEn: timestamp('reinicia_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('contadores_limite_reinicia_idx').on(t.reiniciaEn)],
);

/** Socket messages: the id is the `consecutivo` delivered to clients. tipo 200 info, 400 error. */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    empresa: integer('empresa').notNull(),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull(),
    tipo: integer('tipo').notNull(),
    creadoPor: integer('creado_por'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notificaciones_empresa_idx').on(t.empresa, t.creadoEn)],
);
