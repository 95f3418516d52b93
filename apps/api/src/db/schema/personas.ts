import { pgTable, serial, integer, text, jsonb, timestamp, index, uniqueIndex, char } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';

export interface AtributosPersona {
  genero?: string | null;
  tipo_sangre?: string | null;
  pais?: number | null;
  provincia?: number | null;
  ciudad?: number | null;
  url_foto?: string | null;
  cliente?: 'S' | 'N';
  proveedor?: 'S' | 'N';
  propietario?: 'S' | 'N';
}

export const tiposIdentificacion = pgTable('tipos_identificacion', {
  id: integer('id').primaryKey(),
  codigo: text('codigo').notNull(),
  descripcion: text('descripcion').notNull(),
});

export const personas = pgTable(
  'personas',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresasId: integer('empresas_id')
      .notNull()
      .references(() => empresas.id),
    tipoIdentificacionId: integer('tipo_identificacion_id').references(() => tiposIdentificacion.id),
    identificacion: text('identificacion').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull().default(''),
    cargo: text('cargo'),
    atributos: jsonb('atributos').$type<AtributosPersona>().notNull().default({}),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personas_negocio_identificacion_uq').on(t.negocioId, t.identificacion),
    index('personas_empresa_idx').on(t.empresasId),
  ],
);

/** tipo: 1 TELEFONO, 2 CORREO, 3 DIRECCION. */
export const contactos = pgTable(
  'contactos',
  {
    id: serial('id').primaryKey(),
    personasId: integer('personas_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    tipo: integer('tipo').notNull(),
    descripcion: text('descripcion').notNull(),
    contacto: text('contacto').notNull(),
    principal: char('principal', { length: 1 }).notNull().default('S'),
  },
  (t) => [index('contactos_persona_idx').on(t.personasId)],
);
