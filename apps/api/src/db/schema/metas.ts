import { pgTable, serial, integer, smallint, text, numeric, timestamp, char, uniqueIndex, index, jsonb } from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { clientes, cupos } from './clientes';

/**
 * Monthly sales goals per station and business type (configuracion/gestion_metas). `unidad` VALOR is pesos;
 * GALONES is the fuel goal in gallons. `dias` holds a manual daily split (day of month → amount); without it
 * the goal is spread evenly over the month. They feed the dashboard's budget lines and the day-sales alert.
 */
export const metasVenta = pgTable(
  'metas_venta',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    anio: smallint('anio').notNull(),
    mes: smallint('mes').notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    unidad: text('unidad').notNull().default('VALOR'),
    meta: numeric('meta', { precision: 16, scale: 2 }).notNull(),
    distribucion: text('distribucion').notNull().default('UNIFORME'),
    dias: jsonb('dias').$type<Record<string, number>>(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('metas_venta_uq').on(t.empresaId, t.anio, t.mes, t.tipoNegocio, t.unidad)],
);

/**
 * Own-customer alerts (clientes_propios/alertas): written by sale ingestion, in the sale's transaction, when a
 * quota's consumption crosses one of its thresholds (80/90/100 %) in its period. Inactivated by a user.
 */
export const alertasClientes = pgTable(
  'alertas_clientes',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    cupoId: integer('cupo_id')
      .notNull()
      .references(() => cupos.id),
    umbral: smallint('umbral').notNull(),
    periodo: text('periodo').notNull(),
    mensaje: text('mensaje').notNull(),
    cupo: numeric('cupo', { precision: 14, scale: 2 }).notNull(),
    consumido: numeric('consumido', { precision: 14, scale: 2 }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alertas_clientes_umbral_uq').on(t.cupoId, t.periodo, t.umbral),
    index('alertas_clientes_empresa_idx').on(t.empresaId, t.estado),
  ],
);
