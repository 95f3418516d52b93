import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  bigserial,
  integer,
  smallint,
  text,
  numeric,
  boolean,
  char,
  uuid,
  date,
  timestamp,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { clientes, cupos, flotas, vehiculos } from './clientes';

/**
 * Consumption restrictions (SCREENS.md G19 Restricción, docs/decisions/072) of a customer fleet or one vehicle: what
 * the pump's quota check (`POST cupos/validar`) refuses. Empty lists and null limits restrict nothing. dias holds ISO
 * weekdays (1 Monday … 7 Sunday); hora_desde/hora_hasta (0–24, Bogotá clock) bound the hours, hasta excluded.
 */
export const restriccionesConsumo = pgTable(
  'restricciones_consumo',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    flotaId: integer('flota_id').references(() => flotas.id),
    vehiculoId: integer('vehiculo_id').references(() => vehiculos.id),
    productos: integer('productos')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    estaciones: integer('estaciones')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    dias: smallint('dias')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    horaDesde: smallint('hora_desde'),
    horaHasta: smallint('hora_hasta'),
    maxGalonesTanqueo: numeric('max_galones_tanqueo', { precision: 12, scale: 3 }),
    maxTanqueosDia: smallint('max_tanqueos_dia'),
    maxValorMes: numeric('max_valor_mes', { precision: 14, scale: 2 }),
    kilometrajeCreciente: boolean('kilometraje_creciente').notNull().default(false),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('restricciones_consumo_destino', sql`(${t.flotaId} IS NULL) <> (${t.vehiculoId} IS NULL)`),
    index('restricciones_consumo_flota_idx').on(t.flotaId),
    index('restricciones_consumo_vehiculo_idx').on(t.vehiculoId),
  ],
);

/**
 * Credit or prepaid sales stored although the pump's check did not approve them (docs/decisions/072): SIN_AUTORIZACION
 * (no unexpired approval of its quota was held when it arrived), SOBRE_CUPO (it took the quota beyond its value) or
 * SIN_CUPO (the customer has no active quota of the kind). The sale is kept (the station already sold it); this row
 * flags it and an own-customer alert tells the office. disponible is what the quota had left before the sale.
 */
export const ventasCupoNovedades = pgTable(
  'ventas_cupo_novedades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    ventaUuid: uuid('venta_uuid').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    cupoId: integer('cupo_id').references(() => cupos.id),
    motivo: text('motivo').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    disponible: numeric('disponible', { precision: 14, scale: 2 }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ventas_cupo_novedades_uq').on(t.empresaId, t.ventaUuid, t.motivo),
    index('ventas_cupo_novedades_cliente_idx').on(t.clienteId, t.fechaNegocio),
  ],
);
