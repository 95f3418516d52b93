import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_CONTABILIDAD as M,
  TIPOS_HOMOLOGACION,
  ZHomologacion,
  ZHomologacionEdicion,
  ZHomologacionesQuery,
  ZHomologacionForm,
  ZReferenciaHomologable,
} from '@eds/contracts/conciliacion/contabilidad';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';
import {
  cambiarEstadoHomologacion,
  crearHomologacion,
  editarHomologacion,
  eliminarHomologacion,
  listarHomologaciones,
  obtenerHomologacion,
  referenciasHomologables,
} from '../../../services/contabilidad/homologaciones';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/** SAP mappings (G28 Integración SAP, module SAP INTEGRACIONES): CRUD(`SI:v1/homologation`) of the caller's business;
 * writes by business-level users only (decision 060). */
export default async function homologaciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contabilidad'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.SAP_INTEGRACIONES, letra);
  // Every station's vouchers read these rows: writes are for business-level users only, before the body is judged.
  const escribe = (letra: 'C' | 'U' | 'D') => [
    puede(letra),
    async (request: FastifyRequest) => {
      if (!esUsuarioDeNegocio(sesionDe(request))) throw new AppError(403, M.soloNegocio);
    },
  ];

  app.get(
    '/v1/homologation/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Homologaciones SAP del negocio de una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZHomologacionesQuery,
        response: { 200: envelopePaginado(ZHomologacion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarHomologaciones(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/v1/homologation/referencias/:tipo/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Registros activos del negocio que se pueden homologar (estaciones, productos, medios de pago, clientes)',
        params: z.object({ tipo: z.enum(TIPOS_HOMOLOGACION), id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopePaginado(ZReferenciaHomologable), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await referenciasHomologables(app.db, sesionDe(request).negocioId, request.params.tipo, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/v1/homologation/:id',
    {
      schema: {
        tags,
        summary: 'Una homologación SAP',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZHomologacion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerHomologacion(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/v1/homologation',
    {
      schema: { tags, summary: 'Crear una homologación SAP', body: ZHomologacionForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: escribe('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearHomologacion(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/v1/homologation',
    {
      schema: {
        tags,
        summary: 'Editar una homologación SAP (id en el cuerpo)',
        body: ZHomologacionEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: escribe('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarHomologacion(tx, sesionDe(request).negocioId, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/v1/homologation/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una homologación SAP',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: escribe('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoHomologacion(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/v1/homologation/:id',
    {
      schema: { tags, summary: 'Eliminar una homologación SAP', params: z.object({ id: zId }), response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: escribe('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarHomologacion(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
