import { sql, type SQL } from 'drizzle-orm';
import { TIPOS_NUMERICOS, type ColumnaReporte, type DatosReporte, type TFilaReporte } from '@eds/contracts/reportes/motor';
import type { OrdenCampo } from '@eds/contracts/paginacion';
import { filas } from '../../../db/client';
import type { ContextoReporte, ReporteServidor } from './tipos';

/** How a page is asked for: 1-based page, its size and the user's order (already checked against the sortable columns). */
export interface PedidoPagina {
  pagina: number;
  tamano: number;
  orden: readonly OrdenCampo<string>[] | undefined;
}

const id = (clave: string) => sql.identifier(clave);

/** The fields of a row that leave the server: the station and the definition's row, each cast to its wire type. */
function camposDeFila(r: ReporteServidor): SQL {
  const tipos = new Map(r.definicion.columnas.map((c) => [c.clave, c.tipo]));
  const claves = Object.keys(r.definicion.fila.shape);
  return sql.join(
    claves.map((k) => {
      const tipo = tipos.get(k);
      if (tipo === 'entero') return sql`b.${id(k)}::int AS ${id(k)}`;
      if (tipo && TIPOS_NUMERICOS.has(tipo)) return sql`b.${id(k)}::float8 AS ${id(k)}`;
      return sql`b.${id(k)}`;
    }),
    sql`, `,
  );
}

/** Several stations: rows grouped by station (alias, then id) before the user's order, so each gets its Subtotal. */
const porEstacion = (ctx: ContextoReporte<unknown>) => ctx.ids.length > 1;

function ordenSql(r: ReporteServidor, ctx: ContextoReporte<unknown>, pedido: readonly OrdenCampo<string>[] | undefined): SQL {
  const orden = pedido?.length ? pedido : ordenDefecto(r.definicion.ordenDefecto);
  const partes: SQL[] = [];
  if (porEstacion(ctx)) partes.push(sql`b.estacion`, sql`b.estacion_id`);
  for (const o of orden) partes.push(sql`b.${id(o.campo)} ${sql.raw(o.direccion === 'desc' ? 'DESC' : 'ASC')} NULLS LAST`);
  if (!porEstacion(ctx)) partes.push(sql`b.estacion_id`);
  for (const k of r.clave) partes.push(sql`b.${id(k)}`);
  return sql.join(partes, sql`, `);
}

export function ordenDefecto(texto: string): OrdenCampo<string>[] {
  return texto.split(',').map((p) => {
    const [campo, direccion] = p.split(':');
    return { campo, direccion: direccion === 'desc' ? 'desc' : 'asc' };
  });
}

/** One page of the report's rows (or every row from `desde`, for the exports) and how many rows match. */
export async function paginaDeFilas(
  r: ReporteServidor,
  ctx: ContextoReporte<unknown>,
  base: SQL,
  orden: readonly OrdenCampo<string>[] | undefined,
  limite: number,
  desde: number,
): Promise<{ filas: TFilaReporte[]; total: number }> {
  const resultado = await filas<TFilaReporte & { total_filas__: number }>(
    ctx.conn,
    sql`SELECT ${camposDeFila(r)}, count(*) OVER ()::int AS total_filas__ FROM (${base}) b
         ORDER BY ${ordenSql(r, ctx, orden)} LIMIT ${limite} OFFSET ${desde}`,
  );
  let total = resultado[0]?.total_filas__ ?? 0;
  if (resultado.length === 0 && desde > 0)
    total = (await filas<{ n: number }>(ctx.conn, sql`SELECT count(*)::int AS n FROM (${base}) b`))[0]?.n ?? 0;
  return { filas: resultado.map(({ total_filas__: _t, ...f }) => f as TFilaReporte), total };
}

/** The numeric columns of a definition: what the whole-report sums (`g`) carry. */
const numericas = (columnas: readonly ColumnaReporte[]) => columnas.filter((c) => TIPOS_NUMERICOS.has(c.tipo));

type FilaPie = Record<string, number | null> & {
  es_total__: number;
  estacion_id: number | null;
  estacion: string | null;
  unidad__: string | null;
  filas__: number;
};

