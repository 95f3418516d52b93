import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ZTokenEquipo } from '@eds/contracts/equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { zId } from '@eds/contracts/validaciones';
import { enTransaccion } from '../../../db/context';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { emitirTokenEquipo, estacionDeEquipo, revocarTokenEquipo } from '../../../plugins/app/equipo/tokens';

/** Module that manages devices (empresa > gestion-equipos). */
export const MODULO_EQUIPOS = 'GESTION EQUIPOS';

/** Issuing and revoking device tokens: the credential the station's POS uses on /api/pos/v1/*. */
export default async function equipoToken(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: zId });

  app.post(
    '/equipo/:id/token',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Generar el token de un equipo',
        description: 'Devuelve `data.token` una sola vez; se guarda solo su hash. Generar otro reemplaza (revoca) el anterior.',
        params,
        response: { 200: envelope(ZTokenEquipo) },
        security: [{ bearer: [] }],
      },
      preHandler: [app.autenticar, app.permiso(MODULO_EQUIPOS, 'U')],
    },
    async (request) => {
      const s = sesionDe(request);
      const empresa = await estacionDeEquipo(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, empresa);
      const token = await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) => emitirTokenEquipo(tx, request.params.id));
      return ok({ token }, M.tokenGenerado);
    },
  );

  app.delete(
    '/equipo/:id/token',
    {
      schema: { tags: ['equipo'], summary: 'Revocar el token de un equipo', params, security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_EQUIPOS, 'U')],
    },
    async (request) => {
      const s = sesionDe(request);
      const empresa = await estacionDeEquipo(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, empresa);
      await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) => revocarTokenEquipo(tx, request.params.id));
      return ok(null, M.tokenRevocado);
    },
  );
}
