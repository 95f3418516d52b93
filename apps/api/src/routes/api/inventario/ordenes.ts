import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_INVENTARIO as M,
  ZMotivo,
  ZOrdenCompraDetalle,
  ZOrdenCompraFila,
  ZOrdenCompraForm,
  ZOrdenesCompraQuery,
  ZSugerenciaOrden,
  ZSugerirOrdenQuery,
} from '@eds/contracts/inventario';
import { envelopePaginado } from '@eds/contracts/envelope';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { notFound } from '../../../lib/errors';
import { ZDocumentoCreado } from '@eds/contracts/respuestas';
import { ERRORES, responde, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { aprobarOrden, crearOrdenWeb, estacionDeOrden } from '../../../services/inventario/administracion';
import {
  anularOrden,
  cerrarOrden,
  detalleOrden,
  editarOrden,
  eliminarOrden,
  enviarCorreoOrden,
  listarOrdenes,
  sugerirOrden,
} from '../../../services/inventario/ordenes-gestion';

const ZConId = z.object({ id: zId });

/**
 * One screen on three modules (Órdenes de compra of the actions menu, of the kiosk and of the store). Before the body is
 * read, any of them with the letter lets the call go on (the audit records the one that did); once the body or the
 * stored order names its business type, `exigirLetraDeOrden` asks for the actions module or that type's own.
 */
const MODULOS = [MODULO.ORDENCOMPRA, MODULO.ORDENES_COMPRA_KIOSCO, MODULO.ORDEN_COMPRA_CANASTILLA] as const;
type LetraOrden = 'R' | 'C' | 'U' | 'D' | 'A' | 'N';
const puede = (letra: LetraOrden) =>
  async function permisoOrdenes(request: FastifyRequest) {
    const s = sesionDe(request);
    const modulo =
      MODULOS.find((m) => tieneLetra(moduloConcedido(s, m), letra)) ?? MODULOS.find((m) => moduloConcedido(s, m)) ?? MODULO.ORDENCOMPRA;
    exigirPermiso(request, modulo, letra);
  };

/** The menu entry of each business type's orders; the actions menu's grants every type. */
const MODULO_DE_NEGOCIO: Partial<Record<string, (typeof MODULOS)[number]>> = {
  K: MODULO.ORDENES_COMPRA_KIOSCO,
  S: MODULO.ORDEN_COMPRA_CANASTILLA,
};

/** The letter on the actions menu's orders or on the order's business type's own entry: a kiosk user acts on kiosk orders. */
function exigirLetraDeOrden(request: FastifyRequest, tipoNegocio: string, letra: LetraOrden): void {
  const propio = MODULO_DE_NEGOCIO[tipoNegocio];
  if (propio !== undefined && tieneLetra(moduloConcedido(sesionDe(request), propio), letra)) return;
  exigirPermiso(request, MODULO.ORDENCOMPRA, letra);
}

/** The business types whose orders the user may read: all with the actions menu's entry, else its own menus'. */
function tiposLegibles(request: FastifyRequest): string[] | 'todos' {
  const s = sesionDe(request);
  if (tieneLetra(moduloConcedido(s, MODULO.ORDENCOMPRA), 'R')) return 'todos';
  return Object.entries(MODULO_DE_NEGOCIO)
    .filter(([, m]) => m !== undefined && tieneLetra(moduloConcedido(s, m), 'R'))
    .map(([t]) => t);
}

/**
 * Purchase orders (SCREENS G15): BORRADOR (editable, deletable) → APROBADA (letter A, by another user) → RECIBIDA
 * PARCIAL → RECIBIDA through entries; CERRADA (A, reason) with pending lines; ANULADA (N) while nothing was received.
 */
export default async function ordenesCompra(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A stored order: 404 when there is none, its station in the user's scope, the letter on its business type's module. */
  const exigirOrden = async (request: FastifyRequest, id: number, letra: LetraOrden) => {
    const o = await estacionDeOrden(app.db, id);
    if (o === undefined) throw notFound(M.ordenNoExiste);
    exigirEmpresa(request, o.empresa_id);
    exigirLetraDeOrden(request, o.tipo_negocio, letra);
  };

  app.post(
    '/orden-compra',
    {
      schema: { tags: ['movimiento'], summary: 'Crear una orden de compra', body: ZOrdenCompraForm, response: responde(ZDocumentoCreado) },
      onRequest: puede('C'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      exigirLetraDeOrden(request, request.body.tipo_negocio, 'C');
      const r = await request.transaccion((tx) => crearOrdenWeb(tx, request.body, { negocioId: s.negocioId, usuarioId: s.usuarioId }));
      return ok(r, M.ordenCreada(r.consecutivo));
    },
  );

  app.get(
    '/orden-compra',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Órdenes de compra de las estaciones del usuario (filtros y paginado)',
        querystring: ZOrdenesCompraQuery,
        response: { 200: envelopePaginado(ZOrdenCompraFila), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const legibles = tiposLegibles(request);
      let consulta = request.query;
      if (legibles !== 'todos') {
        // A kiosk (or store) user reads its menu's orders: the filter is that type, and another type is refused.
        if (consulta.tipo_negocio !== undefined) exigirLetraDeOrden(request, consulta.tipo_negocio, 'R');
        else if (legibles.length === 1 && (legibles[0] === 'K' || legibles[0] === 'S'))
          consulta = { ...consulta, tipo_negocio: legibles[0] };
      }
      const { filas, total } = await listarOrdenes(app.db, sesionDe(request).empresas, consulta);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/orden-compra/sugerir',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Sugerir: cantidades que llenan la bodega hasta el stock máximo de cada producto',
        querystring: ZSugerirOrdenQuery,
        response: responde(z.array(ZSugerenciaOrden)),
      },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.query.empresa_id);
      exigirLetraDeOrden(request, request.query.tipo_negocio, 'C');
      return ok(await sugerirOrden(app.db, request.query, sesionDe(request).negocioId));
    },
  );

  app.get(
    '/orden-compra/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Una orden de compra con sus líneas, lo recibido y lo pendiente',
        params: ZConId,
        response: responde(ZOrdenCompraDetalle),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const o = await detalleOrden(app.db, request.params.id);
      if (!o) throw notFound(M.ordenNoExiste);
      exigirEmpresa(request, o.empresa_id);
      exigirLetraDeOrden(request, o.tipo_negocio, 'R');
      return ok(o);
    },
  );

  app.put(
    '/orden-compra/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Editar una orden de compra en BORRADOR',
        params: ZConId,
        body: ZOrdenCompraForm,
        response: responde(ZDocumentoCreado),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      await exigirOrden(request, request.params.id, 'U');
      exigirLetraDeOrden(request, request.body.tipo_negocio, 'U');
      const r = await request.transaccion((tx) =>
        editarOrden(tx, request.params.id, request.body, { negocioId: s.negocioId, alcance: s.empresas }),
      );
      return ok({ id: request.params.id, consecutivo: r.consecutivo }, M.ordenEditada(r.consecutivo));
    },
  );

  app.delete(
    '/orden-compra/:id',
    {
      schema: { tags: ['movimiento'], summary: 'Eliminar una orden de compra en BORRADOR', params: ZConId, response: respondeSinDatos() },
      onRequest: puede('D'),
    },
    async (request) => {
      await exigirOrden(request, request.params.id, 'D');
      await request.transaccion((tx) => eliminarOrden(tx, request.params.id, sesionDe(request).empresas));
      return ok(null, M.ordenEliminada);
    },
  );

  app.put(
    '/orden-compra/:id/aprobar',
    {
      schema: { tags: ['movimiento'], summary: 'Aprobar una orden de compra', params: ZConId, response: respondeSinDatos() },
      onRequest: puede('A'),
    },
    async (request) => {
      const s = sesionDe(request);
      await exigirOrden(request, request.params.id, 'A');
      await request.transaccion((tx) => aprobarOrden(tx, request.params.id, s.usuarioId));
      return ok(null, M.ordenAprobada);
    },
  );

  app.put(
    '/orden-compra/:id/cerrar',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Cerrar una orden con líneas pendientes (CERRADA, con motivo)',
        params: ZConId,
        body: ZMotivo,
        response: respondeSinDatos(),
      },
      onRequest: puede('A'),
    },
    async (request) => {
      await exigirOrden(request, request.params.id, 'A');
      await request.transaccion((tx) => cerrarOrden(tx, request.params.id, request.body.motivo, sesionDe(request).empresas));
      return ok(null, M.ordenCerrada);
    },
  );

  app.put(
    '/orden-compra/:id/anular',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Anular una orden sin mercancía recibida (ANULADA, con motivo)',
        params: ZConId,
        body: ZMotivo,
        response: respondeSinDatos(),
      },
      onRequest: puede('N'),
    },
    async (request) => {
      await exigirOrden(request, request.params.id, 'N');
      await request.transaccion((tx) => anularOrden(tx, request.params.id, request.body.motivo, sesionDe(request).empresas));
      return ok(null, M.ordenAnulada);
    },
  );

  app.post(
    '/orden-compra/:id/enviar-correo',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Enviar la orden al correo del proveedor por la bandeja de salida',
        params: ZConId,
        response: respondeSinDatos(),
      },
      onRequest: puede('A'),
    },
    async (request) => {
      const s = sesionDe(request);
      await exigirOrden(request, request.params.id, 'A');
      const correo = await request.transaccion((tx) =>
        enviarCorreoOrden(tx, request.params.id, { negocioId: s.negocioId, alcance: s.empresas }),
      );
      return ok(null, M.correoEncolado(correo));
    },
  );
}
