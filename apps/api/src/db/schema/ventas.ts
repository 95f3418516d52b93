import { sql } from 'drizzle-orm';
import {
  pgTable,
  bigserial,
  integer,
  bigint,
  smallint,
  text,
  numeric,
  boolean,
  date,
  uuid,
  timestamp,
  index,
  uniqueIndex,
  char,
  primaryKey,
  foreignKey,
  jsonb,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { mediosPago, productos } from './catalogo';
import { turnos } from './turnos';
import { resoluciones } from './facturacion';

/**
 * Sales as the POS sends them: the biggest tables. Access is by station and time range, so every sales
 * table carries empresa_id and fecha_negocio (the business day) and is indexed on them; lines and payments
 * repeat both.
 *
 * `ventas`, `ventas_detalles` and `ventas_pagos` are partitioned by month of fecha_negocio (migration 0051,
 * docs/decisions/057-monthly-sales-partitions.md): a day-range query reads one or two partitions of each, and old
 * months can be detached without touching the live ones. Their keys therefore include fecha_negocio.
 *
 * Exactly-once lives in the small unpartitioned ledger `ventas_uuid`: (empresa_id, uuid) is unique there and
 * ingestion inserts into it first with ON CONFLICT DO NOTHING, so a sale re-sent after a retry, a crash or through
 * another API instance is stored once. The ledger also gives every sale its id (the other tables' foreign keys point
 * at it) and keeps invoice numbers unique per station.
 *
 * Ids of the catalogue (device, promoter, hose, customer, vehicle, resolution) are checked by ingestion
 * against the station's own catalogue before inserting; they carry no foreign key so that loading a sale
 * costs one index probe per row instead of one per referenced table.
 */
export const ventasUuid = pgTable(
  'ventas_uuid',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    uuid: uuid('uuid').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    prefijo: text('prefijo'),
    consecutivo: bigint('consecutivo', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('ventas_uuid_uq').on(t.empresaId, t.uuid),
    uniqueIndex('ventas_factura_uq')
      .on(t.empresaId, t.prefijo, t.consecutivo)
      .where(sql`${t.consecutivo} IS NOT NULL`),
  ],
);

export const ventas = pgTable(
  'ventas',
  {
    /** The ledger's id (ventas_uuid). */
    id: bigint('id', { mode: 'number' })
      .notNull()
      .references(() => ventasUuid.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    equipoId: integer('equipo_id'),
    uuid: uuid('uuid').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    /** Bogotá clock hour of the sale (0–23). */
    hora: smallint('hora').notNull(),
    /** C fuel, S canastilla, K kiosk. */
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    /** Operation code ('009', '017', '035') and movement state ('009001'…). */
    tipoMovimiento: char('tipo_movimiento', { length: 3 }).notNull(),
    estadoMovimiento: char('estado_movimiento', { length: 6 }).notNull(),
    turnoId: bigint('turno_id', { mode: 'number' }).references(() => turnos.id),
    promotorId: integer('promotor_id'),
    mangueraId: integer('manguera_id'),
    clienteId: integer('cliente_id'),
    vehiculoId: integer('vehiculo_id'),
    placa: text('placa'),
    kilometraje: integer('kilometraje'),
    resolucionId: integer('resolucion_id'),
    prefijo: text('prefijo'),
    consecutivo: bigint('consecutivo', { mode: 'number' }),
    cantidad: numeric('cantidad', { precision: 14, scale: 3 }).notNull(),
    /** Taxable base = total − impuestos. */
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    impuestos: numeric('impuestos', { precision: 14, scale: 2 }).notNull(),
    descuento: numeric('descuento', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    numLineas: smallint('num_lineas').notNull(),
    /** Paid with more than one payment method. */
    mixta: boolean('mixta').notNull().default(false),
    /** Loyalty identifier presented with the sale (card, QR, app). */
    fidelizacion: text('fidelizacion'),
    /**
     * A manual discount the cashier gave (SCREENS.md G18): the business's reason (descuentos_manuales) and its value,
     * included in `descuento`. Kept as sent once checked against the cashier's limit, for audit.
     */
    descuentoManualMotivoId: integer('descuento_manual_motivo_id'),
    descuentoManualValor: numeric('descuento_manual_valor', { precision: 14, scale: 2 }),
    /** POS, or MANUAL when typed by hand while the POS could not invoice (the dashboard's manual-sales notice). */
    origen: text('origen').notNull().default('POS'),
    recibidoEn: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.fechaNegocio] }),
    index('ventas_uuid_idx').on(t.empresaId, t.uuid),
    index('ventas_empresa_dia_idx').on(t.empresaId, t.fechaNegocio),
    index('ventas_turno_idx')
      .on(t.turnoId)
      .where(sql`${t.turnoId} IS NOT NULL`),
    index('ventas_placa_idx')
      .on(t.empresaId, t.placa)
      .where(sql`${t.placa} IS NOT NULL`),
    index('ventas_cliente_idx')
      .on(t.clienteId, t.fechaNegocio)
      .where(sql`${t.clienteId} IS NOT NULL`),
    index('ventas_manuales_idx')
      .on(t.empresaId, t.fecha)
      .where(sql`${t.origen} = 'MANUAL'`),
    index('ventas_factura_idx')
      .on(t.empresaId, t.prefijo, t.consecutivo)
      .where(sql`${t.consecutivo} IS NOT NULL`),
  ],
);