/** The row field naming the unit of the report's per-unit columns (ColumnaReporte.porUnidad), if it has any. */
function campoUnidad(columnas: readonly ColumnaReporte[]): string | null {
  const campos = new Set(columnas.filter((c) => c.pie === 'suma' && c.porUnidad).map((c) => c.porUnidad!));
  if (campos.size > 1) throw new Error('a report sums quantities in one unit field');
  return [...campos][0] ?? null;
}

/**
 * The foot's statement over the report's rows, as CTEs to put after `WITH b AS (…), `: `g` the whole report's sums (one
 * row, materialized: inlined, the planner may compute it again for every row of `b`, which made the foot quadratic) and
 * `pie` the TOTALES row (`es_total__` 1) and, with several stations, one Subtotal row per station (GROUPING SETS).
 * `suma` columns add the rows as shown; `formula` columns are the report's own SQL over those sums.
 */
function piezasPie(r: ReporteServidor, ctx: ContextoReporte<unknown>): { sql: SQL; columnas: ColumnaReporte[] } {
  const columnas = r.definicion.columnas.filter((c) => c.pie);
  const s = (k: string) => sql`sum(b.${id(k)})`;
  const g = (k: string) => sql`max(g.${id(k)})`;
  const unidad = campoUnidad(columnas);
  const expresiones = columnas.map((c) => {
    // Quantities of different units are not added: only a group of one unit has their sum.
    if (c.pie === 'suma' && c.porUnidad)
      return sql`(CASE WHEN count(DISTINCT b.${id(c.porUnidad)}) <= 1 THEN coalesce(${s(c.clave)}, 0) END)::float8 AS ${id(c.clave)}`;
    if (c.pie === 'suma') return sql`coalesce(${s(c.clave)}, 0)::float8 AS ${id(c.clave)}`;
    const formula = r.formulas?.[c.clave];
    if (!formula) throw new Error(`report ${r.definicion.ruta}: column ${c.clave} has no foot formula`);
    return sql`(${formula(s, g)})::float8 AS ${id(c.clave)}`;
  });
  const sumas = numericas(r.definicion.columnas).map((c) => sql`sum(b.${id(c.clave)}) AS ${id(c.clave)}`);
  const conSubtotales = porEstacion(ctx) && r.definicion.subtotales !== false;
  // The foot's rows: each station's Subtotal (es_total__ 0), TOTALES (1) and, with per-unit columns, one per unit (2).
  const u = unidad === null ? null : sql`b.${id(unidad)}`;
  const conjuntos = [...(conSubtotales ? [sql`(b.estacion_id, b.estacion)`] : []), ...(u ? [sql`(${u})`] : []), sql`()`];
  const grupos = conjuntos.length > 1 ? sql`GROUPING SETS (${sql.join(conjuntos, sql`, `)})` : sql`()`;
  const ramas = [
    ...(conSubtotales ? [sql`WHEN GROUPING(b.estacion_id) = 0 THEN 0`] : []),
    ...(u ? [sql`WHEN GROUPING(${u}) = 0 THEN 2`] : []),
  ];
  const esTotal = ramas.length ? sql`CASE ${sql.join(ramas, sql` `)} ELSE 1 END` : sql`1`;
  return {
    columnas,
    sql: sql`g AS MATERIALIZED (SELECT ${sql.join(sumas.length ? sumas : [sql`0 AS nada__`], sql`, `)} FROM b),
      pie AS (
        SELECT ${esTotal}::int AS es_total__,
               ${conSubtotales ? sql`b.estacion_id, b.estacion,` : sql`NULL::int AS estacion_id, NULL::text AS estacion,`}
               ${u ? sql`${u}::text AS unidad__,` : sql`NULL::text AS unidad__,`}
               count(b.*)::int AS filas__${expresiones.length ? sql`, ${sql.join(expresiones, sql`, `)}` : sql``}
          FROM b CROSS JOIN g GROUP BY ${grupos})`,
  };
}

