import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import {
  MENSAJES_META as M,
  ZDistribucion,
  ZDistribucionQuery,
  ZMeta,
  ZMetaEdicion,
  ZMetaForm,
  ZMetasQuery,
  ZOpcionesMeta,
} from '@eds/contracts/metas/metas';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { calcularDistribucion } from '../../../services/metas/distribucion';
import {
  cambiarEstadoMeta,
  crearMeta,
  editarMeta,
  eliminarMeta,
  listarMetas,
  obtenerMeta,
  opcionesMeta,
} from '../../../services/metas/metas';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Metas de venta (SCREENS.md G23): CRUD(`meta`) — `GET meta` (the scope's goals; `empresa_id`, `anio`, `mes` narrow
 * it), `GET meta/{id}`, `POST meta`, `PUT meta` (id in the body), `PUT meta/{id}/{A|I}`, `DELETE meta/{id}` — plus
 * `GET meta/opciones` (fuels and categories a goal may be for) and `POST meta/distribucion` (the split a goal would
 * get, the MANUAL editor's starting point). Module GESTION METAS.
 */
export default async function metas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['metas'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.GESTION_METAS, letra);

  app.get(
    '/meta',
    {
      schema: {
        tags,
        summary: 'Metas de venta de las estaciones del alcance (paginado)',
        querystring: ZMetasQuery,
        response: { 200: envelopePaginado(ZMeta), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarMetas(app.db, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/meta/opciones',
    {
      schema: {
        tags,
        summary: 'Combustibles y categorías del negocio para una meta',
        response: { 200: envelope(ZOpcionesMeta), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await opcionesMeta(app.db, sesionDe(request).negocioId)),
  );

  app.post(
    '/meta/distribucion',
    {
      schema: {
        tags,
        summary: 'Distribución diaria que tendría una meta (UNIFORME o POR DÍA DE SEMANA)',
        body: ZDistribucionQuery,
        response: { 200: envelope(ZDistribucion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const b = request.body;
      exigirEmpresa(request, b.empresa_id);
      const dias = await calcularDistribucion(
        app.db,
        { empresaId: b.empresa_id, anio: b.anio, mes: b.mes, tipo: b.tipo, unidad: b.unidad, meta: b.meta },
        b.distribucion,
      );
      return ok({ dias });
    },
  );

  app.get(
    '/meta/:id',
    {
      schema: { tags, summary: 'Una meta', params: z.object({ id: zId }), response: { 200: envelope(ZMeta), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerMeta(app.db, sesionDe(request).empresas, request.params.id)),
  );

  app.post(
    '/meta',
    {
      schema: { tags, summary: 'Crear una meta', body: ZMetaForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearMeta(tx, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/meta',
    {
      schema: { tags, summary: 'Editar una meta (id en el cuerpo)', body: ZMetaEdicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarMeta(tx, sesionDe(request).empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/meta/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una meta',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoMeta(tx, sesionDe(request).empresas, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/meta/:id',
    {
      schema: { tags, summary: 'Eliminar una meta', params: z.object({ id: zId }), response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarMeta(tx, sesionDe(request).empresas, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
