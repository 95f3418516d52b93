import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { ZMensajeSocket, ZNotificacion } from '@eds/contracts/sistema';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { notificacionesDeEmpresa, publicarMensaje } from '../../../services/sistema/notificaciones';

const ZNotificacionBody = z.object({
  empresa: zId,
  titulo: z.string().trim().min(1).max(120),
  texto: z.string().trim().min(1).max(1000),
  tipo: z.union([z.literal(200), z.literal(400)]),
});

/** Socket notifications (soporte > reportenotificaciones): send one to a company's users, read the latest. */
export default async function notificaciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/notificaciones',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Enviar una notificación a los usuarios de una empresa',
        body: ZNotificacionBody,
        response: responde(ZMensajeSocket),
      },
      onRequest: app.permiso(MODULO.REPORTENOTIFICACIONES, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa);
      const mensaje = await request.transaccion((tx) => publicarMensaje(tx, { ...request.body, creadoPor: s.usuarioId }));
      return ok(mensaje, MENSAJES.notificacionEnviada);
    },
  );

  app.get(
    '/notificaciones/:empresa',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Notificaciones de una empresa, las más recientes primero',
        params: z.object({ empresa: zId }),
        querystring: ZPaginacionQuery,
        response: respondeLista(ZNotificacion),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      const { filas, total } = await notificacionesDeEmpresa(app.db, request.params.empresa, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
