import { pgTable, serial, bigserial, integer, text, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('auditoria_tabla_idx').on(t.tabla, t.registroId), index('auditoria_fecha_idx').on(t.fecha)],
);

/** Outgoing mail. Sent through SMTP when SMTP_URL is set; otherwise kept here for the administrator to read. */
export const correosSalida = pgTable('correos_salida', {
  id: serial('id').primaryKey(),
  negocioId: integer('negocio_id'),
  para: text('para').notNull(),
  asunto: text('asunto').notNull(),
  texto: text('texto').notNull(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  error: text('error'),
});

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
