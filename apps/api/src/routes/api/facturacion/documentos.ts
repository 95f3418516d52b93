import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDetalleFacturaFe,
  ZFacturaFe,
  ZFacturasFeQuery,
  ZFeAnulada,
  ZFeAnuladasBody,
  ZXmlFacturaQuery,
} from '@eds/contracts/facturacion/documentos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { respondeCon, responde, respondeLista, respondeArchivo } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { detalleFacturaFe, facturasAnuladas, listarFacturasFe, xmlFacturaFe } from '../../../services/facturacion/documentos';
import { representacionPdf } from '../../../services/facturacion/representacion-pdf';

/**
 * The actions screen's reads (`/app/acciones/facturacion-electronica`, module FACTURACION ELECTRONICA): the invoice
 * list (R), one invoice's documents, state changes and credit note (R), its signed XML and its PDF (E). The actions
 * themselves are the spec's calls in electronica.ts (X).
 */
export default async function facturacionDocumentos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facturacion'];

  app.get(
    '/guru.facturacion/facturas',
    {
      schema: {
        tags,
        summary: 'Facturas electrónicas de las estaciones del alcance (paginado; empresa_id filtra una estación)',
        querystring: ZFacturasFeQuery,
        response: respondeLista(ZFacturaFe),
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarFacturasFe(app.db, sesionDe(request).empresas, request.query);
      return paginado(
        filas.map((f) => ({ ...f, id: Number(f.id), venta_id: Number(f.venta_id), total: Number(f.total) })),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/guru.facturacion/facturas/:id',
    {
      schema: {
        tags,
        summary: 'Documentos, cambios de estado y nota crédito de una factura electrónica',
        params: z.object({ id: zId }),
        response: responde(ZDetalleFacturaFe),
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'R'),
    },
    async (request) => ok(await detalleFacturaFe(app.db, sesionDe(request).empresas, request.params.id)),
  );

  app.get(
    '/guru.facturacion/facturas/:id/xml',
    {
      schema: {
        tags,
        summary: 'XML firmado de la factura o de su nota crédito',
        params: z.object({ id: zId }),
        querystring: ZXmlFacturaQuery,
        response: respondeCon(z.string().describe('El documento UBL firmado')),
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'E'),
    },
    async (request, reply) => {
      const d = await xmlFacturaFe(app.db, sesionDe(request).empresas, request.params.id, request.query.tipo);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${d.numero.replace(/[^A-Za-z0-9_-]/g, '')}.xml"`)
        .header('cache-control', 'no-store')
        .send(d.xml);
    },
  );

  app.post(
    '/movimiento/fe-anuladas',
    {
      schema: {
        tags,
        summary: 'Facturas electrónicas de ventas anuladas, con su nota crédito (paginado)',
        body: ZFeAnuladasBody,
        querystring: ZPaginacionQuery,
        response: respondeLista(ZFeAnulada),
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      const pedidas = request.body.estaciones?.length ? request.body.estaciones : [...s.empresas];
      for (const id of pedidas) exigirEmpresa(request, id);
      const { filas, total } = await facturasAnuladas(app.db, pedidas, { ...request.body, ...request.query });
      return paginado(
        filas.map((f) => ({ ...f, total: Number(f.total) })),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/guru.facturacion/facturas/:id/pdf',
    {
      schema: {
        tags,
        summary: 'Representación gráfica (PDF) de la factura electrónica, con su CUFE y el QR de consulta en DIAN',
        params: z.object({ id: zId }),
        response: respondeArchivo('El PDF, en binario'),
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'E'),
    },
    async (request, reply) => {
      const r = await representacionPdf(app.db, sesionDe(request).empresas, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${r.numero.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(r.pdf);
    },
  );
}
