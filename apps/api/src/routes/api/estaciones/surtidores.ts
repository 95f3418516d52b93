import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import {
  MENSAJES_SURTIDOR as MS,
  ZIslaFila,
  ZIslasQuery,
  ZManguera,
  ZMangueraEdicion,
  ZMangueraForm,
  ZProtocoloSurtidor,
} from '@eds/contracts/surtidores';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import { estacionDe } from '../../../services/estaciones/administracion';
import {
  cambiarEstadoIsla,
  cambiarEstadoManguera,
  cambiarEstadoSurtidor,
  crearManguera,
  editarManguera,
  eliminarIsla,
  eliminarManguera,
  estacionDeManguera,
  leerManguera,
  listarIslas,
  protocolosSurtidor,
} from '../../../services/estaciones/surtidores';

/** The islands, pumps and hoses screen's own calls (SCREENS.md G03 "New"); POST/PUT isla and surtidor live in administracion.ts. */
export default async function surtidores(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['surtidor'];
  const estado = z.object({ id: zId, estado: ZEstadoRegistro });

  app.get(
    '/isla/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Islas de una estación con cuántos surtidores tiene cada una (paginado)',
        params: z.object({ id: zId }),
        querystring: ZIslasQuery,
        response: respondeLista(ZIslaFila),
      },
      onRequest: app.permiso(MODULO.ISLAS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarIslas(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/surtidor/protocolos',
    {
      schema: {
        tags,
        summary: 'Protocolos de surtidor (entidad 16)',
        querystring: ZPaginacionQuery,
        response: respondeLista(ZProtocoloSurtidor),
      },
      onRequest: app.permiso(MODULO.ISLAS, 'R'),
    },
    async (request) => {
      const todos = protocolosSurtidor();
      const { desde, limite } = request.query;
      return paginado(todos.slice(desde, desde + limite), todos.length, request.query);
    },
  );

  app.put(
    '/isla/:id/:estado',
    {
      schema: { tags, summary: 'Activar o inactivar una isla', params: estado, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.ISLAS, 'U'),
    },
    async (request) => {
      const { id, estado: nuevo } = request.params;
      const empresaId = await estacionDe(app.db, 'islas', id);
      if (empresaId === undefined) throw notFound(MS.islaNoExiste);
      exigirEmpresa(request, empresaId);
      await request.transaccion((tx) => cambiarEstadoIsla(tx, id, nuevo));
      return ok(null, nuevo === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    '/isla/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una isla sin surtidores, turnos ni equipos (una en uso se inactiva)',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.ISLAS, 'D'),
    },
    async (request) => {
      const empresaId = await estacionDe(app.db, 'islas', request.params.id);
      if (empresaId === undefined) throw notFound(MS.islaNoExiste);
      exigirEmpresa(request, empresaId);
      await request.transaccion((tx) => eliminarIsla(tx, request.params.id));
      return ok(null, MS.eliminado);
    },
  );

  app.put(
    '/surtidor/:id/:estado',
    {
      schema: { tags, summary: 'Activar o inactivar un surtidor', params: estado, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.ISLAS, 'U'),
    },
    async (request) => {
      const { id, estado: nuevo } = request.params;
      const empresaId = await estacionDe(app.db, 'surtidores', id);
      if (empresaId === undefined) throw notFound(MS.surtidorNoExiste);
      exigirEmpresa(request, empresaId);
      await request.transaccion((tx) => cambiarEstadoSurtidor(tx, id, nuevo));
      return ok(null, nuevo === 'A' ? C.activado : C.inactivado);
    },
  );

  app.post(
    '/manguera',
    {
      schema: { tags, summary: 'Crear una manguera en un surtidor', body: ZMangueraForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ISLAS, 'C'),
    },
    async (request) => {
      const empresaId = await estacionDe(app.db, 'surtidores', request.body.surtidor_id);
      if (empresaId === undefined) throw notFound(MS.surtidorNoExiste);
      exigirEmpresa(request, empresaId);
      const id = await request.transaccion((tx) => crearManguera(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );

  app.put(
    '/manguera',
    {
      schema: { tags, summary: 'Editar una manguera', body: ZMangueraEdicion, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ISLAS, 'U'),
    },
    async (request) => {
      const actual = await estacionDeManguera(app.db, request.body.id);
      if (actual === undefined) throw notFound(MS.mangueraNoExiste);
      exigirEmpresa(request, actual);
      const nueva = await estacionDe(app.db, 'surtidores', request.body.surtidor_id);
      if (nueva === undefined) throw notFound(MS.surtidorNoExiste);
      exigirEmpresa(request, nueva);
      await request.transaccion((tx) => editarManguera(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );

  app.get(
    '/manguera/:id',
    {
      schema: { tags, summary: 'Una manguera', params: z.object({ id: zId }), response: responde(ZManguera) },
      onRequest: app.permiso(MODULO.ISLAS, 'R'),
    },
    async (request) => {
      const m = await leerManguera(app.db, request.params.id);
      if (!m) throw notFound(MS.mangueraNoExiste);
      exigirEmpresa(request, m.empresa_id);
      const { empresa_id: _empresa, ...manguera } = m;
      return ok(manguera);
    },
  );

  app.put(
    '/manguera/:id/:estado',
    {
      schema: { tags, summary: 'Activar o inactivar una manguera', params: estado, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.ISLAS, 'U'),
    },
    async (request) => {
      const { id, estado: nuevo } = request.params;
      const empresaId = await estacionDeManguera(app.db, id);
      if (empresaId === undefined) throw notFound(MS.mangueraNoExiste);
      exigirEmpresa(request, empresaId);
      await request.transaccion((tx) => cambiarEstadoManguera(tx, id, nuevo));
      return ok(null, nuevo === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    '/manguera/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una manguera sin ventas (una con ventas se inactiva)',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.ISLAS, 'D'),
    },
    async (request) => {
      const empresaId = await estacionDeManguera(app.db, request.params.id);
      if (empresaId === undefined) throw notFound(MS.mangueraNoExiste);
      exigirEmpresa(request, empresaId);
      await request.transaccion((tx) => eliminarManguera(tx, request.params.id));
      return ok(null, MS.eliminado);
    },
  );
}
