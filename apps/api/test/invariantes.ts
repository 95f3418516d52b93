import { sql, type SQL } from 'drizzle-orm';
import { filas, type Conn } from '../src/db/client';

/**
 * What every rollup must equal: the same figures summed straight from the stored rows of registered sales (an
 * annulled sale, state …002, is taken out of the rollups; its fuel lines stay in the tank's kardex). Each check answers the
 * rows on which the rollup and the raw sum disagree (both directions of EXCEPT), so an empty list means equal.
 */
const COMPROBACIONES: Record<string, SQL> = {
  ventas_resumen_hora: sql`
    SELECT v.empresa_id, v.fecha_negocio, v.hora, v.tipo_negocio, d.producto_id, sum(d.cantidad) AS cantidad, sum(d.valor) AS valor,
           sum(d.impuestos) AS impuestos, sum(d.descuento) AS descuento, sum(round(d.cantidad * d.costo_unitario, 2)) AS costo, count(DISTINCT v.id)::int AS num_ventas
      FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id WHERE right(v.estado_movimiento, 3) = '001' GROUP BY 1, 2, 3, 4, 5`,
  ventas_resumen_dia: sql`
    SELECT v.empresa_id, v.fecha_negocio, v.tipo_negocio, d.producto_id, sum(d.cantidad) AS cantidad, sum(d.valor) AS valor,
           sum(d.impuestos) AS impuestos, sum(d.descuento) AS descuento, sum(round(d.cantidad * d.costo_unitario, 2)) AS costo, count(DISTINCT v.id)::int AS num_ventas
      FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id WHERE right(v.estado_movimiento, 3) = '001' GROUP BY 1, 2, 3, 4`,
  ventas_resumen_mes: sql`
    SELECT v.empresa_id, date_trunc('month', v.fecha_negocio)::date AS mes, v.tipo_negocio, d.producto_id, sum(d.cantidad) AS cantidad, sum(d.valor) AS valor,
           sum(d.impuestos) AS impuestos, sum(d.descuento) AS descuento, sum(round(d.cantidad * d.costo_unitario, 2)) AS costo, count(DISTINCT v.id)::int AS num_ventas
      FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id WHERE right(v.estado_movimiento, 3) = '001' GROUP BY 1, 2, 3, 4`,
  ventas_totales_dia: sql`
    SELECT empresa_id, fecha_negocio, tipo_negocio, count(*)::int AS num_ventas, sum(cantidad) AS cantidad, sum(total) AS valor, sum(impuestos) AS impuestos,
           count(placa)::int AS num_vehiculos, coalesce(sum(total) FILTER (WHERE placa IS NOT NULL), 0) AS valor_vehiculos,
           count(fidelizacion)::int AS num_fidelizadas, coalesce(sum(total) FILTER (WHERE fidelizacion IS NOT NULL), 0) AS valor_fidelizadas,
           count(*) FILTER (WHERE mixta)::int AS num_mixtas, coalesce(sum(total) FILTER (WHERE mixta), 0) AS valor_mixtas,
           count(cliente_id)::int AS num_clientes, coalesce(sum(total) FILTER (WHERE cliente_id IS NOT NULL), 0) AS valor_clientes
      FROM ventas WHERE right(estado_movimiento, 3) = '001' GROUP BY 1, 2, 3`,
  ventas_totales_mes: sql`
    SELECT empresa_id, date_trunc('month', fecha_negocio)::date AS mes, tipo_negocio, count(*)::int AS num_ventas, sum(cantidad) AS cantidad, sum(total) AS valor,
           sum(impuestos) AS impuestos, count(placa)::int AS num_vehiculos, coalesce(sum(total) FILTER (WHERE placa IS NOT NULL), 0) AS valor_vehiculos,
           count(fidelizacion)::int AS num_fidelizadas, coalesce(sum(total) FILTER (WHERE fidelizacion IS NOT NULL), 0) AS valor_fidelizadas,
           count(*) FILTER (WHERE mixta)::int AS num_mixtas, coalesce(sum(total) FILTER (WHERE mixta), 0) AS valor_mixtas,
           count(cliente_id)::int AS num_clientes, coalesce(sum(total) FILTER (WHERE cliente_id IS NOT NULL), 0) AS valor_clientes
      FROM ventas WHERE right(estado_movimiento, 3) = '001' GROUP BY 1, 2, 3`,
  ventas_pagos_dia: sql`
    SELECT v.empresa_id, v.fecha_negocio, v.tipo_negocio, p.medio_pago_id, sum(p.valor) AS valor, count(DISTINCT v.id)::int AS num_ventas
      FROM ventas v JOIN ventas_pagos p ON p.venta_id = v.id WHERE right(v.estado_movimiento, 3) = '001' GROUP BY 1, 2, 3, 4`,
};

const COLUMNAS: Record<string, string> = {
  ventas_resumen_hora:
    'empresa_id, fecha_negocio, hora, tipo_negocio, producto_id, cantidad, valor, impuestos, descuento, costo, num_ventas',
  ventas_resumen_dia: 'empresa_id, fecha_negocio, tipo_negocio, producto_id, cantidad, valor, impuestos, descuento, costo, num_ventas',
  ventas_resumen_mes: 'empresa_id, mes, tipo_negocio, producto_id, cantidad, valor, impuestos, descuento, costo, num_ventas',
  ventas_totales_dia:
    'empresa_id, fecha_negocio, tipo_negocio, num_ventas, cantidad, valor, impuestos, num_vehiculos, valor_vehiculos, num_fidelizadas, valor_fidelizadas, num_mixtas, valor_mixtas, num_clientes, valor_clientes',
  ventas_totales_mes:
    'empresa_id, mes, tipo_negocio, num_ventas, cantidad, valor, impuestos, num_vehiculos, valor_vehiculos, num_fidelizadas, valor_fidelizadas, num_mixtas, valor_mixtas, num_clientes, valor_clientes',
  ventas_pagos_dia: 'empresa_id, fecha_negocio, tipo_negocio, medio_pago_id, valor, num_ventas',
};

