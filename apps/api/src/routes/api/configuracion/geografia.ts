import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResultado, ZCiudad, ZDepartamento, ZPais } from '@eds/contracts/geografia';
import { ZPaginacionQuery, type TPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ciudadesDeDepartamento, departamentosDePais, paises } from '../../../services/configuracion/geografia';
import { rutasGeografiaAdmin } from './geografia-admin';

/** The location catalogue. Answers use `result`, as the accounting-integration service does, with `paginacion`. */
export default async function geografia(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resultado = <T>({ filas, total }: { filas: T[]; total: number }, pagina: TPaginacionQuery) => ({
    success: true,
    status: 200,
    mensaje: 'OK',
    result: filas,
    paginacion: { total, limite: pagina.limite, desde: pagina.desde },
  });

  app.get(
    '/v1/staticValue/country',
    {
      schema: {
        tags: ['geografia'],
        summary: 'Países',
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultado(ZPais), ...ERRORES },
      },
    },
    async (request) => resultado(await paises(app.db, request.query), request.query),
  );

  app.get(
    '/v1/staticValue/state/:id',
    {
      schema: {
        tags: ['geografia'],
        summary: 'Departamentos de un país',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultado(ZDepartamento), ...ERRORES },
      },
    },
    async (request) => resultado(await departamentosDePais(app.db, request.params.id, request.query), request.query),
  );

  app.get(
    '/v1/staticValue/city/:id',
    {
      schema: {
        tags: ['geografia'],
        summary: 'Ciudades de un departamento',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultado(ZCiudad), ...ERRORES },
      },
    },
    async (request) => resultado(await ciudadesDeDepartamento(app.db, request.params.id, request.query), request.query),
  );

  await fastify.register(rutasGeografiaAdmin);
}
