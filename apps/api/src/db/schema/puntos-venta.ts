import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { bodegas, equipos } from './estacion';
import { resoluciones } from './facturacion';
import { personas } from './personas';

/**
 * Points of sale of a station's store (S, canastilla) and kiosk (K): the warehouse they sell from, their invoice
 * resolution and who runs them. One active point per station, type and warehouse.
 */
export const puntosVenta = pgTable(
  'puntos_venta',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nombre: text('nombre').notNull(),
    tipo: char('tipo', { length: 1 }).notNull(),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    resolucionId: integer('resolucion_id').references(() => resoluciones.id),
    responsableId: integer('responsable_id').references(() => personas.id),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('puntos_venta_empresa_idx').on(t.empresaId),
    uniqueIndex('puntos_venta_activo_uq')
      .on(t.empresaId, t.tipo, t.bodegaId)
      .where(sql`${t.estado} = 'A'`),
    check('puntos_venta_tipo_ck', sql`${t.tipo} IN ('S', 'K')`),
  ],
);

/** The devices that sell at a point of sale. */
export const puntosVentaEquipos = pgTable(
  'puntos_venta_equipos',
  {
    puntoVentaId: integer('punto_venta_id')
      .notNull()
      .references(() => puntosVenta.id, { onDelete: 'cascade' }),
    equipoId: integer('equipo_id')
      .notNull()
      .references(() => equipos.id),
  },
  (t) => [primaryKey({ columns: [t.puntoVentaId, t.equipoId] }), index('puntos_venta_equipos_equipo_idx').on(t.equipoId)],
);
