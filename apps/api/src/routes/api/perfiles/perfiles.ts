import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import {
  MENSAJES_PERFIL as P,
  ZPerfil,
  ZPerfilEdicion,
  ZPerfilForm,
  ZPerfilOpcion,
  ZPerfilesQuery,
  ZPermisosGuardar,
  ZPermisosPerfil,
} from '@eds/contracts/perfiles/perfiles';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoPerfil,
  crearPerfil,
  editarPerfil,
  exigirUsuarioDeNegocio,
  guardarPermisos,
  listarPerfiles,
  obtenerPerfil,
  perfilesPorTipo,
  permisosPerfil,
} from '../../../services/perfiles/perfiles';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Profiles and grants (SCREENS.md G09): CRUD(perfil) without deletion (a profile is inactivated), `GET`/`PUT
 * perfil/{id}/modulos`, and the documented lookup `perfil/tipo/{types}/empresa/{id}`. Every management call requires
 * a business-level user besides the letter.
 */
export default async function perfiles(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['perfiles'];
  const puede = (letra: 'R' | 'C' | 'U') => async (request: FastifyRequest) => {
    exigirPermiso(request, MODULO.GESTION_PERFILES, letra);
    exigirUsuarioDeNegocio(sesionDe(request));
  };

  app.get(
    '/perfil/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Perfiles del negocio de una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZPerfilesQuery,
        response: { 200: envelopePaginado(ZPerfil), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarPerfiles(app.db, sesionDe(request), request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/perfil/tipo/:tipos/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Perfiles activos de los tipos indicados (separados por coma) para el negocio de una empresa',
        params: z.object({ tipos: z.string().regex(/^[1-8](,[1-8])*$/), id: zId }),
        response: { 200: envelope(z.array(ZPerfilOpcion)), ...ERRORES },
      },
      // Used by the profiles screen and by the people form (a person's position).
      onRequest: async (request) => {
        const s = sesionDe(request);
        const m = s.modulosPorNombre.get(MODULO.GESTION_PERFILES) ?? s.modulosPorNombre.get(MODULO.EMPLEADOS);
        if (!m?.asignaciones.includes('R')) throw new AppError(403, MENSAJES.sinPermisoModulo);
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const s = sesionDe(request);
      const negocioId = s.alcance.get(request.params.id)?.negocio_id ?? s.negocioId;
      const tipos = request.params.tipos.split(',').map(Number);
      return ok(await perfilesPorTipo(app.db, s, negocioId, tipos));
    },
  );

  app.get(
    '/perfil/:id',
    {
      schema: { tags, summary: 'Un perfil', params: z.object({ id: zId }), response: { 200: envelope(ZPerfil), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerPerfil(app.db, sesionDe(request), request.params.id)),
  );

  app.get(
    '/perfil/:id/modulos',
    {
      schema: {
        tags,
        summary: 'Árbol de módulos del perfil con sus letras y las que el usuario puede otorgar',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZPermisosPerfil), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await permisosPerfil(app.db, sesionDe(request), request.params.id)),
  );

  app.put(
    '/perfil/:id/modulos',
    {
      schema: {
        tags,
        summary: 'Guardar los módulos y letras del perfil (lista completa)',
        params: z.object({ id: zId }),
        body: ZPermisosGuardar,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      await request.transaccion((tx) => guardarPermisos(tx, sesionDe(request), request.params.id, request.body));
      return ok(null, P.permisosGuardados);
    },
  );

  app.post(
    '/perfil',
    {
      schema: { tags, summary: 'Crear un perfil', body: ZPerfilForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearPerfil(tx, sesionDe(request), request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/perfil',
    {
      schema: { tags, summary: 'Editar un perfil (id en el cuerpo)', body: ZPerfilEdicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarPerfil(tx, sesionDe(request), request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/perfil/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) un perfil',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      await request.transaccion((tx) => cambiarEstadoPerfil(tx, sesionDe(request), request.params.id, request.params.estado));
      return ok(null, request.params.estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
