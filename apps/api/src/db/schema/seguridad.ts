import {
  boolean,
  jsonb,
  pgTable,
  serial,
  integer,
  text,
  timestamp,
  index,
  uniqueIndex,
  char,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { personas } from './personas';

/** tipo: 1 menu section, 2 screen, 3 dashboard widget. */
export const modulos = pgTable(
  'modulos',
  {
    id: integer('id').primaryKey(),
    modulosId: integer('modulos_id').references((): AnyPgColumn => modulos.id),
    descripcion: text('descripcion').notNull(),
    link: text('link'),
    icono: text('icono'),
    tipo: integer('tipo').notNull(),
    orden: integer('orden').notNull().default(0),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    /** The label the menu shows instead of the description (the module's code), set in `configuracion/modulos`. */
    etiqueta: text('etiqueta'),
  },
  (t) => [uniqueIndex('modulos_descripcion_uq').on(t.descripcion), index('modulos_padre_idx').on(t.modulosId)],
);

/** A profile belongs to one business, or to every business when negocio_id is null. tipo 1..8. */
export const perfiles = pgTable('perfiles', {
  id: serial('id').primaryKey(),
  negocioId: integer('negocio_id').references(() => negocios.id),
  descripcion: text('descripcion').notNull(),
  tipo: integer('tipo').notNull(),
  estado: char('estado', { length: 1 }).notNull().default('A'),
});

/** asignaciones: letters of the permitted actions (R read, C create, U update, D delete, E export, A annul, P print). */
export const perfilesModulos = pgTable(
  'perfiles_modulos',
  {
    perfilesId: integer('perfiles_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    modulosId: integer('modulos_id')
      .notNull()
      .references(() => modulos.id),
    asignaciones: text('asignaciones').notNull(),
  },
  (t) => [primaryKey({ columns: [t.perfilesId, t.modulosId] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    personasId: integer('personas_id')
      .notNull()
      .references(() => personas.id),
    /** Always upper case. */
    usuario: text('usuario').notNull(),
    claveHash: text('clave_hash').notNull(),
    pinHash: text('pin_hash'),
    tipo: integer('tipo').notNull(),
    empresasId: integer('empresas_id')
      .notNull()
      .references(() => empresas.id),
    claveActualizadaEn: timestamp('clave_actualizada_en', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator assigned the password: the user chooses a new one at the next sign-in (expired_pass). */
    cambiarClave: boolean('cambiar_clave').notNull().default(false),
    intentosFallidos: integer('intentos_fallidos').notNull().default(0),
    bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    ultimoIngreso: timestamp('ultimo_ingreso', { withTimezone: true }),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    /**
     * The platform operator (decision 059): publishes POS versions and writes the catalogues every business shares.
     * Set only by `npm run plataforma:operador` and the demo seed; no contract, route or screen reads it from a client.
     */
    plataforma: boolean('plataforma').notNull().default(false),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuarios_usuario_uq').on(t.usuario), uniqueIndex('usuarios_persona_uq').on(t.personasId)],
);

export const usuariosPerfiles = pgTable(
  'usuarios_perfiles',
  {
    usuariosId: integer('usuarios_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    perfilesId: integer('perfiles_id')
      .notNull()
      .references(() => perfiles.id),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.usuariosId, t.perfilesId] })],
);

/**
 * Tokens are stored only as SHA-256 hashes. The allowed companies are computed at sign-in, and again after a change
 * of the company tree or of the user (triggers set them to NULL). `version` goes up, in the same transaction, with
 * every change of what the session may do (grants, profiles, the user, the company tree): instances compare it on
 * every request with the version of what they hold in memory (docs/decisions/015-session-cache.md).
 */
export const sesiones = pgTable(
  'sesiones',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    usuariosId: integer('usuarios_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    dominioId: integer('dominio_id'),
    empresasPermitidas: integer('empresas_permitidas').array(),
    version: integer('version').notNull().default(1),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    ultimaActividad: timestamp('ultima_actividad', { withTimezone: true }).notNull().defaultNow(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    ip: text('ip'),
    agente: text('agente'),
  },
  (t) => [uniqueIndex('sesiones_token_uq').on(t.tokenHash), index('sesiones_usuario_idx').on(t.usuariosId)],
);

export const accesosDirectos = pgTable(
  'accesos_directos',
  {
    id: serial('id').primaryKey(),
    personasId: integer('personas_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    descripcion: text('descripcion').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accesos_directos_persona_link_uq').on(t.personasId, t.link)],
);

export const solicitudesClave = pgTable(
  'solicitudes_clave',
  {
    id: serial('id').primaryKey(),
    usuariosId: integer('usuarios_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadaEn: timestamp('usada_en', { withTimezone: true }),
    ip: text('ip'),
    /** OLVIDO: a forgotten password (its link goes by mail); VENCIDA: an expired or assigned one, at sign-in. */
    motivo: text('motivo').notNull().default('OLVIDO'),
  },
  (t) => [uniqueIndex('solicitudes_clave_token_uq').on(t.tokenHash), index('solicitudes_clave_usuario_idx').on(t.usuariosId)],
);

/** Per-user interface preferences (theme, layout, language, tour seen), kept on the server so they follow the user. */
export const preferenciasUsuario = pgTable('preferencias_usuario', {
  usuariosId: integer('usuarios_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  datos: jsonb('datos').$type<Record<string, unknown>>().notNull().default({}),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
