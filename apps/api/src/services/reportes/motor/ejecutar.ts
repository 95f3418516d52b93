import type { CuerpoReporte, DatosReporte } from '@eds/contracts/reportes/motor';
import type { Conn } from '../../../db/client';
import type { SesionActiva } from '../../sesion/contexto';
import { paginaConPie } from './consulta';
import { contextoReporte, ventanaDe } from './contexto';
import type { ReporteServidor } from './tipos';

/** Rows a page holds when the body does not say (the table's default). */
export const TAMANO_DEFECTO = 10;

/**
 * Runs a report for the screen: one page of rows in the order asked for, the foot and each station's Subtotal over
 * every matching row (one statement: the report's query runs once), and the chart when its panel is open.
 */
export async function ejecutarReporte(conn: Conn, sesion: SesionActiva, r: ReporteServidor, cuerpo: CuerpoReporte): Promise<DatosReporte> {
  const ctx = await contextoReporte(conn, sesion, cuerpo);
  const base = r.fuente(ctx);
  const tamano = cuerpo.tamano ?? TAMANO_DEFECTO;
  const { filas, total, totales, subtotales, totales_unidad } = await paginaConPie(
    r,
    ctx,
    base,
    cuerpo.orden,
    tamano,
    ((cuerpo.pagina ?? 1) - 1) * tamano,
  );
  const grafico = cuerpo.grafico && r.grafico ? await r.grafico(ctx, base) : null;
  return {
    filas,
    totales,
    subtotales,
    ...(totales_unidad ? { totales_unidad } : {}),
    grafico,
    total_filas: total,
    ventana: ventanaDe(ctx),
  };
}
