import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  smallint,
  text,
  numeric,
  timestamp,
  char,
  uniqueIndex,
  index,
  jsonb,
  primaryKey,
  check,
  uuid,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { categorias, productos } from './catalogo';
import { clientes, cupos } from './clientes';

/**
 * Monthly sales goals per station and business type (configuracion/gestion_metas). `unidad` VALOR is pesos;
 * GALONES is the fuel goal in gallons. A goal may be for one product or one category (`producto_id` /
 * `categoria_id`); without either it is the station's general goal, the only kind the dashboard's budget lines,
 * the day-sales alert and the budget reports read. Its daily split is stored in `metas_venta_dias`; `dias` is the
 * older manual split (day of month → amount), read only when a goal has no stored days, and then an even share.
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
    productoId: integer('producto_id').references(() => productos.id),
    categoriaId: integer('categoria_id').references(() => categorias.id),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One goal per period, type, unit and product/category (none = the general goal).
    uniqueIndex('metas_venta_periodo_uq').on(
      t.empresaId,
      t.anio,
      t.mes,
      t.tipoNegocio,
      t.unidad,
      sql`coalesce(${t.productoId}, 0)`,
      sql`coalesce(${t.categoriaId}, 0)`,
    ),
    check('metas_venta_producto_o_categoria', sql`${t.productoId} IS NULL OR ${t.categoriaId} IS NULL`),
  ],
);

/**
 * The stored daily split of a goal (one row per day of its month, summing to the goal): UNIFORME, POR DÍA DE
 * SEMANA (weights from the same weekdays of the station's sales a year before) or MANUAL, computed when it is saved.
 */
export const metasVentaDias = pgTable(
  'metas_venta_dias',
  {
    metaId: integer('meta_id')
      .notNull()
      .references(() => metasVenta.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metaId, t.dia] }), check('metas_venta_dias_dia', sql`${t.dia} BETWEEN 1 AND 31`)],
);

/**
 * Own-customer alerts (clientes_propios/alertas): written by sale ingestion, in the sale's transaction, when a
 * quota's consumption crosses one of its thresholds (80/90/100 %) in its period (motivo UMBRAL, once per threshold
 * and period), and for each credit or prepaid sale stored without approval or beyond its quota (motivo
 * SIN_AUTORIZACION, SOBRE_CUPO or SIN_CUPO, with the sale's uuid: docs/decisions/072). Inactivated by a user.
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
    cupoId: integer('cupo_id').references(() => cupos.id),
    umbral: smallint('umbral'),
    motivo: text('motivo').notNull().default('UMBRAL'),
    ventaUuid: uuid('venta_uuid'),
    periodo: text('periodo').notNull(),
    mensaje: text('mensaje').notNull(),
    cupo: numeric('cupo', { precision: 14, scale: 2 }).notNull(),
    consumido: numeric('consumido', { precision: 14, scale: 2 }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alertas_clientes_umbral_uq')
      .on(t.cupoId, t.periodo, t.umbral)
      .where(sql`${t.ventaUuid} IS NULL`),
    uniqueIndex('alertas_clientes_venta_uq')
      .on(t.empresaId, t.ventaUuid, t.motivo)
      .where(sql`${t.ventaUuid} IS NOT NULL`),
    index('alertas_clientes_empresa_idx').on(t.empresaId, t.estado),
  ],
);
