import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, smallint, text, timestamp, char, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { paises } from './geografia';

/**
 * Organizations: the top of the accounting integration's chain Organización → Regional → Negocio → Empresa
 * (SCREENS.md G01). Listed by `v1/organization/organizationListing`; each belongs to one business.
 */
export const organizaciones = pgTable(
  'organizaciones',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    nombre: text('nombre').notNull(),
    codigo: text('codigo').notNull(),
    paisId: integer('pais_id').references(() => paises.id),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizaciones_codigo_uq').on(t.negocioId, sql`upper(${t.codigo})`)],
);

/**
 * Regionals of the accounting integration (spec document 2, Regionales): groupings of businesses. Owned by the
 * business that created it; name and code are unique in it whatever their case (the form's shared check, which
 * these indexes back when two saves race).
 */
export const regionales = pgTable(
  'regionales',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    nombre: text('nombre').notNull(),
    codigo: text('codigo').notNull(),
    paisId: integer('pais_id')
      .notNull()
      .references(() => paises.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    editadoEn: timestamp('editado_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('regionales_nombre_uq').on(t.negocioId, sql`upper(${t.nombre})`),
    uniqueIndex('regionales_codigo_uq').on(t.negocioId, sql`upper(${t.codigo})`),
  ],
);

/**
 * The regional–business link (id_regional, id_negocio_empresa, id_estado): a business company (type 1) grouped
 * under a regional. Status 1 (ACTIVO) on creation, 2 INACTIVO; one link per pair.
 */
export const regionalesNegocios = pgTable(
  'regionales_negocios',
  {
    id: serial('id').primaryKey(),
    regionalId: integer('regional_id')
      .notNull()
      .references(() => regionales.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    estadoId: smallint('estado_id').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('regionales_negocios_uq').on(t.regionalId, t.empresaId), index('regionales_negocios_empresa_idx').on(t.empresaId)],
);
