import { sql } from 'drizzle-orm';
import type { TCalendario } from '@eds/contracts/conciliacion/conciliacion';
import { filas, type Conn } from '../../db/client';
import { estacionConciliable } from './estacion';
import { novedadesDeDias } from './novedades';

function ultimoDiaMes(mes: string): string {
  const [a, m] = mes.split('-').map(Number);
  return new Date(Date.UTC(a, m, 0)).toISOString().slice(0, 10);
}

/**
 * The calendar of a station for a month (`v1/news/{id}`): the days with novelties (red), the reconciled days (green),
 * the first day of operations (earlier days are disabled) and the current business day (later days are disabled).
 * Novelties are computed for the offered days only: from the first day of operations to today.
 */
export async function calendarioEstacion(conn: Conn, empresaId: number, mes: string | undefined, ahora = new Date()): Promise<TCalendario> {
  const e = await estacionConciliable(conn, empresaId, ahora);
  const elMes = mes ?? e.hoy.slice(0, 7);
  const primero = `${elMes}-01`;
  const ultimo = ultimoDiaMes(elMes);
  const conciliados = await filas<{ fecha: string }>(
    conn,
    sql`SELECT fecha::text AS fecha FROM dias_conciliados WHERE empresa_id = ${empresaId} AND fecha BETWEEN ${primero}::date AND ${ultimo}::date ORDER BY fecha`,
  );
  const cerrados = new Set(conciliados.map((c) => c.fecha));
  let novedades: string[] = [];
  if (e.inicio) {
    const desde = e.inicio > primero ? e.inicio : primero;
    const hasta = e.hoy < ultimo ? e.hoy : ultimo;
    const porDia = await novedadesDeDias(conn, empresaId, desde, hasta);
    // A reconciled day has none left to manage: it was clean when it was frozen.
    novedades = [...porDia.keys()].filter((d) => !cerrados.has(d)).sort();
  }
  return { newsDateList: novedades, newsStartDate: e.inicio, ClosingDays: [...cerrados], hoy: e.hoy };
}
