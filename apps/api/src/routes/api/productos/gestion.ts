import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  ZConsecutivoProducto,
  ZHistoricoPrecio,
  ZIngredienteTodo,
  ZProductoEdicion,
  ZProductoForm,
  ZProductoGestion,
  ZProductoOpcion,
  ZProductosQuery,
} from '@eds/contracts/configuracion/productos';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { ZPrecioEspecial } from '@eds/contracts/comercial';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import {
  cambiarEstadoProducto,
  crearProducto,
  editarProducto,
  eliminarProducto,
  historicoPrecios,
  ingredientesTodos,
  listarProductos,
  obtenerProducto,
  opcionesProducto,
  posibleConsecutivo,
  preciosEspecialesDeProducto,
} from '../../../services/productos/gestion';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Products (SCREENS.md G13): the list, CRUD(producto) of the new calls, PUT producto/{id}/{A|I} (the spec's
 * PUT producto/{a}/{b}), producto/posible-consecutivo, producto/get-ingredientes-todos and the price history.
 * Everything is bounded by the user's business: another business's id answers 404.
 */
export default async function gestionProductos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['producto'];
  /**
   * The three product screens (Productos, Productos kiosco, Productos canastilla) are one screen on three modules:
   * any of them with the letter allows the call, and the audit records the one that did.
   */
  const MODULOS = [MODULO.PRODUCTOS, MODULO.PRODUCTOS_KIOSCO, MODULO.PRODUCTOS_CANASTILLA] as const;
  const puede = (letra: 'R' | 'C' | 'U' | 'D') =>
    async function permisoProductos(request: FastifyRequest) {
      const s = sesionDe(request);
      const modulo =
        MODULOS.find((m) => tieneLetra(moduloConcedido(s, m), letra)) ?? MODULOS.find((m) => moduloConcedido(s, m)) ?? MODULO.PRODUCTOS;
      exigirPermiso(request, modulo, letra);
    };

  app.get(
    '/producto/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Productos del negocio de una empresa (paginado, filtros de la pantalla G13)',
        params: z.object({ id: zId }),
        querystring: ZProductosQuery,
        response: { 200: envelopePaginado(ZProductoGestion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarProductos(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/producto/select/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Productos activos (no combustibles) para selectores de ingredientes',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopePaginado(ZProductoOpcion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await opcionesProducto(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/producto/posible-consecutivo/:id',
    {
      schema: {
        tags,
        summary: 'Siguiente código numérico libre de los productos del negocio de la empresa',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZConsecutivoProducto), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok({ codigo: await posibleConsecutivo(app.db, sesionDe(request).negocioId) });
    },
  );

  const ingredientes = async (id: number, negocioId: number) => ok(await ingredientesTodos(app.db, negocioId, id));
  app.get(
    '/producto/get-ingredientes-todos/:id',
    {
      schema: {
        tags,
        summary: 'Ingredientes de un producto expandidos hasta los productos simples',
        params: z.object({ id: zId }),
        response: { 200: envelope(z.array(ZIngredienteTodo)), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ingredientes(request.params.id, sesionDe(request).negocioId),
  );
  app.get(
    '/producto/get-ingredientes-todos/:id/:extra',
    {
      schema: {
        tags,
        summary: 'Ingredientes de un producto expandidos (el segundo segmento del spec no cambia la respuesta)',
        params: z.object({ id: zId, extra: z.string().max(50) }),
        response: { 200: envelope(z.array(ZIngredienteTodo)), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ingredientes(request.params.id, sesionDe(request).negocioId),
  );

  app.get(
    '/producto/historico-precios/:id/empresa/:empresa',
    {
      schema: {
        tags,
        summary: 'Historial de precios de un producto en la empresa y sus estaciones',
        params: z.object({ id: zId, empresa: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopePaginado(ZHistoricoPrecio), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      const s = sesionDe(request);
      const { filas, total } = await historicoPrecios(
        app.db,
        s.negocioId,
        request.params.id,
        request.params.empresa,
        s.empresas,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/producto/:id/precios-especiales',
    {
      schema: {
        tags,
        summary: 'Precios especiales de un producto (todas las estaciones y las que el usuario alcanza)',
        params: z.object({ id: zId }),
        response: { 200: envelope(z.array(ZPrecioEspecial)), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const s = sesionDe(request);
      return ok(await preciosEspecialesDeProducto(app.db, s.negocioId, request.params.id, s.empresas));
    },
  );

  app.get(
    '/producto/:id',
    {
      schema: { tags, summary: 'Un producto', params: z.object({ id: zId }), response: { 200: envelope(ZProductoGestion), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerProducto(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/producto',
    {
      schema: { tags, summary: 'Crear un producto', body: ZProductoForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const s = sesionDe(request);
      const id = await request.transaccion((tx) => crearProducto(tx, s.negocioId, s.usuarioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/producto',
    {
      schema: { tags, summary: 'Editar un producto (id en el cuerpo)', body: ZProductoEdicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const s = sesionDe(request);
      await request.transaccion((tx) => editarProducto(tx, s.negocioId, s.usuarioId, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/producto/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) un producto',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoProducto(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    '/producto/:id',
    {
      schema: { tags, summary: 'Eliminar un producto sin uso', params: z.object({ id: zId }), response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarProducto(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, C.eliminado);
    },
  );
}
