import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZOpcionesPlanilla, ZPlanilla, ZPlanillaForm, ZPlanillaQuery } from '@eds/contracts/configuracion/planilla-promotores';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoPlanilla,
  empresaDePlanilla,
  guardarPlanilla,
  listarPlanilla,
  opcionesPlanilla,
} from '../../../services/configuracion/planilla-promotores';

/**
 * The promoters' roster (SCREENS.md G08 "Planilla de promotores", module GESTION PLANILLA PROMOTORES):
 * `GET`/`PUT promotor/empresa/{id}` (the station's roster; PUT plans a shift, or edits one when the body has its id)
 * and `PUT promotor/planilla/{id}/{A|I}`. Every row is checked against the caller's scope by its station.
 */
export default async function planillaPromotores(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const modulo = MODULO.GESTION_PLANILLA_PROMOTORES;

  app.get(
    '/promotor/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Planilla de promotores de una estación (paginado)',
        params: z.object({ id: zId }),
        querystring: ZPlanillaQuery,
        response: { 200: envelopePaginado(ZPlanilla), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarPlanilla(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/promotor/planilla/opciones/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Promotores y turnos activos, e islas, de una estación (selectores de la planilla)',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZOpcionesPlanilla), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await opcionesPlanilla(app.db, request.params.id));
    },
  );

  app.put(
    '/promotor/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Programar un turno de un promotor en la planilla de la estación (sin id) o editarlo (con id)',
        params: z.object({ id: zId }),
        body: ZPlanillaForm,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirPermiso(request, modulo, request.body.id === undefined ? 'C' : 'U');
      exigirEmpresa(request, request.params.id);
      const s = sesionDe(request);
      const id = await request.transaccion((tx) => guardarPlanilla(tx, request.params.id, s.usuarioId, request.body));
      return ok({ id }, request.body.id === undefined ? C.creado : C.editado);
    },
  );

  app.put(
    '/promotor/planilla/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o retirar (I) un turno de la planilla',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: envelope(z.null()), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion(async (tx) => {
        exigirEmpresa(request, await empresaDePlanilla(tx, id));
        await cambiarEstadoPlanilla(tx, id, estado);
      });
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
