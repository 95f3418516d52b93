import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import {
  CUERPO_MAXIMO_VERSION,
  MENSAJES_VERSION_POS as M,
  ZDespliegueBody,
  ZEquipoVersion,
  ZEquiposVersionQuery,
  ZVersionPos,
  ZVersionPosDetalle,
  ZVersionPosEdicion,
  ZVersionPosForm,
  ZVersionesPosQuery,
} from '@eds/contracts/versiones-pos';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';
import {
  crearVersion,
  desplegarVersion,
  editarVersion,
  eliminarVersion,
  equiposDeVersion,
  listarVersiones,
  obtenerVersion,
  retirarVersion,
  type Autor,
} from '../../../services/equipos/versiones-pos';

function autorDe(request: FastifyRequest): Autor {
  const s = sesionDe(request);
  return {
    usuarioId: s.usuarioId,
    plataforma: s.plataforma,
    negocioId: s.negocioId,
    deNegocio: esUsuarioDeNegocio(s),
    empresas: s.empresas,
  };
}

/**
 * Versiones POS (SCREENS.md G05, docs/decisions/055): CRUD(version-pos) of the product's POS versions (published by a
 * platform administrator), their rollout (X), the devices that report each one (in the caller's scope) and
 * `Retirar versión` (X).
 */
export default async function versionesPos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['equipo'];
  const params = z.object({ id: zId });

  app.get(
    '/version-pos',
    {
      schema: {
        tags,
        summary: 'Versiones POS publicadas (paginado)',
        description: '`estado` A publicadas, I retiradas; `buscar` mira versión, plataforma, código, notas y SHA-256.',
        querystring: ZVersionesPosQuery,
        response: respondeLista(ZVersionPos),
      },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'R'),
    },
    async (request) => {
      const { filas, total } = await listarVersiones(app.db, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/version-pos/:id',
    {
      schema: { tags, summary: 'Una versión POS con sus despliegues', params, response: responde(ZVersionPosDetalle) },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'R'),
    },
    async (request) => ok(await obtenerVersion(app.db, request.params.id, sesionDe(request).empresas)),
  );

  app.post(
    '/version-pos',
    {
      bodyLimit: CUERPO_MAXIMO_VERSION,
      schema: {
        tags,
        summary: 'Publicar una versión POS con su paquete (máximo 20 MB, en base64)',
        description: 'El servidor calcula y guarda el SHA-256 del paquete. El código debe superar el de toda versión de la plataforma.',
        body: ZVersionPosForm,
        response: responde(ZIdRegistro),
      },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'C'),
    },
    async (request) => {
      const id = await request.transaccion((tx) => crearVersion(tx, autorDe(request), request.body));
      return ok({ id }, M.creada);
    },
  );

  app.put(
    '/version-pos',
    {
      bodyLimit: CUERPO_MAXIMO_VERSION,
      schema: {
        tags,
        summary: 'Editar una versión POS (id en el cuerpo; paquete solo si se reemplaza)',
        body: ZVersionPosEdicion,
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'U'),
    },
    async (request) => {
      await request.transaccion((tx) => editarVersion(tx, autorDe(request), request.body));
      return ok(null, M.editada);
    },
  );

  app.delete(
    '/version-pos/:id',
    {
      schema: { tags, summary: 'Eliminar una versión POS nunca desplegada', params, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarVersion(tx, autorDe(request), request.params.id));
      return ok(null, M.eliminada);
    },
  );

  app.put(
    '/version-pos/:id/retirar',
    {
      schema: {
        tags,
        summary: 'Retirar versión: deja de indicarse a los equipos y su paquete deja de entregarse',
        params,
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'X'),
    },
    async (request) => {
      await request.transaccion((tx) => retirarVersion(tx, autorDe(request), request.params.id));
      return ok(null, M.retirada);
    },
  );

  app.post(
    '/version-pos/:id/despliegue',
    {
      schema: {
        tags,
        summary: 'Desplegar una versión a todas las estaciones, a las de un negocio o a las elegidas, desde una fecha',
        description:
          'TODAS solo el operador de la plataforma; NEGOCIO el propio negocio (usuario del negocio; otro, solo el operador); ESTACIONES estaciones del alcance. ' +
          'Cada equipo ejecuta la versión de mayor código de su plataforma desplegada en su estación.',
        params,
        body: ZDespliegueBody,
        response: responde(ZIdRegistro),
      },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'X'),
    },
    async (request) => {
      const id = await request.transaccion((tx) => desplegarVersion(tx, autorDe(request), request.params.id, request.body));
      return ok({ id }, M.desplegada);
    },
  );

  app.get(
    '/version-pos/:id/equipos',
    {
      schema: {
        tags,
        summary: 'Equipos que reportan la versión en su último latido (paginado, del alcance del usuario)',
        params,
        querystring: ZEquiposVersionQuery,
        response: respondeLista(ZEquipoVersion),
      },
      onRequest: app.permiso(MODULO.VERSIONES_POS, 'R'),
    },
    async (request) => {
      const { filas, total } = await equiposDeVersion(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
