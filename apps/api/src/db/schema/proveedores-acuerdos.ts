import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { productos, proveedores } from './catalogo';

/**
 * SCREENS.md G12: the companies a supplier serves, and the supplier price agreements (acuerdos comerciales, the
 * specification's `contrato/*`): a number, a validity, the stations it covers and its product lines. States:
 * BORRADOR → VIGENTE (letter A) → VENCIDO, or CANCELADO; only a draft is edited.
 */

/** Companies a supplier serves (none = every company of the business). */
export const proveedoresEmpresas = pgTable(
  'proveedores_empresas',
  {
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.proveedorId, t.empresaId] })],
);

export const contratos = pgTable(
  'contratos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id),
    numero: text('numero').notNull(),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    /** BORRADOR, VIGENTE, VENCIDO, CANCELADO. */
    estado: text('estado').notNull().default('BORRADOR'),
    observaciones: text('observaciones'),
  },
  (t) => [
    uniqueIndex('contratos_numero_uq').on(t.negocioId, t.numero),
    index('contratos_proveedor_idx').on(t.proveedorId),
    check('contratos_fechas_ck', sql`${t.fechaFin} >= ${t.fechaInicio}`),
  ],
);

/** The stations an agreement covers. */
export const contratosEstaciones = pgTable(
  'contratos_estaciones',
  {
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.contratoId, t.empresaId] }), index('contratos_estaciones_empresa_idx').on(t.empresaId)],
);

/** An agreement's product lines: the agreed cost and discount purchase orders take. */
export const contratosProductos = pgTable(
  'contratos_productos',
  {
    id: serial('id').primaryKey(),
    contratoId: integer('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    costo: numeric('costo', { precision: 14, scale: 2 }).notNull(),
    /** Percentage, 0–100. */
    descuento: numeric('descuento', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('contratos_productos_uq').on(t.contratoId, t.productoId)],
);
