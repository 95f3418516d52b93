import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_COMERCIAL as M, ZPromocionDetalle, ZPromocionEdicion, ZPromocionForm } from '@eds/contracts/comercial';
import { MENSAJES } from '@eds/contracts/mensajes';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { AppError, notFound } from '../../../lib/errors';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { detallePromocion, guardarPromocion } from '../../../services/productos/promociones';

/** Promotions (documented calls of the century service). */
export default async function promociones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/promocion/get-detalle-promocion/:id',
    {
      schema: {
        tags: ['promocion'],
        summary: 'Detalle de una promoción con sus productos y estaciones',
        params: z.object({ id: zId }),
        response: responde(ZPromocionDetalle),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const p = await detallePromocion(app.db, request.params.id);
      if (!p || p.negocio_id !== s.negocioId) throw notFound(M.promocionNoExiste);
      if (!p.estaciones.some((e) => s.empresas.has(e.id))) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
      return ok(p);
    },
  );

  app.post(
    '/promocion/crear-promocion',
    {
      schema: { tags: ['promocion'], summary: 'Crear una promoción', body: ZPromocionForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.PROMOCIONES, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const id = await request.transaccion((tx) => guardarPromocion(tx, s.negocioId, request.body));
      return ok({ id }, M.promocionCreada);
    },
  );

  app.put(
    '/promocion/editar-promocion',
    {
      schema: { tags: ['promocion'], summary: 'Editar una promoción', body: ZPromocionEdicion, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.PROMOCIONES, 'U'),
    },
    async (request) => {
      const s = sesionDe(request);
      const actual = await detallePromocion(app.db, request.body.id);
      if (!actual || actual.negocio_id !== s.negocioId) throw notFound(M.promocionNoExiste);
      for (const e of [...actual.estaciones.map((x) => x.id), ...request.body.estaciones]) exigirEmpresa(request, e);
      await request.transaccion((tx) => guardarPromocion(tx, s.negocioId, request.body, request.body.id));
      return ok({ id: request.body.id }, M.promocionEditada);
    },
  );
}
