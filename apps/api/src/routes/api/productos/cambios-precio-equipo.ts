import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CAMBIO_PRECIO as M, ZCambioPrecioEquipo, ZConfirmacionCambioPrecio } from '@eds/contracts/configuracion/cambios-precio';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { cambiosParaEquipo, confirmarCambioPrecio } from '../../../services/productos/cambios-precio';

/** The device side of scheduled price changes: download the station's coming changes, and confirm one. */
export default async function cambiosPrecioEquipo(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/pos/v1/cambios-precio',
    {
      schema: {
        tags: ['pos'],
        summary: 'Cambios de precio por aplicar en la estación del equipo',
        description: 'Los programados pasan a ENVIADO con la primera descarga; el equipo cambia el precio a la hora efectiva.',
        response: responde(z.array(ZCambioPrecioEquipo)),
      },
    },
    async (request) => {
      const e = equipoDe(request);
      return ok(await cambiosParaEquipo(app.db, e.empresaId, new Date()));
    },
  );

  app.post(
    '/pos/v1/confirmacion-cambio-precio',
    {
      schema: {
        tags: ['pos'],
        summary: 'El equipo confirma (CONFIRMADO) o rechaza (RECHAZADO) un cambio de precio',
        body: ZConfirmacionCambioPrecio,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const e = equipoDe(request);
      await confirmarCambioPrecio(app.db, e, request.body, new Date());
      return ok(null, M.confirmado);
    },
  );
}
