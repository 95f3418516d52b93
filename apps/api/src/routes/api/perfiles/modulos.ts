import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_MODULO as M, ZModuloEdicion, ZModuloFila, ZModuloOrden, ZModulosQuery } from '@eds/contracts/configuracion/modulos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirPlataforma } from '../../../plugins/sesion';
import { cambiarEstadoModulo, editarModulo, listarModulos, obtenerModulo, ordenarModulos } from '../../../services/perfiles/modulos';

const ZSinDatos = envelope(z.null());

/**
 * The module catalogue (SCREENS.md G09, module MODULOS, decision 048): GET modulo (paged), GET modulo/{id}, PUT modulo
 * (label and order), PUT modulo/{id}/{A|I}, PUT modulo/orden. Modules are created and deleted only by the code's
 * `MODULOS`, so there is no POST or DELETE. Reading takes letter R; writing letter U and the platform operator (403 otherwise): the tree is every business's (decision 059).
 */
export default async function modulos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['perfil'];

  /** After the letter, before any body check: a write by anyone but the platform operator is refused. */
  const soloPlataforma = [app.permiso(MODULO.MODULOS, 'U'), async (request: FastifyRequest) => exigirPlataforma(request, M.soloPlataforma)];

  app.get(
    '/modulo',
    {
      schema: {
        tags,
        summary: 'Módulos del sistema (paginado)',
        description: 'Código (la descripción que leen los permisos), etiqueta del menú, ruta, tipo, padre, orden y estado.',
        querystring: ZModulosQuery,
        response: { 200: envelopePaginado(ZModuloFila), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.MODULOS, 'R'),
    },
    async (request) => {
      const { filas, total } = await listarModulos(app.db, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.put(
    '/modulo/orden',
    {
      schema: {
        tags,
        summary: 'Ordenar los hijos de un módulo (o las secciones, con modulos_id null)',
        body: ZModuloOrden,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: soloPlataforma,
    },
    async (request) => {
      await request.transaccion((tx) => ordenarModulos(tx, request.body));
      return ok(null, M.ordenado);
    },
  );

  app.get(
    '/modulo/:id',
    {
      schema: { tags, summary: 'Un módulo', params: z.object({ id: zId }), response: { 200: envelope(ZModuloFila), ...ERRORES } },
      onRequest: app.permiso(MODULO.MODULOS, 'R'),
    },
    async (request) => ok(await obtenerModulo(app.db, request.params.id)),
  );

  app.put(
    '/modulo',
    {
      schema: {
        tags,
        summary: 'Editar la etiqueta y el orden de un módulo',
        description: 'El código, la ruta, el tipo y el padre son del código fuente y no se editan.',
        body: ZModuloEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: soloPlataforma,
    },
    async (request) => {
      await request.transaccion((tx) => editarModulo(tx, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/modulo/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) un módulo',
        description: 'Un módulo inactivo sale de los menús y sus llamadas se rechazan; sus permisos se conservan.',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: soloPlataforma,
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoModulo(tx, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
