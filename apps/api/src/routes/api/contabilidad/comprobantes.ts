import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_CONTABILIDAD as M,
  ZArchivoQuery,
  ZCambioEstadoComprobante,
  ZComprobante,
  ZEnvioContable,
} from '@eds/contracts/conciliacion/contabilidad';
import { ZComprobanteResumen, ZComprobantesQuery } from '@eds/contracts/conciliacion/comprobantes';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, respondeArchivo } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  archivoComprobantes,
  cambiarEstadoComprobante,
  enviarComprobantes,
  nombreArchivo,
  obtenerComprobante,
} from '../../../services/contabilidad/comprobantes';
import { listarComprobantes } from '../../../services/contabilidad/listado-comprobantes';
import { permisoEnAlguno } from '../conciliacion/respuestas';

const MODULOS_CONTABLES = [MODULO.SAP_INTEGRACIONES, MODULO.APUNTAMIENTOS, MODULO.CONCILIACIÓN_PDV] as const;
const ZArchivo = respondeArchivo('El archivo (CSV o Excel), en binario');

/**
 * Day vouchers: detail, file, "send" and the monitor's state changes. There is no SAP to reach: sending exports the
 * vouchers as one file (the answer) and records each as ENVIADO with the file's name; the accountant then marks
 * the import CONCILIADO or ERROR. Vouchers are read only from stations in the caller's scope.
 */
export default async function comprobantes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contabilidad'];

  app.get(
    '/v1/posting/voucher',
    {
      schema: {
        tags,
        summary: 'Comprobantes de los días conciliados de las estaciones del alcance, con su cuadre (débitos = créditos) (paginado)',
        querystring: ZComprobantesQuery,
        response: { 200: envelopePaginado(ZComprobanteResumen), ...ERRORES },
      },
      onRequest: permisoEnAlguno(MODULOS_CONTABLES, 'R'),
    },
    async (request) => {
      const q = request.query;
      if (q.empresaId !== undefined) exigirEmpresa(request, q.empresaId);
      const empresas = q.empresaId !== undefined ? [q.empresaId] : [...sesionDe(request).empresas];
      const { filas, total } = await listarComprobantes(app.db, empresas, q);
      return paginado(filas, total, q);
    },
  );

  app.get(
    '/v1/posting/voucher/:id',
    {
      schema: {
        tags,
        summary: 'Comprobante contable de un día conciliado, con sus líneas y su historial de estados',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZComprobante), ...ERRORES },
      },
      onRequest: permisoEnAlguno(MODULOS_CONTABLES, 'R'),
    },
    async (request) => ok(await obtenerComprobante(app.db, [...sesionDe(request).empresas], request.params.id)),
  );

  app.get(
    '/v1/posting/voucher/:id/file',
    {
      schema: {
        tags,
        summary: 'Archivo del comprobante para importar en contabilidad (csv o xlsx); no cambia su estado',
        params: z.object({ id: zId }),
        querystring: ZArchivoQuery,
        response: ZArchivo,
      },
      onRequest: permisoEnAlguno(MODULOS_CONTABLES, 'E'),
    },
    async (request, reply) => {
      const c = await obtenerComprobante(app.db, [...sesionDe(request).empresas], request.params.id);
      const archivo = await archivoComprobantes([c], request.query.formato);
      return reply
        .type(archivo.tipo)
        .header('content-disposition', `attachment; filename="${nombreArchivo(archivo.extension)}"`)
        .header('cache-control', 'no-store')
        .send(archivo.contenido);
    },
  );

  const enviar = (modulo: typeof MODULO.APUNTAMIENTOS | typeof MODULO.SAP_INTEGRACIONES, ruta: string, summary: string) =>
    app.post(
      ruta,
      { schema: { tags, summary, body: ZEnvioContable, response: ZArchivo }, onRequest: app.permiso(modulo, 'X') },
      async (request, reply) => {
        const s = sesionDe(request);
        const r = await request.transaccion((tx) =>
          enviarComprobantes(tx, [...s.empresas], request.body.comprobantes, request.body.formato, s.usuarioId),
        );
        return reply
          .type(r.tipo)
          .header('content-disposition', `attachment; filename="${r.archivo}"`)
          .header('x-enviados', String(r.enviados))
          .header('cache-control', 'no-store')
          .send(r.contenido);
      },
    );
  enviar(
    MODULO.APUNTAMIENTOS,
    '/v1/posting/send',
    'Enviar comprobantes a contabilidad: se exportan en un archivo (la respuesta) y quedan ENVIADO; no hay conexión remota',
  );
  enviar(
    MODULO.SAP_INTEGRACIONES,
    '/v1/sap/clousingDay/send',
    'Reenviar comprobantes desde el monitor de cierres (exportación en archivo)',
  );

  app.put(
    '/v1/sap/clousingDay/voucher/:id/estado',
    {
      schema: {
        tags,
        summary: 'Confirmar la importación de un comprobante exportado (CONCILIADO) o registrar su error (ERROR)',
        params: z.object({ id: zId }),
        body: ZCambioEstadoComprobante,
        response: { 200: envelope(z.null()), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.SAP_INTEGRACIONES, 'U'),
    },
    async (request) => {
      const s = sesionDe(request);
      await request.transaccion((tx) =>
        cambiarEstadoComprobante(tx, [...s.empresas], request.params.id, request.body.estado, request.body.detalle ?? null, s.usuarioId),
      );
      return ok(null, M.estadoActualizado);
    },
  );
}
