import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_SOPORTE, ZAutorizacionPos, ZConsultaCupoPos, ZConteosPos, ZRespuestaCupoPos } from '@eds/contracts/soporte';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { autorizarCupo, ingerirAutorizaciones } from '../../../services/soporte/autorizaciones';
import { registrarConteos } from '../../../services/soporte/conciliacion-sincronizacion';
import { registrarLote } from './registrar-lote';

/** What the POS reports for Soporte (docs/decisions/052): its daily sales counts and the authorisations it obtained. */
export default async function posSoporte(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pos/v1/conteos',
    {
      schema: {
        tags: ['pos'],
        summary: 'Conteo de ventas del equipo por día operativo',
        description:
          'Cuántas ventas (y por qué total) hizo el equipo cada día operativo (fecha YYYY-MM-DD), hasta 31 días por llamada. ' +
          'Cada día se sobrescribe con el último conteo: repetir la llamada no cambia nada. Alimenta la Conciliación de sincronización.',
        body: ZConteosPos,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const e = equipoDe(request);
      await registrarConteos(app.db, { id: e.id, empresaId: e.empresaId }, request.body.conteos);
      return ok(null, MENSAJES_SOPORTE.conteosRegistrados);
    },
  );

  app.post(
    '/pos/v1/autorizaciones/cupo',
    {
      schema: {
        tags: ['pos'],
        summary: 'Autorizar en línea un pago a crédito o prepago contra el cupo del cliente',
        description:
          'Busca el cupo activo más específico del cliente del tipo pedido (el del vehículo, el de su flota, el del cliente) y responde ' +
          'APROBADA (código 00) si lo disponible en su periodo cubre el valor, RECHAZADA 51 si no alcanza, RECHAZADA 14 sin cupo. ' +
          'Queda registrada como autorización CUPO; repetir el uuid devuelve la misma respuesta. El consumo ocurre al recibir la venta.',
        body: ZConsultaCupoPos,
        response: responde(ZRespuestaCupoPos),
      },
    },
    async (request) => {
      const r = await autorizarCupo(app.db, equipoDe(request), request.body);
      return ok(r, r.mensaje);
    },
  );

  registrarLote(app, {
    url: '/pos/v1/autorizaciones',
    clave: 'autorizaciones',
    item: ZAutorizacionPos,
    summary: 'Autorizaciones en línea obtenidas por el POS (hasta 500 por llamada)',
    description:
      'Cada autorización (CUPO, FLOTA, DATAFONO, GOPASS, APP_TERPEL, APP_RUMBO, REDENCION) lleva un uuid generado por el equipo: ' +
      'reenviarla no guarda nada y cuenta como duplicada. fecha en hora de Bogotá `YYYY-MM-DD HH:mm:ss`; respuesta APROBADA, ' +
      'RECHAZADA o ERROR; tiempo_ms, lo que tardó la respuesta. 200 si todas quedaron guardadas, 206 si alguna fue rechazada.',
    procesar: (equipo, items) => ingerirAutorizaciones(app.db, equipo, items),
  });
}
