import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { sumarDias, textoBogota } from '@eds/contracts/dia-operativo';
import { festivosEntre } from '@eds/contracts/reportes/festivos';
import {
  COLUMNAS_DIA_PLANILLA,
  MINUTOS_TARDE_DEFECTO,
  NOCTURNA_FIN_DEFECTO,
  NOCTURNA_INICIO_DEFECTO,
  REPORTE_PLANILLA_TURNOS,
} from '@eds/contracts/reportes/jornada';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_PLANILLA_TURNOS.filtros>;

/** Hours of [a, b) inside [c, d): all four Bogotá wall-clock timestamps. */
const horasDentro = (a: SQL, b: SQL, c: SQL, d: SQL): SQL =>
  sql`greatest(extract(epoch FROM least(${b}, ${d}) - greatest(${a}, ${c})), 0) / 3600`;
const hhmm = (x: SQL) => sql`to_char(${x}, 'HH24:MI')`;

/**
 * eds/planillaturnos: for each promoter with a planned or a worked shift in the days asked for (at most 31, one column
 * each), the plan against the shifts opened:
 * - the plan is the roster (`planilla_promotores`) with its template's times (`horarios`), placed on its business day:
 *   a template starting before the station's cycle start falls on the next calendar day; one ending at or before its
 *   start ends the next day;
 * - the shifts worked are the promoter's `turnos` of each business day (apertura to cierre; an open one runs to now);
 * - each day is CUMPLIDO (opened no later than the planned start plus `minutos_tarde`, 15 by default), TARDE, AUSENTE
 *   (planned, already started and not worked), EXTRA (worked without a plan) or PROGRAMADO (planned, still to come);
 * - hours, each truncated once per row: programadas and trabajadas; extra = trabajadas − programadas when positive;
 *   nocturnas, the worked hours inside the night band [`nocturna_inicio`, `nocturna_fin`) of each calendar day (19:00 to
 *   06:00 by default); dominicales/festivos, the worked hours falling on a Sunday or a Colombian holiday (Emiliani rule,
 *   computed for the years asked for).
 * Filters: one promoter, one island (the plans on it and the shifts opened on it).
 */
