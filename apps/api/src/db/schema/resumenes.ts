import { pgTable, integer, smallint, text, numeric, date, timestamp, char, primaryKey, index } from 'drizzle-orm/pg-core';

/**
 * Rollups. Each is kept with INSERT … ON CONFLICT DO UPDATE in the same transaction as the sales, readings and
 * movements it sums, so dashboards and report totals read a few rows per station, day and product instead of
 * the raw sales. Their size grows with stations × days × products, never with the number of sales.
 * Foreign keys are left out on purpose: the rows they sum are checked when stored.
 */

const cifras = () => ({
  cantidad: numeric('cantidad', { precision: 16, scale: 3 }).notNull(),
  valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
  impuestos: numeric('impuestos', { precision: 16, scale: 2 }).notNull(),
  descuento: numeric('descuento', { precision: 16, scale: 2 }).notNull(),
  costo: numeric('costo', { precision: 16, scale: 2 }).notNull(),
  /** Sales that include the product. */
  numVentas: integer('num_ventas').notNull(),
});

/** Sales per station, business day, Bogotá hour, business type and product. */
export const ventasResumenHora = pgTable(
  'ventas_resumen_hora',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    hora: smallint('hora').notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    productoId: integer('producto_id').notNull(),
    ...cifras(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.hora, t.tipoNegocio, t.productoId] })],
);

/** Sales per station, business day, business type and product. */
export const ventasResumenDia = pgTable(
  'ventas_resumen_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    productoId: integer('producto_id').notNull(),
    ...cifras(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.tipoNegocio, t.productoId] }),
    index('ventas_resumen_dia_fecha_idx').on(t.fechaNegocio),
  ],
);

/** Sales per station, month (first day of the month of the business day), business type and product. */
export const ventasResumenMes = pgTable(
  'ventas_resumen_mes',
  {
    empresaId: integer('empresa_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    productoId: integer('producto_id').notNull(),
    ...cifras(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.mes, t.tipoNegocio, t.productoId] }),
    index('ventas_resumen_mes_mes_idx').on(t.mes),
    // Whether a product was ever sold (the catalogue's "en uso"), without reading the sales themselves.
    index('ventas_resumen_mes_producto_idx').on(t.productoId),
  ],
);

const totales = () => ({
  numVentas: integer('num_ventas').notNull(),
  cantidad: numeric('cantidad', { precision: 16, scale: 3 }).notNull(),
  valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
  impuestos: numeric('impuestos', { precision: 16, scale: 2 }).notNull(),
  /** Sales with a plate (vehicles served). */
  numVehiculos: integer('num_vehiculos').notNull(),
  valorVehiculos: numeric('valor_vehiculos', { precision: 16, scale: 2 }).notNull(),
  /** Sales with a loyalty identifier. */
  numFidelizadas: integer('num_fidelizadas').notNull(),
  valorFidelizadas: numeric('valor_fidelizadas', { precision: 16, scale: 2 }).notNull(),
  /** Sales paid with more than one payment method. */
  numMixtas: integer('num_mixtas').notNull(),
  valorMixtas: numeric('valor_mixtas', { precision: 16, scale: 2 }).notNull(),
  /** Sales to an identified own customer. */
  numClientes: integer('num_clientes').notNull(),
  valorClientes: numeric('valor_clientes', { precision: 16, scale: 2 }).notNull(),
});

/** Sale counts and totals per station, business day and business type (the dashboard indicators). */
export const ventasTotalesDia = pgTable(
  'ventas_totales_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    ...totales(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.tipoNegocio] })],
);

export const ventasTotalesMes = pgTable(
  'ventas_totales_mes',
  {
    empresaId: integer('empresa_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    ...totales(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.mes, t.tipoNegocio] })],
);

/** Payments per station, business day, business type and payment method (the reconciliation's split). */
export const ventasPagosDia = pgTable(
  'ventas_pagos_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    medioPagoId: integer('medio_pago_id').notNull(),
    valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
    numVentas: integer('num_ventas').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.tipoNegocio, t.medioPagoId] }),
    // Whether a payment method was ever used (the catalogue's "en uso"), without reading the payments themselves.
    index('ventas_pagos_dia_medio_idx').on(t.medioPagoId),
  ],
);

/**
 * Goods and fuel movement per warehouse, business day and product: the daily kardex. Quantities are in the
 * product's unit (gallons for tanks); *_costo at average cost.
 */
export const inventarioDia = pgTable(
  'inventario_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    bodegaId: integer('bodega_id').notNull(),
    productoId: integer('producto_id').notNull(),
    ajustes: numeric('ajustes', { precision: 16, scale: 3 }).notNull().default('0'),
    entradas: numeric('entradas', { precision: 16, scale: 3 }).notNull().default('0'),
    entradasCosto: numeric('entradas_costo', { precision: 16, scale: 2 }).notNull().default('0'),
    salidas: numeric('salidas', { precision: 16, scale: 3 }).notNull().default('0'),
    trasladosEntrada: numeric('traslados_entrada', { precision: 16, scale: 3 }).notNull().default('0'),
    trasladosSalida: numeric('traslados_salida', { precision: 16, scale: 3 }).notNull().default('0'),
    ventas: numeric('ventas', { precision: 16, scale: 3 }).notNull().default('0'),
    ventasCosto: numeric('ventas_costo', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.bodegaId, t.productoId] })],
);

/** Inventory documents per station, business day, kind and business type (purchases on the dashboard). */
export const movimientosDia = pgTable(
  'movimientos_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    numDocumentos: integer('num_documentos').notNull(),
    cantidad: numeric('cantidad', { precision: 16, scale: 3 }).notNull(),
    valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.tipo, t.tipoNegocio] })],
);

/**
 * Per tank and business day, what the readings say: hose-meter gallons of the shifts closed that day, test
 * pours, and the last dip of the day (volume and water). With inventario_dia it gives the fuel kardex:
 * BOOK = previous volumen_final + entradas + calibraciones + traslados − galones_medidor.
 */
export const tanquesDia = pgTable(
  'tanques_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    bodegaId: integer('bodega_id').notNull(),
    productoId: integer('producto_id').notNull(),
    galonesMedidor: numeric('galones_medidor', { precision: 16, scale: 3 }).notNull().default('0'),
    calibraciones: numeric('calibraciones', { precision: 16, scale: 3 }).notNull().default('0'),
    numLecturas: integer('num_lecturas').notNull().default(0),
    volumenFinal: numeric('volumen_final', { precision: 12, scale: 3 }),
    aguaFinal: numeric('agua_final', { precision: 12, scale: 3 }),
    medidoEn: timestamp('medido_en', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.fechaNegocio, t.bodegaId, t.productoId] })],
);
