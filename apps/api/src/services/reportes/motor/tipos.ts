import type { SQL } from 'drizzle-orm';
import type { DefinicionReporte, TGraficoReporte } from '@eds/contracts/reportes/motor';
import type { Conn } from '../../../db/client';
import type { SesionActiva } from '../../sesion/contexto';

/** A station of a report: its id and alias (the first column and the Subtotal rows). */
export interface EstacionReporte {
  id: number;
  alias: string;
}

/** What a report's query knows of the call: the stations (already in the user's scope), the days and the filters. */
export interface ContextoReporte<F> {
  conn: Conn;
  sesion: SesionActiva;
  estaciones: readonly EstacionReporte[];
  /** The same stations' ids, in the order of `estaciones`. */
  ids: readonly number[];
  /** Business days asked for, inclusive, `YYYY-MM-DD`. */
  desde: string;
  hasta: string;
  /** The instants those days span: [desde at the cycle start, the day after hasta at the cycle start). */
  instanteDesde: Date;
  instanteHasta: Date;
  filtros: F;
  ahora: Date;
}

/** An aggregate over the report's rows of one column: `s('valor')` the group's sum, `g('valor')` the whole report's. */
export type Agregado = (clave: string) => SQL;

/**
 * The server half of a report: its rows as one SELECT, the foot formulas and its chart. The engine pages, orders,
 * totals, subtotals and exports that SELECT, so a report never repeats any of it.
 */
export interface ReporteServidor<F = unknown> {
  definicion: DefinicionReporte;
  /**
   * The report's rows: one SELECT with `estacion_id`, `estacion` and every field of the definition's row, each
   * figure computed at full precision and truncated once (`trunc(x, 2)`). It may carry helper fields; only the
   * row's fields leave the server.
   */
  fuente: (ctx: ContextoReporte<F>) => SQL;
  /** Fields that make a row unique within its station: the end of every order, so pages never overlap. */
  clave: readonly string[];
  /** The foot of each `formula` column, from the foot's own figures (never a sum of ratios). */
  formulas?: Readonly<Record<string, (s: Agregado, g: Agregado) => SQL>>;
  /** The chart's data over every matching row; `base` is the report's SELECT. */
  grafico?: (ctx: ContextoReporte<F>, base: SQL) => Promise<TGraficoReporte>;
  /**
   * A book of several sections (cierre-dia-completo): its files print each section, in order, instead of the report's
   * own rows — each a report of its own run over the same stations and days with its own filters (validated by that
   * report's schema). The PDF starts each on a new page; the workbook gives each its sheet.
   */
  secciones?: readonly SeccionReporte[];
}

/** A section of a book: its title and the report (with its filters) that fills it. */
export interface SeccionReporte {
  titulo: string;
  reporte: ReporteServidor;
  filtros?: Record<string, unknown>;
}

/** Binds a report's query to its definition, keeping the filters' type inside and erasing it for the registry. */
export function reporteServidor<F>(r: ReporteServidor<F>): ReporteServidor {
  return r as unknown as ReporteServidor;
}
