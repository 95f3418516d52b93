import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_COMERCIAL as M, ZPrecioEspecial, ZPrecioEspecialForm } from '@eds/contracts/comercial';
import { TIPOS_NEGOCIO_PRODUCTO_DEFECTO } from '@eds/contracts/operacion';
import { MENSAJES } from '@eds/contracts/mensajes';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { forbidden, notFound } from '../../../lib/errors';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, negocioDeEmpresaEnAlcance, sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';
import {
  cambiarEstadoPrecioEspecial,
  crearPrecioEspecial,
  eliminarPrecioEspecial,
  negocioDePrecioEspecial,
  preciosEspecialesDeEstacion,
} from '../../../services/productos/precios-especiales';

/** Special prices: the documented activate/inactivate, delete and lookup calls, and creating one. */
export default async function preciosEspeciales(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * A special price of one station needs that station in the caller's scope; one for every station (empresa_id
   * null) reaches stations a station or regional user does not manage, so it needs a business-level user.
   */
  function exigirDestino(request: FastifyRequest, empresaId: number | null | undefined): void {
    if (empresaId) exigirEmpresa(request, empresaId);
    else if (!esUsuarioDeNegocio(sesionDe(request))) throw forbidden(M.precioEspecialTodasEstaciones);
  }

  /** The special price must be of the user's business and within the caller's reach (exigirDestino). */
  async function exigirPropio(request: FastifyRequest, id: number): Promise<void> {
    const p = await negocioDePrecioEspecial(app.db, id);
    if (!p || p.negocio_id !== sesionDe(request).negocioId) throw notFound(M.precioEspecialNoExiste);
    exigirDestino(request, p.empresa_id);
  }

  app.post(
    '/producto/precio-especial',
    {
      schema: { tags: ['producto'], summary: 'Crear un precio especial', body: ZPrecioEspecialForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.PRODUCTOS, 'C'),
    },
    async (request) => {
      exigirDestino(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearPrecioEspecial(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, M.precioEspecialCreado);
    },
  );

  app.put(
    '/producto/activar-inactivar-precio-especial/:id/estado/:estado',
    {
      schema: {
        tags: ['producto'],
        summary: 'Activar (A) o inactivar (I) un precio especial',
        params: z.object({ id: zId, estado: z.enum(['A', 'I']) }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.PRODUCTOS, 'U'),
    },
    async (request) => {
      await exigirPropio(request, request.params.id);
      await request.transaccion((tx) => cambiarEstadoPrecioEspecial(tx, request.params.id, request.params.estado));
      return ok(null, request.params.estado === 'A' ? M.precioEspecialActivado : M.precioEspecialInactivado);
    },
  );

  app.put(
    '/producto/eliminar/precio-especial/:id',
    {
      schema: { tags: ['producto'], summary: 'Eliminar un precio especial', params: z.object({ id: zId }), response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.PRODUCTOS, 'D'),
    },
    async (request) => {
      await exigirPropio(request, request.params.id);
      await request.transaccion((tx) => eliminarPrecioEspecial(tx, request.params.id));
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
          tipo: z.coerce
            .number()
            .int()
            .refine((v) => [0, 20, 21, 22].includes(v), { error: MENSAJES.tipoProductoFiltroNoValido }),
          negocios: z
            .string()
            .regex(/^[CSK](,[CSK])*$/, { error: MENSAJES.tiposNegocioNoValidos })
            .default(TIPOS_NEGOCIO_PRODUCTO_DEFECTO)
            .transform((v) => v.split(',')),
        }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZPrecioEspecial),
      },
    },
    async (request) => {
      const negocioId = negocioDeEmpresaEnAlcance(request, request.params.id);
      const { filas, total } = await preciosEspecialesDeEstacion(
        app.db,
        negocioId,
        request.params.id,
        request.params.tipo,
        request.params.negocios,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );
}