/** Sale lines. valor = cantidad × precio − descuento, taxes included; costo_unitario is the average cost at sale time. */
export const ventasDetalles = pgTable(
  'ventas_detalles',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    ventaId: bigint('venta_id', { mode: 'number' }).notNull(),
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    /** The warehouse (tank, store, kiosk) the goods left. */
    bodegaId: integer('bodega_id'),
    cantidad: numeric('cantidad', { precision: 12, scale: 3 }).notNull(),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    descuento: numeric('descuento', { precision: 14, scale: 2 }).notNull(),
    impuestos: numeric('impuestos', { precision: 14, scale: 2 }).notNull(),
    /**
     * The line's taxes one by one as in force at the sale (their sum is `impuestos`): a JSON array of
     * {codigo, codigo_dian, tipo '%'|'$', tarifa, cantidad, unidad, valor}, amounts as decimal text. The electronic
     * invoice reports each under its DIAN code from here, so a later change of the product's taxes changes no
     * invoice (decision 062). Null on lines stored before it was kept.
     */
    impuestosDetalle: jsonb('impuestos_detalle'),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    costoUnitario: numeric('costo_unitario', { precision: 14, scale: 2 }).notNull(),
    promocionId: integer('promocion_id'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.fechaNegocio] }),
    foreignKey({
      columns: [t.ventaId, t.fechaNegocio],
      foreignColumns: [ventas.id, ventas.fechaNegocio],
      name: 'ventas_detalles_venta_fk',
    }),
    index('ventas_detalles_venta_idx').on(t.ventaId),
    // historicos-precios: the lines of a product sold at one price over a station's days.
    index('ventas_detalles_precio_idx').on(t.empresaId, t.productoId, t.precio, t.fechaNegocio),
  ],
);

export const ventasPagos = pgTable(
  'ventas_pagos',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    ventaId: bigint('venta_id', { mode: 'number' }).notNull(),
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    medioPagoId: integer('medio_pago_id')
      .notNull()
      .references(() => mediosPago.id),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    /** Card authorisation, voucher or transfer reference. */
    referencia: text('referencia'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.fechaNegocio] }),
    foreignKey({ columns: [t.ventaId, t.fechaNegocio], foreignColumns: [ventas.id, ventas.fechaNegocio], name: 'ventas_pagos_venta_fk' }),
    index('ventas_pagos_venta_idx').on(t.ventaId),
  ],
);

/**
 * Electronic invoices (DIAN) of sales. estado: 2 authorised, 3 not authorised, 4 error before sending,
 * 5 awaiting authorisation, 6 returned on reception, 7 awaiting response, 15 returned by e-document,
 * 18 document not found. The partial index serves the unmanaged-invoice monitor.
 */
export const facturasElectronicas = pgTable(
  'facturas_electronicas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    ventaId: bigint('venta_id', { mode: 'number' })
      .notNull()
      .references(() => ventasUuid.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    resolucionId: integer('resolucion_id').references(() => resoluciones.id),
    prefijo: text('prefijo').notNull(),
    consecutivo: bigint('consecutivo', { mode: 'number' }).notNull(),
    cufe: text('cufe'),
    estado: smallint('estado').notNull(),
    mensaje: text('mensaje'),
    intentos: integer('intentos').notNull().default(0),
    /** Issued in contingency (POS or provider offline): waits in the station's batch until sent. */
    contingencia: boolean('contingencia').notNull().default(false),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('facturas_electronicas_venta_uq').on(t.ventaId),
    index('facturas_electronicas_pendientes_idx')
      .on(t.empresaId, t.estado)
      .where(sql`${t.estado} <> 2`),
    index('facturas_electronicas_contingencia_idx')
      .on(t.empresaId)
      .where(sql`${t.contingencia} AND ${t.enviadaEn} IS NULL`),
  ],
);
