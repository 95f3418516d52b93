import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@eds/contracts/envelope';
import { MENSAJES_FE_PARAMETRIZACION as M, ZPdfDownload, ZPdfDownloadBody } from '@eds/contracts/facturacion/parametrizacion';
import { MODULO } from '@eds/contracts/modulos';
import { ERRORES } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { facturaDeMovimiento } from '../../../services/facturacion/parametrizacion';

/**
 * The spec's century `POST pdf/download` (template, filename, dominio, the movement and its station): 201 with
 * `data.url` and `data.filename`. The template FACTURA_ELECTRONICA names the sale's electronic invoice; its url is
 * the invoice's graphical representation (`GET guru.facturacion/facturas/{id}/pdf`), which answers only to a session
 * with letter E on FACTURACION ELECTRONICA whose scope holds the station — the link is worth nothing outside it.
 */
export default async function pdfDownload(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/pdf/download',
    {
      schema: {
        tags: ['facturacion'],
        summary: 'Preparar la descarga del PDF de un movimiento (representación gráfica de su factura electrónica)',
        body: ZPdfDownloadBody,
        response: { 201: envelope(ZPdfDownload), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.FACTURACION_ELECTRONICA, 'E'),
    },
    async (request, reply) => {
      const { movimiento, empresas_id, filename } = request.body;
      exigirEmpresa(request, empresas_id);
      const f = await facturaDeMovimiento(app.db, sesionDe(request).empresas, movimiento.id, empresas_id);
      const nombre = `${filename || f.numero.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
      return reply.code(201).send(ok({ url: `/api/guru.facturacion/facturas/${f.id}/pdf`, filename: nombre }, M.pdfGenerado, 201));
    },
  );
}
