import {
  pgTable,
  bigserial,
  integer,
  bigint,
  text,
  numeric,
  boolean,
  date,
  uuid,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { productos } from './catalogo';
import { aforos, bodegas, mangueras } from './estacion';
import { turnos, promotores } from './turnos';

/**
 * Tank readings: a dip height converted to gallons through the tank's calibration chart in force (or a probe
 * volume), with the water level. cierre marks the reading that closes a business day.
 */
export const lecturasTanque = pgTable(
  'lecturas_tanque',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    uuid: uuid('uuid').notNull(),
    equipoId: integer('equipo_id'),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    alturaMm: numeric('altura_mm', { precision: 8, scale: 1 }),
    alturaAguaMm: numeric('altura_agua_mm', { precision: 8, scale: 1 }).notNull().default('0'),
    volumen: numeric('volumen', { precision: 12, scale: 3 }).notNull(),
    volumenAgua: numeric('volumen_agua', { precision: 12, scale: 3 }).notNull().default('0'),
    temperatura: numeric('temperatura', { precision: 5, scale: 2 }),
    /** MANUAL, SONDA, POS. */
    origen: text('origen').notNull(),
    cierre: boolean('cierre').notNull().default(false),
    aforoId: integer('aforo_id').references(() => aforos.id),
    recibidoEn: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lecturas_tanque_uuid_uq').on(t.empresaId, t.uuid), index('lecturas_tanque_bodega_idx').on(t.bodegaId, t.fecha)],
);

/** Hose totalizer readings (gallons): APERTURA and CIERRE of a shift, or PARCIAL. */
export const lecturasManguera = pgTable(
  'lecturas_manguera',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    uuid: uuid('uuid').notNull(),
    equipoId: integer('equipo_id'),
    mangueraId: integer('manguera_id')
      .notNull()
      .references(() => mangueras.id),
    turnoId: bigint('turno_id', { mode: 'number' }).references(() => turnos.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    lectura: numeric('lectura', { precision: 14, scale: 3 }).notNull(),
    /** Money totalizer, when the pump reports one. */
    lecturaValor: numeric('lectura_valor', { precision: 16, scale: 2 }),
    recibidoEn: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lecturas_manguera_uuid_uq').on(t.empresaId, t.uuid),
    index('lecturas_manguera_manguera_idx').on(t.mangueraId, t.fecha),
    index('lecturas_manguera_turno_idx').on(t.turnoId),
  ],
);

/** Test pours (calibraciones): fuel measured in a can and returned to the tank; not a sale. */
export const calibraciones = pgTable(
  'calibraciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    uuid: uuid('uuid').notNull(),
    equipoId: integer('equipo_id'),
    turnoId: bigint('turno_id', { mode: 'number' }).references(() => turnos.id),
    mangueraId: integer('manguera_id')
      .notNull()
      .references(() => mangueras.id),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    volumen: numeric('volumen', { precision: 12, scale: 3 }).notNull(),
    responsableId: integer('responsable_id').references(() => promotores.id),
    /** REGISTRADA or ANULADA. */
    estado: text('estado').notNull().default('REGISTRADA'),
    recibidoEn: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calibraciones_uuid_uq').on(t.empresaId, t.uuid), index('calibraciones_dia_idx').on(t.empresaId, t.fechaNegocio)],
);

/** The latest reading of each tank (the gauges and the dry-tank alert read this, not the readings). */
export const tanquesEstado = pgTable('tanques_estado', {
  bodegaId: integer('bodega_id')
    .primaryKey()
    .references(() => bodegas.id),
  empresaId: integer('empresa_id').notNull(),
  lecturaId: bigint('lectura_id', { mode: 'number' }).notNull(),
  fecha: timestamp('fecha', { withTimezone: true }).notNull(),
  volumen: numeric('volumen', { precision: 12, scale: 3 }).notNull(),
  volumenAgua: numeric('volumen_agua', { precision: 12, scale: 3 }).notNull(),
  alturaMm: numeric('altura_mm', { precision: 8, scale: 1 }),
  alturaAguaMm: numeric('altura_agua_mm', { precision: 8, scale: 1 }).notNull(),
  temperatura: numeric('temperatura', { precision: 5, scale: 2 }),
});
