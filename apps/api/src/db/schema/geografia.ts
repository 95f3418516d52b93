import { pgTable, integer, text, index } from 'drizzle-orm/pg-core';

export const paises = pgTable('paises', {
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull(),
  nombre: text('nombre').notNull(),
});

export const departamentos = pgTable(
  'departamentos',
  {
    id: integer('id').primaryKey(),
    paisesId: integer('paises_id')
      .notNull()
      .references(() => paises.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
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
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
  },
  (t) => [index('ciudades_departamento_idx').on(t.departamentosId)],
);
