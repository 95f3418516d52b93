import {
  pgTable,
  serial,
  bigserial,
  bigint,
  integer,
  text,
  numeric,
  date,
  time,
  timestamp,
  index,
  char,
  primaryKey,
  smallint,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { empresas, negocios } from './empresa';
import { productos } from './catalogo';
import { perfiles, usuarios } from './seguridad';
import { clientes, flotas, vehiculos } from './clientes';
import { tiposVehiculo } from './catalogos-g11';
import { grupos } from './empleados';

/**
 * Station prices over time (historicos-precios): one row per period a price was in force. The open row
 * (vigente_hasta null) is the current price; a change closes it and opens the next in one transaction.
 */
export const precios = pgTable(
  'precios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }).notNull(),
    vigenteHasta: timestamp('vigente_hasta', { withTimezone: true }),
    /** INICIAL, CAMBIO (fuel price change), REMARCACION (goods re-marking). */
    origen: text('origen').notNull(),
    cambioPrecioId: integer('cambio_precio_id'),
    /** The REMARCACION document (movimientos_inventario) that put the price in force. */
    movimientoId: bigint('movimiento_id', { mode: 'number' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('precios_producto_idx').on(t.empresaId, t.productoId, t.vigenteDesde)],
);

/**
 * Scheduled price changes: PROGRAMADO, ENVIADO once a device downloaded it, then APLICADO at its moment (written into
 * `precios`), FALLIDO when it could not be applied, or ANULADO before its moment.
 * Applying is idempotent and safe with several API instances (rows are claimed with SKIP LOCKED).
 */
export const cambiosPrecio = pgTable(
  'cambios_precio',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    fechaEfectiva: timestamp('fecha_efectiva', { withTimezone: true }).notNull(),
    estado: text('estado').notNull().default('PROGRAMADO'),
    precioAnterior: numeric('precio_anterior', { precision: 14, scale: 2 }),
    aplicadoEn: timestamp('aplicado_en', { withTimezone: true }),
    creadoPor: integer('creado_por').references(() => usuarios.id),
    /** First time a device of the station downloaded it (PROGRAMADO → ENVIADO). */
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    /** Who approved a variation above VARIACION_PRECIO_APROBACION_PCT (letter A). */
    aprobadoPor: integer('aprobado_por').references(() => usuarios.id),
    /** Variation against the price in force when scheduled, in percent. */
    variacionPct: numeric('variacion_pct', { precision: 9, scale: 2 }),
    anuladoPor: integer('anulado_por').references(() => usuarios.id),
    anuladoEn: timestamp('anulado_en', { withTimezone: true }),
    /** Why it failed or was annulled. */
    motivo: text('motivo'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cambios_precio_pendientes_idx').on(t.estado, t.fechaEfectiva),
    index('cambios_precio_empresa_idx').on(t.empresaId, t.productoId),
  ],
);

/** Special prices for a customer, a fleet or a station, within dates; activated, inactivated or deleted. */
export const preciosEspeciales = pgTable(
  'precios_especiales',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresaId: integer('empresa_id').references(() => empresas.id),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    clienteId: integer('cliente_id').references(() => clientes.id),
    flotaId: integer('flota_id').references(() => flotas.id),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('precios_especiales_producto_idx').on(t.negocioId, t.productoId)],
);

/** Promotions: PAGUE N LLEVE M, % DESCUENTO, PRECIO FIJO, COMBO. */
export const promociones = pgTable(
  'promociones',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    /** PAGUE N LLEVE M: n and m. */
    pagueN: smallint('pague_n'),
    lleveM: smallint('lleve_m'),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday); empty = every day. */
    dias: smallint('dias').array().notNull(),
    horaInicio: time('hora_inicio'),
    horaFin: time('hora_fin'),
    tiposNegocio: text('tipos_negocio').array().notNull(),
    /** A PRODUCTOS group (SCREENS.md G09) the promotion reaches besides its listed products (G18 "Productos or grupo"). */
    grupoId: integer('grupo_id').references(() => grupos.id),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promociones_negocio_idx').on(t.negocioId, t.fechaFin)],
);

