import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZForgetPasswordBody, ZRestablecerClaveBody } from '@eds/contracts/sesion';
import { ZCambiarClaveBody, ZCambiarPinBody } from '@eds/contracts/persona';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { sesionDe } from '../../../plugins/app/sesion/guardas';
import { cambiarClave, cambiarPin, restablecerClave, solicitarRestablecimiento } from '../../../plugins/app/persona/clave';

export default async function clave(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiteIngreso = { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };

  app.put(
    '/persona/forgetPassword',
    { schema: { tags: ['persona'], summary: 'Solicitar restablecimiento de contraseña', body: ZForgetPasswordBody }, config: limiteIngreso },
    async (request) => {
      const origen = `${request.protocol}://${request.host}`;
      await solicitarRestablecimiento(app.db, app.config, { ...request.body, origen, ip: request.ip });
      return ok(null, MENSAJES.solicitudClaveEnviada);
    },
  );

  app.post(
    '/persona/restablecer-clave',
    { schema: { tags: ['persona'], summary: 'Restablecer la contraseña con el enlace recibido', body: ZRestablecerClaveBody }, config: limiteIngreso },
    async (request) => {
      await restablecerClave(app.db, { ...request.body, ip: request.ip });
      return ok(null, MENSAJES.claveRestablecida);
    },
  );

  app.post(
    '/persona/cambiar-clave',
    { schema: { tags: ['persona'], summary: 'Cambiar la contraseña propia', body: ZCambiarClaveBody, security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request) => {
      const s = sesionDe(request);
      // Only the person signed in changes their own password, and only with the current one.
      if (request.body.persona.persona_id !== s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
      await cambiarClave(app.db, {
        usuarioId: s.usuarioId,
        sesionId: s.sesionId,
        actual: request.body.persona.clave_Administrador,
        nueva: request.body.persona.clave,
        ip: request.ip,
      });
      return ok(null, MENSAJES.claveActualizada);
    },
  );

  app.put(
    '/persona/cambiar-pin',
    { schema: { tags: ['persona'], summary: 'Cambiar el pin propio', body: ZCambiarPinBody, security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request) => {
      const s = sesionDe(request);
      if (request.body.identificadorPersona !== s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
      await cambiarPin(app.db, { usuarioId: s.usuarioId, pin: request.body.pin, ip: request.ip });
      return ok(null, MENSAJES.pinActualizado);
    },
  );
}
