import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { filas } from '../../../db/client';
import { ok } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/app/sesion/guardas';

/** Module that reads the mail outbox (configuracion > auditoria). */
export const MODULO_AUDITORIA = 'AUDITORIA';

export default async function correos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sistema/correos',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Bandeja de salida de correo del negocio (cuando no hay SMTP configurado)',
        querystring: z.object({ limite: z.coerce.number().int().min(1).max(200).default(50) }),
        security: [{ bearer: [] }],
      },
      preHandler: [app.autenticar, app.permiso(MODULO_AUDITORIA, 'R')],
    },
    async (request) => {
      const s = sesionDe(request);
      const lista = await filas(
        app.db,
        sql`SELECT id, para, asunto, texto, creado_en, enviado_en, error FROM correos_salida
             WHERE negocio_id = ${s.negocioId} ORDER BY id DESC LIMIT ${request.query.limite}`,
      );
      return ok(lista);
    },
  );
}
