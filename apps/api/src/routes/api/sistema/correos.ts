import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { ZCorreoSalida } from '@eds/contracts/sistema';
import { respondeLista } from '../../../lib/contratos';
import { paginado } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { bandejaDeSalida } from '../../../services/sistema/correo';

/** The mail outbox (configuracion > auditoria). */
export default async function correos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sistema/correos',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Bandeja de salida de correo del negocio (cuando no hay SMTP configurado)',
        querystring: ZPaginacionQuery,
        response: respondeLista(ZCorreoSalida),
      },
      onRequest: app.permiso(MODULO.AUDITORIA, 'R'),
    },
    async (request) => {
      const { filas, total } = await bandejaDeSalida(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
