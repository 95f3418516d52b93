import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CALIBRACIONES_POR_DIA, REPORTE_CALIBRACIONES, TEXTOS_CALIBRACION } from '@eds/contracts/reportes/calibraciones';
import { filas } from '../../../db/client';
import { textoInstante } from '../../../lib/paginar';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { colorDeCombustible } from '../ventas/combustibles';

type Filtros = z.output<typeof REPORTE_CALIBRACIONES.filtros>;

/**
 * calibraciones: the registered test pours of the days asked for (their (station, day) index), with their hose,
 * shift and responsible promoter, and how many the hose had that day (more than three flag it).
 */
export const calibraciones = reporteServidor<Filtros>({
  definicion: REPORTE_CALIBRACIONES,
  clave: ['calibracion_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    return sql`
      SELECT e.id AS estacion_id, e.alias AS estacion, c.id::int AS calibracion_id, ${textoInstante(sql`c.fecha`)} AS fecha,
             c.fecha_negocio::text AS dia, c.turno_id::int AS turno_id,
             CASE WHEN c.turno_id IS NULL THEN NULL ELSE '#' || c.turno_id || ' · ' || coalesce(trim(tpe.nombres || ' ' || tpe.apellidos), '') END AS turno,
             i.descripcion AS isla, s.numero AS surtidor, m.numero AS manguera, p.descripcion AS producto, p.combustible_id AS combustible_id__,
             ${trunc2(sql`c.volumen`)} AS galones, ${TEXTOS_CALIBRACION.devuelto}::text AS devuelto,
             trim(rpe.nombres || ' ' || rpe.apellidos) AS responsable,
             count(*) OVER (PARTITION BY c.manguera_id, c.fecha_negocio)::int AS del_dia,
             CASE WHEN count(*) OVER (PARTITION BY c.manguera_id, c.fecha_negocio) > ${CALIBRACIONES_POR_DIA}
                  THEN ${TEXTOS_CALIBRACION.exceso}::text END AS alerta
        FROM calibraciones c
        JOIN empresas e ON e.id = c.empresa_id
        JOIN mangueras m ON m.id = c.manguera_id
        JOIN surtidores s ON s.id = m.surtidor_id
        JOIN islas i ON i.id = s.isla_id
        JOIN productos p ON p.id = c.producto_id
        LEFT JOIN turnos t ON t.id = c.turno_id
        LEFT JOIN promotores tp ON tp.id = t.promotor_id
        LEFT JOIN personas tpe ON tpe.id = tp.persona_id
        LEFT JOIN promotores rp ON rp.id = c.responsable_id
        LEFT JOIN personas rpe ON rpe.id = rp.persona_id
       WHERE c.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND c.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         AND c.estado = 'REGISTRADA'
         ${siHay(f.isla, sql`s.isla_id = ${f.isla ?? 0}`)}${siHay(f.manguera, sql`c.manguera_id = ${f.manguera ?? 0}`)}
         ${siHay(f.producto, sql`c.producto_id = ${f.producto ?? 0}`)}${siHay(f.turno, sql`c.turno_id = ${f.turno ?? 0}`)}
         ${siHay(f.promotor, sql`coalesce(c.responsable_id, t.promotor_id) = ${f.promotor ?? 0}`)}`;
  },
  grafico: async (ctx, base) => {
    // Gallons of test pours per product, in the fuels' colours.
    const r = await filas<{ producto: string; combustible_id__: number | null; galones: number }>(
      ctx.conn,
      sql`SELECT producto, combustible_id__, sum(galones)::float8 AS galones FROM (${base}) b GROUP BY 1, 2 ORDER BY 3 DESC, 1`,
    );
    return {
      categorias: r.map((x) => x.producto),
      series: [{ nombre: 'Galones', color: colorDeCombustible(r[0]?.combustible_id__), datos: r.map((x) => Number(x.galones)) }],
    };
  },
});
