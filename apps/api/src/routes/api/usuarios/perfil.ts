import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { ZPersona } from '@eds/contracts/persona';
import { responde } from '../../../lib/contratos';
import { zId } from '@eds/contracts/validaciones';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { empresaDePersona, leerPersona } from '../../../services/usuarios/perfil';

/** One's own person is always reachable; someone else's needs the employees grant and the company in scope. */
async function exigirAccesoPersona(app: FastifyInstance, request: FastifyRequest, personaId: number, letra: 'R') {
  const s = sesionDe(request);
  if (personaId === s.personaId) return;
  const empresa = await empresaDePersona(app.db, personaId);
  if (empresa === undefined) throw new AppError(404, MENSAJES.recursoNoEncontrado);
  exigirEmpresa(request, empresa);
  exigirPermiso(request, MODULO.EMPLEADOS, letra);
}

export default async function perfil(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/persona/:id',
    { schema: { tags: ['persona'], summary: 'Leer una persona', params: z.object({ id: zId }), response: responde(ZPersona) } },
    async (request) => {
      await exigirAccesoPersona(app, request, request.params.id, 'R');
      const persona = await leerPersona(app.db, request.params.id);
      if (!persona) throw new AppError(404, MENSAJES.recursoNoEncontrado);
      return ok(persona);
    },
  );
}
