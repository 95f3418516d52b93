import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_INVENTARIO_COMBUSTIBLE as MI,
  ZAjusteCombustibleForm,
  ZDocumentoCombustibleCreado,
  ZInventarioCombustibleFila,
  ZInventarioCombustibleQuery,
  ZInventarioInicialForm,
} from '@eds/contracts/combustible/inventario-combustible';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  listarInventarioCombustible,
  registrarAjusteCombustible,
  registrarInventarioInicial,
} from '../../../services/combustible/inventario';

/**
 * Inventario de combustible (SCREENS.md G04, service `M:`): the tanks in scope with book stock and over/short
 * (`GET inventario-combustible/empresa/{id}`), the opening stock of a tank (`POST inventario-combustible/inicial`,
 * once) and a stock adjustment (`POST inventario-combustible/ajuste`, letter A). Module GESTION INVENTARIO COMBUSTIBLE.
 */
export default async function inventarioCombustible(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventario-combustible'];

  app.get(
    '/inventario-combustible/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Inventario de combustible por tanque: libro, última medición y sobrante/faltante del día y acumulado (paginado)',
        params: z.object({ id: zId }),
        querystring: ZInventarioCombustibleQuery,
        response: respondeLista(ZInventarioCombustibleFila),
      },
      onRequest: app.permiso(MODULO.GESTION_INVENTARIO_COMBUSTIBLE, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      if (request.query.estacion_id) exigirEmpresa(request, request.query.estacion_id);
      const { filas, total } = await listarInventarioCombustible(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.post(
    '/inventario-combustible/inicial',
    {
      schema: {
        tags,
        summary: 'Registrar el inventario inicial de un tanque (una sola vez)',
        body: ZInventarioInicialForm,
        response: responde(ZDocumentoCombustibleCreado),
      },
      onRequest: app.permiso(MODULO.GESTION_INVENTARIO_COMBUSTIBLE, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion((tx) =>
        registrarInventarioInicial(tx, request.body, { alcance: s.empresas, negocioId: s.negocioId, usuarioId: s.usuarioId }),
      );
      return ok({ id: r.id, consecutivo: r.consecutivo }, MI.inicialRegistrado(r.consecutivo));
    },
  );

  app.post(
    '/inventario-combustible/ajuste',
    {
      schema: {
        tags,
        summary: 'Ajustar la existencia de un tanque (galones con signo y motivo)',
        body: ZAjusteCombustibleForm,
        response: responde(ZDocumentoCombustibleCreado),
      },
      onRequest: app.permiso(MODULO.GESTION_INVENTARIO_COMBUSTIBLE, 'A'),
    },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion((tx) =>
        registrarAjusteCombustible(tx, request.body, { alcance: s.empresas, usuarioId: s.usuarioId }),
      );
      return ok(r, MI.ajusteRegistrado(r.consecutivo));
    },
  );
}
