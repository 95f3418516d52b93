import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORTES_DASHBOARD, ZDashboardBody, ZDatosReporteDashboard } from '@eds/contracts/dashboard';
import { MODULO } from '@eds/contracts/modulos';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { exigirAlgunModulo, MODULOS_DE_REPORTE } from '../../../services/dashboard/modulos';
import { reporteDashboard } from '../../../services/dashboard/reportes';

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
        description:
          'Cada reporte responde su propia forma en `data` (DATOS_REPORTE_DASHBOARD del contrato). Sus listas son una fila por estación, ' +
          'turno abierto, resolución activa o período del rango pedido: las acota la consulta, no se paginan.',
        body: ZDashboardBody,
        response: responde(ZDatosReporteDashboard),
      },
      onRequest: app.permiso(MODULO.DASHBOARD, 'R'),
    },
    async (request) => {
      const { reporte } = request.params;
      const s = sesionDe(request);
      exigirAlgunModulo(s, MODULOS_DE_REPORTE[reporte]);
      return ok(await reporteDashboard(app.db, s, reporte, request.body));
    },
  );
}
