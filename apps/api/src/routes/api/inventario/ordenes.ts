import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_INVENTARIO as M, ZOrdenCompraForm } from '@eds/contracts/inventario';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { notFound } from '../../../lib/errors';
import { ZDocumentoCreado } from '@eds/contracts/respuestas';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { aprobarOrden, crearOrdenWeb, estacionDeOrden } from '../../../services/inventario/administracion';

/** Purchase orders (SCREENS G15): create in BORRADOR, approve (letter A, by another user). */
export default async function ordenesCompra(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orden-compra',
    {
      schema: { tags: ['movimiento'], summary: 'Crear una orden de compra', body: ZOrdenCompraForm, response: responde(ZDocumentoCreado) },
      onRequest: app.permiso(MODULO.ORDENCOMPRA, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const r = await request.transaccion((tx) => crearOrdenWeb(tx, request.body, { negocioId: s.negocioId, usuarioId: s.usuarioId }));
      return ok(r, M.ordenCreada(r.consecutivo));
    },
  );

  app.put(
    '/orden-compra/:id/aprobar',
    {
      schema: { tags: ['movimiento'], summary: 'Aprobar una orden de compra', params: z.object({ id: zId }), response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.ORDENCOMPRA, 'A'),
    },
    async (request) => {
      const s = sesionDe(request);
      const empresa = await estacionDeOrden(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.ordenNoExiste);
      exigirEmpresa(request, empresa);
      await request.transaccion((tx) => aprobarOrden(tx, request.params.id, s.usuarioId));
      return ok(null, M.ordenAprobada);
    },
  );
}
