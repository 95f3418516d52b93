import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBodegaFila, ZBodegasQuery, ZCombustibleTanque } from '@eds/contracts/bodegas';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { estacionDe } from '../../../services/estaciones/administracion';
import { cambiarEstadoBodega, combustiblesDeEstacion, listarBodegas } from '../../../services/estaciones/bodegas';

/** The warehouses screen's own calls (SCREENS.md G04 "Bodega", New): the list, the A/I switch and the tank fuels. */
export default async function bodegas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bodega'];

  app.get(
    '/bodega/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Bodegas y tanques de una estación, o de las estaciones bajo una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZBodegasQuery,
        response: respondeLista(ZBodegaFila),
      },
      onRequest: app.permiso(MODULO.GESTION_BODEGA, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarBodegas(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/bodega/combustibles/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Combustibles activos que puede guardar un tanque de la estación',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZCombustibleTanque),
      },
      onRequest: app.permiso(MODULO.GESTION_BODEGA, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await combustiblesDeEstacion(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.put(
    '/bodega/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar o inactivar una bodega',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.GESTION_BODEGA, 'U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      const empresaId = await estacionDe(app.db, 'bodegas', id);
      if (empresaId === undefined) throw notFound(M.bodegaNoExiste);
      exigirEmpresa(request, empresaId);
      await request.transaccion((tx) => cambiarEstadoBodega(tx, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
