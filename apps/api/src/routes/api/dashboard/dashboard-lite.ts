import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORTES_DASHBOARD, ZDashboardBody, type ReporteDashboard, type TDashboardBody } from '@eds/contracts/dashboard';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/respuesta';
import { estacionesDeConsulta } from '../../../plugins/app/dashboard/estaciones';
import { exigirAlgunModulo, MODULOS_DE_REPORTE } from '../../../plugins/app/dashboard/modulos';
import { hoyOperativo, rangoDeCuerpo, rangoDePeriodo } from '../../../plugins/app/dashboard/rango';
import { indicadores } from '../../../plugins/app/dashboard/indicadores';
import { productosMasVendidos, ventasCombustible } from '../../../plugins/app/dashboard/productos';
import { diaVentas, jornadasAbiertas, rangosFactura, tanques } from '../../../plugins/app/dashboard/alertas';
import { graficaPdv, metasDelDia } from '../../../plugins/app/dashboard/graficas';
import type { Db } from '../../../db/client';

type Generador = (db: Db, request: FastifyRequest, body: TDashboardBody) => Promise<unknown>;

const REPORTES: Record<ReporteDashboard, Generador> = {
  VENTAS_TOTAL: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    return indicadores(db, estaciones.map((e) => e.id), rangoDeCuerpo(body, 0));
  },
  PRODUCTOS_MAS_VENDIDOS_HOY: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    return productosMasVendidos(db, estaciones.map((e) => e.id), rangoDeCuerpo(body, 0), body.tipo_negocio ?? 'C');
  },
  VENTAS_COMBUSTIBLE_DIARIAS: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    return ventasCombustible(db, estaciones.map((e) => e.id), rangoDeCuerpo(body, 1), 'dia');
  },
  VENTAS_COMBUSTIBLE_SEMANALES: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    return ventasCombustible(db, estaciones.map((e) => e.id), rangoDeCuerpo(body, 2), 'semana');
  },
  VENTAS_COMBUSTIBLE_MENSUALES: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    const hoy = hoyOperativo();
    const ano = body.ano ?? Number(hoy.slice(0, 4));
    const rango = { desde: `${ano}-01-01`, hasta: String(ano) === hoy.slice(0, 4) ? hoy : `${ano}-12-31` };
    return ventasCombustible(db, estaciones.map((e) => e.id), rango, 'mes');
  },
  GRAFICA_PDV: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    return graficaPdv(db, estaciones.map((e) => e.id), { negocios: body.negocios ?? ['C', 'S', 'K'], meses: body.num_mes ?? 6, diario: body.extra === 'D' });
  },
  ALERTA_TANQUES: async (db, req, body) => tanques(db, await estacionesDeConsulta(db, req, body.identificadorEstacion)),
  alerta_jornadas_abiertas: async (db, req, body) => jornadasAbiertas(db, await estacionesDeConsulta(db, req, body.identificadorEstacion)),
  alerta_consecutivos: async (db, req, body) => rangosFactura(db, await estacionesDeConsulta(db, req, body.identificadorEstacion), hoyOperativo()),
  ALERTA_DIA_VENTAS: async (db, req, body) => {
    const estaciones = await estacionesDeConsulta(db, req, body.identificadorEstacion);
    const dia = body.periodo !== undefined || body.fecha_inicial ? rangoDeCuerpo(body, 0).hasta : rangoDePeriodo(0).hasta;
    return diaVentas(db, estaciones, dia, await metasDelDia(db, estaciones.map((e) => e.id), dia));
  },
};

/** POST /api/reportes/dashboard-lite/{report}: every dashboard figure, from the rollups, within the user's scope. */
export default async function dashboardLite(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/reportes/dashboard-lite/:reporte',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Reportes del dashboard (indicadores, productos, tanques, alertas, gráficas)',
        params: z.object({ reporte: z.enum(REPORTES_DASHBOARD) }),
        body: ZDashboardBody,
        security: [{ bearer: [] }],
      },
      preHandler: [app.autenticar, app.permiso('DASHBOARD', 'R')],
    },
    async (request) => {
      const { reporte } = request.params;
      exigirAlgunModulo(request, MODULOS_DE_REPORTE[reporte]);
      return ok(await REPORTES[reporte](app.db, request, request.body));
    },
  );
}