export const planillaTurnos = reporteServidor<Filtros>({
  definicion: REPORTE_PLANILLA_TURNOS,
  clave: ['promotor_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const ids = enteros(ctx.ids);
    const tarde = `${f.minutos_tarde ?? MINUTOS_TARDE_DEFECTO} minutes`;
    const nIni = f.nocturna_inicio ?? NOCTURNA_INICIO_DEFECTO;
    const nFin = f.nocturna_fin ?? NOCTURNA_FIN_DEFECTO;
    // The night band of a calendar day c: [c + inicio, c + fin), the end on the next day when it wraps midnight.
    const bandaFin = nFin <= nIni ? sql`c.d + make_interval(hours => ${nFin + 24})` : sql`c.d + make_interval(hours => ${nFin})`;
    const ciclo = textoBogota(ctx.instanteDesde).slice(11, 19);
    const festivos = `{${festivosEntre(sumarDias(ctx.desde, -1), sumarDias(ctx.hasta, 2)).join(',')}}`;
    const ahora = sql`(${ctx.ahora.toISOString()}::timestamptz AT TIME ZONE 'America/Bogota')`;
    return sql`
      WITH dias AS (
        SELECT d::date AS dia, row_number() OVER (ORDER BY d)::int AS n
          FROM generate_series(${ctx.desde}::date, ${ctx.hasta}::date, interval '1 day') d),
      pl AS (
        SELECT p.empresa_id, p.promotor_id, p.fecha AS dia, h.nombre,
               (p.fecha + h.hora_inicio + CASE WHEN h.hora_inicio < ${ciclo}::time THEN interval '1 day' ELSE interval '0' END) AS ini,
               (p.fecha + h.hora_inicio + CASE WHEN h.hora_inicio < ${ciclo}::time THEN interval '1 day' ELSE interval '0' END)
                 + CASE WHEN h.hora_fin > h.hora_inicio THEN h.hora_fin - h.hora_inicio ELSE h.hora_fin - h.hora_inicio + interval '24 hours' END AS fin
          FROM planilla_promotores p JOIN horarios h ON h.id = p.horario_id
         WHERE p.empresa_id = ANY(${ids}::int[]) AND p.estado = 'A' AND p.fecha BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
               ${siHay(f.promotor, sql`p.promotor_id = ${f.promotor ?? 0}`)}${siHay(f.isla, sql`p.isla_id = ${f.isla ?? 0}`)}),
      plan AS (
        SELECT empresa_id, promotor_id, dia, string_agg(nombre || ' ' || ${hhmm(sql`ini`)} || '–' || ${hhmm(sql`fin`)}, ' + ' ORDER BY ini) AS texto,
               min(ini) AS ini, sum(extract(epoch FROM fin - ini) / 3600) AS horas
          FROM pl GROUP BY 1, 2, 3),
      tr AS (
        SELECT t.empresa_id, t.promotor_id, t.fecha_negocio AS dia,
               t.fecha_inicio AT TIME ZONE 'America/Bogota' AS ini, coalesce(t.fecha_fin AT TIME ZONE 'America/Bogota', ${ahora}) AS fin
          FROM turnos t
         WHERE t.empresa_id = ANY(${ids}::int[]) AND t.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
               ${siHay(f.promotor, sql`t.promotor_id = ${f.promotor ?? 0}`)}${siHay(f.isla, sql`t.isla_id = ${f.isla ?? 0}`)}),
      trh AS (
        SELECT tr.*, extract(epoch FROM tr.fin - tr.ini) / 3600 AS horas,
               coalesce((SELECT sum(${horasDentro(sql`tr.ini`, sql`tr.fin`, sql`c.d + make_interval(hours => ${nIni})`, bandaFin)})
                           FROM generate_series((tr.ini::date - 1)::timestamp, tr.fin::date::timestamp, interval '1 day') c(d)), 0) AS nocturnas,
               coalesce((SELECT sum(${horasDentro(sql`tr.ini`, sql`tr.fin`, sql`c.d`, sql`c.d + interval '1 day'`)})
                           FROM generate_series(tr.ini::date::timestamp, tr.fin::date::timestamp, interval '1 day') c(d)
                          WHERE extract(dow FROM c.d) = 0 OR c.d::date = ANY(${festivos}::date[])), 0) AS dominicales
          FROM tr),
      real AS (
        SELECT empresa_id, promotor_id, dia, string_agg(${hhmm(sql`ini`)} || '–' || ${hhmm(sql`fin`)}, ' + ' ORDER BY ini) AS texto,
               min(ini) AS ini, sum(horas) AS horas, sum(nocturnas) AS nocturnas, sum(dominicales) AS dominicales
          FROM trh GROUP BY 1, 2, 3),
      pd AS (
        SELECT coalesce(plan.empresa_id, real.empresa_id) AS empresa_id, coalesce(plan.promotor_id, real.promotor_id) AS promotor_id,
               coalesce(plan.dia, real.dia) AS dia, plan.texto AS plan, real.texto AS real,
               coalesce(plan.horas, 0) AS programadas, coalesce(real.horas, 0) AS trabajadas,
               coalesce(real.nocturnas, 0) AS nocturnas, coalesce(real.dominicales, 0) AS dominicales,
               CASE WHEN plan.dia IS NULL THEN 'EXTRA'
                    WHEN real.dia IS NULL THEN CASE WHEN plan.ini > ${ahora} THEN 'PROGRAMADO' ELSE 'AUSENTE' END
                    WHEN real.ini > plan.ini + ${tarde}::interval THEN 'TARDE'
                    ELSE 'CUMPLIDO' END AS estado
          FROM plan FULL JOIN real ON real.empresa_id = plan.empresa_id AND real.promotor_id = plan.promotor_id AND real.dia = plan.dia),
      celdas AS (
        SELECT pd.*, dias.n,
               to_char(pd.dia, 'DD/MM') || ' · ' || coalesce(pd.plan, '—') || ' · ' || coalesce(pd.real, '—') || ' · ' || pd.estado AS celda
          FROM pd JOIN dias ON dias.dia = pd.dia)
      SELECT e.id AS estacion_id, e.alias AS estacion, c.promotor_id, trim(pe.nombres || ' ' || pe.apellidos) AS promotor,
             ${sql.join(
               COLUMNAS_DIA_PLANILLA.map((d, i) => sql`max(c.celda) FILTER (WHERE c.n = ${i + 1}) AS ${sql.identifier(d)}`),
               sql`, `,
             )},
             count(*) FILTER (WHERE c.estado = 'CUMPLIDO')::int AS cumplidos, count(*) FILTER (WHERE c.estado = 'TARDE')::int AS tardes,
             count(*) FILTER (WHERE c.estado = 'AUSENTE')::int AS ausencias, count(*) FILTER (WHERE c.estado = 'EXTRA')::int AS extras,
             ${trunc2(sql`sum(c.programadas)`)} AS horas_programadas, ${trunc2(sql`sum(c.trabajadas)`)} AS horas_trabajadas,
             ${trunc2(sql`greatest(sum(c.trabajadas) - sum(c.programadas), 0)`)} AS horas_extra,
             ${trunc2(sql`sum(c.nocturnas)`)} AS horas_nocturnas, ${trunc2(sql`sum(c.dominicales)`)} AS horas_dominicales
        FROM celdas c
        JOIN empresas e ON e.id = c.empresa_id
        JOIN promotores p ON p.id = c.promotor_id
        JOIN personas pe ON pe.id = p.persona_id
       GROUP BY e.id, e.alias, c.promotor_id, pe.nombres, pe.apellidos`;
  },
});
