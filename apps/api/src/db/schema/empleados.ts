import { pgTable, serial, integer, text, timestamp, index, uniqueIndex, char, customType, primaryKey } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { personas } from './personas';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A person's photo (SCREENS.md G08, at most 2 MB), kept in the database beside the person so that every instance
 * serves it and a backup of the database holds it. One photo per person; a new upload replaces it.
 */
export const personasFotos = pgTable('personas_fotos', {
  personasId: integer('personas_id')
    .primaryKey()
    .references(() => personas.id, { onDelete: 'cascade' }),
  tipoMime: text('tipo_mime').notNull(),
  datos: bytea('datos').notNull(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Groups (SCREENS.md G09, `configuracion/grupos`): a typed set of a business's records used for targeting and
 * filters. tipo: PRODUCTOS, ESTACIONES, CLIENTES or EMPLEADOS; the members are ids of that type's table.
 */
export const grupos = pgTable(
  'grupos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: text('tipo').notNull(),
    nombre: text('nombre').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grupos_nombre_uq').on(t.negocioId, t.tipo, t.nombre), index('grupos_empresa_idx').on(t.empresaId)],
);

export const gruposMiembros = pgTable(
  'grupos_miembros',
  {
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => grupos.id, { onDelete: 'cascade' }),
    miembroId: integer('miembro_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grupoId, t.miembroId] })],
);
