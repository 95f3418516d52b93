import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { equipos } from './estacion';

/**
 * SCREENS.md G10: parameter definitions and their values by level. A value is read with inheritance
 * GLOBAL → NEGOCIO → ESTACION → EQUIPO (services/parametros): the most specific level that has a value wins, and the
 * definition's `defecto` stands when no level has one.
 */
export const parametrosDefiniciones = pgTable(
  'parametros_definiciones',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** NUMERO, TEXTO, BOOLEANO (S/N), LISTA (one of `opciones`), HORA (HH:mm). */
    tipo: text('tipo').notNull(),
    minimo: numeric('minimo'),
    maximo: numeric('maximo'),
    /** The choices of a LISTA. */
    opciones: jsonb('opciones').$type<string[]>().notNull().default([]),
    defecto: text('defecto').notNull(),
    /** The levels a value may be set at (GLOBAL, NEGOCIO, ESTACION, EQUIPO). */
    niveles: text('niveles').array().notNull(),
    /** GENERAL (Parámetros) or VENTAS (Configuración de ventas). */
    grupo: text('grupo').notNull().default('GENERAL'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parametros_definiciones_codigo_uq').on(sql`upper(${t.codigo})`),
    check('parametros_definiciones_tipo_ck', sql`${t.tipo} IN ('NUMERO', 'TEXTO', 'BOOLEANO', 'LISTA', 'HORA')`),
  ],
);

/**
 * A value at one level. GLOBAL: no company. NEGOCIO: `empresa_id` is the business root company. ESTACION: the
 * station. EQUIPO: the device and its station. `negocio_id` is set on every level but GLOBAL for the inheritance read.
 */
export const parametrosValores = pgTable(
  'parametros_valores',
  {
    id: serial('id').primaryKey(),
    definicionId: integer('definicion_id')
      .notNull()
      .references(() => parametrosDefiniciones.id, { onDelete: 'cascade' }),
    nivel: text('nivel').notNull(),
    negocioId: integer('negocio_id').references(() => negocios.id),
    empresaId: integer('empresa_id').references(() => empresas.id),
    equipoId: integer('equipo_id').references(() => equipos.id),
    valor: text('valor').notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoPor: integer('actualizado_por'),
  },
  (t) => [
    unique('parametros_valores_uq').on(t.definicionId, t.nivel, t.empresaId, t.equipoId).nullsNotDistinct(),
    index('parametros_valores_empresa_idx').on(t.empresaId),
    index('parametros_valores_negocio_idx').on(t.negocioId, t.definicionId),
    check('parametros_valores_nivel_ck', sql`${t.nivel} IN ('GLOBAL', 'NEGOCIO', 'ESTACION', 'EQUIPO')`),
  ],
);
