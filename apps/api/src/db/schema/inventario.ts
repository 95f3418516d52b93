import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  bigserial,
  integer,
  bigint,
  text,
  numeric,
  date,
  jsonb,
  uuid,
  timestamp,
  index,
  uniqueIndex,
  char,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { productos, proveedores } from './catalogo';
import { bodegas } from './estacion';
import { usuarios } from './seguridad';

/** Purchase orders: BORRADOR → APROBADA → RECIBIDA PARCIAL → RECIBIDA, or CERRADA / ANULADA. */
export const ordenesCompra = pgTable(
  'ordenes_compra',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    consecutivo: integer('consecutivo').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fechaEntrega: date('fecha_entrega', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    estado: text('estado').notNull().default('BORRADOR'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    observaciones: text('observaciones'),
    /** Why the order was closed with pending lines (CERRADA) or annulled (ANULADA). */
    motivoCierre: text('motivo_cierre'),
    creadoPor: integer('creado_por').references(() => usuarios.id),
    aprobadoPor: integer('aprobado_por').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ordenes_compra_consecutivo_uq').on(t.empresaId, t.consecutivo),
    index('ordenes_compra_estado_idx').on(t.empresaId, t.estado),
  ],
);

export const ordenesCompraDetalles = pgTable(
  'ordenes_compra_detalles',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => ordenesCompra.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: numeric('cantidad', { precision: 12, scale: 3 }).notNull(),
    cantidadRecibida: numeric('cantidad_recibida', { precision: 12, scale: 3 }).notNull().default('0'),
    costo: numeric('costo', { precision: 14, scale: 2 }).notNull(),
    ivaPct: numeric('iva_pct', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('ordenes_compra_detalles_orden_idx').on(t.ordenId)],
);

/**
 * Inventory documents: AJUSTE_INICIAL, ENTRADA (purchase), SALIDA, TRASLADO, REMARCACION (price re-marking),
 * RECIBO_COMBUSTIBLE (fuel delivery into a tank). Numbered gaplessly per station and kind; posted documents
 * are immutable (annulment posts the reverse). `datos` holds what only one kind needs (the delivery's
 * SICOM guide, truck plate and dips before and after).
 */
export const movimientosInventario = pgTable(
  'movimientos_inventario',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: text('tipo').notNull(),
    /** Operation code of the kind (TIPO_DOCUMENTO_INVENTARIO). */
    tipoMovimiento: char('tipo_movimiento', { length: 3 }).notNull(),
    consecutivo: integer('consecutivo').notNull(),
    uuid: uuid('uuid'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    bodegaDestinoId: integer('bodega_destino_id').references(() => bodegas.id),
    proveedorId: integer('proveedor_id').references(() => proveedores.id),
    facturaProveedor: text('factura_proveedor'),
    ordenCompraId: integer('orden_compra_id').references(() => ordenesCompra.id),
    concepto: text('concepto'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** REGISTRADO or ANULADO. */
    estado: text('estado').notNull().default('REGISTRADO'),
    observaciones: text('observaciones'),
    datos: jsonb('datos').$type<Record<string, unknown>>(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('movimientos_inventario_consecutivo_uq').on(t.empresaId, t.tipo, t.consecutivo),
    uniqueIndex('movimientos_inventario_uuid_uq')
      .on(t.empresaId, t.uuid)
      .where(sql`${t.uuid} IS NOT NULL`),
    uniqueIndex('movimientos_inventario_factura_uq')
      .on(t.proveedorId, t.facturaProveedor)
      .where(sql`${t.facturaProveedor} IS NOT NULL AND ${t.estado} = 'REGISTRADO'`),
    index('movimientos_inventario_dia_idx').on(t.empresaId, t.fechaNegocio),
  ],
);

/** Lines of an inventory document; each is a kardex row. */
export const movimientosInventarioDetalles = pgTable(
  'movimientos_inventario_detalles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movimientoId: bigint('movimiento_id', { mode: 'number' })
      .notNull()
      .references(() => movimientosInventario.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: numeric('cantidad', { precision: 12, scale: 3 }).notNull(),
    costoUnitario: numeric('costo_unitario', { precision: 14, scale: 2 }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    ivaPct: numeric('iva_pct', { precision: 5, scale: 2 }).notNull().default('0'),
    precioAnterior: numeric('precio_anterior', { precision: 14, scale: 2 }),
    precioNuevo: numeric('precio_nuevo', { precision: 14, scale: 2 }),
    /** Stock and average cost after this line (the kardex balance). */
    saldoCantidad: numeric('saldo_cantidad', { precision: 14, scale: 3 }),
    saldoCosto: numeric('saldo_costo', { precision: 14, scale: 2 }),
  },
  (t) => [
    index('movimientos_inventario_detalles_mov_idx').on(t.movimientoId),
    index('movimientos_inventario_detalles_prod_idx').on(t.productoId),
  ],
);

/**
 * Stock per warehouse and product at weighted average cost. Sales lower it in their transaction (a POS sale
 * is never refused for lack of stock: the balance may go negative and raise an alert); documents move it
 * and recompute the average on entries.
 */
export const existencias = pgTable(
  'existencias',
  {
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    empresaId: integer('empresa_id').notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 3 }).notNull().default('0'),
    costoPromedio: numeric('costo_promedio', { precision: 14, scale: 2 }).notNull().default('0'),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bodegaId, t.productoId] }), index('existencias_empresa_idx').on(t.empresaId)],
);

/**
 * Physical counts (SCREENS G14 `Toma física`): a snapshot of a warehouse's stock, the counted quantities typed or
 * scanned against it, then one AJUSTE document (letter A) posting the differences. ABIERTA → AJUSTADA.
 */
export const tomasFisicas = pgTable(
  'tomas_fisicas',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    estado: text('estado').notNull().default('ABIERTA'),
    observaciones: text('observaciones'),
    creadoPor: integer('creado_por').references(() => usuarios.id),
    ajustadoPor: integer('ajustado_por').references(() => usuarios.id),
    movimientoId: bigint('movimiento_id', { mode: 'number' }).references(() => movimientosInventario.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tomas_fisicas_bodega_idx').on(t.bodegaId, t.estado)],
);

/** A counted product: the stock when the snapshot was taken and the quantity found (null until counted). */
export const tomasFisicasDetalles = pgTable(
  'tomas_fisicas_detalles',
  {
    tomaId: integer('toma_id')
      .notNull()
      .references(() => tomasFisicas.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidadSistema: numeric('cantidad_sistema', { precision: 14, scale: 3 }).notNull(),
    costoPromedio: numeric('costo_promedio', { precision: 14, scale: 2 }).notNull(),
    cantidadContada: numeric('cantidad_contada', { precision: 14, scale: 3 }),
  },
  (t) => [primaryKey({ columns: [t.tomaId, t.productoId] })],
);
