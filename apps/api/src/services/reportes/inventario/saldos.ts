import { sql, type SQL } from 'drizzle-orm';
import { enteros, siHay } from '../motor/sql';

/**
 * The stock figures the goods and fuel reports share (kardex_consolidado, inventario_productos, kardex-canastilla):
 * which warehouses a call reads, what moved in them per business day (the `inventario_dia` rollup kept with every
 * document and sale) and the weighted average cost at a cut-off (the kardex balance stored on each document line).
 */

/** A warehouse's business type: tanks hold fuel (C), the kiosk's goods are K, every other warehouse the store's (S). */
export const negocioDeBodega = (alias: string): SQL =>
  sql.raw(`(CASE ${alias}.tipo WHEN 'TANQUE' THEN 'C' WHEN 'KIOSCO' THEN 'K' ELSE 'S' END)`);

export interface FiltroBodegas {
  tipo_negocio?: string | null;
  bodega?: number | null;
  /** Only goods warehouses (no tanks). */
  sinTanques?: boolean;
}

/** The warehouses of the stations (already in the user's scope) a call reads: `bodega_id, empresa_id, tipo, bodega, negocio`. */
export function bodegasDeEstaciones(ids: readonly number[], f: FiltroBodegas): SQL {
  return sql`SELECT b.id AS bodega_id, b.empresa_id, b.tipo, b.descripcion AS bodega, ${negocioDeBodega('b')} AS negocio
               FROM bodegas b
              WHERE b.empresa_id = ANY(${enteros(ids)}::int[])${siHay(f.bodega, sql`b.id = ${f.bodega ?? 0}`)}${siHay(
                f.tipo_negocio,
                sql`${negocioDeBodega('b')} = ${f.tipo_negocio ?? ''}`,
              )}${f.sinTanques ? sql` AND b.tipo <> 'TANQUE'` : sql``}`;
}

/**
 * Per warehouse and product, from the rollup: the balance before `desde` (`inicial`) and what moved in the business
 * days [desde, hasta] (documents by kind and sales), each in the product's unit at full precision. `bodegas` is a
 * SELECT of `bodegasDeEstaciones`. The rollup holds one row per warehouse, product and day with movement, so its cost
 * grows with days × products, never with sales.
 */
export function movimientoDeBodegas(ids: readonly number[], bodegas: SQL, desde: string, hasta: string): SQL {
  const neto = sql`(x.ajustes + x.entradas + x.traslados_entrada - x.salidas - x.traslados_salida - x.ventas)`;
  const enRango = sql`x.fecha_negocio >= ${desde}::date`;
  return sql`
    SELECT x.empresa_id, x.bodega_id, x.producto_id,
           coalesce(sum(${neto}) FILTER (WHERE x.fecha_negocio < ${desde}::date), 0) AS inicial,
           coalesce(sum(x.ajustes) FILTER (WHERE ${enRango}), 0) AS ajustes,
           coalesce(sum(x.entradas) FILTER (WHERE ${enRango}), 0) AS entradas,
           coalesce(sum(x.traslados_entrada) FILTER (WHERE ${enRango}), 0) AS traslados_entrada,
           coalesce(sum(x.ventas) FILTER (WHERE ${enRango}), 0) AS ventas,
           coalesce(sum(x.traslados_salida) FILTER (WHERE ${enRango}), 0) AS traslados_salida,
           coalesce(sum(x.salidas) FILTER (WHERE ${enRango}), 0) AS salidas,
           sum(${neto}) AS final
      FROM inventario_dia x JOIN (${bodegas}) bs ON bs.bodega_id = x.bodega_id
     WHERE x.empresa_id = ANY(${enteros(ids)}::int[]) AND x.fecha_negocio <= ${hasta}::date
     GROUP BY x.empresa_id, x.bodega_id, x.producto_id`;
}

/**
 * The weighted average cost of a product in a warehouse at the end of a business day: the kardex balance of the last
 * document line posted there up to that day (sales keep the average), else the warehouse's current average (a
 * warehouse that only received transfers).
 */
export function costoAlCorte(bodega: SQL, producto: SQL, hasta: string): SQL {
  return sql`coalesce(
    (SELECT kd.saldo_costo FROM movimientos_inventario_detalles kd JOIN movimientos_inventario km ON km.id = kd.movimiento_id
      WHERE kd.producto_id = ${producto} AND km.bodega_id = ${bodega} AND km.fecha_negocio <= ${hasta}::date AND kd.saldo_costo IS NOT NULL
      ORDER BY km.fecha DESC, kd.id DESC LIMIT 1),
    (SELECT ke.costo_promedio FROM existencias ke WHERE ke.bodega_id = ${bodega} AND ke.producto_id = ${producto}))`;
}

/** The last dip of a tank up to the end of a business day (gallons), from the tank rollup. */
export function medidoAlCorte(empresa: SQL, bodega: SQL, hasta: string): SQL {
  return sql`(SELECT kt.volumen_final FROM tanques_dia kt
               WHERE kt.empresa_id = ${empresa} AND kt.bodega_id = ${bodega} AND kt.fecha_negocio <= ${hasta}::date AND kt.volumen_final IS NOT NULL
               ORDER BY kt.fecha_negocio DESC, kt.medido_en DESC NULLS LAST LIMIT 1)`;
}

/** The category filter: the category or its children. */
export const deCategoria = (categoria: number | null | undefined, p = 'p', c = 'c'): SQL =>
  siHay(
    categoria,
    sql.join([sql.raw(`(${p}.categoria_id = `), sql`${categoria ?? 0}`, sql.raw(` OR ${c}.padre_id = `), sql`${categoria ?? 0})`]),
  );
