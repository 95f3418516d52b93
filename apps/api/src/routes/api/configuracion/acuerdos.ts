import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_ACUERDO as A,
  ZAcuerdo,
  ZAcuerdoDetalle,
  ZAcuerdoEdicion,
  ZAcuerdoForm,
  ZAcuerdosQuery,
  ZEstadoAcuerdoCuerpo,
  ZProductoAcordado,
} from '@eds/contracts/configuracion/acuerdos';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { envelope } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import * as acuerdos from '../../../services/configuracion/acuerdos';
import { proveedoresDeNegocios } from '../../../services/configuracion/catalogos';
import { ZIdCreado, ZSinDatos } from './rutas-catalogo';

/**
 * Acuerdos comerciales (SCREENS.md G12): CRUD(`contrato`) — GET contrato/empresa/{id}, GET contrato/{id}, POST, PUT
 * (id in the body), DELETE contrato/{id} (drafts only) —, PUT contrato/{id}/estado (letter A to put one in force or
 * cancel one in force), and the documented lookups contrato/acuerdos-empresas/{id},
 * contrato/get-contratoProducto-proveedor/{a}/{b} (and /{a}) and persona/mostrar-proveedor/obtener/proveedores.
 */
export function rutasAcuerdos(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const modulo = MODULO.GESTION_ACUERDOS;
  const params = z.object({ id: zId });
  const exigirEstaciones = (request: Parameters<typeof exigirEmpresa>[0], ids: readonly number[]) => {
    for (const id of ids) exigirEmpresa(request, id);
  };

  app.get(
    '/contrato/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Acuerdos comerciales del negocio de una empresa (paginado)',
        params,
        querystring: ZAcuerdosQuery,
        response: respondeLista(ZAcuerdo),
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await acuerdos.listar(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/contrato/acuerdos-empresas/:id',
    {
      schema: { tags, summary: 'Acuerdos que cubren una estación', params, querystring: ZAcuerdosQuery, response: respondeLista(ZAcuerdo) },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await acuerdos.listar(app.db, sesionDe(request).negocioId, request.query, request.params.id);
      return paginado(filas, total, request.query);
    },
  );

  const productos = async (request: { params: { a: number; b?: number } } & Parameters<typeof exigirEmpresa>[0]) => {
    const sesion = sesionDe(request);
    const estaciones = request.params.b ? [request.params.b] : [...sesion.empresas];
    exigirEstaciones(request, estaciones);
    return ok(await acuerdos.productosAcordados(app.db, sesion.negocioId, request.params.a, estaciones));
  };
  for (const ruta of ['/contrato/get-contratoProducto-proveedor/:a/:b', '/contrato/get-contratoProducto-proveedor/:a']) {
    app.get(
      ruta,
      {
        schema: {
          tags,
          summary: 'Productos acordados hoy con un proveedor (a) en una estación (b) o en las del alcance',
          params: z.object({ a: zId, b: zId.optional() }),
          response: { 200: envelope(z.array(ZProductoAcordado)), ...ERRORES },
        },
        onRequest: app.permiso(modulo, 'R'),
      },
      (request) => productos(request),
    );
  }

  app.get(
    '/persona/mostrar-proveedor/obtener/proveedores',
    {
      schema: {
        tags,
        summary: 'Proveedores activos del negocio',
        querystring: ZPaginacionQuery,
        response: respondeLista(ZProveedorOpcion),
      },
    },
    async (request) => {
      const { filas, total } = await proveedoresDeNegocios(app.db, [sesionDe(request).negocioId], request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/contrato/:id',
    {
      schema: {
        tags,
        summary: 'Un acuerdo comercial con sus estaciones y productos',
        params,
        response: { 200: envelope(ZAcuerdoDetalle), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => ok(await acuerdos.obtener(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/contrato',
    {
      schema: { tags, summary: 'Crear un acuerdo comercial (borrador)', body: ZAcuerdoForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: app.permiso(modulo, 'C'),
    },
    async (request) => {
      exigirEstaciones(request, [request.body.empresa_id, ...request.body.estaciones]);
      const id = await request.transaccion((tx) => acuerdos.crear(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/contrato',
    {
      schema: {
        tags,
        summary: 'Editar un acuerdo en borrador (id en el cuerpo)',
        body: ZAcuerdoEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'U'),
    },
    async (request) => {
      exigirEstaciones(request, [request.body.empresa_id, ...request.body.estaciones]);
      await request.transaccion((tx) => acuerdos.editar(tx, sesionDe(request).negocioId, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/contrato/:id/estado',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de un acuerdo (VIGENTE y cancelar uno vigente piden la letra A)',
        params,
        body: ZEstadoAcuerdoCuerpo,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'U'),
    },
    async (request) => {
      const { estado } = request.body;
      await request.transaccion((tx) =>
        acuerdos.cambiarEstado(tx, sesionDe(request).negocioId, request.params.id, estado, (letra) =>
          exigirPermiso(request, modulo, letra),
        ),
      );
      return ok(null, estado === 'VIGENTE' ? A.activado : A.estadoCambiado);
    },
  );

  app.delete(
    '/contrato/:id',
    {
      schema: { tags, summary: 'Eliminar un acuerdo en borrador', params, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: app.permiso(modulo, 'D'),
    },
    async (request) => {
      await request.transaccion((tx) => acuerdos.eliminar(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, C.eliminado);
    },
  );
}
