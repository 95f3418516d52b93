import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZGuardarPersonaBody } from '@eds/contracts/persona';
import { zId } from '@eds/contracts/validaciones';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, moduloConcedido, sesionDe } from '../../../plugins/app/sesion/guardas';
import { tieneLetra } from '../../../plugins/app/sesion/contexto';
import { empresaDePersona, guardarPerfil, leerPersona } from '../../../plugins/app/persona/perfil';

/** Module that lets an administrator read and edit other people of their companies. */
export const MODULO_EMPLEADOS = 'EMPLEADOS';

/** One's own person is always reachable; someone else's needs the employees grant and the company in scope. */
async function exigirAccesoPersona(app: FastifyInstance, request: FastifyRequest, personaId: number, letra: 'R' | 'U') {
  const s = sesionDe(request);
  if (personaId === s.personaId) return;
  const empresa = await empresaDePersona(app.db, personaId);
  if (empresa === undefined) throw new AppError(404, MENSAJES.recursoNoEncontrado);
  exigirEmpresa(request, empresa);
  if (!tieneLetra(moduloConcedido(s, MODULO_EMPLEADOS), letra)) throw new AppError(403, MENSAJES.sinPermisoModulo);
}

export default async function perfil(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/persona/:id',
    { schema: { tags: ['persona'], summary: 'Leer una persona', params: z.object({ id: zId }), security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request) => {
      await exigirAccesoPersona(app, request, request.params.id, 'R');
      const persona = await leerPersona(app.db, request.params.id);
      if (!persona) throw new AppError(404, MENSAJES.recursoNoEncontrado);
      return ok(persona);
    },
  );

  app.put(
    '/persona',
    { schema: { tags: ['persona'], summary: 'Guardar los datos de una persona (perfil)', body: ZGuardarPersonaBody, security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request) => {
      await exigirAccesoPersona(app, request, request.body.id, 'U');
      await guardarPerfil(app.db, { usuarioId: sesionDe(request).usuarioId, ip: request.ip }, request.body.id, request.body.persona);
      return ok(await leerPersona(app.db, request.body.id), MENSAJES.empleadoGuardado);
    },
  );
}
