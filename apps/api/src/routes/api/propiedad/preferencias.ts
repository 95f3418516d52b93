import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fila } from '../../../db/client';
import { ok } from '../../../lib/respuesta';
import { badRequest } from '../../../lib/errors';
import { sesionDe } from '../../../plugins/app/sesion/guardas';

const MAX_BYTES = 8_192;
const ZPreferencias = z.record(z.string().max(60), z.unknown());

/** Interface preferences of the signed-in user (theme customiser, layout, language, tour). */
export default async function preferencias(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/propiedad/preferencias',
    { schema: { tags: ['sesion'], summary: 'Preferencias de interfaz del usuario', security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request) => {
      const r = await fila<{ datos: Record<string, unknown> }>(
        app.db,
        sql`SELECT datos FROM preferencias_usuario WHERE usuarios_id = ${sesionDe(request).usuarioId}`,
      );
      return ok(r?.datos ?? {});
    },
  );

  app.put(
    '/propiedad/preferencias',
    {
      schema: { tags: ['sesion'], summary: 'Guardar preferencias de interfaz (se combinan con las guardadas)', body: z.object({ preferencias: ZPreferencias }), security: [{ bearer: [] }] },
      preHandler: app.autenticar,
    },
    async (request) => {
      const texto = JSON.stringify(request.body.preferencias);
      if (Buffer.byteLength(texto) > MAX_BYTES) throw badRequest('Las preferencias exceden el tamaño permitido');
      const r = await fila<{ datos: Record<string, unknown> }>(
        app.db,
        sql`INSERT INTO preferencias_usuario (usuarios_id, datos) VALUES (${sesionDe(request).usuarioId}, ${texto}::jsonb)
            ON CONFLICT (usuarios_id) DO UPDATE SET datos = preferencias_usuario.datos || EXCLUDED.datos, actualizado_en = now()
            RETURNING datos`,
      );
      return ok(r!.datos, 'Preferencias guardadas');
    },
  );
}
