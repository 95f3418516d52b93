import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { VERSION_APP } from '@eds/contracts/constantes';

export default async function health(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['sistema'], summary: 'Estado del servidor y de la base de datos' } }, async (_req, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { success: true, status: 200, mensaje: 'OK', data: { estado: 'ok', baseDatos: app.database.kind, version: VERSION_APP } };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ success: false, status: 503, mensaje: 'Base de datos no disponible' });
    }
  });
}
