import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTokenEquipo } from '@eds/contracts/equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { notFound } from '../../../lib/errors';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import { emitirTokenEquipo, estacionDeEquipo, revocarTokenEquipo } from '../../../services/equipos/tokens';

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
        response: responde(ZTokenEquipo),
      },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'U'),
    },
    async (request) => {
      const empresa = await estacionDeEquipo(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, empresa);
      const token = await request.transaccion((tx) => emitirTokenEquipo(tx, request.params.id));
      return ok({ token }, M.tokenGenerado);
    },
  );

  app.delete(
    '/equipo/:id/token',
    {
      schema: { tags: ['equipo'], summary: 'Revocar el token de un equipo (letra X)', params, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'X'),
    },
    async (request) => {
      const empresa = await estacionDeEquipo(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, empresa);
      await request.transaccion((tx) => revocarTokenEquipo(tx, request.params.id));
      return ok(null, M.tokenRevocado);
    },
  );
}
