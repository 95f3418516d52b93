import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZRedencionBonoPos, ZRespuestaRedencion } from '@eds/contracts/cartera';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { redimirBono } from '../../../services/cartera/bonos';

/** Voucher redemption at the pump (SCREENS.md G20 Bono, docs/decisions/073). */
export default async function posBonos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pos/v1/bonos/redimir',
    {
      schema: {
        tags: ['pos'],
        summary: 'Redimir un bono (medio de pago BONO): una sola vez, aunque dos estaciones lo intenten a la vez',
        description:
          'Responde 200 con el valor del bono y lo deja REDIMIDO en la estación del equipo; 400 si ya fue redimido, está vencido ' +
          'o anulado (el mensaje lo dice); 404 si el código no existe en el negocio del equipo.',
        body: ZRedencionBonoPos,
        response: responde(ZRespuestaRedencion),
      },
    },
    async (request) => {
      const r = await redimirBono(app.db, equipoDe(request), request.body.codigo, request.body.referencia);
      return ok(r, r.mensaje);
    },
  );
}
