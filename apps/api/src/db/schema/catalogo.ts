import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  smallint,
  text,
  numeric,
  boolean,
  date,
  timestamp,
  index,
  uniqueIndex,
  char,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { negocios } from './empresa';
import { tiposIdentificacion } from './personas';

/**
 * Catalogues of a business (negocio): units, categories, taxes, products, payment methods, suppliers and the
 * GNV-conversion parties. Stations share their business's catalogue; what a station sells and at what price
 * lives in `precios` (comercial.ts).
 */

/** Units of measure; negocio_id null = the units every installation has (GALON, UNIDAD...). */
export const unidades = pgTable(
  'unidades',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id').references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    abreviatura: text('abreviatura').notNull(),
    /** DIAN unit code (94 unit, GLL gallon, LTR litre, MTQ cubic metre...). */
    codigoDian: text('codigo_dian').notNull(),
    unidadBaseId: integer('unidad_base_id').references((): AnyPgColumn => unidades.id),
    factor: numeric('factor', { precision: 14, scale: 6 }).notNull().default('1'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('unidades_codigo_uq').on(sql`coalesce(${t.negocioId}, 0)`, t.codigo)],
);

export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    padreId: integer('padre_id').references((): AnyPgColumn => categorias.id),
    /** C, S or K. */
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull(),
    ordenPos: integer('orden_pos').notNull().default(0),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('categorias_codigo_uq').on(t.negocioId, t.codigo)],
);

/**
 * Taxes. porcentaje_valor '%' = impuesto_valor is a percentage, '$' = an amount per unit (per gallon for fuels).
 * A rate change is a new row with a later vigente_desde: sales keep the rate that was in force.
 */
export const impuestos = pgTable(
  'impuestos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** DIAN tax code: 01 IVA, 04 INC, 03 ICA, ZZ others. */
    codigoDian: text('codigo_dian').notNull(),
    porcentajeValor: char('porcentaje_valor', { length: 1 }).notNull(),
    impuestoValor: numeric('impuesto_valor', { precision: 14, scale: 4 }).notNull(),
    incluidoPrecio: boolean('incluido_precio').notNull().default(true),
    vigenteDesde: date('vigente_desde', { mode: 'string' }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('impuestos_negocio_idx').on(t.negocioId, t.codigo)],
);

/**
 * Products. tipo 20 standard / 21 fuel / 22 service; clase 23 normal, 24 ingredient, 25 compound, 26 produced,
 * 32 combo; combustible 27–33 for fuels; tipos_negocio the business types that sell it (C, S, K).
 */
export const productos = pgTable(
  'productos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    tipoProductoId: smallint('tipo_producto_id').notNull(),
    claseProductoId: smallint('clase_producto_id').notNull(),
    combustibleId: smallint('combustible_id'),
    tiposNegocio: text('tipos_negocio').array().notNull(),
    categoriaId: integer('categoria_id').references(() => categorias.id),
    unidadId: integer('unidad_id')
      .notNull()
      .references(() => unidades.id),
    codigosBarras: text('codigos_barras')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** List price; the price in force at each station is in `precios`. */
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    stockMinimo: numeric('stock_minimo', { precision: 12, scale: 3 }),
    stockMaximo: numeric('stock_maximo', { precision: 12, scale: 3 }),
    imagenUrl: text('imagen_url'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('productos_codigo_uq').on(t.negocioId, t.codigo), index('productos_tipo_idx').on(t.negocioId, t.tipoProductoId)],
);

export const productosImpuestos = pgTable(
  'productos_impuestos',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    impuestoId: integer('impuesto_id')
      .notNull()
      .references(() => impuestos.id),
  },
  (t) => [primaryKey({ columns: [t.productoId, t.impuestoId] })],
);

/** Ingredients of compound, produced and combo products (classes 25, 26, 32). */
export const productosIngredientes = pgTable(
  'productos_ingredientes',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    ingredienteId: integer('ingrediente_id')
      .notNull()
      .references(() => productos.id),
    cantidad: numeric('cantidad', { precision: 12, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productoId, t.ingredienteId] })],
);

/** Payment methods; categoria_conciliacion is one of the spec's six reconciliation categories. */
export const mediosPago = pgTable(
  'medios_pago',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    tipo: text('tipo').notNull(),
    codigoDian: text('codigo_dian').notNull(),
    categoriaConciliacion: text('categoria_conciliacion').notNull(),
    requiereDatafono: boolean('requiere_datafono').notNull().default(false),
    requiereCliente: boolean('requiere_cliente').notNull().default(false),
    daCambio: boolean('da_cambio').notNull().default(false),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('medios_pago_codigo_uq').on(t.negocioId, t.codigo)],
);

export const proveedores = pgTable(
  'proveedores',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    /** NATURAL or JURIDICA. */
    tipoPersona: text('tipo_persona').notNull().default('JURIDICA'),
    tipoIdentificacionId: integer('tipo_identificacion_id').references(() => tiposIdentificacion.id),
    nit: text('nit').notNull(),
    razonSocial: text('razon_social').notNull(),
    nombreComercial: text('nombre_comercial'),
    correo: text('correo'),
    telefono: text('telefono'),
    plazoPago: integer('plazo_pago').notNull().default(0),
    /** COMBUSTIBLE, CANASTILLA, KIOSCO, SERVICIOS, PREMIOS. */
    tipo: text('tipo').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('proveedores_nit_uq').on(t.negocioId, t.nit)],
);

/** Banks and GNV-conversion lenders. */
export const financieras = pgTable(
  'financieras',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    /** Short name (LEN ≤30) shown in lists; rows written before it existed show the first 30 letters of razon_social. */
    descripcion: text('descripcion'),
    nit: text('nit').notNull(),
    razonSocial: text('razon_social').notNull(),
    tipo: text('tipo').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('financieras_codigo_uq').on(t.negocioId, t.codigo)],
);

/** Workshops (GNV conversion, mechanics, lubrication). A workshop past its vigencia cannot be chosen. */
export const talleres = pgTable(
  'talleres',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    /** Short name (LEN ≤30) shown in lists; rows written before it existed show the first 30 letters of razon_social. */
    descripcion: text('descripcion'),
    nit: text('nit').notNull(),
    razonSocial: text('razon_social').notNull(),
    tipo: text('tipo').notNull(),
    habilitacion: text('habilitacion'),
    vigenteHasta: date('vigente_hasta', { mode: 'string' }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('talleres_codigo_uq').on(t.negocioId, t.codigo)],
);

/** Bodies that certify GNV conversions. */
export const verificadoras = pgTable(
  'verificadoras',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    /** Short name (LEN ≤30) shown in lists; rows written before it existed show the first 30 letters of razon_social. */
    descripcion: text('descripcion'),
    nit: text('nit').notNull(),
    razonSocial: text('razon_social').notNull(),
    acreditacionOnac: text('acreditacion_onac').notNull(),
    vigenteHasta: date('vigente_hasta', { mode: 'string' }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('verificadoras_codigo_uq').on(t.negocioId, t.codigo)],
);
