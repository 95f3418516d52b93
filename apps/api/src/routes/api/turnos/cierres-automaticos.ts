import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import {
  MENSAJES_CIERRE_AUTOMATICO as M,
  ZCierreAutomatico,
  ZCierreAutomaticoEdicion,
  ZCierreAutomaticoForm,
  ZCierresAutomaticosQuery,
  ZParametrosWatcher,
  ZParametrosWatcherParams,
} from '@eds/contracts/turnos/cierres-automaticos';
import { ZEjecucionCierre, ZEjecucionesQuery } from '@eds/contracts/turnos/cierres-automaticos-ejecuciones';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoCierre,
  crearCierre,
  editarCierre,
  eliminarCierre,
  listarCierres,
  obtenerCierre,
  parametrosWatcher,
} from '../../../services/turnos/cierres-automaticos';
import { listarEjecuciones } from '../../../services/turnos/cierre-automatico-trabajo';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Cierres automáticos (SCREENS.md G23): CRUD(`cierre-automatico`) — `GET cierre-automatico/empresa` (the scope;
 * `empresa_id` narrows it), `GET cierre-automatico/empresa/{id}`, `GET cierre-automatico/{id}`, `POST`, `PUT` (id in
 * the body), `PUT cierre-automatico/{id}/{A|I}` (turns the automatic close on or off), `DELETE` — and the documented
 * `GET horario/empresa/wacher/parametros/{estacion}/{dia}`. Module GESTION CIERRES AUTOMATICOS.
 */
export default async function cierresAutomaticos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['turnos'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.GESTION_CIERRES_AUTOMATICOS, letra);

  app.get(
    '/cierre-automatico/ejecuciones',
    {
      schema: {
        tags,
        summary: 'Ejecuciones del cierre automático de las estaciones del alcance (paginado; la más reciente primero)',
        querystring: ZEjecucionesQuery,
        response: { 200: envelopePaginado(ZEjecucionCierre), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarEjecuciones(app.db, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/cierre-automatico/empresa',
    {
      schema: {
        tags,
        summary: 'Cierres automáticos de las estaciones del alcance (paginado; empresa_id filtra una estación)',
        querystring: ZCierresAutomaticosQuery,
        response: { 200: envelopePaginado(ZCierreAutomatico), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarCierres(app.db, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/cierre-automatico/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Cierre automático de una estación',
        params: z.object({ id: zId }),
        querystring: ZCierresAutomaticosQuery,
        response: { 200: envelopePaginado(ZCierreAutomatico), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const filtro = { ...request.query, empresa_id: request.params.id };
      const { filas, total } = await listarCierres(app.db, sesionDe(request).empresas, filtro);
      return paginado(filas, total, filtro);
    },
  );

  app.get(
    '/horario/empresa/wacher/parametros/:a/:b',
    {
      schema: {
        tags,
        summary: 'Parámetros del cierre automático de una estación ({a}) para un día operativo ({b}) y su ejecución',
        params: ZParametrosWatcherParams,
        response: { 200: envelope(ZParametrosWatcher), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.a);
      return ok(await parametrosWatcher(app.db, request.params.a, request.params.b));
    },
  );

  app.get(
    '/cierre-automatico/:id',
    {
      schema: {
        tags,
        summary: 'Un cierre automático',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZCierreAutomatico), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerCierre(app.db, sesionDe(request).empresas, request.params.id)),
  );

  app.post(
    '/cierre-automatico',
    {
      schema: {
        tags,
        summary: 'Configurar el cierre automático de una estación',
        body: ZCierreAutomaticoForm,
        response: { 200: ZIdCreado, ...ERRORES },
      },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearCierre(tx, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/cierre-automatico',
    {
      schema: {
        tags,
        summary: 'Editar un cierre automático (id en el cuerpo)',
        body: ZCierreAutomaticoEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarCierre(tx, sesionDe(request).empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/cierre-automatico/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) el cierre automático',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoCierre(tx, sesionDe(request).empresas, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/cierre-automatico/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un cierre automático que no ha corrido',
        params: z.object({ id: zId }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarCierre(tx, sesionDe(request).empresas, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
