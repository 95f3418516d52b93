import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_COMERCIAL as M, ZPrecioEspecialForm } from '@eds/contracts/comercial';
import { TIPOS_NEGOCIO_PRODUCTO_DEFECTO } from '@eds/contracts/operacion';
import { zId } from '@eds/contracts/validaciones';
import { enTransaccion } from '../../../db/context';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { negocioDeEmpresa } from '../../../plugins/app/catalogo/consultas';
import {
  cambiarEstadoPrecioEspecial,
  crearPrecioEspecial,
  eliminarPrecioEspecial,
  negocioDePrecioEspecial,
  preciosEspecialesDeEstacion,
} from '../../../plugins/app/comercial/precios-especiales';

const MODULO_PRODUCTOS = 'PRODUCTOS';

/** Special prices: the documented activate/inactivate, delete and lookup calls, and creating one. */
export default async function preciosEspeciales(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => ({ usuarioId: sesionDe(request).usuarioId, ip: request.ip });

  /** The special price must be of the user's business and, when it is a station's, of a station in scope. */
  async function exigirPropio(request: FastifyRequest, id: number): Promise<void> {
    const p = await negocioDePrecioEspecial(app.db, id);
    if (!p || p.negocio_id !== sesionDe(request).negocioId) throw notFound(M.precioEspecialNoExiste);
    if (p.empresa_id !== null) exigirEmpresa(request, p.empresa_id);
  }

  app.post(
    '/producto/precio-especial',
    { schema: { tags: ['producto'], summary: 'Crear un precio especial', body: ZPrecioEspecialForm, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_PRODUCTOS, 'C')] },
    async (request) => {
      if (request.body.empresa_id) exigirEmpresa(request, request.body.empresa_id);
      const id = await enTransaccion(app.db, actor(request), (tx) => crearPrecioEspecial(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, M.precioEspecialCreado);
    },
  );

  app.put(
    '/producto/activar-inactivar-precio-especial/:id/estado/:estado',
    {
      schema: { tags: ['producto'], summary: 'Activar (A) o inactivar (I) un precio especial', params: z.object({ id: zId, estado: z.enum(['A', 'I']) }), security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_PRODUCTOS, 'U')],
    },
    async (request) => {
      await exigirPropio(request, request.params.id);
      await enTransaccion(app.db, actor(request), (tx) => cambiarEstadoPrecioEspecial(tx, request.params.id, request.params.estado));
      return ok(null, request.params.estado === 'A' ? M.precioEspecialActivado : M.precioEspecialInactivado);
    },
  );

  app.put(
    '/producto/eliminar/precio-especial/:id',
    { schema: { tags: ['producto'], summary: 'Eliminar un precio especial', params: z.object({ id: zId }), security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_PRODUCTOS, 'D')] },
    async (request) => {
      await exigirPropio(request, request.params.id);
      await enTransaccion(app.db, actor(request), (tx) => eliminarPrecioEspecial(tx, request.params.id));
      return ok(null, M.precioEspecialEliminado);
    },
  );

  app.get(
    '/reportes/precios-especiales/empresa/:id/tipo-producto/:tipo/tipo-negocio/:negocios',
    {
      schema: {
        tags: ['producto'],
        summary: 'Precios especiales vigentes en una estación por tipo de producto y tipos de negocio',
        params: z.object({
          id: zId,
          tipo: z.coerce.number().int().refine((v) => [0, 20, 21, 22].includes(v), { error: 'Tipo de producto no válido (20, 21, 22 o 0 para todos)' }),
          negocios: z
            .string()
            .regex(/^[CSK](,[CSK])*$/, { error: 'Tipos de negocio no válidos (C, S, K separados por coma)' })
            .default(TIPOS_NEGOCIO_PRODUCTO_DEFECTO)
            .transform((v) => v.split(',')),
        }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const negocioId = await negocioDeEmpresa(app.db, request.params.id);
      if (negocioId === undefined) throw notFound(M.precioEspecialNoExiste);
      return ok(await preciosEspecialesDeEstacion(app.db, negocioId, request.params.id, request.params.tipo, request.params.negocios));
    },
  );
}
