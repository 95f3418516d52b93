import { pgTable, serial, integer, text, jsonb, numeric, timestamp, index, uniqueIndex, char, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { paises, departamentos, ciudades } from './geografia';

export const negocios = pgTable('negocios', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nit: text('nit').notNull(),
  /** Razón social, business type (C, S, K) and country of the Negocios screen (SCREENS.md G01); null until first saved there. */
  razonSocial: text('razon_social'),
  tipo: char('tipo', { length: 1 }),
  paisId: integer('pais_id').references(() => paises.id),
  estado: char('estado', { length: 1 }).notNull().default('A'),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});

export interface AtributosEmpresa {
  ciudad?: string;
  provincia?: string;
  pais?: string;
  [clave: string]: unknown;
}

export const empresas = pgTable(
  'empresas',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    /** Parent company; null for the business root. */
    empresasId: integer('empresas_id').references((): AnyPgColumn => empresas.id),
    tipo: integer('tipo').notNull(),
    nombre: text('nombre').notNull(),
    razonSocial: text('razon_social').notNull(),
    alias: text('alias').notNull(),
    nit: text('nit'),
    codigo: text('codigo'),
    direccion: text('direccion'),
    telefono: text('telefono'),
    paisId: integer('pais_id').references(() => paises.id),
    departamentoId: integer('departamento_id').references(() => departamentos.id),
    ciudadId: integer('ciudad_id').references(() => ciudades.id),
    latitud: numeric('latitud', { precision: 10, scale: 7 }),
    longitud: numeric('longitud', { precision: 10, scale: 7 }),
    atributos: jsonb('atributos').$type<AtributosEmpresa>().notNull().default({}),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('empresas_padre_idx').on(t.empresasId), index('empresas_negocio_idx').on(t.negocioId, t.tipo)],
);

export interface ParametrosDominio {
  color1: string;
  color2: string;
  formato_numero: 'COP' | 'mx' | 'us';
  logo: string | null;
  nombre_empresa: string;
}

export const dominios = pgTable(
  'dominios',
  {
    id: serial('id').primaryKey(),
    host: text('host').notNull(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    alias: text('alias').notNull(),
    tipo: text('tipo'),
    tipoUnidad: text('tipo_unidad').notNull().default('GALONES'),
    parametros: jsonb('parametros').$type<ParametrosDominio>().notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('dominios_host_uq').on(t.host)],
);
