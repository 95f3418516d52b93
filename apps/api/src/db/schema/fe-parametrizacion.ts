import { char, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';

/**
 * Electronic-invoicing catalogues of the actions screen's parameter tabs (issue 12, `parametrizacion/...`):
 * the reference types of credit and debit notes (DIAN's correction concepts; system rows have no business), the
 * texts a business uses for its notes, and each station's fiscal responsibilities. Per-station settings (times,
 * mandatory FE, FE and REMISION parameters) are G10 parameters, not tables here.
 */
export const feTiposReferencia = pgTable(
  'fe_tipos_referencia',
  {
    id: serial('id').primaryKey(),
    /** Null: a DIAN concept every business offers. */
    negocioId: integer('negocio_id').references(() => negocios.id),
    /** CREDITO or DEBITO. */
    tipoNota: text('tipo_nota').notNull(),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
  },
  (t) => [index('fe_tipos_referencia_negocio_idx').on(t.negocioId)],
);

export const feNotasFacturacion = pgTable(
  'fe_notas_facturacion',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    tipoNota: text('tipo_nota').notNull(),
    tipoReferenciaId: integer('tipo_referencia_id')
      .notNull()
      .references(() => feTiposReferencia.id),
    descripcion: text('descripcion').notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fe_notas_facturacion_negocio_idx').on(t.negocioId)],
);

export const feObligacionesFiscales = pgTable(
  'fe_obligaciones_fiscales',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** DIAN code: O-13, O-15, O-23, O-47, R-99-PN. */
    codigo: text('codigo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.codigo] })],
);
