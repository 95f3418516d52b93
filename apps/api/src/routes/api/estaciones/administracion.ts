import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBodegaEdicion, ZBodegaForm, ZIslaEdicion, ZIslaForm, ZSurtidorEdicion, ZSurtidorForm } from '@eds/contracts/estacion';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { notFound } from '../../../lib/errors';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import {
  crearBodega,
  crearIsla,
  crearSurtidor,
  editarBodega,
  editarIsla,
  editarSurtidor,
  estacionDe,
} from '../../../services/estaciones/administracion';

/** Warehouses, islands and pumps (documented POST/PUT bodega and surtidor; islands are ours in the same style). */
export default async function estacionAdministracion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The row must exist and, like its new station, be in the caller's scope. */
  async function exigirPropio(
    request: FastifyRequest,
    tabla: 'islas' | 'surtidores' | 'bodegas',
    id: number,
    nueva: number,
    noExiste: string,
  ) {
    const actual = await estacionDe(app.db, tabla, id);
    if (actual === undefined) throw notFound(noExiste);
    exigirEmpresa(request, actual);
    exigirEmpresa(request, nueva);
  }

  app.post(
    '/bodega',
    {
      schema: { tags: ['bodega'], summary: 'Crear una bodega o tanque', body: ZBodegaForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.GESTION_BODEGA, 'C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearBodega(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );
  app.put(
    '/bodega',
    {
      schema: { tags: ['bodega'], summary: 'Editar una bodega o tanque', body: ZBodegaEdicion, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.GESTION_BODEGA, 'U'),
    },
    async (request) => {
      await exigirPropio(request, 'bodegas', request.body.id, request.body.empresa_id, M.bodegaNoExiste);
      await request.transaccion((tx) => editarBodega(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );

  app.post(
    '/isla',
    {
      schema: { tags: ['surtidor'], summary: 'Crear una isla', body: ZIslaForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ISLAS, 'C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearIsla(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );
  app.put(
    '/isla',
    {
      schema: { tags: ['surtidor'], summary: 'Editar una isla', body: ZIslaEdicion, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ISLAS, 'U'),
    },
    async (request) => {
      await exigirPropio(request, 'islas', request.body.id, request.body.empresa_id, M.islaNoExisteSimple);
      await request.transaccion((tx) => editarIsla(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );

  app.post(
    '/surtidor',
    {
      schema: { tags: ['surtidor'], summary: 'Crear un surtidor con sus mangueras', body: ZSurtidorForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ISLAS, 'C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearSurtidor(tx, request.body));
      return ok({ id }, M.registroGuardado);
    },
  );
  app.put(
    '/surtidor',
    {
      schema: {
        tags: ['surtidor'],
        summary: 'Editar un surtidor y sus mangueras',
        body: ZSurtidorEdicion,
        response: responde(ZIdRegistro),
      },
      onRequest: app.permiso(MODULO.ISLAS, 'U'),
    },
    async (request) => {
      await exigirPropio(request, 'surtidores', request.body.id, request.body.empresa_id, M.surtidorNoExiste);
      await request.transaccion((tx) => editarSurtidor(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.registroEditado);
    },
  );
}
