import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZConversionPlaca } from '@eds/contracts/configuracion/conversiones';
import { zPlaca } from '@eds/contracts/pos';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { porPlaca } from '../../../services/configuracion/conversiones';

/** The pump's lookup of a plate's GNV conversion before a fill (decision 074): blocked when its certificate expired and BLOQUEA_GNV_CERT_VENCIDO is S. */
export default async function posConversiones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pos/v1/conversiones/placa/:placa',
    {
      schema: {
        tags: ['pos'],
        summary: 'Conversión a GNV de una placa, antes de tanquear',
        description:
          'La conversión vigente de la placa (la más reciente no anulada): cuota por m³, saldo y vencimiento de la revisión anual. ' +
          'Con el certificado vencido responde bloqueada = true si el parámetro BLOQUEA_GNV_CERT_VENCIDO es S en la estación del ' +
          'equipo (el POS no debe vender GNV a la placa), o solo el aviso en mensaje. 404 si la placa no tiene conversión.',
        params: z.object({ placa: zPlaca }),
        response: responde(ZConversionPlaca),
      },
    },
    async (request) => {
      const e = equipoDe(request);
      const r = await porPlaca(app.db, e.negocioId, e.empresaId, request.params.placa);
      return ok(r, r.mensaje ?? undefined);
    },
  );
}
