import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZFinancieraOpcion,
  ZFlotaOpcion,
  ZImpuestoOpcion,
  ZMedioPagoOpcion,
  ZProveedorOpcion,
  ZTallerOpcion,
  ZVerificadoraOpcion,
} from '@eds/contracts/catalogos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { ID_MAXIMO, zId } from '@eds/contracts/validaciones';
import { respondeLista } from '../../../lib/contratos';
import { paginado } from '../../../lib/respuesta';
import { negocioDeEmpresaEnAlcance } from '../../../plugins/sesion';
import {
  financierasDeNegocio,
  flotasDeNegocio,
  impuestosDeNegocio,
  mediosPagoDeNegocio,
  proveedoresDeNegocios,
  talleresDeNegocio,
  verificadorasDeNegocio,
  type ConsultaDeNegocio,
} from '../../../services/configuracion/catalogos';

/**
 * Catalogue selectors of the specification (century service): each takes a company id, checks it against
 * the caller's scope and answers one page of the active records of that company's business (default: all of them,
 * up to 500) with their total in `paginacion`.
 */
export default async function catalogoLookups(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const porEmpresa = <T extends z.ZodType>(url: string, summary: string, fila: T, consulta: ConsultaDeNegocio<z.output<T>>) =>
    app.get(
      url,
      {
        schema: {
          tags: ['catalogo'],
          summary,
          params: z.object({ id: zId }).passthrough(),
          querystring: ZPaginacionQuery,
          response: respondeLista(fila),
        },
      },
      async (request) => {
        const negocioId = negocioDeEmpresaEnAlcance(request, request.params.id);
        const { filas, total } = await consulta(app.db, negocioId, request.query);
        return paginado(filas, total, request.query);
      },
    );

  porEmpresa('/medio-pago/select/:id', 'Medios de pago activos', ZMedioPagoOpcion, mediosPagoDeNegocio);
  porEmpresa('/impuesto/select/empresa/:id/:tipo', 'Impuestos vigentes (tipo 0 = todos)', ZImpuestoOpcion, impuestosDeNegocio);
  porEmpresa('/proveedor/empresa/select/:id', 'Proveedores activos', ZProveedorOpcion, (conn, negocio, pagina) =>
    proveedoresDeNegocios(conn, [negocio], pagina),
  );
  porEmpresa('/flota/select/:id', 'Flotas activas', ZFlotaOpcion, flotasDeNegocio);
  porEmpresa('/financiera/select/:id', 'Entidades financieras activas', ZFinancieraOpcion, financierasDeNegocio);
  porEmpresa('/taller/select/:id', 'Talleres activos y vigentes', ZTallerOpcion, talleresDeNegocio);
  porEmpresa('/verificadora/select/:id', 'Organismos verificadores activos y vigentes', ZVerificadoraOpcion, verificadorasDeNegocio);

  app.get(
    '/proveedor/empresa/select/:ids/superadmin',
    {
      schema: {
        tags: ['catalogo'],
        summary: 'Proveedores de los negocios de varias empresas',
        params: z.object({
          ids: z
            .string()
            .max(2000)
            .regex(/^\d+(,\d+)*$/, { error: MENSAJES.identificadorNoValido })
            .transform((v) => [...new Set(v.split(',').map(Number))])
            .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAXIMO), { error: MENSAJES.identificadorNoValido }),
        }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZProveedorOpcion),
      },
    },
    async (request) => {
      const negocios = new Set<number>();
      for (const id of request.params.ids) {
        negocios.add(negocioDeEmpresaEnAlcance(request, id));
      }
      const { filas, total } = await proveedoresDeNegocios(app.db, [...negocios], request.query);
      return paginado(filas, total, request.query);
    },
  );
}
