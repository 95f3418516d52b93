import { sql } from 'drizzle-orm';
import type { TProductoVendido, TVentasCombustiblePeriodo } from '@eds/contracts/dashboard';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { filasPreparadas, type Conn } from '../../db/client';
import { filasRollup, listaEnteros, num, ROLLUPS } from './fuentes';
import type { RangoDias } from './rango';

/** PRODUCTOS_MAS_VENDIDOS_HOY: the ten products sold most (by quantity) in the days, for one business type. */
export async function productosMasVendidos(
  conn: Conn,
  estaciones: number[],
  rango: RangoDias,
  tipoNegocio: 'C' | 'S' | 'K',
): Promise<TProductoVendido[]> {
  if (estaciones.length === 0) return [];
  const r = await filasPreparadas<{ producto_id: number; descripcion: string; cantidad: string; valor: string }>(
    conn,
    sql`SELECT p.id AS producto_id, p.descripcion, sum(r.cantidad) AS cantidad, sum(r.valor) AS valor
          FROM ${filasRollup(ROLLUPS.productos, 'tipo_negocio, producto_id, cantidad, valor', estaciones, rango)} r
          JOIN productos p ON p.id = r.producto_id
         WHERE r.tipo_negocio = ${tipoNegocio}
         GROUP BY p.id, p.descripcion
         ORDER BY sum(r.cantidad) DESC, p.descripcion
         LIMIT 10`,
  );
  return r.map((x) => ({ producto_id: x.producto_id, descripcion: x.descripcion, cantidad: num(x.cantidad), valor: num(x.valor) }));
}

type Agrupacion = 'dia' | 'semana' | 'mes';

/**
 * VENTAS_COMBUSTIBLE_DIARIAS / _SEMANALES / _MENSUALES: gallons per fuel product (the spec's tipo_producto_id is the
 * fuel id 27–33) per day, ISO week or month. Grouped by product, not by fuel id: GLP and ADBLUE share id 33 and are
 * two series. Days and weeks read the daily rollup; months the monthly one.
 */
export async function ventasCombustible(
  conn: Conn,
  estaciones: number[],
  rango: RangoDias,
  agrupacion: Agrupacion,
): Promise<TVentasCombustiblePeriodo[]> {
  if (estaciones.length === 0) return [];
  const ids = listaEnteros(estaciones);
  const grupo =
    agrupacion === 'dia' ? sql`r.fecha_negocio` : agrupacion === 'semana' ? sql`date_trunc('week', r.fecha_negocio)::date` : sql`r.mes`;
  const fuente =
    agrupacion === 'mes'
      ? sql`(SELECT * FROM ventas_resumen_mes WHERE empresa_id = ANY(${ids}::int[]) AND mes BETWEEN date_trunc('month', ${rango.desde}::date)::date AND ${rango.hasta}::date) r`
      : sql`(SELECT * FROM ventas_resumen_dia WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${rango.desde}::date AND ${rango.hasta}::date) r`;
  const r = await filasPreparadas<{ grupo: string; combustible_id: number; descripcion: string; cantidad: string }>(
    conn,
    sql`SELECT ${grupo}::text AS grupo, p.combustible_id, p.descripcion, sum(r.cantidad) AS cantidad
          FROM ${fuente} JOIN productos p ON p.id = r.producto_id
         WHERE r.tipo_negocio = 'C' AND p.combustible_id IS NOT NULL
         GROUP BY 1, p.id, p.combustible_id, p.descripcion ORDER BY 1, p.combustible_id, p.descripcion, p.id`,
  );
  const porGrupo = new Map<string, TVentasCombustiblePeriodo>();
  for (const x of r) {
    let g = porGrupo.get(x.grupo);
    if (!g) {
      const fin =
        agrupacion === 'dia'
          ? x.grupo
          : agrupacion === 'semana'
            ? sumarDias(x.grupo, 6)
            : sumarDias(sumarDias(x.grupo, 31).slice(0, 7) + '-01', -1);
      g = {
        fecha: x.grupo,
        fecha_inicial: x.grupo < rango.desde ? rango.desde : x.grupo,
        fecha_final: fin > rango.hasta ? rango.hasta : fin,
        mes: agrupacion === 'mes' ? x.grupo.slice(0, 7) : null,
        ventas: [],
      };
      porGrupo.set(x.grupo, g);
    }
    g.ventas.push({ tipo_producto_id: x.combustible_id, descripcion: x.descripcion, cantidad: num(x.cantidad) });
  }
  return [...porGrupo.values()];
}
