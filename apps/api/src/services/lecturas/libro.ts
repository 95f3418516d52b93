import { sql, type SQL } from 'drizzle-orm';

/**
 * The book movement of a tank between two instants, the one formula every fuel screen and report shares
 * (`BOOK = previous dip + receipts + transfers in − transfers out − sales`): the POS sale lines drawn from the tank,
 * and the posted receipts and transfers into or out of it. Test pours are not sales, so they never leave the book.
 * `hastaDia` bounds the sales' business days (their partition key) from the day before `desde` on.
 */
export function vendidoDeTanque(empresa: SQL, bodega: SQL, desde: SQL, hasta: SQL, hastaDia: SQL): SQL {
  return sql`(SELECT coalesce(sum(d.cantidad), 0) FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
                WHERE v.empresa_id = ${empresa} AND d.bodega_id = ${bodega} AND right(v.estado_movimiento, 3) = '001'
                  AND v.fecha_negocio BETWEEN (${desde} AT TIME ZONE 'America/Bogota')::date - 1 AND ${hastaDia}
                  AND v.fecha > ${desde} AND v.fecha <= ${hasta})`;
}

/** Receipts and transfers in (positive) and transfers out (negative) of a tank posted between two instants. */
export function movidoDeTanque(empresa: SQL, bodega: SQL, desde: SQL, hasta: SQL): SQL {
  return sql`(SELECT coalesce(sum(CASE WHEN mi.bodega_id = ${bodega} AND mi.tipo = 'TRASLADO' THEN -md.cantidad ELSE md.cantidad END), 0)
                FROM movimientos_inventario mi JOIN movimientos_inventario_detalles md ON md.movimiento_id = mi.id
               WHERE mi.empresa_id = ${empresa} AND mi.estado = 'REGISTRADO' AND mi.fecha > ${desde} AND mi.fecha <= ${hasta}
                 AND ((mi.bodega_id = ${bodega} AND mi.tipo IN ('ENTRADA', 'RECIBO_COMBUSTIBLE', 'TRASLADO')) OR mi.bodega_destino_id = ${bodega}))`;
}

/** The business day an instant falls in, with a day's margin either side left to the caller (see below). */
const diaDe = (instante: SQL) => sql`((${instante}) AT TIME ZONE 'America/Bogota' - interval '6 hours')::date`;

/**
 * `vendidoDeTanque` over a span of any length, in bounded reads: the whole business days well inside it from the
 * daily kardex (`inventario_dia.ventas`, the same sale lines summed as they are stored), the first and last two days
 * from the sale lines themselves. A business day's sales lie within two calendar days of its date whatever hour a
 * station starts its day at, so the days two or more inside the span's ends are wholly inside it.
 */
export function vendidoDeTanqueLargo(empresa: SQL, bodega: SQL, desde: SQL, hasta: SQL): SQL {
  return sql`((SELECT coalesce(sum(k.ventas), 0) FROM inventario_dia k
                WHERE k.empresa_id = ${empresa} AND k.bodega_id = ${bodega}
                  AND k.fecha_negocio BETWEEN ${diaDe(desde)} + 2 AND ${diaDe(hasta)} - 2)
            + (SELECT coalesce(sum(d.cantidad), 0) FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
                WHERE v.empresa_id = ${empresa} AND d.bodega_id = ${bodega} AND right(v.estado_movimiento, 3) = '001'
                  AND v.fecha_negocio BETWEEN ${diaDe(desde)} - 1 AND ${diaDe(hasta)} + 1
                  AND (v.fecha_negocio < ${diaDe(desde)} + 2 OR v.fecha_negocio > ${diaDe(hasta)} - 2)
                  AND v.fecha > ${desde} AND v.fecha <= ${hasta}))`;
}
