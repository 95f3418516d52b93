import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZCambiarClaveBody, ZCambiarPinBody } from '@eds/contracts/persona';
import { respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { sesionDe } from '../../../plugins/sesion';
import { claveNuevaVerificada, guardarClave, guardarPin, hashPin } from '../../../services/usuarios/clave';

/** One's own password and PIN (the forgotten-password pair is public: routes/api/sesion/ingreso.ts). */
export default async function clave(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/persona/cambiar-clave', { schema: { tags: ['persona'], summary: 'Cambiar la contraseña propia', body: ZCambiarClaveBody, response: respondeSinDatos() } }, async (request) => {
    const s = sesionDe(request);
    // Only the person signed in changes their own password, and only with the current one.
    if (request.body.persona.persona_id !== s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
    const hash = await claveNuevaVerificada(app.db, s.usuarioId, request.body.persona.clave_Administrador, request.body.persona.clave);
    await request.transaccion((tx) => guardarClave(tx, s.usuarioId, hash, s.sesionId));
    return ok(null, MENSAJES.claveActualizada);
  });

  app.put('/persona/cambiar-pin', { schema: { tags: ['persona'], summary: 'Cambiar el pin propio', body: ZCambiarPinBody, response: respondeSinDatos() } }, async (request) => {
    const s = sesionDe(request);
    if (request.body.identificadorPersona !== s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
    const hash = await hashPin(request.body.pin);
    await request.transaccion((tx) => guardarPin(tx, s.usuarioId, hash));
    return ok(null, MENSAJES.pinActualizado);
  });
}
