import { sql } from 'drizzle-orm';
import { pgTable, serial, bigserial, integer, text, numeric, date, timestamp, index, uniqueIndex, char } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { financieras, talleres, verificadoras } from './catalogo';
import { clientes } from './clientes';

/**
 * GNV conversions (SCREENS.md G21, docs/decisions/074): a vehicle converted to natural gas by a workshop, certified
 * by a verifier, optionally financed by a lender and repaid on each GNV fill at `cuota_m3` per m³ until `saldo`
 * reaches 0. empresa_id is the station that registered it (a station user sees its own stations' conversions);
 * placa is stored upper-case without spaces or hyphens. States: REGISTRADA → CERTIFICADA → EN RECAUDO → PAGADA, or
 * ANULADA. At most one conversion of a plate is open (not PAGADA nor ANULADA) per business.
 */
export const conversiones = pgTable(
  'conversiones',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    placa: text('placa').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    tallerId: integer('taller_id')
      .notNull()
      .references(() => talleres.id),
    verificadoraId: integer('verificadora_id')
      .notNull()
      .references(() => verificadoras.id),
    financieraId: integer('financiera_id').references(() => financieras.id),
    certificado: text('certificado').notNull(),
    fechaConversion: date('fecha_conversion', { mode: 'string' }).notNull(),
    venceRevision: date('vence_revision', { mode: 'string' }).notNull(),
    valorFinanciado: numeric('valor_financiado', { precision: 14, scale: 2 }).notNull().default('0'),
    cuotaM3: numeric('cuota_m3', { precision: 14, scale: 2 }).notNull(),
    /** What is left to repay: valor_financiado − Σ recaudos. Written only by the repayment (and by edits before it starts). */
    saldo: numeric('saldo', { precision: 14, scale: 2 }).notNull().default('0'),
    estado: text('estado').notNull().default('REGISTRADA'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversiones_placa_abierta_uq')
      .on(t.negocioId, t.placa)
      .where(sql`estado NOT IN ('PAGADA', 'ANULADA')`),
    index('conversiones_empresa_idx').on(t.empresaId, t.fechaConversion),
  ],
);

/**
 * The repayment ledger: one RECAUDO per GNV sale of a converted plate, `m3 × cuota_m3` capped at the balance left, in
 * the sale's transaction. saldo is the balance after it. empresa_id/fecha_negocio are the sale's.
 */
export const conversionesRecaudos = pgTable(
  'conversiones_recaudos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversionId: integer('conversion_id')
      .notNull()
      .references(() => conversiones.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    ventaUuid: text('venta_uuid').notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    m3: numeric('m3', { precision: 12, scale: 3 }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    saldo: numeric('saldo', { precision: 14, scale: 2 }).notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversiones_recaudos_venta_uq').on(t.empresaId, t.ventaUuid),
    index('conversiones_recaudos_conversion_idx').on(t.conversionId, t.id),
    index('conversiones_recaudos_empresa_dia_idx').on(t.empresaId, t.fechaNegocio),
  ],
);

/**
 * Conversion alerts: POR_VENCER (the certificate expires within 30 days; once per conversion and expiry date) and
 * CERT_VENCIDO (a GNV sale to the plate arrived with the certificate expired; one per sale, `bloqueo` = S when
 * BLOQUEA_GNV_CERT_VENCIDO was on: the station sold what it should have refused).
 */
export const conversionesAlertas = pgTable(
  'conversiones_alertas',
  {
    id: serial('id').primaryKey(),
    conversionId: integer('conversion_id')
      .notNull()
      .references(() => conversiones.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: text('tipo').notNull(),
    venceRevision: date('vence_revision', { mode: 'string' }).notNull(),
    ventaUuid: text('venta_uuid'),
    bloqueo: char('bloqueo', { length: 1 }).notNull().default('N'),
    mensaje: text('mensaje').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversiones_alertas_uq').on(t.conversionId, t.tipo, t.venceRevision, sql`coalesce(${t.ventaUuid}, '')`),
    index('conversiones_alertas_empresa_idx').on(t.empresaId, t.estado),
  ],
);
