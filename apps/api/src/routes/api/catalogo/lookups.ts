import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { zId } from '@eds/contracts/validaciones';
import type { Conn } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/app/sesion/guardas';
import {
  financierasDeNegocio,
  flotasDeNegocio,
  impuestosDeNegocio,
  mediosPagoDeNegocio,
  negocioDeEmpresa,
  proveedoresDeNegocios,
  talleresDeNegocio,
  verificadorasDeNegocio,
} from '../../../plugins/app/catalogo/consultas';

/**
 * Catalogue selectors of the specification (century service): each takes a company id, checks it against
 * the caller's scope and answers the active records of that company's business.
 */
export default async function catalogoLookups(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const porEmpresa = (url: string, summary: string, consulta: (conn: Conn, negocioId: number) => Promise<unknown[]>) =>
    app.get(
      url,
      { schema: { tags: ['catalogo'], summary, params: z.object({ id: zId }).passthrough(), security: [{ bearer: [] }] }, preHandler: app.autenticar },
      async (request) => {
        exigirEmpresa(request, request.params.id);
        const negocioId = await negocioDeEmpresa(app.db, request.params.id);
        if (negocioId === undefined) throw notFound(MENSAJES.recursoNoEncontrado);
        return ok(await consulta(app.db, negocioId));
      },
    );

  porEmpresa('/medio-pago/select/:id', 'Medios de pago activos', mediosPagoDeNegocio);
  porEmpresa('/impuesto/select/empresa/:id/:tipo', 'Impuestos vigentes (tipo 0 = todos)', impuestosDeNegocio);
  porEmpresa('/proveedor/empresa/select/:id', 'Proveedores activos', (conn, negocio) => proveedoresDeNegocios(conn, [negocio]));
  porEmpresa('/flota/select/:id', 'Flotas activas', flotasDeNegocio);
  porEmpresa('/financiera/select/:id', 'Entidades financieras activas', financierasDeNegocio);
  porEmpresa('/taller/select/:id', 'Talleres activos y vigentes', talleresDeNegocio);
  porEmpresa('/verificadora/select/:id', 'Organismos verificadores activos y vigentes', verificadorasDeNegocio);

  app.get(
    '/proveedor/empresa/select/:ids/superadmin',
    {
      schema: {
        tags: ['catalogo'],
        summary: 'Proveedores de los negocios de varias empresas',
        params: z.object({
          ids: z
            .string()
            .regex(/^\d+(,\d+)*$/, { error: 'Identificador no válido' })
            .transform((v) => [...new Set(v.split(',').map(Number))]),
        }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      const negocios = new Set<number>();
      for (const id of request.params.ids) {
        exigirEmpresa(request, id);
        const n = await negocioDeEmpresa(app.db, id);
        if (n !== undefined) negocios.add(n);
      }
      return ok(await proveedoresDeNegocios(app.db, [...negocios]));
    },
  );
}
