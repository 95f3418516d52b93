import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCupo,
  ZCupoEdicion,
  ZCupoForm,
  ZCuposQuery,
  ZRestriccion,
  ZRestriccionEdicion,
  ZRestriccionForm,
  ZRestriccionesQuery,
} from '@eds/contracts/cupos';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, responde } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import {
  cambiarEstadoCupo,
  cambiarEstadoRestriccion,
  crearCupo,
  crearRestriccion,
  editarCupo,
  editarRestriccion,
  listarCupos,
  listarRestricciones,
  obtenerCupo,
  obtenerRestriccion,
} from '../../../services/clientes/cupos';
import { ZIdCreado, ZSinDatos } from '../configuracion/rutas-catalogo';

const tags = ['clientes'];
const params = z.object({ id: zId });
const paramsEstado = z.object({ id: zId, estado: ZEstadoRegistro });

/**
 * CRUD(cupo) and CRUD(restriccion) of SCREENS.md G19/G20 (docs/decisions/072), on the catalogue paths: x/empresa/{id}
 * (paged), x/{id}, POST x, PUT x (id in the body), PUT x/{id}/{A|I}. Records belong to the caller's business; the
 * company in the path or body is checked against the scope. Raising a quota needs letter A.
 */
export default async function clientesCupos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cupo = (letra: 'R' | 'C' | 'U') => app.permiso(MODULO.CUPOS_CLIENTE, letra);
  const restriccion = (letra: 'R' | 'C' | 'U') => app.permiso(MODULO.GESTION_RESTRICCIONES_CF, letra);

  app.get(
    '/cupo/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Cupos de clientes del negocio (paginado), con lo consumido, retenido y disponible',
        params,
        querystring: ZCuposQuery,
        response: { 200: envelopePaginado(ZCupo), ...ERRORES },
      },
      onRequest: cupo('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarCupos(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/cupo/:id',
    { schema: { tags, summary: 'Un cupo de cliente', params, response: responde(ZCupo) }, onRequest: cupo('R') },
    async (request) => ok(await obtenerCupo(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/cupo',
    {
      schema: { tags, summary: 'Crear un cupo de cliente', body: ZCupoForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: cupo('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearCupo(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/cupo',
    {
      schema: {
        tags,
        summary: 'Editar un cupo (aumentarlo requiere la letra A)',
        body: ZCupoEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: cupo('U'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const puedeSubir = tieneLetra(moduloConcedido(s, MODULO.CUPOS_CLIENTE), 'A');
      await request.transaccion((tx) => editarCupo(tx, s.negocioId, request.body, puedeSubir));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/cupo/:id/:estado',
    {
      schema: { tags, summary: 'Activar (A) o inactivar (I) un cupo', params: paramsEstado, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: cupo('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoCupo(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.get(
    '/restriccion/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Restricciones de consumo de flotas y vehículos del negocio (paginado)',
        params,
        querystring: ZRestriccionesQuery,
        response: { 200: envelopePaginado(ZRestriccion), ...ERRORES },
      },
      onRequest: restriccion('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarRestricciones(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/restriccion/:id',
    { schema: { tags, summary: 'Una restricción de consumo', params, response: responde(ZRestriccion) }, onRequest: restriccion('R') },
    async (request) => ok(await obtenerRestriccion(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/restriccion',
    {
      schema: { tags, summary: 'Crear una restricción de consumo', body: ZRestriccionForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: restriccion('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const id = await request.transaccion((tx) => crearRestriccion(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/restriccion',
    {
      schema: { tags, summary: 'Editar una restricción de consumo', body: ZRestriccionEdicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: restriccion('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      await request.transaccion((tx) => editarRestriccion(tx, sesionDe(request).negocioId, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/restriccion/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una restricción de consumo',
        params: paramsEstado,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: restriccion('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoRestriccion(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
