import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZPreferencias as ZPreferenciasGuardadas } from '@eds/contracts/sesion';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { badRequest } from '../../../lib/errors';
import { sesionDe } from '../../../plugins/sesion';
import { combinarPreferencias, preferenciasDe } from '../../../services/sesion/preferencias';

const MAX_BYTES = 8_192;
const ZPreferencias = z.record(z.string().max(60), z.unknown());

/** Interface preferences of the signed-in user (theme customiser, layout, language, tour). */
export default async function preferencias(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/propiedad/preferencias',
    { schema: { tags: ['sesion'], summary: 'Preferencias de interfaz del usuario', response: responde(ZPreferenciasGuardadas) } },
    async (request) => ok(await preferenciasDe(app.db, sesionDe(request).usuarioId)),
  );

  app.put(
    '/propiedad/preferencias',
    {
      schema: {
        tags: ['sesion'],
        summary: 'Guardar preferencias de interfaz (se combinan con las guardadas)',
        body: z.object({ preferencias: ZPreferencias }),
        response: responde(ZPreferenciasGuardadas),
      },
    },
    async (request) => {
      const texto = JSON.stringify(request.body.preferencias);
      if (Buffer.byteLength(texto) > MAX_BYTES) throw badRequest(MENSAJES.preferenciasDemasiadoGrandes);
      const datos = await request.transaccion((tx) => combinarPreferencias(tx, sesionDe(request).usuarioId, texto));
      return ok(datos, MENSAJES.preferenciasGuardadas);
    },
  );
}
