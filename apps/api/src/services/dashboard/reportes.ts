import type { ReporteDashboard, TDashboardBody, TDatosReporteDashboard } from '@eds/contracts/dashboard';
import type { Conn } from '../../db/client';
import type { SesionActiva } from '../sesion/contexto';
import { estacionesDeConsulta } from './estaciones';
import { hoyOperativo, rangoDeCuerpo, rangoDePeriodo } from './rango';
import { indicadores } from './indicadores';
import { productosMasVendidos, ventasCombustible } from './productos';
import { diaVentas, jornadasAbiertas, rangosFactura, tanques } from './alertas';
import { graficaPdv } from './graficas';

/** Each report answers the shape its contract gives it (DATOS_REPORTE_DASHBOARD). */
type Generadores = {
  [R in ReporteDashboard]: (conn: Conn, sesion: SesionActiva, body: TDashboardBody) => Promise<TDatosReporteDashboard<R>>;
};

const REPORTES: Generadores = {
  VENTAS_TOTAL: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    return indicadores(
      conn,
      estaciones.map((e) => e.id),
      rangoDeCuerpo(body, 0),
    );
  },
  PRODUCTOS_MAS_VENDIDOS_HOY: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    return productosMasVendidos(
      conn,
      estaciones.map((e) => e.id),
      rangoDeCuerpo(body, 0),
      body.tipo_negocio ?? 'C',
    );
  },
  VENTAS_COMBUSTIBLE_DIARIAS: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    return ventasCombustible(
      conn,
      estaciones.map((e) => e.id),
      rangoDeCuerpo(body, 1),
      'dia',
    );
  },
  VENTAS_COMBUSTIBLE_SEMANALES: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    return ventasCombustible(
      conn,
      estaciones.map((e) => e.id),
      rangoDeCuerpo(body, 2),
      'semana',
    );
  },
  VENTAS_COMBUSTIBLE_MENSUALES: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    const hoy = hoyOperativo();
    const ano = body.ano ?? Number(hoy.slice(0, 4));
    const rango = { desde: `${ano}-01-01`, hasta: String(ano) === hoy.slice(0, 4) ? hoy : `${ano}-12-31` };
    return ventasCombustible(
      conn,
      estaciones.map((e) => e.id),
      rango,
      'mes',
    );
  },
  GRAFICA_PDV: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    return graficaPdv(
      conn,
      estaciones.map((e) => e.id),
      { negocios: body.negocios ?? ['C', 'S', 'K'], meses: body.num_mes ?? 6, diario: body.extra === 'D' },
    );
  },
  ALERTA_TANQUES: async (conn, s, body) => tanques(conn, await estacionesDeConsulta(conn, s, body.identificadorEstacion)),
  alerta_jornadas_abiertas: async (conn, s, body) =>
    jornadasAbiertas(conn, await estacionesDeConsulta(conn, s, body.identificadorEstacion)),
  alerta_consecutivos: async (conn, s, body) =>
    rangosFactura(conn, await estacionesDeConsulta(conn, s, body.identificadorEstacion), hoyOperativo()),
  ALERTA_DIA_VENTAS: async (conn, s, body) => {
    const estaciones = await estacionesDeConsulta(conn, s, body.identificadorEstacion);
    const dia = body.periodo !== undefined || body.fecha_inicial ? rangoDeCuerpo(body, 0).hasta : rangoDePeriodo(0).hasta;
    return diaVentas(conn, estaciones, dia);
  },
};

/** One dashboard report, over the stations of the body within the caller's scope. */
export function reporteDashboard<R extends ReporteDashboard>(
  conn: Conn,
  sesion: SesionActiva,
  reporte: R,
  body: TDashboardBody,
): Promise<TDatosReporteDashboard<R>> {
  return REPORTES[reporte](conn, sesion, body);
}
