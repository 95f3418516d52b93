import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEquipo, ZEquipoDesconectado, ZEquiposDesconectadosBody, ZEquiposQuery } from '@eds/contracts/equipo';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { respondeLista } from '../../../lib/contratos';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { equiposDeEstacion, equiposDesconectados, listarEquipos } from '../../../services/equipos/consultas';

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
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEquipo),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await equiposDeEstacion(app.db, request.params.id, true, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/equipo/empresa/:id',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Equipos de una estación, o de las estaciones bajo una empresa (Gestión de equipos, paginado)',
        description: 'Activos e inactivos (`estado`), del alcance del usuario; `buscar` mira alias, serial, identificador, IP y estación.',
        params: z.object({ id: zId }),
        querystring: ZEquiposQuery,
        response: respondeLista(ZEquipo),
      },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarEquipos(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.post(
    '/equipo/select/equipos-desconectados',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Equipos sin comunicación',
        description:
          'Equipos activos que no se comunican hace más de `minutos` (5 por defecto), de las estaciones indicadas o de todas las del usuario.',
        body: ZEquiposDesconectadosBody.optional(),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZEquipoDesconectado),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const pedidas = request.body?.empresas;
      if (pedidas) for (const id of pedidas) exigirEmpresa(request, id);
      const { filas, total } = await equiposDesconectados(app.db, pedidas ?? [...s.empresas], request.body?.minutos, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
