import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOMBRE_TIPO_NEGOCIO, TIPOS_NEGOCIO, TIPOS_NEGOCIO_PRODUCTO_DEFECTO } from '@eds/contracts/operacion';
import { zId } from '@eds/contracts/validaciones';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { MENSAJES } from '@eds/contracts/mensajes';
import { exigirEmpresa } from '../../../plugins/app/sesion/guardas';
import { negocioDeEmpresa, productosDeEstacion, productosDeNegocio } from '../../../plugins/app/catalogo/consultas';

const zTipo = z.coerce.number({ error: 'Tipo de producto no válido' }).int().refine((v) => [0, 20, 21, 22].includes(v), { error: 'Tipo de producto no válido (20, 21, 22 o 0 para todos)' });
const zNegocios = z
  .string()
  .regex(/^[CSK](,[CSK])*$/, { error: 'Tipos de negocio no válidos (C, S, K separados por coma)' })
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
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      const { empresa, tipo, negocios } = request.params;
      exigirEmpresa(request, empresa);
      const negocioId = await negocioDeEmpresa(app.db, empresa);
      if (negocioId === undefined) throw notFound(MENSAJES.recursoNoEncontrado);
      return ok(await productosDeNegocio(app.db, negocioId, tipo, negocios));
    },
  );

  const finales = async (empresa: number, tipo: number, negocios: string[]) => {
    const negocioId = await negocioDeEmpresa(app.db, empresa);
    if (negocioId === undefined) throw notFound(MENSAJES.recursoNoEncontrado);
    return ok(await productosDeEstacion(app.db, empresa, negocioId, tipo, negocios));
  };

  app.get(
    '/producto/empresa-final/:empresa/tipo/:tipo/:negocios',
    {
      schema: {
        tags: ['producto'],
        summary: 'Productos que vende una estación, con su precio vigente y existencia',
        params: z.object({ empresa: zId, tipo: zTipo, negocios: zNegocios }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      return finales(request.params.empresa, request.params.tipo, request.params.negocios);
    },
  );

  app.get(
    '/producto/empresa-final/:empresa/tipo/:tipo',
    {
      schema: {
        tags: ['producto'],
        summary: 'Productos que vende una estación (negocios S,K por defecto)',
        params: z.object({ empresa: zId, tipo: zTipo }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      return finales(request.params.empresa, request.params.tipo, TIPOS_NEGOCIO_PRODUCTO_DEFECTO.split(','));
    },
  );

  app.get(
    '/producto/get-business-types',
    { schema: { tags: ['producto'], summary: 'Tipos de negocio de los productos', security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async () => ok(TIPOS_NEGOCIO.map((codigo) => ({ codigo, descripcion: NOMBRE_TIPO_NEGOCIO[codigo] }))),
  );
}
