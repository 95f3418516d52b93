import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBodega, ZBodegaDetalle, ZIslaConfiguracion } from '@eds/contracts/estacion';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { responde, respondeLista } from '../../../lib/contratos';
import { zId } from '@eds/contracts/validaciones';
import { notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import { bodegaConDetalle, bodegasDeEstacion, configuracionEds } from '../../../services/estaciones/consultas';

/** Warehouse and forecourt lookups of the specification (century service). */
export default async function estacionLookups(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/bodega/select/empresa/:id',
    {
      schema: {
        tags: ['bodega'],
        summary: 'Bodegas activas de una estación',
        description:
          'Los tanques traen su saldo en libros, la última medición (volumen y nivel de agua) y `secado` si está bajo el volumen mínimo.',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZBodega),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await bodegasDeEstacion(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/bodega/:id',
    {
      schema: {
        tags: ['bodega'],
        summary: 'Una bodega con su tabla de aforo vigente y sus existencias',
        params: z.object({ id: zId }),
        response: responde(ZBodegaDetalle),
      },
    },
    async (request) => {
      const b = await bodegaConDetalle(app.db, request.params.id);
      if (!b) throw notFound(M.bodegaNoExiste);
      exigirEmpresa(request, b.empresa_id);
      return ok(b);
    },
  );

  app.get(
    '/surtidor/configuracion-eds/:id',
    {
      schema: {
        tags: ['surtidor'],
        summary: 'Configuración de islas, surtidores y mangueras de una estación',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZIslaConfiguracion),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await configuracionEds(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
