import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HORAS_TURNO_LARGO, REPORTE_ARQUEO, REPORTE_CIERRES_TURNO, TURNO_ABIERTO } from '@eds/contracts/reportes/cierres';
import { filas } from '../../../db/client';
import { textoInstante } from '../../../lib/paginar';
import { siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { liquidacionTurnos, nombreTurno, resultadoCaja } from './liquidacion';

type FiltrosCierres = z.output<typeof REPORTE_CIERRES_TURNO.filtros>;
type FiltrosArqueo = z.output<typeof REPORTE_ARQUEO.filtros>;

const persona = sql.raw(`trim(pe.nombres || ' ' || pe.apellidos)`);

/**
 * reporte_cierres: one row per shift of the days asked for, with its settlement (liquidacion.ts). A shift open for more
 * than HORAS_TURNO_LARGO hours carries an alert; its duration runs up to now. "Cerrado por" is the POS device that sent
 * the closing (the shift's own device: the POS does not say who closed it).
 */
export const reporteCierres = reporteServidor<FiltrosCierres>({
  definicion: REPORTE_CIERRES_TURNO,
  clave: ['turno_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const estado = f.estado_turno === 'ABIERTO' ? sql`t.estado = 'A'` : sql`t.estado <> 'A'`;
    const ahora = ctx.ahora.toISOString();
    return sql`
      WITH ${liquidacionTurnos(
        ctx,
        sql`${siHay(f.promotor, sql`t.promotor_id = ${f.promotor ?? 0}`)}${siHay(f.isla, sql`t.isla_id = ${f.isla ?? 0}`)}${siHay(f.estado_turno, estado)}`,
      )}
      SELECT e.id AS estacion_id, e.alias AS estacion, lq.id::int AS turno_id, lq.promotor_id, lq.dia::text AS dia,
             ${nombreTurno(sql`lq.id`, sql`i.descripcion`, persona)} AS turno, i.descripcion AS isla, ${persona} AS promotor,
             ${textoInstante(sql`lq.fecha_inicio`)} AS apertura,
             CASE WHEN lq.fecha_fin IS NULL THEN NULL ELSE ${textoInstante(sql`lq.fecha_fin`)} END AS cierre,
             ${trunc2(sql`extract(epoch FROM coalesce(lq.fecha_fin, ${ahora}::timestamptz) - lq.fecha_inicio) / 3600`)} AS duracion,
             ${trunc2(sql`coalesce(lq.venta_neta, 0)`)} AS galones,
             ${trunc2(sql`lq.valor_medidor + lq.canastilla + lq.kiosco`)} AS total,
             ${trunc2(sql`lq.esperado`)} AS esperado, ${trunc2(sql`lq.entregado`)} AS entregado,
             ${trunc2(sql`lq.diferencia`)} AS diferencia_efectivo,
             CASE WHEN lq.estado = 'A' THEN NULL ELSE eq.alias END AS cerrado_por,
             CASE WHEN lq.estado = 'A' THEN 'ABIERTO' ELSE 'CERRADO' END AS estado_turno,
             CASE WHEN lq.estado = 'A' AND ${ahora}::timestamptz - lq.fecha_inicio > ${`${HORAS_TURNO_LARGO} hours`}::interval
                  THEN ${`${TURNO_ABIERTO} MÁS DE ${HORAS_TURNO_LARGO} H`}::text END AS alerta
        FROM lq
        JOIN empresas e ON e.id = lq.empresa_id
        JOIN islas i ON i.id = lq.isla_id
        JOIN promotores p ON p.id = lq.promotor_id
        JOIN personas pe ON pe.id = p.persona_id
        LEFT JOIN equipos eq ON eq.id = lq.equipo_id`;
  },
});

/**
 * reporte_arqueo: each shift's envelopes and final hand-over against the cash expected, with its result; the
 * envelopes themselves (hour · number · value) in a column the user can show. Chart: the difference per promoter.
 */
export const reporteArqueo = reporteServidor<FiltrosArqueo>({
  definicion: REPORTE_ARQUEO,
  clave: ['turno_id'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const base = sql`
      WITH ${liquidacionTurnos(
        ctx,
        sql`${siHay(f.promotor, sql`t.promotor_id = ${f.promotor ?? 0}`)}${siHay(f.isla, sql`t.isla_id = ${f.isla ?? 0}`)}${siHay(f.turno, sql`t.id = ${f.turno ?? 0}`)}`,
      )}
      SELECT e.id AS estacion_id, e.alias AS estacion, lq.id::int AS turno_id, lq.promotor_id, lq.dia::text AS dia,
             ${nombreTurno(sql`lq.id`, sql`i.descripcion`, persona)} AS turno, i.descripcion AS isla, ${persona} AS promotor,
             lq.num_sobres::int AS num_sobres, ${trunc2(sql`lq.total_sobres`)} AS valor_sobres,
             ${trunc2(sql`coalesce(lq.efectivo_entregado, 0)`)} AS entrega_final,
             ${trunc2(sql`lq.entregado`)} AS entregado, ${trunc2(sql`lq.esperado`)} AS esperado,
             ${trunc2(sql`lq.diferencia`)} AS diferencia_efectivo,
             ${resultadoCaja(trunc2(sql`lq.diferencia`))} AS resultado,
             coalesce((SELECT string_agg(to_char(s.fecha AT TIME ZONE 'America/Bogota', 'HH24:MI') || ' · #' || s.numero || ' · ' || s.valor_declarado, '; ' ORDER BY s.fecha, s.numero)
                         FROM sobres s WHERE s.turno_id = lq.id), '') AS sobres
        FROM lq
        JOIN empresas e ON e.id = lq.empresa_id
        JOIN islas i ON i.id = lq.isla_id
        JOIN promotores p ON p.id = lq.promotor_id
        JOIN personas pe ON pe.id = p.persona_id`;
    return f.con_diferencia === 'S' ? sql`SELECT * FROM (${base}) a WHERE a.diferencia_efectivo <> 0` : base;
  },
  grafico: async (ctx, base) => {
    const r = await filas<{ promotor: string; diferencia: number }>(
      ctx.conn,
      sql`SELECT promotor, sum(diferencia_efectivo)::float8 AS diferencia FROM (${base}) b GROUP BY promotor_id, promotor ORDER BY promotor, promotor_id LIMIT 50`,
    );
    return {
      categorias: r.map((x) => x.promotor),
      series: [{ nombre: 'Diferencia de caja', color: null, datos: r.map((x) => Number(x.diferencia)) }],
    };
  },
});