/** Rows where a sales rollup and the raw sum of the stored sales differ, per rollup (of one station, or all). */
export async function diferenciasVentas(conn: Conn, empresaId: number | null = null): Promise<Record<string, unknown[]>> {
  const salida: Record<string, unknown[]> = {};
  for (const [tabla, crudo] of Object.entries(COMPROBACIONES)) {
    const columnas = sql.raw(COLUMNAS[tabla]);
    const resumen = sql`SELECT ${columnas} FROM ${sql.raw(tabla)} WHERE ${empresaId}::int IS NULL OR empresa_id = ${empresaId}`;
    const ventas = sql`SELECT * FROM (${crudo}) c WHERE ${empresaId}::int IS NULL OR c.empresa_id = ${empresaId}`;
    const r = await filas(
      conn,
      sql`(SELECT 'resumen' AS lado, * FROM (${resumen} EXCEPT ${ventas}) a)
          UNION ALL
          (SELECT 'ventas' AS lado, * FROM (${ventas} EXCEPT ${resumen}) b)
          LIMIT 5`,
    );
    if (r.length > 0) salida[tabla] = r;
  }
  return salida;
}

/** Other kept figures against their rows: stock, shift counters, the tank day rollup, the sales part of the daily kardex. */
export async function diferenciasOperacion(conn: Conn): Promise<Record<string, unknown[]>> {
  const chequeos: Record<string, SQL> = {
    inventario_dia_ventas: sql`
      (SELECT empresa_id, fecha_negocio, bodega_id, producto_id, ventas, ventas_costo FROM inventario_dia WHERE ventas <> 0 OR ventas_costo <> 0
       EXCEPT
       SELECT d.empresa_id, d.fecha_negocio, d.bodega_id, d.producto_id, sum(d.cantidad), sum(round(d.cantidad * d.costo_unitario, 2))
         FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id JOIN productos pr ON pr.id = d.producto_id
        WHERE d.bodega_id IS NOT NULL AND (right(v.estado_movimiento, 3) = '001' OR pr.tipo_producto_id = 21) GROUP BY 1, 2, 3, 4)`,
    existencias: sql`
      (SELECT e.bodega_id, e.producto_id, e.cantidad FROM existencias e
       EXCEPT
       SELECT bodega_id, producto_id, sum(ajustes + entradas - salidas + traslados_entrada - traslados_salida - ventas) FROM inventario_dia GROUP BY 1, 2)`,
    turnos: sql`
      (SELECT t.id, t.num_ventas, t.total_ventas FROM turnos t
       EXCEPT
       SELECT t.id, count(v.id)::int, coalesce(sum(v.total), 0) FROM turnos t LEFT JOIN ventas v ON v.turno_id = t.id AND right(v.estado_movimiento, 3) = '001' GROUP BY t.id)`,
    sobres: sql`
      (SELECT t.id, t.num_sobres, t.total_sobres FROM turnos t
       EXCEPT
       SELECT t.id, count(s.id)::int, coalesce(sum(s.valor_declarado), 0) FROM turnos t LEFT JOIN sobres s ON s.turno_id = t.id GROUP BY t.id)`,
    tanques_dia_medidor: sql`
      (SELECT empresa_id, fecha_negocio, bodega_id, galones_medidor, calibraciones FROM tanques_dia WHERE galones_medidor <> 0 OR calibraciones <> 0
       EXCEPT
       SELECT coalesce(m.empresa_id, c.empresa_id), coalesce(m.fecha_negocio, c.fecha_negocio), coalesce(m.bodega_id, c.bodega_id), coalesce(m.galones, 0), coalesce(c.volumen, 0)
         FROM (SELECT t.empresa_id, t.fecha_negocio, mg.bodega_id, sum(tm.galones) AS galones FROM turnos_mangueras tm JOIN turnos t ON t.id = tm.turno_id
                 JOIN mangueras mg ON mg.id = tm.manguera_id GROUP BY 1, 2, 3 HAVING sum(tm.galones) <> 0) m
         FULL JOIN (SELECT empresa_id, fecha_negocio, bodega_id, sum(volumen) AS volumen FROM calibraciones WHERE estado = 'REGISTRADA' GROUP BY 1, 2, 3) c
           ON c.empresa_id = m.empresa_id AND c.fecha_negocio = m.fecha_negocio AND c.bodega_id = m.bodega_id)`,
    tanques_dia_lecturas: sql`
      (SELECT empresa_id, fecha_negocio, bodega_id, num_lecturas, volumen_final FROM tanques_dia WHERE num_lecturas > 0
       EXCEPT
       SELECT * FROM (SELECT DISTINCT ON (empresa_id, fecha_negocio, bodega_id) empresa_id, fecha_negocio, bodega_id,
              (count(*) OVER (PARTITION BY empresa_id, fecha_negocio, bodega_id))::int, volumen
         FROM lecturas_tanque ORDER BY empresa_id, fecha_negocio, bodega_id, fecha DESC, id DESC) u)`,
  };
  const salida: Record<string, unknown[]> = {};
  for (const [nombre, q] of Object.entries(chequeos)) {
    const r = await filas(conn, sql`${q} LIMIT 5`);
    if (r.length > 0) salida[nombre] = r;
  }
  return salida;
}