export const promocionesProductos = pgTable(
  'promociones_productos',
  {
    promocionId: integer('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: numeric('cantidad', { precision: 12, scale: 3 }).notNull().default('1'),
  },
  (t) => [primaryKey({ columns: [t.promocionId, t.productoId] })],
);

export const promocionesEmpresas = pgTable(
  'promociones_empresas',
  {
    promocionId: integer('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.promocionId, t.empresaId] })],
);

/**
 * Discount rules (SCREENS.md G18, Reglas de descuento): one engine for every discount route. tipo: %, $ POR GALÓN or
 * $ FIJO; destinatario: TODOS, CLIENTE, FLOTA, VEHÍCULO or TIPO DE VEHÍCULO with the matching id. Empty productos or
 * medios_pago mean every product or payment method. Rules that are not acumulable compete (the best applies); the
 * acumulable ones add up, in prioridad order (1 first).
 */
export const descuentos = pgTable(
  'descuentos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    destinatario: text('destinatario').notNull(),
    clienteId: integer('cliente_id').references(() => clientes.id),
    flotaId: integer('flota_id').references(() => flotas.id),
    vehiculoId: integer('vehiculo_id').references(() => vehiculos.id),
    tipoVehiculoId: integer('tipo_vehiculo_id').references(() => tiposVehiculo.id),
    productos: integer('productos')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    mediosPago: integer('medios_pago')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    prioridad: smallint('prioridad').notNull().default(1),
    acumulable: boolean('acumulable').notNull().default(false),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('descuentos_negocio_idx').on(t.negocioId, t.estado)],
);

/** The stations a discount rule applies at. */
export const descuentosEmpresas = pgTable(
  'descuentos_empresas',
  {
    descuentoId: integer('descuento_id')
      .notNull()
      .references(() => descuentos.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.descuentoId, t.empresaId] }), index('descuentos_empresas_empresa_idx').on(t.empresaId)],
);

/**
 * Descuentos manuales (SCREENS.md G18): the reasons a cashier may give a discount by hand, each with the highest
 * percentage every profile may grant for it (a profile not listed may not grant it).
 */
export const descuentosManuales = pgTable(
  'descuentos_manuales',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('descuentos_manuales_codigo_uq').on(t.negocioId, t.codigo)],
);

export const descuentosManualesPerfiles = pgTable(
  'descuentos_manuales_perfiles',
  {
    descuentoManualId: integer('descuento_manual_id')
      .notNull()
      .references(() => descuentosManuales.id, { onDelete: 'cascade' }),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfiles.id),
    porcentajeMaximo: numeric('porcentaje_maximo', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.descuentoManualId, t.perfilId] })],
);

/**
 * Campañas (SCREENS.md G18): a named period at some stations that groups promotions and discount rules (the loyalty
 * multipliers of G22 are not built yet).
 */
export const campanas = pgTable(
  'campanas',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    nombre: text('nombre').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campanas_negocio_idx').on(t.negocioId, t.fechaFin)],
);

export const campanasEmpresas = pgTable(
  'campanas_empresas',
  {
    campanaId: integer('campana_id')
      .notNull()
      .references(() => campanas.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
  },
  (t) => [primaryKey({ columns: [t.campanaId, t.empresaId] })],
);

export const campanasPromociones = pgTable(
  'campanas_promociones',
  {
    campanaId: integer('campana_id')
      .notNull()
      .references(() => campanas.id, { onDelete: 'cascade' }),
    promocionId: integer('promocion_id')
      .notNull()
      .references(() => promociones.id),
  },
  (t) => [primaryKey({ columns: [t.campanaId, t.promocionId] })],
);

export const campanasDescuentos = pgTable(
  'campanas_descuentos',
  {
    campanaId: integer('campana_id')
      .notNull()
      .references(() => campanas.id, { onDelete: 'cascade' }),
    descuentoId: integer('descuento_id')
      .notNull()
      .references(() => descuentos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campanaId, t.descuentoId] })],
);
