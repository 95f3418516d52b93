import { pgTable, integer, text, numeric, date, timestamp, primaryKey, index, uuid, customType, jsonb } from 'drizzle-orm/pg-core';
import { negocios } from './empresa';
import { usuarios } from './seguridad';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Sold quantity per station, business day, product and line price (historicos-precios: "the galones come from the sale
 * lines that carry that price"). Kept with the other sales rollups (services/ventas/resumenes) in the same transaction
 * as the sales, and subtracted when a sale is annulled, so a price period reads its days here and the lines only of a day
 * that holds lines at that price on both sides of one of its ends. Its size follows stations × days × products × prices, never the sales.
 */
export const ventasPrecioDia = pgTable(
  'ventas_precio_dia',
  {
    empresaId: integer('empresa_id').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    productoId: integer('producto_id').notNull(),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    cantidad: numeric('cantidad', { precision: 16, scale: 3 }).notNull(),
    /**
     * The first and last moment a line was sold at that price that day. Kept with least/greatest and never narrowed
     * on annulment, so they bound the lines still there: a day whose bounds fall inside a price period is counted
     * whole, and only a day with lines at that price on both sides of a change reads its lines.
     */
    primera: timestamp('primera', { withTimezone: true }),
    ultima: timestamp('ultima', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.productoId, t.precio, t.fechaNegocio] })],
);

/**
 * Export jobs of the report engine: an export whose file takes longer than the threshold (30 s) to build answers at
 * once with the job's id and goes on building here. Progress and the finished file are stored, so any instance reports
 * the progress and serves the download; the download checks the business, the report's module and the stations'
 * scope again. Files expire (`vence_en`) and are deleted by the next job's start.
 */
export const reportesTrabajos = pgTable(
  'reportes_trabajos',
  {
    id: uuid('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    ruta: text('ruta').notNull(),
    /** The stations the file holds (already checked against the requester's scope). */
    estaciones: integer('estaciones').array().notNull(),
    /** The validated request, to audit what was built. */
    pedido: jsonb('pedido').notNull(),
    formato: text('formato').notNull(),
    archivo: text('archivo').notNull(),
    tipo: text('tipo'),
    /** EN_PROCESO, LISTO or ERROR. */
    estado: text('estado').notNull(),
    filas: integer('filas').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    mensaje: text('mensaje'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
    venceEn: timestamp('vence_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('reportes_trabajos_vence_idx').on(t.venceEn), index('reportes_trabajos_usuario_idx').on(t.usuarioId, t.creadoEn)],
);

/**
 * The file of an export job, in parts of about TAMANO_PARTE bytes written as the file is generated (so no instance
 * holds a whole file in memory) and read back one by one by the download (docs/decisions/063).
 */
export const reportesTrabajosPartes = pgTable(
  'reportes_trabajos_partes',
  {
    trabajoId: uuid('trabajo_id')
      .notNull()
      .references(() => reportesTrabajos.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    datos: bytea('datos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trabajoId, t.n] })],
);
