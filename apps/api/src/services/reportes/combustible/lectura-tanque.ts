import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_LECTURA_TANQUE } from '@eds/contracts/reportes/lectura-tanque';
import { filas } from '../../../db/client';
import { textoInstante } from '../../../lib/paginar';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_LECTURA_TANQUE.filtros>;

/**
 * lectura-tanque: the readings of the stations' tanks inside the window (the readings' (tank, instant) index), with
 * the volume the calibration chart in force gave at ingestion, the water, and the tank's capacity, fill and ullage.
 */
export const lecturaTanque = reporteServidor<Filtros>({
  definicion: REPORTE_LECTURA_TANQUE,
  clave: ['lectura_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    return sql`
      SELECT e.id AS estacion_id, e.alias AS estacion, l.id::int AS lectura_id, b.id AS bodega_id, ${textoInstante(sql`l.fecha`)} AS fecha,
             b.descripcion AS tanque, p.descripcion AS producto,
             l.altura_mm, l.volumen, l.altura_agua_mm AS agua_mm, l.volumen_agua AS agua, l.temperatura, b.capacidad,
             ${porcentaje(sql`l.volumen`, sql`b.capacidad`)} AS llenado,
             ${trunc2(sql`b.capacidad - l.volumen`)} AS vacio,
             l.origen, l.cierre, q.alias AS equipo
        FROM lecturas_tanque l
        JOIN bodegas b ON b.id = l.bodega_id
        JOIN empresas e ON e.id = b.empresa_id
        LEFT JOIN productos p ON p.id = b.producto_id
        LEFT JOIN equipos q ON q.id = l.equipo_id
       WHERE b.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND b.tipo = 'TANQUE'
         AND l.fecha >= ${ctx.instanteDesde.toISOString()}::timestamptz AND l.fecha < ${ctx.instanteHasta.toISOString()}::timestamptz
         ${siHay(f.tanque, sql`b.id = ${f.tanque ?? 0}`)}${siHay(f.producto, sql`b.producto_id = ${f.producto ?? 0}`)}
         ${siHay(f.origen, sql`l.origen = ${f.origen ?? ''}`)}${siHay(f.cierre, sql`l.cierre`)}`;
  },
  grafico: async (ctx, base) => {
    // A line of volume per tank over time (the first 1.000 readings in time order).
    const r = await filas<{ fecha: string; serie: string; volumen: number }>(
      ctx.conn,
      sql`SELECT fecha, ${ctx.ids.length > 1 ? sql`estacion || ' · ' || tanque` : sql`tanque`} AS serie, volumen::float8 AS volumen
            FROM (${base}) b ORDER BY fecha, lectura_id LIMIT 1000`,
    );
    const categorias = [...new Set(r.map((x) => x.fecha))];
    const series = [...new Set(r.map((x) => x.serie))].map((nombre) => ({
      nombre,
      color: null,
      datos: categorias.map((c) => r.find((x) => x.fecha === c && x.serie === nombre)?.volumen ?? null),
    }));
    return { categorias, series };
  },
});
