import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmpresaOpcion } from '@eds/contracts/empresa/empresas';
import { ZDominioEmpresa, ZEstacionBeta4, ZNegocioEmpresa } from '@eds/contracts/empresa/operacion';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { ID_MAXIMO, zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  dominiosDeEmpresa,
  empresasPorIds,
  estacionesBajo,
  estacionesBeta4,
  hijosPorTipo,
  negocioDeEmpresa,
} from '../../../services/empresa/selectores';

/** Up to 200 comma-separated company ids: `3,5,8`. */
const zIds = z
  .string()
  .max(2400)
  .regex(/^\d+(,\d+){0,199}$/, { error: MENSAJES.identificadorNoValido })
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAXIMO), { error: MENSAJES.identificadorNoValido });

/**
 * Company selectors of the specification (century service): read by many screens, so they need a session and the
 * companies in scope, not a screen's letter. Every id of a path is checked against the caller's scope.
 */
export default async function empresaSelectores(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresa'];

  app.get(
    '/empresa/select/empresa/:ids',
    {
      schema: {
        tags,
        summary: 'Empresas activas de una lista de ids (separados por coma)',
        params: z.object({ ids: zIds }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEmpresaOpcion),
      },
    },
    async (request) => {
      for (const id of request.params.ids) exigirEmpresa(request, id);
      const { filas, total } = await empresasPorIds(app.db, request.params.ids, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/select/empresa/5/:ids',
    {
      schema: {
        tags,
        summary: 'Estaciones activas bajo una lista de empresas',
        description: 'Las estaciones (EDS, CDL, kiosco, canastilla) de esas empresas y sus descendientes que el usuario puede ver.',
        params: z.object({ ids: zIds }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEmpresaOpcion),
      },
    },
    async (request) => {
      for (const id of request.params.ids) exigirEmpresa(request, id);
      const { filas, total } = await estacionesBajo(app.db, request.params.ids, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/tipo/:tipo/padre/:id',
    {
      schema: {
        tags,
        summary: 'Empresas hijas activas de un tipo',
        params: z.object({ tipo: z.coerce.number().int().min(1).max(99), id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEmpresaOpcion),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { tipo, id } = request.params;
      const { filas, total } = await hijosPorTipo(app.db, tipo, id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/dominio/:id',
    {
      schema: {
        tags,
        summary: 'Dominios del negocio de una empresa',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZDominioEmpresa),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await dominiosDeEmpresa(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/beta-cuatro/estaciones/beta4',
    {
      schema: {
        tags,
        summary: 'Estaciones activas en la plataforma POS BETA 4',
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEstacionBeta4),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const { filas, total } = await estacionesBeta4(app.db, s.negocioId, s.empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/negocio/getempresa/:id',
    {
      schema: { tags, summary: 'Negocio al que pertenece una empresa', params: z.object({ id: zId }), response: responde(ZNegocioEmpresa) },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await negocioDeEmpresa(app.db, request.params.id));
    },
  );
}
