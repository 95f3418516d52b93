import { pgTable, serial, integer, smallint, text, boolean, date, time, timestamp, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { empresas } from './empresa';

/**
 * Automatic shift closes of a station (SCREENS.md G23, `configuracion/gestion_cierres_automaticos`): whether the
 * watcher closes the shifts still open at the day's closing hour plus a tolerance, and what it does with one it
 * finds open: CERRAR CON LECTURAS (close with the hose readings it has) or SOLO ALERTAR. One row per station.
 */
export const cierresAutomaticos = pgTable(
  'cierres_automaticos',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    habilitado: boolean('habilitado').notNull().default(false),
    toleranciaMinutos: smallint('tolerancia_minutos').notNull().default(30),
    horaCierre: time('hora_cierre').notNull().default('06:00'),
    accion: text('accion').notNull().default('SOLO ALERTAR'),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when the close has been on with its present schedule (station, hour, tolerance): set when the row is
     * created, switched on, or given another schedule. The job runs only closing moments reached since then, so
     * switching it on at 14:00 does not close, at once and backdated, the shifts left open at this morning's close.
     */
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cierres_automaticos_empresa_uq').on(t.empresaId)],
);

/**
 * One run of the automatic close per station and business day: the unique pair makes a second run of the same
 * day (a retry, two instances at once) do nothing.
 */
export const cierresAutomaticosEjecuciones = pgTable(
  'cierres_automaticos_ejecuciones',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    accion: text('accion').notNull(),
    turnosCerrados: integer('turnos_cerrados').notNull().default(0),
    turnosAlertados: integer('turnos_alertados').notNull().default(0),
    /** The shifts it found open: [{ turno_id, isla, promotor, fecha_inicio, resultado: CERRADO | ALERTADO }]. */
    detalle: jsonb('detalle')
      .$type<{ turno_id: number; isla: string; promotor: string; fecha_inicio: string; resultado: 'CERRADO' | 'ALERTADO' }[]>()
      .notNull()
      .default([]),
    ejecutadoEn: timestamp('ejecutado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cierres_automaticos_ejecuciones_uq').on(t.empresaId, t.fechaNegocio)],
);
