import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmpresaNodo, ZEstacionNegocio, ZRespuestaHijos } from '@eds/contracts/empresa';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { respondeCon, respondeLista } from '../../../lib/contratos';
import { paginado } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { descendientesVisibles, estacionesVisibles, hijosDeEmpresa, padresDeEmpresa } from '../../../services/empresa/consultas';

/** Company lookups of the shell. Every answer is limited to the companies the caller may see, one page at a time. */
export default async function empresaLookups(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/empresa/node/:id/:direccion',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Hijos (0) o padres (1, el más cercano primero) de una empresa',
        params: z.object({ id: zId, direccion: z.enum(['0', '1']) }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEmpresaNodo),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.params.id);
      const { filas, total } =
        request.params.direccion === '0'
          ? await hijosDeEmpresa(app.db, request.params.id, s.empresas, request.query)
          : await padresDeEmpresa(app.db, request.params.id, s.negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/select/all/:negocioId',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Estaciones del negocio visibles para el usuario',
        params: z.object({ negocioId: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEstacionNegocio),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      if (request.params.negocioId !== s.negocioId) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
      const { filas, total } = await estacionesVisibles(app.db, s.negocioId, s.empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/obtener-hijo/dominio_id/:id',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Empresas descendientes de una empresa (en `hijos`)',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: respondeCon(ZRespuestaHijos),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await descendientesVisibles(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return {
        success: true,
        status: 200,
        mensaje: 'OK',
        hijos: filas,
        paginacion: { total, limite: request.query.limite, desde: request.query.desde },
      };
    },
  );
}
