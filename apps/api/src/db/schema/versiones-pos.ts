import { pgTable, serial, integer, text, date, timestamp, boolean, char, customType, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { negocios } from './empresa';
import { usuarios } from './seguridad';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * POS application versions (SCREENS.md G05 Versiones POS): the product's, shared by every business. A version's
 * código grows per platform; estado I means retired (no longer served to devices, its package no longer handed out).
 */
export const versionesPos = pgTable(
  'versiones_pos',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    codigo: integer('codigo').notNull(),
    plataforma: text('plataforma').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    obligatoria: boolean('obligatoria').notNull().default(false),
    notas: text('notas'),
    nombreArchivo: text('nombre_archivo').notNull(),
    tamano: integer('tamano').notNull(),
    /** SHA-256 of the package's bytes, hex, computed by the server. */
    sha256: text('sha256').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('versiones_pos_version_uq').on(t.plataforma, t.version),
    uniqueIndex('versiones_pos_codigo_uq').on(t.plataforma, t.codigo),
  ],
);

/**
 * A version's package, apart from the version row so lists never read it and the audit trail never copies it (this
 * table has no audit trigger: its SHA-256 is audited on the version).
 */
export const versionesPosPaquetes = pgTable('versiones_pos_paquetes', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => versionesPos.id, { onDelete: 'cascade' }),
  datos: bytea('datos').notNull(),
});

/**
 * A version's rollout: to every station (TODAS), to a business's stations (NEGOCIO) or to chosen stations
 * (ESTACIONES), from a Bogotá day on. A device runs the highest código of its platform deployed to its station.
 */
export const versionesPosDespliegues = pgTable(
  'versiones_pos_despliegues',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => versionesPos.id, { onDelete: 'cascade' }),
    alcance: text('alcance').notNull(),
    negocioId: integer('negocio_id').references(() => negocios.id),
    estaciones: integer('estaciones').array().notNull().default([]),
    desde: date('desde', { mode: 'string' }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('versiones_pos_despliegues_version_idx').on(t.versionId)],
);
