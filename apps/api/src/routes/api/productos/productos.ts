import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOMBRE_TIPO_NEGOCIO, TIPOS_NEGOCIO, TIPOS_NEGOCIO_PRODUCTO_DEFECTO } from '@eds/contracts/operacion';
import { ZPaginacionQuery, type TPaginacionQuery } from '@eds/contracts/paginacion';
import { ZProducto, ZProductoEstacion, ZTipoNegocioOpcion } from '@eds/contracts/productos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { MENSAJES } from '@eds/contracts/mensajes';
import { negocioDeEmpresaEnAlcance } from '../../../plugins/sesion';
import { productosDeEstacion, productosDeNegocio } from '../../../services/productos/consultas';

const zTipo = z.coerce
  .number({ error: MENSAJES.tipoProductoNoValido })
  .int()
  .refine((v) => [0, 20, 21, 22].includes(v), { error: MENSAJES.tipoProductoFiltroNoValido });
const zNegocios = z
  .string()
  .regex(/^[CSK](,[CSK])*$/, { error: MENSAJES.tiposNegocioNoValidos })
  .transform((v) => v.split(','));

/** Product lookups of the specification (century service). */
export default async function productos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/producto/empresa/:empresa/tipo/:tipo/:negocios',
    {
      schema: {
        tags: ['producto'],
        summary: 'Productos del negocio de una empresa por tipo y tipos de negocio',
        description: 'tipo 20 estándar, 21 combustible, 22 servicio (0 = todos); negocios C, S, K separados por coma.',
        params: z.object({ empresa: zId, tipo: zTipo, negocios: zNegocios }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZProducto),
      },
    },
    async (request) => {
      const { empresa, tipo, negocios } = request.params;
      const negocioId = negocioDeEmpresaEnAlcance(request, empresa);
      const { filas, total } = await productosDeNegocio(app.db, negocioId, tipo, negocios, request.query);
      return paginado(filas, total, request.query);
    },
  );

  const finales = async (request: FastifyRequest, empresa: number, tipo: number, negocios: string[], pagina: TPaginacionQuery) => {
    const negocioId = negocioDeEmpresaEnAlcance(request, empresa);
    const { filas, total } = await productosDeEstacion(app.db, empresa, negocioId, tipo, negocios, pagina);
    return paginado(filas, total, pagina);
  };

  app.get(
    '/producto/empresa-final/:empresa/tipo/:tipo/:negocios',
    {
      schema: {
        tags: ['producto'],
        summary: 'Productos que vende una estación, con su precio vigente y existencia',
        params: z.object({ empresa: zId, tipo: zTipo, negocios: zNegocios }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZProductoEstacion),
      },
    },
    async (request) => {
      return finales(request, request.params.empresa, request.params.tipo, request.params.negocios, request.query);
    },
  );

  app.get(
    '/producto/empresa-final/:empresa/tipo/:tipo',
    {
      schema: {
        tags: ['producto'],
        summary: 'Productos que vende una estación (negocios S,K por defecto)',
        params: z.object({ empresa: zId, tipo: zTipo }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZProductoEstacion),
      },
    },
    async (request) => {
      return finales(request, request.params.empresa, request.params.tipo, TIPOS_NEGOCIO_PRODUCTO_DEFECTO.split(','), request.query);
    },
  );

  app.get(
    '/producto/get-business-types',
    {
      schema: {
        tags: ['producto'],
        summary: 'Tipos de negocio de los productos (los tres fijos: C, S, K)',
        response: responde(z.array(ZTipoNegocioOpcion)),
      },
    },
    async () => ok(TIPOS_NEGOCIO.map((codigo) => ({ codigo, descripcion: NOMBRE_TIPO_NEGOCIO[codigo] }))),
  );
}
