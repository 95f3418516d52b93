import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDescuentoManual,
  ZDescuentoManualEdicion,
  ZDescuentoManualForm,
  ZDescuentosManualesQuery,
  ZPerfilDescuentoManual,
} from '@eds/contracts/descuentos';
import { MODULO } from '@eds/contracts/modulos';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { descuentosManuales, perfilesDescuentoManual } from '../../../services/comercial/descuentos-manuales';
import { rutasCatalogo } from '../configuracion/rutas-catalogo';

/**
 * Descuentos manuales (SCREENS.md G18, module DESCUENTOS): CRUD(`descuento-manual`) of the catalogue kit, and
 * `GET descuento-manual/perfiles`, the profiles a reason may list.
 */
export default async function rutasDescuentosManuales(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/descuento-manual/perfiles',
    {
      schema: {
        tags: ['configuracion'],
        summary: 'Perfiles activos del negocio que pueden otorgar descuentos manuales',
        response: responde(z.array(ZPerfilDescuentoManual)),
      },
      onRequest: app.permiso(MODULO.DESCUENTOS, 'R'),
    },
    async (request) => ok(await perfilesDescuentoManual(app.db, sesionDe(request).negocioId)),
  );

  rutasCatalogo(fastify, {
    recurso: 'descuento-manual',
    modulo: MODULO.DESCUENTOS,
    nombre: 'un motivo de descuento manual',
    fila: ZDescuentoManual,
    query: ZDescuentosManualesQuery,
    form: ZDescuentoManualForm,
    edicion: ZDescuentoManualEdicion,
    servicio: descuentosManuales,
  });
}
