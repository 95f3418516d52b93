import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_UTILIDAD_CATEGORIA, REPORTE_UTILIDAD_PRODUCTO } from '@eds/contracts/reportes/mercancia';
import { filas } from '../../../db/client';
import { filasRollup, ROLLUPS } from '../../dashboard/fuentes';
import type { RangoDias } from '../../dashboard/rango';
import { deCategoria } from '../inventario/saldos';
import { periodoAnterior } from '../motor/contexto';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor, type ContextoReporte } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_UTILIDAD_CATEGORIA.filtros>;

/** Products sold without a category are grouped under this name. */
export const SIN_CATEGORIA = 'SIN CATEGORÍA';

/** The same calendar day a year before (29 February reads 28 February). */
export function unAnioAntes(dia: string): string {
  const anio = String(Number(dia.slice(0, 4)) - 1).padStart(4, '0');
  const md = dia.slice(5) === '02-29' ? '02-28' : dia.slice(5);
  return `${anio}-${md}`;
}

/** The days the period is compared with: the same number right before, or the same days a year before. */
export function periodoComparado(ctx: Pick<ContextoReporte<Filtros>, 'desde' | 'hasta' | 'filtros'>): RangoDias {
  return ctx.filtros.comparar === 'anio_anterior' ? { desde: unAnioAntes(ctx.desde), hasta: unAnioAntes(ctx.hasta) } : periodoAnterior(ctx);
}

/**
 * Per station and product, from the product rollups of the period and of the comparison period (whole months from
 * the monthly table, loose days from the daily one: the cost stays flat as sales grow): quantity, base (value −
 * taxes), cost (frozen on each sale line) and the profit of the comparison period. A product sold in only one of
 * the two periods still gets its row. `por` groups them: by category or by product.
 */
function fuenteUtilidad(ctx: ContextoReporte<Filtros>, por: 'categoria' | 'producto'): SQL {
  const f = ctx.filtros;
  const ids = [...ctx.ids];
  const negocio = siHay(f.tipo_negocio, sql`tipo_negocio = ${f.tipo_negocio ?? ''}`);
  const actual = filasRollup(ROLLUPS.productos, 'empresa_id, tipo_negocio, producto_id, cantidad, valor, impuestos, costo', ids, ctx);
  const comparado = filasRollup(
    ROLLUPS.productos,
    'empresa_id, tipo_negocio, producto_id, valor, impuestos, costo',
    ids,
    periodoComparado(ctx),
  );
  const claves =
    por === 'categoria' ? sql`p.categoria_id, c.descripcion` : sql`p.id, p.codigo, p.descripcion, p.categoria_id, c.descripcion`;
  const nombres =
    por === 'categoria'
      ? sql`p.categoria_id, c.descripcion AS categoria`
      : sql`p.id AS producto_id, p.codigo, p.descripcion AS producto, p.categoria_id, c.descripcion AS categoria`;
  const campos =
    por === 'categoria'
      ? sql`g.categoria_id, coalesce(g.categoria, ${SIN_CATEGORIA}) AS categoria`
      : sql`g.producto_id, g.codigo, g.producto, g.categoria_id, coalesce(g.categoria, ${SIN_CATEGORIA}) AS categoria`;
  return sql`
    WITH a AS (
      SELECT empresa_id, producto_id, sum(cantidad) AS cantidad, sum(valor - impuestos) AS base, sum(costo) AS costo
        FROM ${actual} x WHERE true${negocio} GROUP BY empresa_id, producto_id),
    b AS (
      SELECT empresa_id, producto_id, sum(valor - impuestos - costo) AS utilidad
        FROM ${comparado} x WHERE true${negocio} GROUP BY empresa_id, producto_id),
    j AS (
      SELECT coalesce(a.empresa_id, b.empresa_id) AS empresa_id, coalesce(a.producto_id, b.producto_id) AS producto_id,
             coalesce(a.cantidad, 0) AS cantidad, coalesce(a.base, 0) AS base, coalesce(a.costo, 0) AS costo, coalesce(b.utilidad, 0) AS comparada
        FROM a FULL JOIN b ON b.empresa_id = a.empresa_id AND b.producto_id = a.producto_id),
    g AS (
      SELECT j.empresa_id, ${nombres}, sum(j.cantidad) AS cantidad, sum(j.base) AS base, sum(j.costo) AS costo, sum(j.comparada) AS comparada
        FROM j JOIN productos p ON p.id = j.producto_id LEFT JOIN categorias c ON c.id = p.categoria_id
       WHERE j.empresa_id = ANY(${enteros(ctx.ids)}::int[])${deCategoria(f.categoria)}
       GROUP BY j.empresa_id, ${claves}),
    v AS (
      SELECT e.id AS estacion_id, e.alias AS estacion, ${campos},
             ${trunc2(sql`g.cantidad`)} AS cantidad, ${trunc2(sql`g.base`)} AS base, ${trunc2(sql`g.costo`)} AS costo,
             ${trunc2(sql`g.base - g.costo`)} AS utilidad, ${porcentaje(sql`g.base - g.costo`, sql`g.base`)} AS margen,
             ${trunc2(sql`g.comparada`)} AS utilidad_comparada,
             ${porcentaje(sql`g.base - g.costo - g.comparada`, sql`abs(g.comparada)`)} AS variacion
        FROM g JOIN empresas e ON e.id = g.empresa_id)
    SELECT v.*, ${porcentaje(sql`v.utilidad`, sql`sum(v.utilidad) OVER ()`)} AS participacion FROM v`;
}

