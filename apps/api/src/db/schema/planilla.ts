import { pgTable, serial, integer, date, timestamp, index, uniqueIndex, char } from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { islas } from './estacion';
import { usuarios } from './seguridad';
import { horarios, promotores } from './turnos';

/**
 * The roster (planilla de promotores, `configuracion/gestion_planilla_promotores`): which promoter is planned on which
 * shift template (`horarios`) on which business day, optionally on an island. eds/planillaturnos sets it against the
 * shifts actually opened and closed. A promoter may hold two templates on one day (a double shift), never the same
 * one twice.
 */
export const planillaPromotores = pgTable(
  'planilla_promotores',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    promotorId: integer('promotor_id')
      .notNull()
      .references(() => promotores.id),
    horarioId: integer('horario_id')
      .notNull()
      .references(() => horarios.id),
    islaId: integer('isla_id').references(() => islas.id),
    /** The business day the shift is planned on (a template starting before the cycle start falls on the next calendar day). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    /** A: planned; I: withdrawn from the plan (kept for the record; eds/planillaturnos reads only A). */
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('planilla_promotores_uq').on(t.promotorId, t.fecha, t.horarioId),
    index('planilla_promotores_dia_idx').on(t.empresaId, t.fecha),
  ],
);
