import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_FE, ZAccionFacturaFe, ZActualizarEstadoFacturaBody } from '@eds/contracts/facturacion/electronica';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import {
  actualizarEstadoFactura,
  estadoAccion,
  regenerarFactura,
  reenviarFactura,
  reprocesarFactura,
} from '../../../services/facturacion/acciones';

/**
 * The spec's electronic-invoice actions on one invoice of a station in the user's scope: regenerate, resend and
 * reprocess (ask DIAN) queue a job for the sender; update state moves it through the state machine.
 */
export default async function facturacionElectronica(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actuar = app.permiso(MODULO.FACTURACION_ELECTRONICA, 'X');
  const params = z.object({ id: zId });
  const esquema = (summary: string) => ({ tags: ['facturacion'], summary, params, response: responde(ZAccionFacturaFe) });

  app.post(
    '/guru.facturacion/RegenerarFactura/:id',
    { schema: esquema('Regenerar una factura electrónica'), onRequest: actuar },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion(async (tx) => {
        await regenerarFactura(tx, request.params.id, s.empresas, s.usuarioId);
        return estadoAccion(tx, request.params.id);
      });
      return ok(r, MENSAJES_FE.accionEncolada);
    },
  );

  app.get(
    '/guru.facturacion/ReenviarDatosDian/:id',
    { schema: esquema('Reenviar una factura a DIAN'), onRequest: actuar },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion(async (tx) => {
        await reenviarFactura(tx, request.params.id, s.empresas);
        return estadoAccion(tx, request.params.id);
      });
      return ok(r, MENSAJES_FE.accionEncolada);
    },
  );

  app.get(
    '/guru.facturacion/ReprocesarDatosDian/:id',
    { schema: esquema('Consultar en DIAN el estado de una factura'), onRequest: actuar },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion(async (tx) => {
        await reprocesarFactura(tx, request.params.id, s.empresas);
        return estadoAccion(tx, request.params.id);
      });
      return ok(r, MENSAJES_FE.accionEncolada);
    },
  );

  app.post(
    '/guru.facturacion/ActualizarEstadoFactura/:id',
    { schema: { ...esquema('Actualizar el estado de una factura electrónica'), body: ZActualizarEstadoFacturaBody }, onRequest: actuar },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion(async (tx) => {
        await actualizarEstadoFactura(tx, request.params.id, s.empresas, s.usuarioId, request.body.estado, request.body.motivo ?? null);
        return estadoAccion(tx, request.params.id);
      });
      return ok(r, MENSAJES_FE.estadoActualizado);
    },
  );
}