const formulas = {
  margen: (s: (k: string) => SQL) => porcentaje(s('utilidad'), s('base')),
  participacion: (s: (k: string) => SQL, g: (k: string) => SQL) => porcentaje(s('utilidad'), g('utilidad')),
  variacion: (s: (k: string) => SQL) =>
    porcentaje(sql`${s('utilidad')} - ${s('utilidad_comparada')}`, sql`abs(${s('utilidad_comparada')})`),
};

/** A Pareto chart: the profit of each group in descending bars and its running total as a line (at most `maximo` groups). */
async function pareto(ctx: ContextoReporte<Filtros>, base: SQL, grupo: SQL, etiqueta: SQL, maximo: number) {
  const r = await filas<{ etiqueta: string; utilidad: number }>(
    ctx.conn,
    sql`SELECT ${etiqueta} AS etiqueta, sum(utilidad)::float8 AS utilidad FROM (${base}) b GROUP BY ${grupo} ORDER BY 2 DESC, 1 LIMIT ${maximo}`,
  );
  let acumulado = 0;
  const acumulados = r.map((x) => (acumulado = Math.round((acumulado + Number(x.utilidad)) * 100) / 100));
  return {
    categorias: r.map((x) => x.etiqueta),
    series: [
      { nombre: 'Utilidad', color: null, datos: r.map((x) => Number(x.utilidad)) },
      { nombre: 'Utilidad acumulada', color: null, datos: acumulados },
    ],
  };
}

export const utilidadCategoria = reporteServidor<Filtros>({
  definicion: REPORTE_UTILIDAD_CATEGORIA,
  clave: ['categoria_id'],
  fuente: (ctx) => fuenteUtilidad(ctx, 'categoria'),
  formulas,
  grafico: (ctx, base) => pareto(ctx, base, sql`categoria_id, categoria`, sql`categoria`, 30),
});

export const utilidadProducto = reporteServidor<Filtros>({
  definicion: REPORTE_UTILIDAD_PRODUCTO,
  clave: ['producto_id'],
  fuente: (ctx) => fuenteUtilidad(ctx, 'producto'),
  formulas,
  grafico: (ctx, base) => pareto(ctx, base, sql`producto_id, producto`, sql`producto`, 30),
});
