import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEquipoEdicion, ZEquipoForm, ZOpcionesEquipo } from '@eds/contracts/equipo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { notFound } from '../../../lib/errors';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import { cambiarEstadoEquipo, crearEquipo, editarEquipo, opcionesEquipo } from '../../../services/equipos/administracion';
import { estacionDeEquipo } from '../../../services/equipos/tokens';

/** Registering devices (Gestión de equipos): create, edit, enable and disable; the form's Resolución and Impresora options. */
export default async function equipoAdministracion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/equipo',
    {
      schema: { tags: ['equipo'], summary: 'Registrar un equipo', body: ZEquipoForm, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearEquipo(tx, request.body));
      return ok({ id }, M.dispositivosGuardados);
    },
  );

  app.put(
    '/equipo',
    {
      schema: { tags: ['equipo'], summary: 'Editar un equipo', body: ZEquipoEdicion, response: responde(ZIdRegistro) },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'U'),
    },
    async (request) => {
      const actual = await estacionDeEquipo(app.db, request.body.id);
      if (actual === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, actual);
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarEquipo(tx, request.body.id, request.body));
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
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'U'),
    },
    async (request) => {
      const empresa = await estacionDeEquipo(app.db, request.params.id);
      if (empresa === undefined) throw notFound(M.equipoNoExiste);
      exigirEmpresa(request, empresa);
      await request.transaccion((tx) => cambiarEstadoEquipo(tx, request.params.id, request.params.estado));
      return ok(null, request.params.estado === 'A' ? M.dispositivoHabilitado : M.dispositivoDeshabilitado);
    },
  );

  app.get(
    '/equipo/opciones/estacion/:id',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Resoluciones e impresoras que puede nombrar un equipo de la estación',
        params: z.object({ id: zId }),
        response: responde(ZOpcionesEquipo),
      },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await opcionesEquipo(app.db, request.params.id));
    },
  );
}
