import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NOVEDADES_MANGUERA, REPORTE_LECTURA_MANGUERA } from '@eds/contracts/reportes/lectura-manguera';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_LECTURA_MANGUERA.filtros>;

/**
 * lectura-manguera: the per-hose figures the shift closing stored (`turnos_mangueras`) for the shifts of the days asked
 * for, the gallons the POS recorded on the hose in the shift (through the sales' shift index), and the meter value:
 * the POS gallons at the price each was sold at, and the rest of the net meter gallons at the price in force at the
 * closing (the meter has no reading at a price change, the sales do), or at the shift's own average POS price where the
 * station has no price on record for that moment. A shift that opened away from the hose's last
 * closing reading before it is a `SALTO DE LECTURA`.
 */
export const lecturaManguera = reporteServidor<Filtros>({
  definicion: REPORTE_LECTURA_MANGUERA,
  clave: ['turno_id', 'manguera_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    return sql`
      WITH b AS (
        SELECT t.empresa_id, t.id AS turno_id, t.fecha_negocio, t.fecha_inicio, t.fecha_fin, t.promotor_id, tm.manguera_id,
               tm.lectura_inicial, tm.lectura_final, tm.galones, tm.calibraciones, tm.reinicio, m.numero AS manguera, m.producto_id,
               s.numero AS surtidor, i.descripcion AS isla, p.descripcion AS producto,
               coalesce(pos.galones, 0) AS galones_pos, coalesce(pos.bruto, 0) AS bruto_pos,
               (SELECT pr.precio FROM precios pr WHERE pr.empresa_id = t.empresa_id AND pr.producto_id = m.producto_id
                   AND pr.vigente_desde <= t.fecha_fin AND (pr.vigente_hasta IS NULL OR pr.vigente_hasta > t.fecha_fin)) AS precio_cierre,
               (SELECT l.lectura FROM lecturas_manguera l WHERE l.manguera_id = tm.manguera_id AND l.tipo = 'CIERRE' AND l.fecha < t.fecha_inicio
                   AND (l.turno_id IS NULL OR l.turno_id <> t.id) ORDER BY l.fecha DESC LIMIT 1) AS cierre_anterior
          FROM turnos t
          JOIN turnos_mangueras tm ON tm.turno_id = t.id
          JOIN mangueras m ON m.id = tm.manguera_id
          JOIN surtidores s ON s.id = m.surtidor_id
          JOIN islas i ON i.id = t.isla_id
          JOIN productos p ON p.id = m.producto_id
          LEFT JOIN LATERAL (
               SELECT sum(d.cantidad) AS galones, sum(d.cantidad * d.precio) AS bruto
                 FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
                WHERE v.turno_id = t.id AND v.manguera_id = tm.manguera_id AND right(v.estado_movimiento, 3) = '001') pos ON true
         WHERE t.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND t.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
               ${siHay(f.isla, sql`t.isla_id = ${f.isla ?? 0}`)}${siHay(f.manguera, sql`tm.manguera_id = ${f.manguera ?? 0}`)}
               ${siHay(f.producto, sql`m.producto_id = ${f.producto ?? 0}`)}${siHay(f.turno, sql`t.id = ${f.turno ?? 0}`)}
               ${siHay(f.promotor, sql`t.promotor_id = ${f.promotor ?? 0}`)})
      SELECT e.id AS estacion_id, e.alias AS estacion, b.turno_id::int AS turno_id, b.manguera_id, b.fecha_negocio::text AS dia,
             '#' || b.turno_id || ' · ' || b.isla || ' · ' || trim(pe.nombres || ' ' || pe.apellidos) AS turno,
             trim(pe.nombres || ' ' || pe.apellidos) AS promotor, b.isla, b.surtidor, b.manguera, b.producto,
             b.lectura_inicial, b.lectura_final,
             ${trunc2(sql`b.galones`)} AS galones_medidor, ${trunc2(sql`b.calibraciones`)} AS calibraciones,
             ${trunc2(sql`b.galones - b.calibraciones`)} AS venta_neta, ${trunc2(sql`b.galones_pos`)} AS galones_pos,
             ${trunc2(sql`b.galones - b.calibraciones - b.galones_pos`)} AS diferencia,
             ${trunc2(sql`b.bruto_pos + (b.galones - b.calibraciones - b.galones_pos) * coalesce(b.precio_cierre, b.bruto_pos / NULLIF(b.galones_pos, 0))`)} AS valor_medidor,
             CASE WHEN b.reinicio THEN ${NOVEDADES_MANGUERA.reinicio}::text
                  WHEN b.cierre_anterior IS NOT NULL AND b.cierre_anterior <> b.lectura_inicial THEN ${NOVEDADES_MANGUERA.salto}::text END AS novedad
        FROM b
        JOIN empresas e ON e.id = b.empresa_id
        JOIN promotores pr ON pr.id = b.promotor_id
        JOIN personas pe ON pe.id = pr.persona_id`;
  },
});
