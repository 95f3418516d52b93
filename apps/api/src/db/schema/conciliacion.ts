import {
  pgTable,
  serial,
  bigserial,
  integer,
  smallint,
  text,
  numeric,
  date,
  timestamp,
  index,
  uniqueIndex,
  char,
} from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { usuarios } from './seguridad';

/**
 * Reconciled station days (CONCILIADOR EDS, `POST v1/sap/clousingDay/create`). One row per station and business day:
 * the unique index is what makes reconciling idempotent across requests and instances. A day with a row is frozen:
 * the statement triggers of the reconciliation migration refuse inserts and updates of that day's sales, readings, test pours,
 * shifts, envelopes and inventory documents (docs/decisions/041-station-day-reconciliation.md).
 */
export const diasConciliados = pgTable(
  'dias_conciliados',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dias_conciliados_uq').on(t.empresaId, t.fecha)],
);

/**
 * Posting rules (Apuntamientos contables, G28): per business, operation and optionally business type (C, S, K;
 * null = every type), the debit and credit accounts and the cost centre a day's voucher posts with.
 */
export const reglasContables = pgTable(
  'reglas_contables',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    operacion: text('operacion').notNull(),
    /** C, S, K or '*' for every business type. */
    tipoNegocio: char('tipo_negocio', { length: 1 }).notNull().default('*'),
    cuentaDebito: text('cuenta_debito').notNull(),
    cuentaCredito: text('cuenta_credito').notNull(),
    centroCosto: text('centro_costo'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('reglas_contables_uq').on(t.negocioId, t.operacion, t.tipoNegocio)],
);

/**
 * SAP mappings (G28 `SI:v1/homologation`): a company to a company code/plant, a product to a material, a payment
 * method to an account, a customer to a debtor.
 */
export const homologaciones = pgTable(
  'homologaciones',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    /** EMPRESA, PRODUCTO, MEDIO_PAGO, CLIENTE. */
    tipo: text('tipo').notNull(),
    referenciaId: integer('referencia_id').notNull(),
    codigoExterno: text('codigo_externo').notNull(),
    descripcion: text('descripcion'),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [uniqueIndex('homologaciones_uq').on(t.negocioId, t.tipo, t.referenciaId)],
);

/**
 * The accounting voucher of a reconciled day: its lines balance (debits = credits, checked before it is stored).
 * estado: PENDIENTE (made, not exported), ENVIADO (exported as a file), ERROR, CONCILIADO (the accountant
 * confirmed the import). There is no remote SAP: "sending" is exporting the file, recorded in the state history.
 */
export const comprobantesContables = pgTable(
  'comprobantes_contables',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    diaConciliadoId: integer('dia_conciliado_id')
      .notNull()
      .references(() => diasConciliados.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    totalDebitos: numeric('total_debitos', { precision: 16, scale: 2 }).notNull(),
    totalCreditos: numeric('total_creditos', { precision: 16, scale: 2 }).notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comprobantes_contables_dia_uq').on(t.diaConciliadoId),
    index('comprobantes_contables_empresa_idx').on(t.empresaId, t.fecha),
  ],
);

export const comprobantesLineas = pgTable(
  'comprobantes_lineas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    comprobanteId: integer('comprobante_id')
      .notNull()
      .references(() => comprobantesContables.id),
    orden: smallint('orden').notNull(),
    operacion: text('operacion').notNull(),
    tipoNegocio: char('tipo_negocio', { length: 1 }),
    cuenta: text('cuenta').notNull(),
    centroCosto: text('centro_costo'),
    /** Third party or payment method the line is about (its SAP code when mapped). */
    tercero: text('tercero'),
    descripcion: text('descripcion').notNull(),
    debito: numeric('debito', { precision: 16, scale: 2 }).notNull(),
    credito: numeric('credito', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [index('comprobantes_lineas_comprobante_idx').on(t.comprobanteId, t.orden)],
);

/** Every state a voucher went through, with who and why (the monitor's history). */
export const comprobantesEstados = pgTable(
  'comprobantes_estados',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    comprobanteId: integer('comprobante_id')
      .notNull()
      .references(() => comprobantesContables.id),
    estado: text('estado').notNull(),
    detalle: text('detalle'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comprobantes_estados_comprobante_idx').on(t.comprobanteId, t.id)],
);
