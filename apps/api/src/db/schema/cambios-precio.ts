import { char, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cambiosPrecio } from './comercial';
import { negocios } from './empresa';
import { equipos } from './estacion';
import { usuarios } from './seguridad';

/**
 * The regulated maximum price per gallon of each fuel (combustible 27–33) for a business: a scheduled change above it
 * is refused (`El precio supera el máximo regulado`).
 */
export const preciosRegulados = pgTable(
  'precios_regulados',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    combustibleId: smallint('combustible_id').notNull(),
    precioMaximo: numeric('precio_maximo', { precision: 14, scale: 2 }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    actualizadoPor: integer('actualizado_por').references(() => usuarios.id),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('precios_regulados_uq').on(t.negocioId, t.combustibleId)],
);

/** A device's acknowledgement of a scheduled price change (confirmacion-cambio-precio): CONFIRMADO or RECHAZADO. */
export const cambiosPrecioConfirmaciones = pgTable(
  'cambios_precio_confirmaciones',
  {
    cambioPrecioId: integer('cambio_precio_id')
      .notNull()
      .references(() => cambiosPrecio.id),
    equipoId: integer('equipo_id')
      .notNull()
      .references(() => equipos.id),
    estado: text('estado').notNull(),
    mensaje: text('mensaje'),
    confirmadoEn: timestamp('confirmado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cambioPrecioId, t.equipoId] })],
);
