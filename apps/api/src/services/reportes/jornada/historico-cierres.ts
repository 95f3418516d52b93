import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_HISTORICO_CIERRES } from '@eds/contracts/reportes/jornada';
import { textoInstante } from '../../../lib/paginar';
import { cierreDiarioV3 } from '../cierres/cierre-diario';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_HISTORICO_CIERRES.filtros>;

/**
 * historico-cierres: one row per station and business day, built on cierre_diario_v3's own query (so its sales, cash
 * difference and tank over/short are those of the closing sheet, to the cent) and completed with how the day ended:
 * - AUTOMÁTICO when the automatic close ran for it (`cierres_automaticos_ejecuciones`): its time, SISTEMA as the user,
 *   and the shifts it found open (closed by it or only alerted);
 * - else MANUAL once every shift of the day is closed: the last shift's closing time and the POS device that sent it;
 *   a day with a shift still open has no close yet (ABIERTO);
 * - CONCILIADO when the day was reconciled (`dias_conciliados`, with its time), and SÍ when its accounting voucher
 *   (`comprobantes_contables`) was sent (ENVIADO) or confirmed (CONCILIADO).
 * There is no reopening of a day in the system (reconciling freezes it), so the design's Reaperturas column is left out.
 */
export const historicoCierres = reporteServidor<Filtros>({
  definicion: REPORTE_HISTORICO_CIERRES,
  clave: ['dia'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const filtro = [
      f.tipo_cierre ? sql` AND h.tipo_cierre = ${f.tipo_cierre}` : sql``,
      f.estado ? sql` AND h.estado = ${f.estado}` : sql``,
    ];
    return sql`
      SELECT h.* FROM (
        SELECT v3.estacion_id, v3.estacion, v3.dia,
               CASE WHEN ej.id IS NOT NULL THEN ${textoInstante(sql`ej.ejecutado_en`)}
                    WHEN t.abiertos = 0 AND t.ultimo_cierre IS NOT NULL THEN ${textoInstante(sql`t.ultimo_cierre`)} END AS hora_cierre,
               CASE WHEN ej.id IS NOT NULL THEN 'AUTOMÁTICO' WHEN t.abiertos = 0 AND t.ultimo_cierre IS NOT NULL THEN 'MANUAL' END AS tipo_cierre,
               CASE WHEN ej.id IS NOT NULL THEN 'SISTEMA' WHEN t.abiertos = 0 THEN t.equipo END AS usuario,
               coalesce(t.turnos, 0)::int AS turnos,
               CASE WHEN ej.id IS NOT NULL THEN ej.turnos_cerrados + ej.turnos_alertados ELSE coalesce(t.abiertos, 0) END::int AS turnos_abiertos,
               v3.total, v3.diferencia_efectivo, v3.diferencia,
               CASE WHEN dc.id IS NOT NULL THEN 'CONCILIADO' WHEN coalesce(t.abiertos, 0) > 0 THEN 'ABIERTO' ELSE 'CERRADO' END AS estado,
               CASE WHEN dc.id IS NOT NULL THEN ${textoInstante(sql`dc.creado_en`)} END AS fecha_conciliacion,
               CASE WHEN cc.estado IN ('ENVIADO', 'CONCILIADO') THEN 'SÍ' ELSE 'NO' END AS enviado_contabilidad
          FROM (${cierreDiarioV3.fuente(ctx)}) v3
          LEFT JOIN cierres_automaticos_ejecuciones ej ON ej.empresa_id = v3.estacion_id AND ej.fecha_negocio = v3.dia::date
          LEFT JOIN dias_conciliados dc ON dc.empresa_id = v3.estacion_id AND dc.fecha = v3.dia::date
          LEFT JOIN comprobantes_contables cc ON cc.dia_conciliado_id = dc.id
          LEFT JOIN LATERAL (
               SELECT count(*) AS turnos, count(*) FILTER (WHERE x.estado = 'A') AS abiertos,
                      max(x.fecha_fin) AS ultimo_cierre,
                      (array_agg(eq.alias ORDER BY x.fecha_fin DESC NULLS LAST, x.id DESC))[1] AS equipo
                 FROM turnos x LEFT JOIN equipos eq ON eq.id = x.equipo_id
                WHERE x.empresa_id = v3.estacion_id AND x.fecha_negocio = v3.dia::date) t ON true) h
       WHERE true${filtro[0]}${filtro[1]}`;
  },
});
