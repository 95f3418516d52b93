import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, smallint, text, numeric, boolean, char, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';

/**
 * The simple catalogues of SCREENS.md G11 that had no table: vehicle types and inventory concepts.
 * Both belong to a business, with Código (unique per business), Descripción and Estado as every G11 catalogue.
 */

/** Vehicle types: the fuels they take and the tank capacity a single sale may not exceed. */
export const tiposVehiculo = pgTable(
  'tipos_vehiculo',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** Fuel ids (27–33) the type takes; empty = any. */
    combustibles: smallint('combustibles')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Gallons; null = no limit. */
    capacidadTanque: numeric('capacidad_tanque', { precision: 12, scale: 3 }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('tipos_vehiculo_codigo_uq').on(t.negocioId, t.codigo)],
);

/**
 * Inventory concepts (why stock enters or leaves). negocio_id null = a system concept every installation has,
 * shown read-only. A concept applies to the companies listed in conceptos_inventario_empresas (none = all).
 */
export const conceptosInventario = pgTable(
  'conceptos_inventario',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id').references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** ENTRADA, SALIDA, AJUSTE, TRASLADO. */
    tipo: text('tipo').notNull(),
    afectaCosto: boolean('afecta_costo').notNull().default(false),
    requiereAprobacion: boolean('requiere_aprobacion').notNull().default(false),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('conceptos_inventario_codigo_uq').on(sql`coalesce(${t.negocioId}, 0)`, t.codigo)],
);

export const conceptosInventarioEmpresas = pgTable(
  'conceptos_inventario_empresas',
  {
    conceptoId: integer('concepto_id')
      .notNull()
      .references(() => conceptosInventario.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.conceptoId, t.empresaId] })],
);
