import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { filas } from '../../../db/client';
import { enTransaccion } from '../../../db/context';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { publicarMensaje } from '../../../plugins/app/realtime/hub';

/** Module that may send and read socket notifications (soporte > reportenotificaciones). */
export const MODULO_NOTIFICACIONES = 'REPORTENOTIFICACIONES';

const ZNotificacionBody = z.object({
  empresa: z.coerce.number().int().positive(),
  titulo: z.string().trim().min(1).max(120),
  texto: z.string().trim().min(1).max(1000),
  tipo: z.union([z.literal(200), z.literal(400)]),
});

export default async function notificaciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/notificaciones',
    {
      schema: { tags: ['sistema'], summary: 'Enviar una notificación a los usuarios de una empresa', body: ZNotificacionBody, security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_NOTIFICACIONES, 'C')],
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa);
      const mensaje = await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) =>
        publicarMensaje(tx, { ...request.body, creadoPor: s.usuarioId }),
      );
      return ok(mensaje, MENSAJES.notificacionEnviada);
    },
  );

  app.get(
    '/notificaciones/:empresa',
    {
      schema: { tags: ['sistema'], summary: 'Últimas notificaciones de una empresa', params: z.object({ empresa: z.coerce.number().int().positive() }), security: [{ bearer: [] }] },
      preHandler: app.autenticar,
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      const lista = await filas(
        app.db,
        sql`SELECT id AS consecutivo, empresa, titulo, texto, tipo, creado_en AS fecha FROM notificaciones
             WHERE empresa = ${request.params.empresa} ORDER BY id DESC LIMIT 50`,
      );
      return ok(lista);
    },
  );
}
