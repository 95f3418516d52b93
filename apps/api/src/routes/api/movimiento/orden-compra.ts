import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@eds/contracts/validaciones';
import { exigirEmpresa } from '../../../plugins/app/sesion/guardas';
import { ordenesActivas } from '../../../plugins/app/inventario/ordenes';

/** The purchase-order alert of the dashboard. */
export default async function ordenCompraActiva(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/movimiento/orden-compra-activa/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Órdenes de compra aprobadas pendientes de recibir de una estación',
        description: 'La especificación lee la lista en `mensaje`; también va en `data`.',
        params: z.object({ id: zId }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      // numeric comes back as text: the contract gives costo_total as a number.
      const lista = (await ordenesActivas(app.db, request.params.id)).map((o) => ({ ...(o as Record<string, unknown>), costo_total: Number((o as { costo_total: string }).costo_total) }));
      return { success: true, status: 200, mensaje: lista, data: lista };
    },
  );
}
