import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEquipoEdicion, ZEquipoForm } from '@eds/contracts/equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { zId } from '@eds/contracts/validaciones';
import { enTransaccion } from '../../../db/context';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { cambiarEstadoEquipo, crearEquipo, editarEquipo } from '../../../plugins/app/equipo/administracion';
import { estacionDeEquipo } from '../../../plugins/app/equipo/tokens';
import { MODULO_EQUIPOS } from './token';

/** Registering devices (Gestión de equipos): create, edit, enable and disable. */
export default async function equipoAdministracion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/equipo',
    {
      schema: { tags: ['equipo'], summary: 'Registrar un equipo', body: ZEquipoForm, security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_EQUIPOS, 'C')],
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const id = await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) => crearEquipo(tx, request.body));
      return ok({ id }, M.dispositivosGuardados);
    },
  );

  app.put(
    '/equipo',
    {
      schema: { tags: ['equipo'], summary: 'Editar un equipo', body: ZEquipoEdicion, security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_EQUIPOS, 'U')],
    },
    async (request) => {
      const s = sesionDe(request);
      const actual = await estacionDeEquipo(app.db, request.body.id);
      if (actual === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, actual);
      exigirEmpresa(request, request.body.empresa_id);
      await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) => editarEquipo(tx, request.body.id, request.body));
      return ok({ id: request.body.id }, M.dispositivosEditados);
    },
  );

  app.put(
    '/equipo/:id/:estado',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Habilitar (A) o deshabilitar (I) un equipo',
        params: z.object({ id: zId, estado: z.enum(['A', 'I']) }),
        security: [{ bearer: [] }],
      },
      preHandler: [app.autenticar, app.permiso(MODULO_EQUIPOS, 'U')],
    },
    async (request) => {
      const s = sesionDe(request);
      const empresa = await estacionDeEquipo(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, empresa);
      await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) => cambiarEstadoEquipo(tx, request.params.id, request.params.estado));
      return ok(null, request.params.estado === 'A' ? M.dispositivoHabilitado : M.dispositivoDeshabilitado);
    },
  );
}
