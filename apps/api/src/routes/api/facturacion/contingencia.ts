import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ESTADOS_FE_NO_GESTIONADOS,
  MODULO_WIDGET,
  ZFacturaEnviada,
  ZFacturaNoGestionada,
  ZFacturasNoAutorizadasBody,
  ZRespuestaLoteContingencia,
} from '@eds/contracts/dashboard';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { responde, respondeCon, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { estacionesDeConsulta } from '../../../services/dashboard/estaciones';
import { exigirAlgunModulo } from '../../../services/dashboard/modulos';
import { facturasNoGestionadas } from '../../../services/facturacion/alertas';
import { enviarFacturaContingencia, loteContingencia } from '../../../services/facturacion/contingencia';

/** Electronic invoices the dashboard watches: unmanaged ones, the contingency batch, and sending one of it. */
export default async function facturacionContingencia(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const leerAlertas = app.permiso(MODULO.DASHBOARD, 'R');

  app.post(
    '/guru.facturacion/fe-no-autorizadas',
    {
      schema: {
        tags: ['facturacion'],
        summary: 'Facturas electrónicas no gestionadas',
        body: ZFacturasNoAutorizadasBody,
        querystring: ZPaginacionQuery,
        response: respondeLista(ZFacturaNoGestionada),
      },
      onRequest: leerAlertas,
    },
    async (request) => {
      const s = sesionDe(request);
      exigirAlgunModulo(s, [MODULO_WIDGET.ALERTAS]);
      const estaciones = await estacionesDeConsulta(app.db, s, request.body.estaciones);
      const { filas, total } = await facturasNoGestionadas(
        app.db,
        estaciones,
        request.body.estados ?? ESTADOS_FE_NO_GESTIONADOS,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/guru.facturacion/facturasContingencia/:estacion',
    {
      schema: {
        tags: ['facturacion'],
        summary: 'Lote de facturas de contingencia de una estación',
        params: z.object({ estacion: zId }),
        querystring: ZPaginacionQuery,
        response: respondeCon(ZRespuestaLoteContingencia),
      },
      onRequest: leerAlertas,
    },
    async (request) => {
      exigirAlgunModulo(sesionDe(request), [MODULO_WIDGET.ALERTAS]);
      exigirEmpresa(request, request.params.estacion);
      const { lote, total } = await loteContingencia(app.db, request.params.estacion, request.query);
      return { ...ok(lote), paginacion: { total, limite: request.query.limite, desde: request.query.desde } };
    },
  );

  app.post(
    '/guru.facturacion/enviar-contingencia/:factura',
    {
      schema: {
        tags: ['facturacion'],
        summary: 'Enviar una factura de contingencia',
        params: z.object({ factura: zId }),
        response: responde(ZFacturaEnviada),
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'X'),
    },
    async (request) => {
      const s = sesionDe(request);
      // A refused invoice keeps the reason on it: the transaction commits, then the call answers 400.
      const { error } = await request.transaccion((tx) => enviarFacturaContingencia(tx, request.params.factura, s.empresas));
      if (error) throw new AppError(400, error);
      return ok({ id: request.params.factura, enviada: true as const }, MENSAJES.facturaEnviada);
    },
  );
}
