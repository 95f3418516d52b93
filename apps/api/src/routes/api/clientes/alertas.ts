import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULO_WIDGET, ZAlertaCliente, ZAlertaInactivada, ZDeshabilitarAlertaBody } from '@eds/contracts/dashboard';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { alertasClientes, inactivarAlerta } from '../../../services/clientes/alertas';
import { estacionesDeConsulta } from '../../../services/dashboard/estaciones';
import { exigirAlgunModulo } from '../../../services/dashboard/modulos';

const leeLaPantalla = (request: FastifyRequest) => tieneLetra(moduloConcedido(sesionDe(request), MODULO.ALERTAS), 'R');

/** Own-customer quota alerts (cupos): read on the dashboard and on the alerts screen, inactivated from either. */
export default async function clientesAlertas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cupos/getcliente-empresas/alertasGlobales-Obtener/:empresa',
    {
      schema: {
        tags: ['clientes'],
        summary: 'Alertas de clientes propios de una empresa',
        params: z.object({ empresa: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZAlertaCliente),
      },
      // The alerts screen (clientes_propios/alertas, letter R) or the dashboard's alerts widget reads them.
      onRequest: async (request) => {
        if (!leeLaPantalla(request)) exigirPermiso(request, MODULO.DASHBOARD, 'R');
      },
    },
    async (request) => {
      const s = sesionDe(request);
      if (!leeLaPantalla(request)) exigirAlgunModulo(s, [MODULO_WIDGET.ALERTAS]);
      const estaciones = await estacionesDeConsulta(app.db, s, request.params.empresa);
      const { filas, total } = await alertasClientes(app.db, [request.params.empresa, ...estaciones.map((e) => e.id)], request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.put(
    '/cupos/getcliente-empresas/alertasGlobales/deshabilitar',
    {
      schema: {
        tags: ['clientes'],
        summary: 'Inactivar una alerta de cliente propio',
        body: ZDeshabilitarAlertaBody,
        response: responde(ZAlertaInactivada),
      },
      onRequest: app.permiso(MODULO.ALERTAS, 'U'),
    },
    async (request) => {
      const s = sesionDe(request);
      await request.transaccion((tx) => inactivarAlerta(tx, request.body.id, s.empresas));
      return ok({ id: request.body.id, estado: 'I' as const }, MENSAJES.alertaInactivada);
    },
  );
}
