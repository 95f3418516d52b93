import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { facturasElectronicas, ventasUuid } from './ventas';

/**
 * Sale annulment (SCREENS.md G16): the reasons a person picks (`movimientos/obtener-motivo-anulacion`; system reasons
 * have no business), one annulment per sale (the unique key makes two concurrent annulments annul once), and the
 * credit note (CUDE, DIAN concept 2) of an annulled electronic invoice, sent through the invoice's job in fe_envios.
 */
export const motivosAnulacion = pgTable(
  'motivos_anulacion',
  {
    id: serial('id').primaryKey(),
    /** Null: a system reason every business offers. */
    negocioId: integer('negocio_id').references(() => negocios.id),
    descripcion: text('descripcion').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('motivos_anulacion_negocio_idx').on(t.negocioId)],
);

export const ventasAnulaciones = pgTable(
  'ventas_anulaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ventaId: bigint('venta_id', { mode: 'number' })
      .notNull()
      .references(() => ventasUuid.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    motivoId: integer('motivo_id')
      .notNull()
      .references(() => motivosAnulacion.id),
    observacion: text('observacion').notNull(),
    usuarioId: integer('usuario_id'),
    /** True when annulled from the back office (the spec's anulacion_web). */
    web: char('web', { length: 1 }).notNull().default('S'),
    en: timestamp('en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ventas_anulaciones_venta_uq').on(t.ventaId), index('ventas_anulaciones_empresa_idx').on(t.empresaId, t.en)],
);

/**
 * The credit note of an annulled electronic invoice: numbered per station (prefix NC unless a NOTA CRÉDITO
 * resolution is active), its CUDE once built, and its DIAN state (the invoice codes: 5 queued, 2 authorised,
 * 3 rejected, 4 could not be built or sent). It waits (5) while its invoice is not authorised.
 */
export const feNotasCredito = pgTable(
  'fe_notas_credito',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    facturaId: bigint('factura_id', { mode: 'number' })
      .notNull()
      .references(() => facturasElectronicas.id),
    anulacionId: bigint('anulacion_id', { mode: 'number' })
      .notNull()
      .references(() => ventasAnulaciones.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    prefijo: text('prefijo').notNull(),
    consecutivo: bigint('consecutivo', { mode: 'number' }).notNull(),
    /** DIAN's correction concept: 2 = annulment. */
    concepto: smallint('concepto').notNull().default(2),
    cude: text('cude'),
    estado: smallint('estado').notNull().default(5),
    mensaje: text('mensaje'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fe_notas_credito_factura_uq').on(t.facturaId),
    uniqueIndex('fe_notas_credito_numero_uq').on(t.empresaId, t.prefijo, t.consecutivo),
    index('fe_notas_credito_pendientes_idx')
      .on(t.empresaId)
      .where(sql`${t.estado} <> 2`),
  ],
);

/**
 * Invoices typed at the office (the Facturador, SCREENS.md G16): each is a sale of origen OFICINA at its station (so
 * reports, reconciliation and the DIAN sender see it as any sale); this row keeps who issued it and, for "Anular y
 * refacturar", the annulled sale it replaces.
 */
export const ventasOficina = pgTable(
  'ventas_oficina',
  {
    ventaId: bigint('venta_id', { mode: 'number' })
      .primaryKey()
      .references(() => ventasUuid.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    usuarioId: integer('usuario_id'),
    /** The annulled sale this invoice re-issues to another customer. */
    refacturaDe: bigint('refactura_de', { mode: 'number' }).references(() => ventasUuid.id),
    observacion: text('observacion'),
    en: timestamp('en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ventas_oficina_empresa_idx').on(t.empresaId, t.en),
    uniqueIndex('ventas_oficina_refactura_uq')
      .on(t.refacturaDe)
      .where(sql`${t.refacturaDe} IS NOT NULL`),
  ],
);

/**
 * Delivery notes (sales numbered in a REMISION resolution) covered by an office invoice (the Facturador's Remisiones
 * tab): one row per remisión, so none is invoiced twice (the primary key refuses a second invoice, concurrent ones
 * included). `factura_venta_id` is the invoice's own sale (origen OFICINA, state …003: it documents sales the
 * remisiones already counted).
 */
export const remisionesFacturadas = pgTable(
  'remisiones_facturadas',
  {
    ventaId: bigint('venta_id', { mode: 'number' })
      .primaryKey()
      .references(() => ventasUuid.id),
    facturaVentaId: bigint('factura_venta_id', { mode: 'number' })
      .notNull()
      .references(() => ventasUuid.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    en: timestamp('en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remisiones_facturadas_factura_idx').on(t.facturaVentaId)],
);
