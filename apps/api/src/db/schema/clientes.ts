import {
  pgTable,
  serial,
  integer,
  text,
  numeric,
  boolean,
  date,
  jsonb,
  timestamp,
  index,
  uniqueIndex,
  char,
  smallint,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { tiposIdentificacion } from './personas';

/**
 * Own customers (clientes propios), their fleets, vehicles, credit or prepaid quotas and identification media.
 * tipo: CONTADO, CREDITO or PREPAGO (the spec's atributos.value S means credit).
 */
export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    tipoIdentificacionId: integer('tipo_identificacion_id').references(() => tiposIdentificacion.id),
    identificacion: text('identificacion').notNull(),
    nombre: text('nombre').notNull(),
    correo: text('correo'),
    telefono: text('telefono'),
    direccion: text('direccion'),
    tipo: text('tipo').notNull().default('CONTADO'),
    autorizaDatos: boolean('autoriza_datos').notNull().default(false),
    atributos: jsonb('atributos').$type<Record<string, unknown>>().notNull().default({}),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clientes_identificacion_uq').on(t.negocioId, t.identificacion)],
);

/** Fleets: of a customer, or the business's own (propia: their sales are CONSUMO INTERNO). */
export const flotas = pgTable(
  'flotas',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    clienteId: integer('cliente_id').references(() => clientes.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    centroCosto: text('centro_costo'),
    propia: boolean('propia').notNull().default(false),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('flotas_codigo_uq').on(t.negocioId, t.codigo), index('flotas_cliente_idx').on(t.clienteId)],
);

export const vehiculos = pgTable(
  'vehiculos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    placa: text('placa').notNull(),
    tipoVehiculo: text('tipo_vehiculo').notNull(),
    combustibleId: smallint('combustible_id'),
    flotaId: integer('flota_id').references(() => flotas.id),
    clienteId: integer('cliente_id').references(() => clientes.id),
    kilometraje: integer('kilometraje'),
    capacidadTanque: numeric('capacidad_tanque', { precision: 12, scale: 3 }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('vehiculos_placa_uq').on(t.negocioId, t.placa), index('vehiculos_flota_idx').on(t.flotaId)],
);

/**
 * Credit (CREDITO) or prepaid (PREPAGO) quota of a customer, optionally narrowed to a fleet or a vehicle.
 * consumido is kept by sale ingestion in the sale's transaction; a MENSUAL quota restarts each month
 * (periodo holds the month the consumption belongs to).
 */
export const cupos = pgTable(
  'cupos',
  {
    id: serial('id').primaryKey(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    flotaId: integer('flota_id').references(() => flotas.id),
    vehiculoId: integer('vehiculo_id').references(() => vehiculos.id),
    tipo: text('tipo').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    consumido: numeric('consumido', { precision: 14, scale: 2 }).notNull().default('0'),
    periodicidad: text('periodicidad').notNull().default('MENSUAL'),
    periodo: date('periodo', { mode: 'string' }),
    umbrales: smallint('umbrales').array().notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('cupos_cliente_idx').on(t.clienteId)],
);

/** Tags, cards, chips: one active entity per code. entidad: PROMOTOR, VEHICULO or FLOTA. */
export const mediosIdentificacion = pgTable(
  'medios_identificacion',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    tipo: text('tipo').notNull(),
    entidad: text('entidad').notNull(),
    entidadId: integer('entidad_id').notNull(),
    reemplazaId: integer('reemplaza_id').references((): AnyPgColumn => mediosIdentificacion.id),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('medios_identificacion_codigo_uq').on(t.negocioId, t.codigo)],
);

/**
 * The stations a customer buys at (decision 071): a station user sees the customers of its stations, and those with
 * no station (customers of the whole business). Kept by the customer form.
 */
export const clientesEmpresas = pgTable(
  'clientes_empresas',
  {
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.clienteId, t.empresaId] }), index('clientes_empresas_empresa_idx').on(t.empresaId)],
);

/**
 * The stations an identification medium is sent to (`POST medios-identificacion/identificadores/estacion`): their
 * devices receive it in `pos/v1/identificadores`. A medium with no station is served to every station of the business.
 */
export const mediosIdentificacionEmpresas = pgTable(
  'medios_identificacion_empresas',
  {
    medioId: integer('medio_id')
      .notNull()
      .references(() => mediosIdentificacion.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.medioId, t.empresaId] }), index('medios_identificacion_empresas_empresa_idx').on(t.empresaId)],
);
