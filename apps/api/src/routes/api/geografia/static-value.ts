import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { zId } from '@eds/contracts/validaciones';
import { filas } from '../../../db/client';

/**
 * The location catalogue in the shapes the spec gives: country (id_paises, nombre_pais), state
 * (id_departamento, nombre_departamento), city (id_provincia, name in nombre_departamento).
 * Answers use `result`, as the accounting-integration service does.
 */
export default async function geografia(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const comun = { preHandler: app.autenticar };

  app.get('/v1/staticValue/country', { schema: { tags: ['geografia'], summary: 'Países', security: [{ bearer: [] }] }, ...comun }, async () => {
    const result = await filas(app.db, sql`SELECT id AS id_paises, nombre AS nombre_pais FROM paises ORDER BY nombre`);
    return { success: true, status: 200, mensaje: 'OK', result };
  });

  app.get(
    '/v1/staticValue/state/:id',
    { schema: { tags: ['geografia'], summary: 'Departamentos de un país', params: z.object({ id: zId }), security: [{ bearer: [] }] }, ...comun },
    async (request) => {
      const result = await filas(
        app.db,
        sql`SELECT id AS id_departamento, nombre AS nombre_departamento FROM departamentos WHERE paises_id = ${request.params.id} ORDER BY nombre`,
      );
      return { success: true, status: 200, mensaje: 'OK', result };
    },
  );

  app.get(
    '/v1/staticValue/city/:id',
    { schema: { tags: ['geografia'], summary: 'Ciudades de un departamento', params: z.object({ id: zId }), security: [{ bearer: [] }] }, ...comun },
    async (request) => {
      const result = await filas(
        app.db,
        sql`SELECT id AS id_provincia, nombre AS nombre_departamento FROM ciudades WHERE departamentos_id = ${request.params.id} ORDER BY nombre`,
      );
      return { success: true, status: 200, mensaje: 'OK', result };
    },
  );
}
