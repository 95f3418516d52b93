import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEquiposDesconectadosBody } from '@eds/contracts/equipo';
import { zId } from '@eds/contracts/validaciones';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { equiposDeEstacion, equiposDesconectados } from '../../../plugins/app/equipo/consultas';
import { MODULO_EQUIPOS } from './token';

/** Device lookups of the specification (century service). */
export default async function equipoSelect(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/equipo/select/empresa/:id',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Equipos activos de una estación',
        description: 'Con su estado de conexión: `conectado` es verdadero si el equipo se comunicó en los últimos 5 minutos.',
        params: z.object({ id: zId }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await equiposDeEstacion(app.db, request.params.id, true));
    },
  );

  app.get(
    '/equipo/empresa/:id',
    {
      schema: { tags: ['equipo'], summary: 'Todos los equipos de una estación (activos e inactivos)', params: z.object({ id: zId }), security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_EQUIPOS, 'R')],
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await equiposDeEstacion(app.db, request.params.id, false));
    },
  );

  app.post(
    '/equipo/select/equipos-desconectados',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Equipos sin comunicación',
        description: 'Equipos activos que no se comunican hace más de `minutos` (5 por defecto), de las estaciones indicadas o de todas las del usuario.',
        body: ZEquiposDesconectadosBody.optional(),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      const s = sesionDe(request);
      const pedidas = request.body?.empresas;
      if (pedidas) for (const id of pedidas) exigirEmpresa(request, id);
      return ok(await equiposDesconectados(app.db, pedidas ?? [...s.empresas], request.body?.minutos));
    },
  );
}
