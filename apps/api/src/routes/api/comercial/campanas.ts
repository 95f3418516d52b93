import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CAMPANA as M, ZCampana, ZCampanaEdicion, ZCampanaForm, ZCampanasQuery, ZOpcionesCampana } from '@eds/contracts/campanas';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, responde } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoCampana,
  crearCampana,
  editarCampana,
  eliminarCampana,
  listarCampanas,
  obtenerCampana,
  opcionesCampana,
} from '../../../services/comercial/campanas';

/**
 * Campañas (SCREENS.md G18, module GESTION CAMPAÑAS): CRUD(`campana`) — `GET campana` (paged; `empresa_id` narrows it),
 * `GET campana/{id}`, `POST campana`, `PUT campana` (id in the body), `PUT campana/{id}/{A|I}`, `DELETE campana/{id}` —
 * and `GET campana/opciones` (the promotions and rules a campaign may group). A campaign is changed only when all its
 * stations are the user's (403 otherwise).
 */
export default async function campanas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['campana'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.GESTION_CAMPAÑAS, letra);

  /** The campaign, every one of whose stations must be the caller's. */
  const propia = async (request: FastifyRequest, id: number) => {
    const s = sesionDe(request);
    const c = await obtenerCampana(app.db, s.negocioId, s.empresas, id);
    for (const e of c.estaciones) exigirEmpresa(request, e.id);
  };

  app.get(
    '/campana',
    {
      schema: {
        tags,
        summary: 'Campañas que alcanzan las estaciones del usuario (paginado)',
        querystring: ZCampanasQuery,
        response: { 200: envelopePaginado(ZCampana), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const s = sesionDe(request);
      const { filas, total } = await listarCampanas(app.db, s.negocioId, s.empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/campana/opciones',
    {
      schema: {
        tags,
        summary: 'Promociones y reglas de descuento activas que una campaña puede agrupar',
        response: responde(ZOpcionesCampana),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const s = sesionDe(request);
      return ok(await opcionesCampana(app.db, s.negocioId, s.empresas));
    },
  );

  app.get(
    '/campana/:id',
    {
      schema: { tags, summary: 'Una campaña', params: z.object({ id: zId }), response: responde(ZCampana) },
      onRequest: puede('R'),
    },
    async (request) => {
      const s = sesionDe(request);
      return ok(await obtenerCampana(app.db, s.negocioId, s.empresas, request.params.id));
    },
  );

  app.post(
    '/campana',
    {
      schema: { tags, summary: 'Crear una campaña', body: ZCampanaForm, response: responde(ZIdRegistro) },
      onRequest: puede('C'),
    },
    async (request) => {
      const s = sesionDe(request);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const id = await request.transaccion((tx) => crearCampana(tx, s.negocioId, s.empresas, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/campana',
    {
      schema: { tags, summary: 'Editar una campaña (id en el cuerpo)', body: ZCampanaEdicion, response: responde(ZSinDatos) },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = sesionDe(request);
      await propia(request, request.body.id);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      await request.transaccion((tx) => editarCampana(tx, s.negocioId, s.empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/campana/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una campaña',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: responde(ZSinDatos),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await propia(request, id);
      await request.transaccion((tx) => cambiarEstadoCampana(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/campana/:id',
    {
      schema: { tags, summary: 'Eliminar una campaña', params: z.object({ id: zId }), response: responde(ZSinDatos) },
      onRequest: puede('D'),
    },
    async (request) => {
      await propia(request, request.params.id);
      await request.transaccion((tx) => eliminarCampana(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
