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

/**
 * The foot over every matching row (TOTALES) and per station (Subtotal), in one statement: GROUPING SETS over the
 * report's rows. `suma` columns add the rows as shown; `formula` columns are the report's own SQL over those sums.
 */
export async function pieDeReporte(
  r: ReporteServidor,
  ctx: ContextoReporte<unknown>,
  base: SQL,
): Promise<Pick<DatosReporte, 'totales' | 'subtotales'>> {
  const columnas = r.definicion.columnas.filter((c) => c.pie);
  const s = (k: string) => sql`sum(b.${id(k)})`;
  const g = (k: string) => sql`max(g.${id(k)})`;
  const expresiones = columnas.map((c) => {
    if (c.pie === 'suma') return sql`coalesce(${s(c.clave)}, 0)::float8 AS ${id(c.clave)}`;
    const formula = r.formulas?.[c.clave];
    if (!formula) throw new Error(`report ${r.definicion.ruta}: column ${c.clave} has no foot formula`);
    return sql`(${formula(s, g)})::float8 AS ${id(c.clave)}`;
  });
  const sumas = numericas(r.definicion.columnas).map((c) => sql`sum(b.${id(c.clave)}) AS ${id(c.clave)}`);
  const conSubtotales = porEstacion(ctx) && r.definicion.subtotales !== false;
  const grupos = conSubtotales ? sql`GROUPING SETS ((b.estacion_id, b.estacion), ())` : sql`()`;
  const resultado = await filas<
    Record<string, number | null> & { es_total__: number; estacion_id: number | null; estacion: string | null; filas__: number }
  >(
    ctx.conn,
    sql`WITH b AS (${base}), g AS (SELECT ${sql.join(sumas.length ? sumas : [sql`0 AS nada__`], sql`, `)} FROM b)
        SELECT ${conSubtotales ? sql`GROUPING(b.estacion_id)::int AS es_total__, b.estacion_id, b.estacion,` : sql`1 AS es_total__, NULL::int AS estacion_id, NULL::text AS estacion,`}
               count(b.*)::int AS filas__${expresiones.length ? sql`, ${sql.join(expresiones, sql`, `)}` : sql``}
          FROM b CROSS JOIN g GROUP BY ${grupos}
         ORDER BY ${conSubtotales ? sql`es_total__, b.estacion, b.estacion_id` : sql`1`}`,
  );
  const soloPie = (f: Record<string, unknown>) =>
    Object.fromEntries(columnas.map((c) => [c.clave, f[c.clave] === null ? null : Number(f[c.clave])]));
  const total = resultado.find((f) => Number(f.es_total__) === 1);
  return {
    totales: total ? soloPie(total) : Object.fromEntries(columnas.map((c) => [c.clave, c.pie === 'suma' ? 0 : null])),
    subtotales: resultado
      .filter((f) => Number(f.es_total__) === 0)
      .map((f) => ({ estacion_id: Number(f.estacion_id), estacion: String(f.estacion), filas: Number(f.filas__), totales: soloPie(f) })),
  };
}
