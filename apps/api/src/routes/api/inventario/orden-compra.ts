import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRespuestaOrdenesCompra } from '@eds/contracts/dashboard';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { respondeCon } from '../../../lib/contratos';
import { exigirEmpresa } from '../../../plugins/sesion';
import { ordenesActivas } from '../../../services/inventario/ordenes';

/** The purchase-order alert of the dashboard. */
export default async function ordenCompraActiva(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/movimiento/orden-compra-activa/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Órdenes de compra aprobadas pendientes de recibir de una estación',
        description: 'La especificación lee la lista en `mensaje`; también va en `data`, con el total en `paginacion`.',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeCon(ZRespuestaOrdenesCompra),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await ordenesActivas(app.db, request.params.id, request.query);
      return {
        success: true,
        status: 200,
        mensaje: filas,
        data: filas,
        paginacion: { total, limite: request.query.limite, desde: request.query.desde },
      };
    },
  );
}
