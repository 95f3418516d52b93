import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZUnidad, ZUnidadEdicion, ZUnidadForm, ZUnidadOpcion, ZUnidadesQuery } from '@eds/contracts/configuracion/unidades';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoUnidad,
  crearUnidad,
  editarUnidad,
  eliminarUnidad,
  listarUnidades,
  obtenerUnidad,
  opcionesUnidad,
} from '../../../services/configuracion/unidades';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Units of measure (SCREENS.md G11): CRUD(unidad). The reference for every catalogue call: the scope has already
 * authenticated; the letter is checked on request, before the body; writes run in the request's transaction.
 */
export default async function unidades(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.GESTION_UNIDADES, letra);

  app.get(
    '/unidad/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Unidades de medida del negocio de una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZUnidadesQuery,
        response: { 200: envelopePaginado(ZUnidad), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarUnidades(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/unidad/select/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Unidades activas para selectores',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopePaginado(ZUnidadOpcion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await opcionesUnidad(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/unidad/:id',
    {
      schema: { tags, summary: 'Una unidad de medida', params: z.object({ id: zId }), response: { 200: envelope(ZUnidad), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerUnidad(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/unidad',
    {
      schema: { tags, summary: 'Crear una unidad de medida', body: ZUnidadForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearUnidad(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/unidad',
    {
      schema: {
        tags,
        summary: 'Editar una unidad de medida (id en el cuerpo)',
        body: ZUnidadEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarUnidad(tx, sesionDe(request).negocioId, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/unidad/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una unidad de medida',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoUnidad(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    '/unidad/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una unidad de medida sin uso',
        params: z.object({ id: zId }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarUnidad(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, C.eliminado);
    },
  );
}
