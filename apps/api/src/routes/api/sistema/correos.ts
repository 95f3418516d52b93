import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { ZCorreoSalida } from '@eds/contracts/sistema';
import { MENSAJES } from '@eds/contracts/mensajes';
import { respondeLista } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { paginado } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';
import { bandejaDeSalida } from '../../../services/sistema/correo';

/**
 * The mail outbox (configuracion > auditoria): every mail of the business, so only its business-level users (whose
 * company is the business itself) read it, besides the AUDITORIA letter R. It holds no secret (see the contract).
 */
export default async function correos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sistema/correos',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Bandeja de salida de correo del negocio',
        querystring: ZPaginacionQuery,
        response: respondeLista(ZCorreoSalida),
      },
      onRequest: app.permiso(MODULO.AUDITORIA, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      if (!esUsuarioDeNegocio(s)) throw new AppError(403, MENSAJES.correoSoloNegocio);
      const { filas, total } = await bandejaDeSalida(app.db, s.negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
