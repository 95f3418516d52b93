import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, bigint, text, date, timestamp, index, char } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';

/**
 * Invoice numbering resolutions authorised by DIAN: prefix, consecutive range, validity and technical key.
 * `actual` is the highest consecutive used, kept by sale ingestion in the sale's transaction; what remains
 * (hasta − actual) feeds the invoice-range alert.
 */
export const resoluciones = pgTable(
  'resoluciones',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipoDocumento: text('tipo_documento').notNull(),
    numero: text('numero').notNull(),
    prefijo: text('prefijo').notNull(),
    desde: bigint('desde', { mode: 'number' }).notNull(),
    hasta: bigint('hasta', { mode: 'number' }).notNull(),
    actual: bigint('actual', { mode: 'number' }),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    claveTecnica: text('clave_tecnica'),
    tiposNegocio: text('tipos_negocio').array().notNull(),
    /** Devices of the station that may number with it (SCREENS.md G17 "Equipos"); empty: every device. */
    equipos: integer('equipos')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Alert when fewer consecutives than this remain, or fewer days of validity. */
    alertaConsecutivos: integer('alerta_consecutivos').notNull().default(500),
    alertaDias: integer('alerta_dias').notNull().default(30),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resoluciones_empresa_idx')
      .on(t.empresaId, t.prefijo)
      .where(sql`${t.estado} = 'A'`),
  ],
);
