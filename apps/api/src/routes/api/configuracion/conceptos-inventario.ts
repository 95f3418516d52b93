import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { ZConcepto, ZConceptoForm, ZConceptosConsulta, ZEmpresaConcepto } from '@eds/contracts/configuracion/conceptos-inventario';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { conceptosInventario, empresasParaConcepto } from '../../../services/configuracion/conceptos-inventario';
import { rutasEstadoCatalogo, ZIdCreado, ZSinDatos } from './rutas-catalogo';

/**
 * Inventory concepts (SCREENS.md G11, `configuracion/conceptos-inventario`) on the calls the specification names:
 * GET concepto/get-concepto/{id}, PUT concepto/update-concepto/{id}, POST concepto/crear-concepto/,
 * POST concepto/get-concepto-empresa/ (the list, its filters in the body) and GET concepto/get-listado-empresas/{id}
 * (the companies a concept can be assigned to); plus PUT concepto/{id}/{A|I} and DELETE concepto/{id} of §0.
 * The system's concepts are listed and read, never written (403 'Los registros del sistema no se pueden modificar').
 */
export function rutasConceptosInventario(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const modulo = MODULO.CONCEPTOS_INVENTARIO;
  const params = z.object({ id: zId });

  app.post(
    '/concepto/get-concepto-empresa',
    {
      schema: {
        tags,
        summary: 'Conceptos de inventario de una empresa: los del negocio y los del sistema (paginado, filtros en el cuerpo)',
        body: ZConceptosConsulta,
        response: { 200: envelopePaginado(ZConcepto), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      if (request.body.aplica_a) exigirEmpresa(request, request.body.aplica_a);
      const { filas, total } = await conceptosInventario.listar(app.db, sesionDe(request).negocioId, request.body);
      return paginado(filas, total, request.body);
    },
  );

  app.get(
    '/concepto/get-concepto/:id',
    {
      schema: { tags, summary: 'Un concepto de inventario', params, response: { 200: envelope(ZConcepto), ...ERRORES } },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => ok(await conceptosInventario.obtener(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.get(
    '/concepto/get-listado-empresas/:id',
    {
      schema: {
        tags,
        summary: 'Empresas activas del negocio de una empresa, dentro del alcance, a las que se asigna un concepto',
        params,
        querystring: ZPaginacionQuery,
        response: { 200: envelopePaginado(ZEmpresaConcepto), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const sesion = sesionDe(request);
      const { filas, total } = await empresasParaConcepto(app.db, sesion.negocioId, [...sesion.empresas], request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.post(
    '/concepto/crear-concepto',
    {
      schema: { tags, summary: 'Crear un concepto de inventario', body: ZConceptoForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: app.permiso(modulo, 'C'),
    },
    async (request) => {
      const cuerpo = request.body;
      exigirEmpresa(request, cuerpo.empresa_id);
      for (const e of cuerpo.empresas) exigirEmpresa(request, e);
      const id = await request.transaccion((tx) => conceptosInventario.crear(tx, sesionDe(request).negocioId, cuerpo));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/concepto/update-concepto/:id',
    {
      schema: {
        tags,
        summary: 'Editar un concepto de inventario del negocio (id en la ruta)',
        params,
        body: ZConceptoForm,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'U'),
    },
    async (request) => {
      const cuerpo = request.body;
      exigirEmpresa(request, cuerpo.empresa_id);
      for (const e of cuerpo.empresas) exigirEmpresa(request, e);
      await request.transaccion((tx) => conceptosInventario.editar(tx, sesionDe(request).negocioId, { ...cuerpo, id: request.params.id }));
      return ok(null, C.editado);
    },
  );

  rutasEstadoCatalogo(fastify, { recurso: 'concepto', modulo, nombre: 'un concepto de inventario', servicio: conceptosInventario });
}
