import type { FastifyInstance } from 'fastify';
import { VERSION_APP } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZErrorEnvelope } from '@eds/contracts/envelope';
import { ZSalud } from '@eds/contracts/sistema';
import { responde } from '../../../lib/contratos';
import { comprobarBaseDatos } from '../../../services/sistema/salud';

/** Health of the server and its database (public: load balancers call it). */
export default async function health(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servidor y de la base de datos',
        response: { ...responde(ZSalud), 503: ZErrorEnvelope },
      },
    },
    async (_req, reply) => {
      try {
        await comprobarBaseDatos(app.db);
        return { success: true, status: 200, mensaje: 'OK', data: { estado: 'ok', baseDatos: app.database.kind, version: VERSION_APP } };
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return reply.code(503).send({ success: false, status: 503, mensaje: MENSAJES.baseDatosNoDisponible });
      }
    },
  );
}
