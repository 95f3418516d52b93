import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  bigserial,
  integer,
  bigint,
  text,
  numeric,
  boolean,
  date,
  time,
  uuid,
  timestamp,
  index,
  uniqueIndex,
  char,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { personas } from './personas';
import { equipos, islas, mangueras } from './estacion';

/** Employees working as promoters (pump attendants) at a station. */
export const promotores = pgTable(
  'promotores',
  {
    id: serial('id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => personas.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    /** Above this cash in hand the POS asks for an envelope (sobre). */
    topeEfectivo: numeric('tope_efectivo', { precision: 14, scale: 2 }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('promotores_codigo_uq').on(t.empresaId, t.codigo), uniqueIndex('promotores_persona_uq').on(t.empresaId, t.personaId)],
);

/** Shift templates of a station (horario/empresa): name and clock times; may cross midnight. */
export const horarios = pgTable(
  'horarios',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nombre: text('nombre').notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFin: time('hora_fin').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('horarios_empresa_idx').on(t.empresaId)],
);

/**
 * A shift (turno): opened by a promoter on an island from a POS, closed with the hose meter totals. It belongs
 * to the business day it opened. The counters (num_ventas, total_ventas, sobres) are kept up to date in the
 * transactions that store the shift's sales and envelopes, so the open-shift alert reads one row per shift.
 */
export const turnos = pgTable(
  'turnos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    uuid: uuid('uuid').notNull(),
    equipoId: integer('equipo_id').references(() => equipos.id),
    islaId: integer('isla_id')
      .notNull()
      .references(() => islas.id),
    promotorId: integer('promotor_id')
      .notNull()
      .references(() => promotores.id),
    horarioId: integer('horario_id').references(() => horarios.id),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }).notNull(),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    baseEfectivo: numeric('base_efectivo', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Cash handed over at close, apart from the envelopes. */
    efectivoEntregado: numeric('efectivo_entregado', { precision: 14, scale: 2 }),
    numVentas: integer('num_ventas').notNull().default(0),
    totalVentas: numeric('total_ventas', { precision: 16, scale: 2 }).notNull().default('0'),
    totalEfectivo: numeric('total_efectivo', { precision: 16, scale: 2 }).notNull().default('0'),
    numSobres: integer('num_sobres').notNull().default(0),
    totalSobres: numeric('total_sobres', { precision: 16, scale: 2 }).notNull().default('0'),
    /** Meter gallons of the shift (closing − opening per hose), set at close. */
    galonesMedidor: numeric('galones_medidor', { precision: 14, scale: 3 }),
    calibraciones: numeric('calibraciones', { precision: 14, scale: 3 }).notNull().default('0'),
    cerradoEn: timestamp('cerrado_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('turnos_uuid_uq').on(t.empresaId, t.uuid),
    index('turnos_empresa_dia_idx').on(t.empresaId, t.fechaNegocio),
    index('turnos_abiertos_idx')
      .on(t.empresaId)
      .where(sql`${t.estado} = 'A'`),
  ],
);

/** Per hose of a closed shift: opening and closing totalizer, meter gallons and test pours. */
export const turnosMangueras = pgTable(
  'turnos_mangueras',
  {
    turnoId: bigint('turno_id', { mode: 'number' })
      .notNull()
      .references(() => turnos.id),
    mangueraId: integer('manguera_id')
      .notNull()
      .references(() => mangueras.id),
    lecturaInicial: numeric('lectura_inicial', { precision: 14, scale: 3 }).notNull(),
    lecturaFinal: numeric('lectura_final', { precision: 14, scale: 3 }).notNull(),
    galones: numeric('galones', { precision: 14, scale: 3 }).notNull(),
    calibraciones: numeric('calibraciones', { precision: 14, scale: 3 }).notNull().default('0'),
    /** The totalizer rolled over during the shift. */
    reinicio: boolean('reinicio').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.turnoId, t.mangueraId] })],
);

/** Envelopes of cash a promoter drops during a shift; verified later in the back office. */
export const sobres = pgTable(
  'sobres',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    uuid: uuid('uuid').notNull(),
    turnoId: bigint('turno_id', { mode: 'number' })
      .notNull()
      .references(() => turnos.id),
    promotorId: integer('promotor_id')
      .notNull()
      .references(() => promotores.id),
    numero: integer('numero').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    valorDeclarado: numeric('valor_declarado', { precision: 14, scale: 2 }).notNull(),
    valorContado: numeric('valor_contado', { precision: 14, scale: 2 }),
    /** REGISTRADO, VERIFICADO, CON DIFERENCIA. */
    estado: text('estado').notNull().default('REGISTRADO'),
    observacion: text('observacion'),
  },
  (t) => [uniqueIndex('sobres_uuid_uq').on(t.empresaId, t.uuid), index('sobres_turno_idx').on(t.turnoId)],
);
