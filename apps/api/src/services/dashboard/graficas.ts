import { sql } from 'drizzle-orm';
import type { TMetaVentas, TPuntoPdv } from '@eds/contracts/dashboard';
import { inicioMes, sumarDias } from '@eds/contracts/dia-operativo';
import { filaPreparada, type Conn } from '../../db/client';
import { listaEnteros, num } from './fuentes';
import { hoyOperativo } from './rango';

export interface MetaFila {
  empresa_id: number;
  anio: number;
  mes: number;
  tipo_negocio: string;
  meta: string | number;
  dias: Record<string, number> | null;
}

const diasDelMes = (anio: number, mes: number) => new Date(Date.UTC(anio, mes, 0)).getUTCDate();

/** The goal of one day of a monthly goal: its stored (or manual) split, or an even share of the month. */
export function metaDeDia(m: Pick<MetaFila, 'anio' | 'mes' | 'meta' | 'dias'>, dia: number): number {
  if (m.dias && m.dias[String(dia)] !== undefined) return Number(m.dias[String(dia)]);
  return num(m.meta) / diasDelMes(m.anio, m.mes);
}

/** The monthly peso goals of the stations between two months (first days), for some business types. */
export function consultaMetas(estaciones: number[], desdeMes: string, hastaMes: string, negocios: readonly string[]) {
  // General goals only (no product or category). `dias` is the stored daily split (each day's share of the stored
  // days times the goal, so it always adds up to the goal), else the older manual split.
  return sql`SELECT empresa_id, anio, mes, tipo_negocio, meta,
                    coalesce((SELECT jsonb_object_agg(x.dia::text, x.valor)
                                FROM (SELECT d.dia, metas_venta.meta * d.valor / nullif(sum(d.valor) OVER (), 0) AS valor
                                        FROM metas_venta_dias d WHERE d.meta_id = metas_venta.id) x), dias) AS dias
       FROM metas_venta
       WHERE estado = 'A' AND unidad = 'VALOR' AND producto_id IS NULL AND categoria_id IS NULL
         AND empresa_id = ANY(${listaEnteros(estaciones)}::int[])
         AND make_date(anio, mes, 1) BETWEEN ${desdeMes}::date AND ${hastaMes}::date
         AND tipo_negocio IN (SELECT jsonb_array_elements_text(${JSON.stringify(negocios)}::jsonb))`;
}

/** A query's rows and the goals of the same call in one statement (one round trip). */
export async function conMetas<T>(
  conn: Conn,
  filasSql: ReturnType<typeof sql>,
  metasSql: ReturnType<typeof sql>,
): Promise<{ filas: T[]; metas: MetaFila[] }> {
  const r = await filaPreparada<{ filas: T[] | null; metas: MetaFila[] | null }>(
    conn,
    sql`SELECT (SELECT json_agg(f) FROM (${filasSql}) f) AS filas, (SELECT json_agg(m) FROM (${metasSql}) m) AS metas`,
  );
  return { filas: r?.filas ?? [], metas: r?.metas ?? [] };
}

/** The peso goal of each station for one business day (the day-sales alert's progress), from its goal rows. */
export function metasDelDia(metas: readonly MetaFila[], dia: string): Map<number, number> {
  const salida = new Map<number, number>();
  for (const m of metas) salida.set(m.empresa_id, (salida.get(m.empresa_id) ?? 0) + metaDeDia(m, Number(dia.slice(8, 10))));
  return salida;
}

/**
 * GRAFICA_PDV: sales of the chosen business types per month (the last `meses` months) or per day (the last month),
 * with the expected budget (the goals) and the executed budget (sales of the types that have a goal).
 */
