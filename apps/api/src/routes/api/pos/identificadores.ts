import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdentificadoresPos, ZIdentificadoresPosQuery } from '@eds/contracts/clientes/clientes';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { identificadoresPos } from '../../../services/clientes/medios';

/** The identification media a POS serves offline (SCREENS.md G19, issue 25). */
export default async function posIdentificadores(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/pos/v1/identificadores',
    {
      schema: {
        tags: ['pos'],
        summary: 'Medios de identificación activos de la estación del equipo',
        description:
          'Tags, chips, tarjetas y QR activos que la estación sirve (los enviados a ella y los enviados a ninguna estación), con lo que ' +
          'identifican: vehículo y placa, flota, cliente y su tipo, y si es de la flota propia (CONSUMO INTERNO). Con ellos el POS ' +
          'identifica un vehículo sin conexión. `version` cambia cuando cambia la lista; pedida con la versión que el equipo ya tiene, ' +
          'responde `cambios: false` sin filas.',
        querystring: ZIdentificadoresPosQuery,
        response: responde(ZIdentificadoresPos),
      },
    },
    async (request) => {
      const e = equipoDe(request);
      return ok(await identificadoresPos(app.db, e.negocioId, e.empresaId, request.query.version));
    },
  );
}
