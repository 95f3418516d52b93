import { sumarDias, textoBogota, ventanaDiaOperativo, INICIO_CICLO_DEFECTO_MIN } from '@eds/contracts/dia-operativo';
import type { CuerpoReporte, TVentanaReporte } from '@eds/contracts/reportes/motor';
import { MENSAJES_REPORTES as M } from '@eds/contracts/reportes/mensajes';
import type { Conn } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { estacionesDeConsulta } from '../../dashboard/estaciones';
import { inicioCicloDe } from '../../empresa/ciclo';
import type { SesionActiva } from '../../sesion/contexto';
import type { ContextoReporte } from './tipos';

/**
 * The context of a report call: the stations asked for, each checked against the user's scope (403 `No tiene
 * permisos sobre la estación seleccionada`; a regional or the business stands for its stations), the business days
 * and their real window. The body was validated by the report's schema (dates, range, filters).
 */
export async function contextoReporte(
  conn: Conn,
  sesion: SesionActiva,
  cuerpo: CuerpoReporte,
  ahora = new Date(),
): Promise<ContextoReporte<unknown>> {
  const estaciones = await estacionesDeConsulta(conn, sesion, cuerpo.estaciones);
  if (estaciones.length === 0) throw badRequest(M.seleccioneEstacion, [{ campo: 'estaciones', mensaje: M.seleccioneEstacion }]);
  // One station reads its own cycle; several share the default one (every station uses 06:00 until closings say otherwise).
  const ciclo = estaciones.length === 1 ? await inicioCicloDe(conn, estaciones[0].id) : INICIO_CICLO_DEFECTO_MIN;
  return {
    conn,
    sesion,
    estaciones,
    ids: estaciones.map((e) => e.id),
    desde: cuerpo.fecha_inicial,
    hasta: cuerpo.fecha_final,
    instanteDesde: ventanaDiaOperativo(cuerpo.fecha_inicial, ciclo).desde,
    instanteHasta: ventanaDiaOperativo(cuerpo.fecha_final, ciclo).hasta,
    filtros: cuerpo.filtros ?? {},
    ahora,
  };
}

/** The window the subtitle shows: `Del 01/03/2025 06:00 a. m. al 08/03/2025 06:00 a. m.` */
export function ventanaDe(ctx: ContextoReporte<unknown>): TVentanaReporte {
  return { desde: textoBogota(ctx.instanteDesde), hasta: textoBogota(ctx.instanteHasta), fecha_inicial: ctx.desde, fecha_final: ctx.hasta };
}

/** The period of the same length right before the one asked for (the summaries' "vs periodo anterior"). */
export function periodoAnterior(ctx: Pick<ContextoReporte<unknown>, 'desde' | 'hasta'>): { desde: string; hasta: string } {
  const dias = Math.round((Date.parse(`${ctx.hasta}T00:00:00Z`) - Date.parse(`${ctx.desde}T00:00:00Z`)) / 86_400_000) + 1;
  return { desde: sumarDias(ctx.desde, -dias), hasta: sumarDias(ctx.desde, -1) };
}
