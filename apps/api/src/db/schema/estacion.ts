import {
  type AnyPgColumn,
  pgTable,
  serial,
  integer,
  text,
  numeric,
  jsonb,
  timestamp,
  index,
  uniqueIndex,
  char,
  bigint,
  boolean,
} from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { resoluciones } from './facturacion';
import { productos } from './catalogo';
import { usuarios } from './seguridad';

/** The forecourt of a station: islands hold pumps (surtidores), pumps hold hoses, each hose draws from one tank. */
export const islas = pgTable(
  'islas',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('islas_codigo_uq').on(t.empresaId, t.codigo)],
);

export const surtidores = pgTable(
  'surtidores',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    islaId: integer('isla_id')
      .notNull()
      .references(() => islas.id),
    numero: integer('numero').notNull(),
    marca: text('marca'),
    modelo: text('modelo'),
    serial: text('serial'),
    protocolo: text('protocolo'),
    /** Address of the pump on the forecourt controller's bus (1–99). */
    direccion: integer('direccion').notNull(),
    caras: integer('caras').notNull().default(2),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('surtidores_numero_uq').on(t.empresaId, t.numero), index('surtidores_isla_idx').on(t.islaId)],
);

/** Warehouses: TANQUE (one fuel, with capacity and minimum volume), CANASTILLA, KIOSCO, GENERAL. */
export const bodegas = pgTable(
  'bodegas',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    tipo: text('tipo').notNull(),
    /** The fuel a tank holds; null for goods warehouses. */
    productoId: integer('producto_id').references(() => productos.id),
    capacidad: numeric('capacidad', { precision: 12, scale: 3 }),
    volumenMinimo: numeric('volumen_minimo', { precision: 12, scale: 3 }),
    /** Inner height of a tank in mm: the top of its calibration chart. */
    alturaMm: numeric('altura_mm', { precision: 8, scale: 1 }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    /** When the warehouse was created: the reconciliation asks a tank for dips only from its creation's business day. */
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bodegas_codigo_uq').on(t.empresaId, t.codigo), index('bodegas_empresa_tipo_idx').on(t.empresaId, t.tipo)],
);

export interface PuntoAforo {
  altura_mm: number;
  volumen: number;
}

/**
 * Calibration charts (tablas de aforo): height in mm → volume in gallons, heights increasing, volumes not
 * decreasing. Each save is a version; a reading uses the version in force at its time.
 */
export const aforos = pgTable(
  'aforos',
  {
    id: serial('id').primaryKey(),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }).notNull(),
    puntos: jsonb('puntos').$type<PuntoAforo[]>().notNull(),
    creadoPor: integer('creado_por').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aforos_bodega_idx').on(t.bodegaId, t.vigenteDesde)],
);

