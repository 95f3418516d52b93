import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZSesionOtroNegocio, ZUsuarioSesion, ZVencimientoSesion } from '@eds/contracts/sesion';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { fechaHoraBogota } from '../../../lib/tiempo';
import { usuarioSesionDe } from '../../../services/sesion/usuario-sesion';
import { sesionDe, tokenDe } from '../../../plugins/sesion';

const ZHeadersNegocio = z.object({ identificadornegocio: z.coerce.number().int().nonnegative().optional() }).loose();

/** The signed-in session: validate it (with the user, as at sign-in) and read its expiry. */
export default async function sesion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/session',
    {
      schema: {
        tags: ['sesion'],
        summary: 'Validar la sesión',
        description: '206 sin datos cuando el token es de otro negocio que el indicado en `identificadornegocio`.',
        headers: ZHeadersNegocio,
        response: { ...responde(ZUsuarioSesion), 206: ZSesionOtroNegocio },
      },
    },
    async (request, reply) => {
      const s = sesionDe(request);
      const negocio = request.headers.identificadornegocio;
      // A valid token presented for another business is not valid here.
      if (negocio !== undefined && Number(negocio) !== 0 && Number(negocio) !== s.negocioId) {
        return reply.code(206).send({ success: false, status: 206, mensaje: MENSAJES.sesionInvalida, data: null });
      }
      // Resolved with the session's grants (memory of this instance, at the session's current version).
      return ok(usuarioSesionDe(s, { token: tokenDe(request)!, expiraEn: s.expiraEn }));
    },
  );

  app.get(
    '/v1',
    { schema: { tags: ['sesion'], summary: 'Vencimiento de la sesión', response: responde(ZVencimientoSesion) } },
    async (request) => {
      return ok({ fechavencimiento: fechaHoraBogota(sesionDe(request).expiraEn) });
    },
  );
}
