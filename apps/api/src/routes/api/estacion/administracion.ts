import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBodegaEdicion, ZBodegaForm, ZIslaEdicion, ZIslaForm, ZSurtidorEdicion, ZSurtidorForm } from '@eds/contracts/estacion';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { enTransaccion } from '../../../db/context';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import {
  crearBodega,
  crearIsla,
  crearSurtidor,
  editarBodega,
  editarIsla,
  editarSurtidor,
  estacionDe,
} from '../../../plugins/app/estacion/administracion';

const MODULO_BODEGAS = 'GESTION BODEGA';
const MODULO_ISLAS = 'ISLAS';

/** Warehouses, islands and pumps (documented POST/PUT bodega and surtidor; islands are ours in the same style). */
export default async function estacionAdministracion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => ({ usuarioId: sesionDe(request).usuarioId, ip: request.ip });

  /** The row must exist and, like its new station, be in the caller's scope. */
  async function exigirPropio(request: FastifyRequest, tabla: 'islas' | 'surtidores' | 'bodegas', id: number, nueva: number, noExiste: string) {
    const actual = await estacionDe(app.db, tabla, id);
    if (actual === undefined) throw notFound(noExiste);
    exigirEmpresa(request, actual);
    exigirEmpresa(request, nueva);
  }

  app.post(
    '/bodega',
    { schema: { tags: ['bodega'], summary: 'Crear una bodega o tanque', body: ZBodegaForm, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_BODEGAS, 'C')] },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await enTransaccion(app.db, actor(request), (tx) => crearBodega(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );
  app.put(
    '/bodega',
    { schema: { tags: ['bodega'], summary: 'Editar una bodega o tanque', body: ZBodegaEdicion, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_BODEGAS, 'U')] },
    async (request) => {
      await exigirPropio(request, 'bodegas', request.body.id, request.body.empresa_id, M.bodegaNoExiste);
      await enTransaccion(app.db, actor(request), (tx) => editarBodega(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );

  app.post(
    '/isla',
    { schema: { tags: ['surtidor'], summary: 'Crear una isla', body: ZIslaForm, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_ISLAS, 'C')] },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await enTransaccion(app.db, actor(request), (tx) => crearIsla(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );
  app.put(
    '/isla',
    { schema: { tags: ['surtidor'], summary: 'Editar una isla', body: ZIslaEdicion, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_ISLAS, 'U')] },
    async (request) => {
      await exigirPropio(request, 'islas', request.body.id, request.body.empresa_id, M.islaNoExisteSimple);
      await enTransaccion(app.db, actor(request), (tx) => editarIsla(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );

  app.post(
    '/surtidor',
    { schema: { tags: ['surtidor'], summary: 'Crear un surtidor con sus mangueras', body: ZSurtidorForm, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_ISLAS, 'C')] },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await enTransaccion(app.db, actor(request), (tx) => crearSurtidor(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );
  app.put(
    '/surtidor',
    { schema: { tags: ['surtidor'], summary: 'Editar un surtidor y sus mangueras', body: ZSurtidorEdicion, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_ISLAS, 'U')] },
    async (request) => {
      await exigirPropio(request, 'surtidores', request.body.id, request.body.empresa_id, M.surtidorNoExiste);
      await enTransaccion(app.db, actor(request), (tx) => editarSurtidor(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );
}