export const mangueras = pgTable(
  'mangueras',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    surtidorId: integer('surtidor_id')
      .notNull()
      .references(() => surtidores.id),
    numero: integer('numero').notNull(),
    cara: integer('cara').notNull(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    bodegaId: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    /** Totalizer reading (gallons) when the hose was installed. */
    lecturaInicial: numeric('lectura_inicial', { precision: 14, scale: 3 }).notNull().default('0'),
    /** The totalizer rolls over after this value (a closing reading below the opening one adds it). */
    totalizadorMaximo: numeric('totalizador_maximo', { precision: 14, scale: 3 }).notNull().default('9999999.999'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('mangueras_numero_uq').on(t.surtidorId, t.cara, t.numero), index('mangueras_empresa_idx').on(t.empresaId)],
);

/**
 * Device models of a business (Tipos de equipo, SCREENS.md G05): the kind of device (TIPOS_EQUIPO), brand, model,
 * protocol and minimum firmware. A device may name its model; its kind stays on the device (`equipos.tipo`).
 */
export const tiposEquipo = pgTable(
  'tipos_equipo',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    tipo: text('tipo').notNull(),
    marca: text('marca').notNull(),
    modelo: text('modelo').notNull(),
    protocolo: text('protocolo'),
    firmwareMinimo: text('firmware_minimo'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('tipos_equipo_codigo_uq').on(t.negocioId, t.codigo)],
);

/**
 * Devices (equipos): POS terminals and other station equipment. A device authenticates its calls with a
 * token; only its SHA-256 hash is stored, and revoking sets it to null.
 */
export const equipos = pgTable(
  'equipos',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    alias: text('alias').notNull(),
    tipo: text('tipo').notNull().default('POS'),
    /** The device's model from Tipos de equipo (of the same kind); null when not given. */
    tipoEquipoId: integer('tipo_equipo_id').references(() => tiposEquipo.id),
    serial: text('serial').notNull(),
    islaId: integer('isla_id').references(() => islas.id),
    ip: text('ip'),
    mac: text('mac'),
    identificadorDispositivo: text('identificador_dispositivo'),
    tiposNegocio: text('tipos_negocio').array().notNull(),
    /** Resolución (SCREENS.md G05): the station's numbering resolution this device invoices with by default; one whose Equipos include it. */
    resolucionId: integer('resolucion_id').references(() => resoluciones.id),
    /** Impresora (SCREENS.md G05): a device of kind IMPRESORA of the same station. */
    impresoraId: integer('impresora_id').references((): AnyPgColumn => equipos.id),
    tokenHash: text('token_hash'),
    tokenEmitidoEn: timestamp('token_emitido_en', { withTimezone: true }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('equipos_serial_uq').on(t.serial),
    uniqueIndex('equipos_token_uq').on(t.tokenHash),
    index('equipos_empresa_idx').on(t.empresaId),
  ],
);

/**
 * Connection state of a device, apart from the device row so that heartbeats neither lock the row an
 * administrator edits nor fill the audit log.
 */
export const equiposConexion = pgTable('equipos_conexion', {
  equipoId: integer('equipo_id')
    .primaryKey()
    .references(() => equipos.id, { onDelete: 'cascade' }),
  ultimaConexion: timestamp('ultima_conexion', { withTimezone: true }).notNull(),
  ip: text('ip'),
  versionApp: text('version_app'),
  /** Sales the device reported as still pending to send (heartbeat). */
  ventasPendientes: integer('ventas_pendientes'),
  /** The device reported it is selling in contingency (offline invoicing) on its last heartbeat. */
  contingencia: boolean('contingencia').notNull().default(false),
  ultimaVentaId: bigint('ultima_venta_id', { mode: 'number' }),
  /**
   * What the device holds in its local database, as its heartbeat last reported it (Depuración POS preview, SCREENS.md
   * G05): synchronised sales, log lines, confirmed queue entries, cache size and its oldest record; `conteos_en` is the
   * heartbeat that reported them. All null for a device that never did.
   */
  conteoVentasSincronizadas: integer('conteo_ventas_sincronizadas'),
  conteoLogs: integer('conteo_logs'),
  conteoColaConfirmada: integer('conteo_cola_confirmada'),
  cacheMb: numeric('cache_mb', { precision: 10, scale: 1 }),
  registroMasAntiguo: timestamp('registro_mas_antiguo', { withTimezone: true }),
  conteosEn: timestamp('conteos_en', { withTimezone: true }),
});

/**
 * Commands queued for a device (SCREENS.md G05/G06): PENDIENTE until the device fetches them (ENTREGADO), then EJECUTADO
 * or FALLIDO by the device's answer. A command neither answered nor fetched 24 h after it was queued reads VENCIDO:
 * the state is computed on read (services/equipos/comandos.ts), no job rewrites it.
 */
export const comandos = pgTable(
  'comandos',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    equipoId: integer('equipo_id')
      .notNull()
      .references(() => equipos.id),
    tipo: text('tipo').notNull(),
    payload: jsonb('payload').notNull().default({}),
    estado: text('estado').notNull().default('PENDIENTE'),
    /** The device's answer: what it did or why it failed. */
    resultado: text('resultado'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    entregadoEn: timestamp('entregado_en', { withTimezone: true }),
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
  },
  (t) => [index('comandos_equipo_estado_idx').on(t.equipoId, t.estado), index('comandos_empresa_idx').on(t.empresaId, t.creadoEn)],
);
