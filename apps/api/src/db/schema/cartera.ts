import { sql } from 'drizzle-orm';
import { pgTable, serial, bigserial, integer, bigint, text, numeric, date, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { mediosPago } from './catalogo';
import { clientes, cupos } from './clientes';
import { ventasUuid } from './ventas';

/**
 * Collections (SCREENS.md G20 Cartera, docs/decisions/073): a customer's payment of its credit sales, taken at a
 * station (empresa_id). estado: REGISTRADO or ANULADO. fecha_negocio is the station's business day of the payment;
 * the collection reports read it.
 */
export const recaudos = pgTable(
  'recaudos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    /** Gapless receipt number per business. */
    consecutivo: integer('consecutivo').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    medioPagoId: integer('medio_pago_id')
      .notNull()
      .references(() => mediosPago.id),
    referencia: text('referencia'),
    observacion: text('observacion'),
    usuarioId: integer('usuario_id'),
    estado: text('estado').notNull().default('REGISTRADO'),
  },
  (t) => [
    uniqueIndex('recaudos_consecutivo_uq').on(t.negocioId, t.consecutivo),
    index('recaudos_cliente_idx').on(t.clienteId, t.fecha),
    index('recaudos_empresa_dia_idx').on(t.empresaId, t.fechaNegocio),
  ],
);

/** What a collection paid of each credit sale (oldest first), and the quota it gave back. */
export const recaudosAplicaciones = pgTable(
  'recaudos_aplicaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recaudoId: bigint('recaudo_id', { mode: 'number' })
      .notNull()
      .references(() => recaudos.id),
    ventaId: bigint('venta_id', { mode: 'number' })
      .notNull()
      .references(() => ventasUuid.id),
    /** The quota the payment lowered the consumption of (the one the sale consumed), if any. */
    cupoId: integer('cupo_id').references(() => cupos.id),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('recaudos_aplicaciones_venta_idx').on(t.ventaId), index('recaudos_aplicaciones_recaudo_idx').on(t.recaudoId)],
);

/** Prepaid top-ups (Recargar): each raises the customer's PREPAGO quota by its value. */
export const prepagoRecargas = pgTable(
  'prepago_recargas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    cupoId: integer('cupo_id')
      .notNull()
      .references(() => cupos.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    medioPagoId: integer('medio_pago_id')
      .notNull()
      .references(() => mediosPago.id),
    referencia: text('referencia'),
    usuarioId: integer('usuario_id'),
  },
  (t) => [
    index('prepago_recargas_cliente_idx').on(t.clienteId, t.fecha),
    index('prepago_recargas_empresa_idx').on(t.empresaId, t.fechaNegocio),
  ],
);

/**
 * Vouchers (bonos): a series of unique codes of one value and validity. estado: EMITIDO, REDIMIDO (once, at a
 * station's POS), ANULADO (letter N). An EMITIDO voucher past its vigencia reads as VENCIDO.
 */
export const bonos = pgTable(
  'bonos',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    serie: text('serie').notNull(),
    codigo: text('codigo').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    vigencia: date('vigencia', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('EMITIDO'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    redimidoEn: timestamp('redimido_en', { withTimezone: true }),
    empresaRedencionId: integer('empresa_redencion_id').references(() => empresas.id),
    equipoRedencionId: integer('equipo_redencion_id'),
    referenciaRedencion: text('referencia_redencion'),
    anuladoEn: timestamp('anulado_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonos_codigo_uq').on(t.negocioId, t.codigo),
    index('bonos_serie_idx').on(t.negocioId, t.serie),
    index('bonos_emitidos_idx')
      .on(t.negocioId, t.vigencia)
      .where(sql`${t.estado} = 'EMITIDO'`),
  ],
);