/** The foot's rows as the answer carries them: TOTALES and each station's Subtotal (by alias, then id). */
function leerPie(columnas: readonly ColumnaReporte[], resultado: readonly FilaPie[]): PieReporte {
  const soloPie = (f: Record<string, unknown>) =>
    Object.fromEntries(columnas.map((c) => [c.clave, f[c.clave] === null || f[c.clave] === undefined ? null : Number(f[c.clave])]));
  const total = resultado.find((f) => Number(f.es_total__) === 1);
  // Per unit only where the rows hold more than one: with one, TOTALES is already its total. Only the per-unit columns.
  const unidades = resultado.filter((f) => Number(f.es_total__) === 2);
  const porUnidad = new Set(columnas.filter((c) => c.porUnidad).map((c) => c.clave));
  return {
    totales: total ? soloPie(total) : Object.fromEntries(columnas.map((c) => [c.clave, c.pie === 'suma' ? 0 : null])),
    subtotales: resultado
      .filter((f) => Number(f.es_total__) === 0)
      .map((f) => ({ estacion_id: Number(f.estacion_id), estacion: String(f.estacion), filas: Number(f.filas__), totales: soloPie(f) })),
    ...(unidades.length > 1
      ? {
          totales_unidad: unidades.map((f) => ({
            unidad: f.unidad__ ?? '',
            totales: Object.fromEntries(Object.entries(soloPie(f)).map(([k, v]) => [k, porUnidad.has(k) ? v : null])),
          })),
        }
      : {}),
  };
}

type PieReporte = Pick<DatosReporte, 'totales' | 'subtotales' | 'totales_unidad'>;

/**
 * The foot over every matching row (TOTALES) and per station (Subtotal), in one statement: GROUPING SETS over the
 * report's rows. The exports read it before their batches of rows.
 */
export async function pieDeReporte(r: ReporteServidor, ctx: ContextoReporte<unknown>, base: SQL): Promise<PieReporte> {
  const p = piezasPie(r, ctx);
  const resultado = await filas<FilaPie>(
    ctx.conn,
    sql`WITH b AS (${base}), ${p.sql} SELECT * FROM pie ORDER BY es_total__, estacion, estacion_id, unidad__`,
  );
  return leerPie(p.columnas, resultado);
}

/**
 * One page of rows in the order asked for, the foot over every matching row and how many rows match, in ONE statement:
 * the report's SELECT runs once into a materialized CTE that the page (sorted, limited) and the foot (GROUPING SETS)
 * both read. The page's rows come first (`parte__` 0, in their order); the last row (`parte__` 1) carries the foot as
 * JSON. The screen's call runs a report's query once, not once for the page and again for the foot.
 */
export async function paginaConPie(
  r: ReporteServidor,
  ctx: ContextoReporte<unknown>,
  base: SQL,
  orden: readonly OrdenCampo<string>[] | undefined,
  limite: number,
  desde: number,
): Promise<{ filas: TFilaReporte[]; total: number } & PieReporte> {
  const p = piezasPie(r, ctx);
  const claves = Object.keys(r.definicion.fila.shape);
  const orden_ = ordenSql(r, ctx, orden);
  const resultado = await filas<Record<string, unknown> & { parte__: number; pie__: FilaPie[] | string | null }>(
    ctx.conn,
    sql`WITH b AS MATERIALIZED (${base}), ${p.sql},
         pagina AS (SELECT ${camposDeFila(r)}, row_number() OVER (ORDER BY ${orden_}) AS n__ FROM b ORDER BY ${orden_} LIMIT ${limite} OFFSET ${desde})
        SELECT 0 AS parte__, pagina.*, NULL::json AS pie__ FROM pagina
        UNION ALL
        SELECT 1, ${sql.join(
          claves.map(() => sql`NULL`),
          sql`, `,
        )}, NULL, (SELECT json_agg(pie ORDER BY es_total__, estacion, estacion_id, unidad__) FROM pie)
        ORDER BY 1, n__`,
  );
  const ultima = resultado[resultado.length - 1];
  const pie = (typeof ultima?.pie__ === 'string' ? JSON.parse(ultima.pie__) : (ultima?.pie__ ?? [])) as FilaPie[];
  const leido = leerPie(p.columnas, pie);
  const total = pie.find((f) => Number(f.es_total__) === 1)?.filas__ ?? 0;
  const filasPagina = resultado
    .filter((f) => Number(f.parte__) === 0)
    .map(({ parte__: _p, pie__: _j, n__: _n, ...f }) => f as TFilaReporte);
  return { filas: filasPagina, total: Number(total), ...leido };
}
