import { sql } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import type { Conn } from '../../db/client';

/**
 * Stories the demo dashboard tells on top of the generated operations: monthly sales goals, own-customer alerts
 * for the quotas the generator left near their limit, a few hand-typed sales today and a contingency batch
 * waiting to be sent at the first station (the one ADMINEDS runs).
 */
export async function historiasDelTablero(conn: Conn, estaciones: readonly number[], ahora = new Date()): Promise<void> {
  if (estaciones.length === 0) return;
  const ids = `{${estaciones.join(',')}}`;
  const hoy = diaOperativo(ahora);
  const primera = Math.min(...estaciones);

  // Goals: past months a little above or below what was sold; the current month 5 % above its projection.
  await conn.execute(sql`
    INSERT INTO metas_venta (empresa_id, anio, mes, tipo_negocio, unidad, meta)
    SELECT t.empresa_id, extract(year FROM t.mes)::int, extract(month FROM t.mes)::int, t.tipo_negocio, 'VALOR',
           round(CASE WHEN t.mes = date_trunc('month', ${hoy}::date)::date
                      THEN t.valor / greatest(1, ${hoy}::date - t.mes + 1) * extract(day FROM (t.mes + interval '1 month' - interval '1 day')) * 1.05
                      ELSE t.valor * (0.92 + ((t.empresa_id * 7 + extract(month FROM t.mes)::int * 13) % 17) / 100.0) END, -5)
      FROM (SELECT empresa_id, mes, tipo_negocio, sum(valor) AS valor FROM ventas_totales_mes
             WHERE empresa_id = ANY(${ids}::int[]) GROUP BY 1, 2, 3) t
     WHERE t.valor > 0
    ON CONFLICT DO NOTHING`);

  // Quota thresholds already crossed this period, alerted at the station of the customer's last sale.
  await conn.execute(sql`
    INSERT INTO alertas_clientes (empresa_id, cliente_id, cupo_id, umbral, periodo, mensaje, cupo, consumido, fecha)
    SELECT u.empresa_id, c.cliente_id, c.id, x.umbral, coalesce(c.periodo::text, 'SIN PERIODO'),
           'El cliente ' || cl.nombre || ' ha consumido el ' || x.umbral || '% de su cupo de ' || c.tipo, c.valor, c.consumido, u.fecha
      FROM cupos c
      JOIN clientes cl ON cl.id = c.cliente_id
      CROSS JOIN LATERAL unnest(c.umbrales) AS x(umbral)
      CROSS JOIN LATERAL (SELECT v.empresa_id, v.fecha FROM ventas v WHERE v.cliente_id = c.cliente_id AND v.empresa_id = ANY(${ids}::int[])
                           ORDER BY v.fecha DESC LIMIT 1) u
     WHERE c.valor > 0 AND c.consumido * 100 >= c.valor * x.umbral
    ON CONFLICT (cupo_id, periodo, umbral) WHERE venta_uuid IS NULL DO NOTHING`);

  // Three of today's invoiced fuel sales at the first station were typed by hand.
  await conn.execute(sql`
    UPDATE ventas SET origen = 'MANUAL'
     WHERE id IN (SELECT id FROM ventas WHERE empresa_id = ${primera} AND fecha_negocio = ${hoy}::date AND tipo_negocio = 'C'
                    AND consecutivo IS NOT NULL AND estado_movimiento LIKE '%001' ORDER BY fecha DESC LIMIT 3)`);

  // Four of today's sales there were invoiced in contingency and wait in the station's batch.
  await conn.execute(sql`
    INSERT INTO facturas_electronicas (empresa_id, venta_id, fecha, fecha_negocio, resolucion_id, prefijo, consecutivo, estado, contingencia, mensaje)
    SELECT v.empresa_id, v.id, v.fecha, v.fecha_negocio, v.resolucion_id, v.prefijo, v.consecutivo, 4, true,
           'Factura emitida en contingencia: el equipo no tuvo conexión con el proveedor'
      FROM ventas v
     WHERE v.empresa_id = ${primera} AND v.fecha_negocio = ${hoy}::date AND v.consecutivo IS NOT NULL AND v.equipo_id IS NOT NULL
       AND v.origen = 'POS' AND v.estado_movimiento LIKE '%001'
       AND NOT EXISTS (SELECT 1 FROM facturas_electronicas f WHERE f.venta_id = v.id)
     ORDER BY v.fecha DESC LIMIT 4`);
}
