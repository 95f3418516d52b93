import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_INVENTARIO as M, ZConteoForm, ZExistenciaBodega, ZTomaFisica, ZTomaFisicaForm } from '@eds/contracts/inventario';
import { ZDocumentoCreado } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { notFound } from '../../../lib/errors';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  ajustarToma,
  crearToma,
  detalleToma,
  estacionDeBodega,
  existenciasBodega,
  registrarConteo,
  tomaAbiertaDeBodega,
} from '../../../services/inventario/toma-fisica';

const ZConId = z.object({ id: zId });
const MODULO_INVENTARIO = MODULO.GESTION_INVENTARIO_PRODUCTOS;

/** Inventario de productos (SCREENS G14): stock per warehouse with its alerts, and the physical count. */
export default async function existencias(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/inventario/bodega/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Existencias de una bodega por producto con AGOTADO, BAJO MÍNIMO y SOBRE MÁXIMO',
        params: ZConId,
        response: responde(z.array(ZExistenciaBodega)),
      },
      onRequest: app.permiso(MODULO_INVENTARIO, 'R'),
    },
    async (request) => {
      const empresa = await estacionDeBodega(app.db, request.params.id);
      if (empresa === undefined) throw notFound(MENSAJES.recursoNoEncontrado);
      exigirEmpresa(request, empresa);
      return ok(await existenciasBodega(app.db, request.params.id));
    },
  );

  app.get(
    '/inventario/bodega/:id/toma-abierta',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'La toma física abierta de una bodega (null si no hay), para continuarla',
        params: ZConId,
        response: responde(z.object({ id: zId }).nullable()),
      },
      onRequest: app.permiso(MODULO_INVENTARIO, 'R'),
    },
    async (request) => {
      const empresa = await estacionDeBodega(app.db, request.params.id);
      if (empresa === undefined) throw notFound(MENSAJES.recursoNoEncontrado);
      exigirEmpresa(request, empresa);
      const id = await tomaAbiertaDeBodega(app.db, request.params.id);
      return ok(id === null ? null : { id });
    },
  );

  app.post(
    '/inventario/toma-fisica',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Toma física: fotografía de las existencias de una bodega',
        body: ZTomaFisicaForm,
        response: responde(z.object({ id: zId })),
      },
      onRequest: app.permiso(MODULO_INVENTARIO, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const id = await request.transaccion((tx) =>
        crearToma(
          tx,
          { bodegaId: request.body.bodega_id, tipoNegocio: request.body.tipo_negocio, observaciones: request.body.observaciones },
          { alcance: s.empresas, usuarioId: s.usuarioId },
        ),
      );
      return ok({ id }, M.tomaCreada);
    },
  );

  app.get(
    '/inventario/toma-fisica/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Una toma física con sus conteos y diferencias',
        params: ZConId,
        response: responde(ZTomaFisica),
      },
      onRequest: app.permiso(MODULO_INVENTARIO, 'R'),
    },
    async (request) => {
      const t = await detalleToma(app.db, request.params.id);
      if (!t) throw notFound(M.tomaNoExiste);
      exigirEmpresa(request, t.empresa_id);
      return ok(t);
    },
  );

  app.put(
    '/inventario/toma-fisica/:id/conteo',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Registrar cantidades contadas (digitadas o por código de barras)',
        params: ZConId,
        body: ZConteoForm,
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO_INVENTARIO, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      await request.transaccion((tx) =>
        registrarConteo(tx, request.params.id, request.body.lineas, { alcance: s.empresas, negocioId: s.negocioId }),
      );
      return ok(null, M.conteoRegistrado);
    },
  );

  app.post(
    '/inventario/toma-fisica/:id/ajuste',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Generar ajuste: registra las diferencias contadas (letra A)',
        params: ZConId,
        response: responde(ZDocumentoCreado.nullable()),
      },
      onRequest: app.permiso(MODULO_INVENTARIO, 'A'),
    },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion((tx) => ajustarToma(tx, request.params.id, { alcance: s.empresas, usuarioId: s.usuarioId }));
      return ok(r.movimientoId === null ? null : { id: r.movimientoId, consecutivo: r.consecutivo! }, M.tomaAjustada);
    },
  );
}
