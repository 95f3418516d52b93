import { sql } from 'drizzle-orm';
import { centavos, diasDelMes, NEGOCIO_DE_TIPO_META, type TTipoMeta, type TUnidadMeta } from '@eds/contracts/metas/metas';
import { filas, type Conn } from '../../db/client';

/**
 * The daily split of a monthly goal, in whole cents so it sums to the goal exactly: each day takes its weight's
 * share, rounded down, and the cents left go one each to the days with the largest remainders (earliest first on
 * ties). Equal weights give the uniform split; all-zero weights fall back to it.
 */
export function repartir(meta: number, pesos: readonly number[]): number[] {
  const total = centavos(meta);
  const suma = pesos.reduce((s, p) => s + p, 0);
  const w = suma > 0 ? pesos : pesos.map(() => 1);
  const sw = suma > 0 ? suma : pesos.length;
  const exactos = w.map((p) => (total * p) / sw);
  const base = exactos.map((x) => Math.floor(x));
  let resto = total - base.reduce((s, v) => s + v, 0);
  const orden = exactos.map((x, i) => ({ i, r: x - base[i] })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of orden) {
    if (resto <= 0) break;
    base[i] += 1;
    resto -= 1;
  }
  return base.map((c) => c / 100);
}

export interface DatosDistribucion {
  empresaId: number;
  anio: number;
  mes: number;
  tipo: TTipoMeta;
  unidad: TUnidadMeta;
  productoId?: number | null;
  categoriaId?: number | null;
  meta: number;
}

/**
 * POR DÍA DE SEMANA: the weight of each weekday is the station's average daily sale on that weekday in the same
 * month a year before (pesos, or gallons for a gallons goal), of the goal's business type and, when the goal is for
 * one, of its product or category; each day of the month takes its weekday's weight. No sales that month: uniform.
 */
export async function pesosPorDiaDeSemana(conn: Conn, d: DatosDistribucion): Promise<number[]> {
  const desde = `${d.anio - 1}-${String(d.mes).padStart(2, '0')}-01`;
  const r = await filas<{ dow: number; promedio: number }>(
    conn,
    sql`WITH dias AS (
          SELECT x::date AS dia FROM generate_series(${desde}::date, (${desde}::date + interval '1 month - 1 day'), interval '1 day') x),
        v AS (
          SELECT r.fecha_negocio AS dia, sum(${d.unidad === 'GALONES' ? sql`r.cantidad` : sql`r.valor`}) AS total
            FROM ventas_resumen_dia r
           WHERE r.empresa_id = ${d.empresaId} AND r.tipo_negocio = ${NEGOCIO_DE_TIPO_META[d.tipo]}
             AND r.fecha_negocio BETWEEN ${desde}::date AND (${desde}::date + interval '1 month - 1 day')::date
             ${d.productoId ? sql`AND r.producto_id = ${d.productoId}` : sql``}
             ${d.categoriaId ? sql`AND r.producto_id IN (SELECT id FROM productos WHERE categoria_id = ${d.categoriaId})` : sql``}
           GROUP BY 1)
        SELECT extract(dow FROM dias.dia)::int AS dow, avg(coalesce(v.total, 0))::float8 AS promedio
          FROM dias LEFT JOIN v ON v.dia = dias.dia GROUP BY 1`,
  );
  const porDow = new Map(r.map((x) => [Number(x.dow), Number(x.promedio)]));
  const n = diasDelMes(d.anio, d.mes);
  return Array.from({ length: n }, (_, i) => porDow.get(new Date(Date.UTC(d.anio, d.mes - 1, i + 1)).getUTCDay()) ?? 0);
}

/** The split a goal gets for a computed distribution (UNIFORME or POR DÍA DE SEMANA). */
export async function calcularDistribucion(
  conn: Conn,
  d: DatosDistribucion,
  distribucion: 'UNIFORME' | 'POR DÍA DE SEMANA',
): Promise<number[]> {
  const n = diasDelMes(d.anio, d.mes);
  const pesos = distribucion === 'UNIFORME' ? Array.from({ length: n }, () => 1) : await pesosPorDiaDeSemana(conn, d);
  return repartir(d.meta, pesos);
}

/** Replaces a goal's stored days. */
export async function guardarDias(conn: Conn, metaId: number, dias: readonly number[]): Promise<void> {
  await conn.execute(sql`DELETE FROM metas_venta_dias WHERE meta_id = ${metaId}`);
  if (dias.length === 0) return;
  await conn.execute(
    sql`INSERT INTO metas_venta_dias (meta_id, dia, valor)
        SELECT ${metaId}, d.ord, d.valor FROM unnest(${`{${dias.map((v) => v.toFixed(2)).join(',')}}`}::numeric[]) WITH ORDINALITY AS d(valor, ord)`,
  );
}
