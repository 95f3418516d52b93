import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_ORGANIZACION as M,
  ZOrganizacionEdicion,
  ZOrganizacionFila,
  ZOrganizacionForm,
  ZOrganizacionesQuery,
} from '@eds/contracts/empresa/organizaciones';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { forbidden } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoOrganizacion,
  crearOrganizacion,
  editarOrganizacion,
  listarOrganizacionesGestion,
  obtenerOrganizacion,
} from '../../../services/empresa/organizaciones';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';

/**
 * Organizaciones (SCREENS.md G01): the calls of the accounting-integration service beside its listing
 * (`GET v1/organization/organizationListing`, services/regionales/integracion.ts), on the same table. An
 * organization sits above the business's regionals, so only a business-level user (whose company is the root)
 * changes one; everyone reads only its own business's.
 */
export default async function organizaciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizaciones'];

  const exigirNegocio = async (request: FastifyRequest) => {
    if (!esUsuarioDeNegocio(sesionDe(request))) throw forbidden(M.soloNegocio);
  };

  app.get(
    '/v1/organization/gestion',
    {
      schema: {
        tags,
        summary: 'Organizaciones del negocio (paginado, buscado, filtrado por estado)',
        querystring: ZOrganizacionesQuery,
        response: respondeLista(ZOrganizacionFila),
      },
      onRequest: app.permiso(MODULO.ORGANIZACIONES, 'R'),
    },
    async (request) => {
      const { filas, total } = await listarOrganizacionesGestion(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/v1/organization/:id',
    {
      schema: { tags, summary: 'Una organización', params: z.object({ id: zId }), response: responde(ZOrganizacionFila) },
      onRequest: app.permiso(MODULO.ORGANIZACIONES, 'R'),
    },
    async (request) => ok(await obtenerOrganizacion(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/v1/organization',
    {
      schema: { tags, summary: 'Crear una organización', body: ZOrganizacionForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ORGANIZACIONES, 'C'),
      preHandler: exigirNegocio,
    },
    async (request) => {
      const id = await request.transaccion((tx) => crearOrganizacion(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/v1/organization',
    {
      schema: { tags, summary: 'Editar una organización (id en el cuerpo)', body: ZOrganizacionEdicion, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.ORGANIZACIONES, 'U'),
      preHandler: exigirNegocio,
    },
    async (request) => {
      await request.transaccion((tx) => editarOrganizacion(tx, sesionDe(request).negocioId, request.body));
      return ok({ id: request.body.id }, C.editado);
    },
  );

  app.put(
    '/v1/organization/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una organización',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.ORGANIZACIONES, 'U'),
      preHandler: exigirNegocio,
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoOrganizacion(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
