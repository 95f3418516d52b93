import { sql } from 'drizzle-orm';
import { bigint, char, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';

/**
 * Invoice formats and POS messages (SCREENS.md G17) and the DIAN simulator's own numbering ranges.
 */

/**
 * The numbering ranges the built-in DIAN simulator has authorised, per issuer NIT (and software, when given): what
 * it answers to GetNumberingRange. DIAN's side of a resolution, kept apart from the business's `resoluciones`.
 */
export const feSimuladorRangos = pgTable(
  'fe_simulador_rangos',
  {
    id: serial('id').primaryKey(),
    nit: text('nit').notNull(),
    /** The software the range was requested for; null answers to any software of the NIT. */
    softwareId: text('software_id'),
    numero: text('numero').notNull(),
    fechaResolucion: date('fecha_resolucion', { mode: 'string' }).notNull(),
    prefijo: text('prefijo').notNull(),
    desde: bigint('desde', { mode: 'number' }).notNull(),
    hasta: bigint('hasta', { mode: 'number' }).notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    claveTecnica: text('clave_tecnica').notNull(),
  },
  (t) => [index('fe_simulador_rangos_nit_idx').on(t.nit)],
);

/** A printed invoice layout of a business: paper (TIRILLA_58, TIRILLA_80, CARTA), header, footer, legends, copies. */
export const formatosFactura = pgTable(
  'formatos_factura',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    descripcion: text('descripcion').notNull(),
    formato: text('formato').notNull(),
    encabezado: text('encabezado').notNull().default(''),
    pie: text('pie').notNull().default(''),
    leyendas: text('leyendas').notNull().default(''),
    copias: smallint('copias').notNull().default(1),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('formatos_factura_negocio_idx')
      .on(t.negocioId)
      .where(sql`${t.estado} = 'A'`),
  ],
);

/** The format each station prints with: one per station. */
export const formatosFacturaEstaciones = pgTable(
  'formatos_factura_estaciones',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    formatoId: integer('formato_id')
      .notNull()
      .references(() => formatosFactura.id),
    asignadoEn: timestamp('asignado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId] }), index('formatos_factura_estaciones_formato_idx').on(t.formatoId)],
);

/** The invoice messages a business's POS shows (spec: exitoEnvioFE … mensajeExtra2), one JSON object per business. */
export const mensajesPos = pgTable('mensajes_pos', {
  negocioId: integer('negocio_id')
    .primaryKey()
    .references(() => negocios.id),
  mensajes: jsonb('mensajes').notNull(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
