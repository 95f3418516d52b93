import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZRespuestaValidarCupo, ZValidarCupo } from '@eds/contracts/cupos';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { autorizarCupo } from '../../../services/soporte/autorizaciones';

/** The pump's quota check of SCREENS.md G20 (docs/decisions/072): the same check as /pos/v1/autorizaciones/cupo. */
export default async function posCupos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pos/v1/cupos/validar',
    {
      schema: {
        tags: ['pos'],
        summary: 'Validar en el surtidor una venta a crédito o prepago: cupo, cliente, vehículo y restricciones',
        description:
          'Identifica el vehículo (vehiculo_id o placa) y el cliente, revisa las restricciones de consumo del vehículo y de su flota ' +
          '(producto, estación, días/horas, galones por tanqueo, tanqueos por día, $ por mes, kilometraje creciente) y el cupo más ' +
          'específico del tipo. Aprobado, retiene el valor 15 minutos hasta que llegue la venta. Queda registrada como autorización CUPO; ' +
          'repetir el uuid devuelve la misma respuesta.',
        body: ZValidarCupo,
        response: responde(ZRespuestaValidarCupo),
      },
    },
    async (request) => {
      const r = await autorizarCupo(app.db, equipoDe(request), request.body);
      return ok({ autorizado: r.autorizada, disponible: r.disponible, mensaje: r.mensaje }, r.mensaje);
    },
  );
}