export async function graficaPdv(
  conn: Conn,
  estaciones: number[],
  o: { negocios: string[]; meses: number; diario: boolean },
): Promise<TPuntoPdv[]> {
  const hoy = hoyOperativo();
  if (estaciones.length === 0) return [];
  const ids = listaEnteros(estaciones);
  const tipos = JSON.stringify(o.negocios);
  if (o.diario) {
    const desde = sumarDias(hoy, -30);
    const { filas: ventas, metas } = await conMetas<{ dia: string; tipo_negocio: string; valor: number }>(
      conn,
      sql`SELECT fecha_negocio::text AS dia, tipo_negocio, sum(valor) AS valor FROM ventas_totales_dia
           WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${desde}::date AND ${hoy}::date
             AND tipo_negocio IN (SELECT jsonb_array_elements_text(${tipos}::jsonb))
           GROUP BY 1, 2`,
      consultaMetas(estaciones, inicioMes(desde), inicioMes(hoy), o.negocios),
    );
    const puntos: TPuntoPdv[] = [];
    for (let d = desde; d <= hoy; d = sumarDias(d, 1)) {
      const delDia = ventas.filter((v) => v.dia === d);
      const metasDia = metas.filter((m) => m.anio === Number(d.slice(0, 4)) && m.mes === Number(d.slice(5, 7)));
      const conMeta = new Set(metasDia.map((m) => m.tipo_negocio));
      puntos.push({
        mes: d,
        ventas: delDia.reduce((n, v) => n + num(v.valor), 0),
        presupuesto_esperado: metasDia.reduce((n, m) => n + metaDeDia(m, Number(d.slice(8, 10))), 0),
        presupuesto_ejecutado: delDia.filter((v) => conMeta.has(v.tipo_negocio)).reduce((n, v) => n + num(v.valor), 0),
      });
    }
    return puntos;
  }
  const primerMes = inicioMes(sumarDias(`${hoy.slice(0, 7)}-15`, -30 * (o.meses - 1)));
  const { filas: ventas, metas } = await conMetas<{ mes: string; tipo_negocio: string; valor: number }>(
    conn,
    sql`SELECT mes::text AS mes, tipo_negocio, sum(valor) AS valor FROM ventas_totales_mes
         WHERE empresa_id = ANY(${ids}::int[]) AND mes BETWEEN ${primerMes}::date AND ${inicioMes(hoy)}::date
           AND tipo_negocio IN (SELECT jsonb_array_elements_text(${tipos}::jsonb))
         GROUP BY 1, 2`,
    consultaMetas(estaciones, primerMes, inicioMes(hoy), o.negocios),
  );
  const puntos: TPuntoPdv[] = [];
  for (let m = primerMes; m <= inicioMes(hoy); m = inicioMes(sumarDias(m, 32))) {
    const delMes = ventas.filter((v) => v.mes === m);
    const metasMes = metas.filter((x) => x.anio === Number(m.slice(0, 4)) && x.mes === Number(m.slice(5, 7)));
    const conMeta = new Set(metasMes.map((x) => x.tipo_negocio));
    puntos.push({
      mes: m.slice(0, 7),
      ventas: delMes.reduce((n, v) => n + num(v.valor), 0),
      presupuesto_esperado: metasMes.reduce((n, x) => n + num(x.meta), 0),
      presupuesto_ejecutado: delMes.filter((v) => conMeta.has(v.tipo_negocio)).reduce((n, v) => n + num(v.valor), 0),
    });
  }
  return puntos;
}

/** Sales goal by operation codes: each day of the month so far against the goal, with running totals. */
export async function metaVentas(conn: Conn, estaciones: number[], negocios: string[], mesDe: string): Promise<TMetaVentas> {
  const hoy = hoyOperativo();
  const desde = inicioMes(mesDe);
  const finMes = sumarDias(inicioMes(sumarDias(desde, 32)), -1);
  const hasta = finMes < hoy ? finMes : hoy;
  if (estaciones.length === 0) return { Meta_lograr: 0, dias: [] };
  const { filas: ventas, metas } = await conMetas<{ dia: string; valor: number }>(
    conn,
    sql`SELECT fecha_negocio::text AS dia, sum(valor) AS valor FROM ventas_totales_dia
         WHERE empresa_id = ANY(${listaEnteros(estaciones)}::int[]) AND fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date
           AND tipo_negocio IN (SELECT jsonb_array_elements_text(${JSON.stringify(negocios)}::jsonb))
         GROUP BY 1`,
    consultaMetas(estaciones, desde, desde, negocios),
  );
  const dias: TMetaVentas['dias'] = [];
  let acumulado = 0;
  let metaAcumulada = 0;
  for (let d = desde; d <= hasta; d = sumarDias(d, 1)) {
    const venta = num(ventas.find((v) => v.dia === d)?.valor);
    const meta = metas.reduce((n, m) => n + metaDeDia(m, Number(d.slice(8, 10))), 0);
    acumulado += venta;
    metaAcumulada += meta;
    dias.push({ fecha: d, venta, meta: Math.floor(meta * 100) / 100, acumulado, meta_acumulada: Math.floor(metaAcumulada * 100) / 100 });
  }
  return { Meta_lograr: metas.reduce((n, m) => n + num(m.meta), 0), dias };
}
