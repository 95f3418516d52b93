import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { MENSAJES_TURNO as M, ZTurno, ZTurnoEdicion, ZTurnoForm, ZTurnosQuery } from '@eds/contracts/turnos/horarios';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { cambiarEstadoTurno, crearTurno, editarTurno, eliminarTurno, listarTurnos, obtenerTurno } from '../../../services/turnos/horarios';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Turnos (SCREENS.md G23): the documented `GET`/`POST horario/empresa` and `GET horario/empresa/{id}` (the schedules
 * of station {id}), with ours beside them: `GET horario/{id}`, `PUT horario/empresa` (id in the body),
 * `PUT horario/{id}/{A|I}` and `DELETE horario/{id}`. Module GESTION TURNOS.
 */
export default async function horarios(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['turnos'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.GESTION_TURNOS, letra);

  app.get(
    '/horario/empresa',
    {
      schema: {
        tags,
        summary: 'Turnos de las estaciones del alcance del usuario (paginado; empresa_id filtra una estación)',
        querystring: ZTurnosQuery,
        response: { 200: envelopePaginado(ZTurno), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarTurnos(app.db, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/horario/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Turnos de una estación (paginado)',
        params: z.object({ id: zId }),
        querystring: ZTurnosQuery,
        response: { 200: envelopePaginado(ZTurno), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const filtro = { ...request.query, empresa_id: request.params.id };
      const { filas, total } = await listarTurnos(app.db, sesionDe(request).empresas, filtro);
      return paginado(filas, total, filtro);
    },
  );

  app.get(
    '/horario/:id',
    {
      schema: { tags, summary: 'Un turno', params: z.object({ id: zId }), response: { 200: envelope(ZTurno), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerTurno(app.db, sesionDe(request).empresas, request.params.id)),
  );

  app.post(
    '/horario/empresa',
    {
      schema: { tags, summary: 'Crear un turno', body: ZTurnoForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearTurno(tx, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/horario/empresa',
    {
      schema: { tags, summary: 'Editar un turno (id en el cuerpo)', body: ZTurnoEdicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarTurno(tx, sesionDe(request).empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/horario/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) un turno',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoTurno(tx, sesionDe(request).empresas, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/horario/:id',
    {
      schema: { tags, summary: 'Eliminar un turno sin uso', params: z.object({ id: zId }), response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarTurno(tx, sesionDe(request).empresas, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
