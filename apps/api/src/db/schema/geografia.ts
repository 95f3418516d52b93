import { char, pgTable, integer, text, index } from 'drizzle-orm/pg-core';

export const paises = pgTable('paises', {
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull(),
  nombre: text('nombre').notNull(),
  /** A or I (SCREENS.md G11 Geografía): selectors offer active ones only. */
  estado: char('estado', { length: 1 }).notNull().default('A'),
});

export const departamentos = pgTable(
  'departamentos',
  {
    id: integer('id').primaryKey(),
    paisesId: integer('paises_id')
      .notNull()
      .references(() => paises.id),
    /** DANE code (two digits in Colombia). */
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('departamentos_pais_idx').on(t.paisesId)],
);

export const ciudades = pgTable(
  'ciudades',
  {
    id: integer('id').primaryKey(),
    departamentosId: integer('departamentos_id')
      .notNull()
      .references(() => departamentos.id),
    /** DANE code (five digits in Colombia, starting with the department's). */
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('ciudades_departamento_idx').on(t.departamentosId)],
);
