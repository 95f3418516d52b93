import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULO } from '@eds/contracts/modulos';
import { ZComandosCreados } from '@eds/contracts/comandos';
import {
  MENSAJES_SOPORTE,
  ZAutorizacionFiltro,
  ZAutorizacionesPagina,
  ZConciliacionSinc,
  ZConciliacionSincFiltro,
  ZNotificacionFiltro,
  ZNotificacionesPagina,
  ZReenviarNotificacion,
  ZReenvioSinc,
} from '@eds/contracts/soporte';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, responde } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { encolarComandos } from '../../../services/equipos/comandos';
import { listarAutorizaciones } from '../../../services/soporte/autorizaciones';
import { conciliarSincronizacion, equiposParaReenvio } from '../../../services/soporte/conciliacion-sincronizacion';
import { listarNotificacionesEnviadas, reenviarNotificacion } from '../../../services/soporte/notificaciones-enviadas';

/**
 * Soporte (SCREENS.md G06, second half; docs/decisions/052): Conciliación de sincronización, Notificaciones enviadas
 * and Autorizaciones. Reads with R, resends with X; every read and write limited to the caller's companies.
 */
export default async function soporte(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['soporte'];

  app.post(
    '/sincronizacion/conciliacion',
    {
      schema: {
        tags,
        summary: 'Conciliación de sincronización de una estación y un día',
        description:
          'Por equipo: ventas que el POS dice haber hecho (POST /pos/v1/conteos) frente a las recibidas; por prefijo: primer y último ' +
          'consecutivo del día y los huecos de la numeración entre ellos.',
        body: ZConciliacionSincFiltro,
        response: responde(ZConciliacionSinc),
      },
      onRequest: app.permiso(MODULO.CONCILIACION, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      return ok(await conciliarSincronizacion(app.db, request.body.empresa_id, request.body.fecha));
    },
  );

  app.post(
    '/sincronizacion/reenvio',
    {
      schema: {
        tags,
        summary: 'Solicitar a los equipos el reenvío de un día (o un rango de un prefijo)',
        description:
          'Encola el comando REENVIAR_VENTAS (decisión 046) con fecha, prefijo, desde y hasta para cada equipo activo de la estación ' +
          'de la lista; el POS reenvía esas ventas por POST /pos/v1/ventas (las ya guardadas cuentan como duplicadas).',
        body: ZReenvioSinc,
        response: responde(ZComandosCreados),
      },
      onRequest: app.permiso(MODULO.CONCILIACION, 'X'),
    },
    async (request) => {
      const b = request.body;
      exigirEmpresa(request, b.empresa_id);
      const payload: Record<string, string | number> = { fecha: b.fecha };
      if (b.prefijo) payload.prefijo = b.prefijo;
      if (b.desde !== undefined) payload.desde = b.desde;
      if (b.hasta !== undefined) payload.hasta = b.hasta;
      const ids = await request.transaccion(async (tx) => {
        const equipos = await equiposParaReenvio(tx, b.empresa_id, b.equipos);
        const estaciones = new Map(equipos.map((e) => [e, b.empresa_id]));
        return encolarComandos(tx, estaciones, equipos, 'REENVIAR_VENTAS', payload, sesionDe(request).usuarioId);
      });
      return ok({ ids }, MENSAJES_SOPORTE.reenvioSolicitado);
    },
  );

  app.post(
    '/notificacion/listar',
    {
      schema: {
        tags,
        summary: 'Notificaciones enviadas (socket y correo), máximo 31 días, paginado',
        body: ZNotificacionFiltro,
        response: { 200: ZNotificacionesPagina, ...ERRORES },
      },
      onRequest: app.permiso(MODULO.REPORTENOTIFICACIONES, 'R'),
    },
    async (request) => {
      if (request.body.empresa_id) exigirEmpresa(request, request.body.empresa_id);
      const { filas, total } = await listarNotificacionesEnviadas(app.db, request.body, [...sesionDe(request).empresas]);
      return paginado(filas, total, request.body);
    },
  );

  app.post(
    '/notificacion/:id/reenviar',
    {
      schema: {
        tags,
        summary: 'Reenviar una notificación (socket) o un correo',
        description:
          'Un mensaje de socket se publica de nuevo; un correo se encola de nuevo. Un correo con enlace o clave de un solo uso no se reenvía.',
        params: z.object({ id: zId }),
        body: ZReenviarNotificacion,
        response: responde(ZIdRegistro),
      },
      onRequest: app.permiso(MODULO.REPORTENOTIFICACIONES, 'X'),
    },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion((tx) => reenviarNotificacion(tx, request.body.canal, request.params.id, s.empresas, s.usuarioId));
      return ok(r, MENSAJES_SOPORTE.notificacionReenviada);
    },
  );

  app.post(
    '/autorizacion/listar',
    {
      schema: {
        tags,
        summary: 'Autorizaciones en línea de las ventas (máximo 31 días, paginado)',
        body: ZAutorizacionFiltro,
        response: { 200: ZAutorizacionesPagina, ...ERRORES },
      },
      onRequest: app.permiso(MODULO.REPORTE_AUTORIZACIONES, 'R'),
    },
    async (request) => {
      if (request.body.empresa_id) exigirEmpresa(request, request.body.empresa_id);
      const { filas, total } = await listarAutorizaciones(app.db, request.body, [...sesionDe(request).empresas]);
      return paginado(filas, total, request.body);
    },
  );
}
