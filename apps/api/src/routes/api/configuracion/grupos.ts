import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import {
  TIPOS_GRUPO,
  ZCandidatoGrupo,
  ZGrupo,
  ZGrupoEdicion,
  ZGrupoForm,
  ZGrupoOpcion,
  ZGruposQuery,
} from '@eds/contracts/configuracion/grupos';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoGrupo,
  candidatosGrupo,
  crearGrupo,
  editarGrupo,
  eliminarGrupo,
  gruposPorTipo,
  listarGrupos,
  obtenerGrupo,
} from '../../../services/configuracion/grupos';

const tags = ['grupos'];
const zTipo = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(TIPOS_GRUPO));

/**
 * Groups (SCREENS.md G09): CRUD(grupo) — `grupo/empresa/{id}`, `grupo/{id}`, `POST`/`PUT grupo`,
 * `PUT grupo/{id}/{A|I}`, `DELETE grupo/{id}` — the documented lookup `grupo/select/v2/{tipo}/{id}`, and the
 * records a group of a type may hold. Groups belong to the company's business and are seen within the caller's scope.
 */
export default async function grupos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const negocioDe = (request: Parameters<typeof sesionDe>[0], empresaId: number) =>
    sesionDe(request).alcance.get(empresaId)?.negocio_id ?? sesionDe(request).negocioId;
  const alcance = (request: Parameters<typeof sesionDe>[0]) => [...sesionDe(request).empresas];

  app.get(
    '/grupo/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Grupos del negocio de una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZGruposQuery,
        response: respondeLista(ZGrupo),
      },
      onRequest: app.permiso(MODULO.GRUPOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarGrupos(app.db, negocioDe(request, request.params.id), alcance(request), request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/grupo/select/v2/:tipo/:id',
    {
      schema: {
        tags,
        summary: 'Grupos activos de un tipo (PRODUCTOS, ESTACIONES, CLIENTES, EMPLEADOS) con sus miembros',
        params: z.object({ tipo: zTipo, id: zId }),
        response: responde(z.array(ZGrupoOpcion)),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await gruposPorTipo(app.db, negocioDe(request, request.params.id), alcance(request), request.params.tipo));
    },
  );

  app.get(
    '/grupo/candidatos/:tipo/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Registros que un grupo del tipo puede tener como miembros',
        params: z.object({ tipo: zTipo, id: zId }),
        querystring: z.object({ buscar: z.string().trim().max(100).optional() }),
        response: responde(z.array(ZCandidatoGrupo)),
      },
      onRequest: app.permiso(MODULO.GRUPOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { tipo, id } = request.params;
      return ok(await candidatosGrupo(app.db, tipo, negocioDe(request, id), alcance(request), request.query.buscar));
    },
  );

  app.get(
    '/grupo/:id',
    {
      schema: { tags, summary: 'Un grupo', params: z.object({ id: zId }), response: responde(ZGrupo) },
      onRequest: app.permiso(MODULO.GRUPOS, 'R'),
    },
    async (request) => ok(await obtenerGrupo(app.db, sesionDe(request).negocioId, alcance(request), request.params.id)),
  );

  app.post(
    '/grupo',
    {
      schema: { tags, summary: 'Crear un grupo', body: ZGrupoForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.GRUPOS, 'C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const negocio = negocioDe(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearGrupo(tx, negocio, alcance(request), request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/grupo',
    {
      schema: { tags, summary: 'Editar un grupo', body: ZGrupoEdicion, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.GRUPOS, 'U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const negocio = negocioDe(request, request.body.empresa_id);
      await request.transaccion((tx) => editarGrupo(tx, negocio, alcance(request), request.body.id, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/grupo/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar o inactivar un grupo',
        params: z.object({ id: zId, estado: z.enum(['A', 'I']) }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.GRUPOS, 'U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoGrupo(tx, sesionDe(request).negocioId, alcance(request), id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    '/grupo/:id',
    {
      schema: { tags, summary: 'Eliminar un grupo', params: z.object({ id: zId }), response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.GRUPOS, 'D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarGrupo(tx, sesionDe(request).negocioId, alcance(request), request.params.id));
      return ok(null, C.eliminado);
    },
  );
}
