import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_FACTURADOR as M,
  ZCatalogoFacturador,
  ZFacturaEmitida,
  ZFacturarBody,
  ZFacturarRemisionesBody,
  ZRefacturada,
  ZRefacturarBody,
  ZRemisionesPendientes,
  ZRemisionesPendientesBody,
  ZTicketAFacturaBody,
  ZTicketsFacturables,
} from '@eds/contracts/facturacion/facturador';
import { ZFacturaFe, ZFacturasFeQuery } from '@eds/contracts/facturacion/documentos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { listarFacturasFe } from '../../../services/facturacion/documentos';
import { catalogoFacturador, facturar, refacturar } from '../../../services/facturacion/facturador';
import {
  facturarRemisiones,
  remisionesPendientes,
  ticketAFactura,
  ticketsFacturables,
} from '../../../services/facturacion/facturador-remisiones';

/**
 * The Facturador (SCREENS.md G16, module FACTURADOR, letters R C N E): `GET facturador/facturas` (the office invoices
 * of the caller's stations, in the actions screen's shape), `GET facturador/catalogo/{empresa}` (what the
 * form offers at a station), `POST facturador/facturar` (the manual invoice, C) and `POST facturador/refacturar`
 * ("Anular y refacturar": the annulment's letter N on ANULACIONVENTAS or ANULACION VENTA KIOSCO, plus C here);
 * the Remisiones tab (`POST facturador/remisiones-pendientes`, R; `POST facturador/facturar-remisiones`, C) and the
 * Ticket a factura tab (`GET facturador/tickets/{empresa}`, R; `POST facturador/ticket-a-factura`, C).
 */
export default async function facturador(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facturacion'];

  app.get(
    '/facturador/facturas',
    {
      schema: {
        tags,
        summary: 'Facturas de oficina de las estaciones del alcance con su estado DIAN (paginado; empresa_id filtra una estación)',
        querystring: ZFacturasFeQuery,
        response: respondeLista(ZFacturaFe),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarFacturasFe(app.db, sesionDe(request).empresas, { ...request.query, origen: 'OFICINA' });
      return paginado(
        filas.map((f) => ({ ...f, id: Number(f.id), venta_id: Number(f.venta_id), total: Number(f.total) })),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/facturador/catalogo/:empresa',
    {
      schema: {
        tags,
        summary: 'Productos con su precio en la estación, medios de pago, clientes y resoluciones de factura electrónica vigentes',
        params: z.object({ empresa: zId }),
        response: responde(ZCatalogoFacturador),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      return ok(await catalogoFacturador(app.db, request.params.empresa));
    },
  );

  app.post(
    '/facturador/facturar',
    {
      schema: {
        tags,
        summary: 'Factura manual de oficina: venta OFICINA en la estación, numerada en su resolución y encolada a DIAN',
        body: ZFacturarBody,
        response: responde(ZFacturaEmitida),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const b = request.body;
      exigirEmpresa(request, b.empresa_id);
      const r = await request.transaccion((tx) =>
        facturar(tx, {
          empresaId: b.empresa_id,
          tipoNegocio: b.tipo_negocio,
          clienteId: b.cliente_id,
          lineas: b.lineas.map((l) => ({ productoId: l.producto_id, cantidad: l.cantidad, precio: l.precio, descuento: l.descuento })),
          pagos: b.pagos.map((p) => ({ medioPagoId: p.medio_pago_id, valor: p.valor, referencia: p.referencia ?? null })),
          observacion: b.observacion ?? null,
          usuarioId: s.usuarioId,
        }),
      );
      return ok(r, M.facturada);
    },
  );

  app.post(
    '/facturador/refacturar',
    {
      schema: {
        tags,
        summary: 'Anular y refacturar: anula la venta facturada (nota crédito) y la factura a otro cliente, en una transacción',
        body: ZRefacturarBody,
        response: responde(ZRefacturada),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      // The annulment's own permission: every business type on the general screen, kiosk sales on the kiosk one.
      const general = moduloConcedido(s, MODULO.ANULACIONVENTAS);
      const kiosco = moduloConcedido(s, MODULO.ANULACION_VENTA_KIOSCO);
      const tipos = new Set<string>();
      if (tieneLetra(general, 'N')) ['C', 'S', 'K'].forEach((t) => tipos.add(t));
      if (tieneLetra(kiosco, 'N')) tipos.add('K');
      if (tipos.size === 0) {
        exigirPermiso(request, MODULO.ANULACIONVENTAS, 'N');
        throw new AppError(403, MENSAJES.sinPermisoAccion);
      }
      const b = request.body;
      const r = await request.transaccion((tx) =>
        refacturar(tx, {
          ventaId: b.venta_id,
          motivoId: b.concepto,
          observacion: b.observacion,
          clienteId: b.cliente_id,
          usuarioId: s.usuarioId,
          alcance: s.empresas,
          tipos,
        }),
      );
      return ok(r, M.refacturada);
    },
  );
  app.post(
    '/facturador/remisiones-pendientes',
    {
      schema: {
        tags,
        summary: 'Remisiones de un cliente en la estación, sin facturar, en un rango de días operativos',
        body: ZRemisionesPendientesBody,
        response: responde(ZRemisionesPendientes),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'R'),
    },
    async (request) => {
      const b = request.body;
      exigirEmpresa(request, b.empresa_id);
      return ok(
        await remisionesPendientes(app.db, { empresaId: b.empresa_id, clienteId: b.cliente_id, desde: b.fecha_inicio, hasta: b.fecha_fin }),
      );
    },
  );

  app.post(
    '/facturador/facturar-remisiones',
    {
      schema: {
        tags,
        summary: 'Una factura electrónica que cubre las remisiones elegidas de un cliente; cada remisión queda facturada una sola vez',
        body: ZFacturarRemisionesBody,
        response: responde(ZFacturaEmitida),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const b = request.body;
      exigirEmpresa(request, b.empresa_id);
      const r = await request.transaccion((tx) =>
        facturarRemisiones(tx, {
          empresaId: b.empresa_id,
          clienteId: b.cliente_id,
          remisiones: b.remisiones,
          observacion: b.observacion ?? null,
          usuarioId: s.usuarioId,
        }),
      );
      return ok(r, M.remisionesFacturadas);
    },
  );

  app.get(
    '/facturador/tickets/:empresa',
    {
      schema: {
        tags,
        summary: 'Tiquetes POS de la estación sin factura, dentro del tiempo máximo para datos del cliente',
        params: z.object({ empresa: zId }),
        response: responde(ZTicketsFacturables),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      return ok(await ticketsFacturables(app.db, request.params.empresa));
    },
  );

  app.post(
    '/facturador/ticket-a-factura',
    {
      schema: {
        tags,
        summary: 'El tiquete POS se convierte en la factura electrónica del cliente, una sola vez',
        body: ZTicketAFacturaBody,
        response: responde(ZFacturaEmitida),
      },
      onRequest: app.permiso(MODULO.FACTURADOR, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const b = request.body;
      const r = await request.transaccion((tx) =>
        ticketAFactura(tx, { ventaId: b.venta_id, clienteId: b.cliente_id, usuarioId: s.usuarioId, alcance: s.empresas }),
      );
      return ok(r, M.ticketFacturado);
    },
  );
}
