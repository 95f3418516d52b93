import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_RECIBO as MR,
  ZReciboCreado,
  ZReciboFila,
  ZReciboForm,
  ZRecibosCreados,
  ZRecibosForm,
  ZRecibosQuery,
} from '@eds/contracts/combustible/recibos';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { anularRecibo, listarRecibos, registrarRecibo, registrarRecibos } from '../../../services/combustible/recibos';

/**
 * Recibos de combustible (SCREENS.md G04, service `M:`): `POST recibo-combustible`, `POST recibos-combustible` (all or
 * none), `PUT recibo-combustible/{id}/anular` (letter N) and the list `GET recibo-combustible/empresa/{id}`.
 * Module GESTION RECIBOS.
 */
export default async function recibosCombustible(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['recibo-combustible'];

  app.get(
    '/recibo-combustible/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Recibos de combustible de una estación, o de las estaciones bajo una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZRecibosQuery,
        response: respondeLista(ZReciboFila),
      },
      onRequest: app.permiso(MODULO.GESTION_RECIBOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      if (request.query.estacion_id) exigirEmpresa(request, request.query.estacion_id);
      const { filas, total } = await listarRecibos(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.post(
    '/recibo-combustible',
    {
      schema: {
        tags,
        summary: 'Registrar un recibo de combustible: mediciones antes y después, recibido y diferencia contra lo facturado',
        body: ZReciboForm,
        response: responde(ZReciboCreado),
      },
      onRequest: app.permiso(MODULO.GESTION_RECIBOS, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion((tx) => registrarRecibo(tx, request.body, { alcance: s.empresas, usuarioId: s.usuarioId }));
      return ok(r, MR.registrado(r.consecutivo));
    },
  );

  app.post(
    '/recibos-combustible',
    {
      schema: {
        tags,
        summary: 'Registrar varios recibos de combustible: se registran todos o ninguno',
        body: ZRecibosForm,
        response: responde(ZRecibosCreados),
      },
      onRequest: app.permiso(MODULO.GESTION_RECIBOS, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const recibos = await request.transaccion((tx) =>
        registrarRecibos(tx, request.body.recibos, { alcance: s.empresas, usuarioId: s.usuarioId }),
      );
      return ok({ recibos }, MR.registrados(recibos.length));
    },
  );

  app.put(
    '/recibo-combustible/:id/anular',
    {
      schema: {
        tags,
        summary: 'Anular un recibo de combustible: sus galones salen del tanque',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.GESTION_RECIBOS, 'N'),
    },
    async (request) => {
      await request.transaccion((tx) => anularRecibo(tx, request.params.id, sesionDe(request).empresas));
      return ok(null, MR.anulado);
    },
  );
}
