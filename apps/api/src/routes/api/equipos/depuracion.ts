import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZComando } from '@eds/contracts/comandos';
import { ZDepuracionesQuery, ZEquipoDepuracion } from '@eds/contracts/depuracion-pos';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import { equiposDepuracion, listarDepuraciones } from '../../../services/equipos/depuracion';

/**
 * Depuración POS (SCREENS.md G05, docs/decisions/056): the reads of the screen, module DEPURACIONPOS (R), one station of
 * the caller's scope at a time. The purge itself is `POST comando(s)` with tipo DEPURAR (letter X).
 */
export default async function equipoDepuracion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['equipo'];

  app.get(
    '/depuracion-pos/equipos/estacion/:id',
    {
      schema: {
        tags,
        summary: 'Equipos POS de la estación y lo que reportaron de su base local',
        description:
          'Equipos POS activos con los conteos de su último latido que los trajo (ventas sincronizadas, logs, cola confirmada, caché MB, ' +
          'registro más antiguo y cuándo los reportó; null si nunca) y la última venta que el servidor tiene de cada uno.',
        params: z.object({ id: zId }),
        response: responde(z.array(ZEquipoDepuracion)),
      },
      onRequest: app.permiso(MODULO.DEPURACIONPOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await equiposDepuracion(app.db, request.params.id));
    },
  );

  app.get(
    '/depuracion-pos/comandos/estacion/:id',
    {
      schema: {
        tags,
        summary: 'Historial de depuraciones de la estación',
        description:
          'Comandos DEPURAR de la estación, del más nuevo al más antiguo: equipo, qué y cuánto depurar, estado (PENDIENTE, ENTREGADO, ' +
          'EJECUTADO, FALLIDO o VENCIDO), resultado, usuario y fechas. `buscar` en equipo, usuario y resultado; `estado_comando` filtra.',
        params: z.object({ id: zId }),
        querystring: ZDepuracionesQuery,
        response: respondeLista(ZComando),
      },
      onRequest: app.permiso(MODULO.DEPURACIONPOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarDepuraciones(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
