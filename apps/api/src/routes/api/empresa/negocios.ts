import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  LOGO_MAXIMO_CARACTERES,
  MENSAJES_NEGOCIO as M,
  ZDominioDetalle,
  ZDominioFila,
  ZDominioForm,
  ZDominiosQuery,
  ZNegocioFila,
  ZNegocioForm,
} from '@eds/contracts/empresa/negocios';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { forbidden } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoDominio,
  crearDominio,
  editarDominio,
  editarNegocio,
  listarDominios,
  obtenerDominio,
  obtenerNegocio,
} from '../../../services/empresa/negocios';

/** User tipos that manage the business (SCREENS.md G01): the platform and business administrators. */
export const TIPOS_USUARIO_NEGOCIO: readonly number[] = [1, 2];

/** A domain's body: the logo travels as a data URL of up to 1 MB of image. */
const LIMITE_CUERPO_DOMINIO = LOGO_MAXIMO_CARACTERES + 16 * 1024;

/**
 * Negocios (SCREENS.md G01, decision 054): the signed-in user's own business and its domains. Every call answers
 * only about the session's business (another id is 404), and only user tipos 1 and 2 reach them: the others are
 * refused with their own text before the module's letter is looked at.
 */
export default async function negocios(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['negocios'];

  const exigirTipo = async (request: FastifyRequest) => {
    if (!TIPOS_USUARIO_NEGOCIO.includes(sesionDe(request).tipo)) throw forbidden(M.soloTipoNegocio);
  };
  const guardia = (letra: LetraPermiso) => [exigirTipo, app.permiso(MODULO.NEGOCIOS, letra)];

  app.get(
    '/negocio/:id',
    {
      schema: { tags, summary: 'El negocio del usuario', params: z.object({ id: zId }), response: responde(ZNegocioFila) },
      onRequest: guardia('R'),
    },
    async (request) => ok(await obtenerNegocio(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.put(
    '/negocio/:id',
    {
      schema: {
        tags,
        summary: 'Editar el negocio del usuario',
        params: z.object({ id: zId }),
        body: ZNegocioForm,
        response: responde(ZIdRegistro),
      },
      onRequest: guardia('U'),
    },
    async (request) => {
      const { id } = request.params;
      await request.transaccion((tx) => editarNegocio(tx, sesionDe(request).negocioId, id, request.body));
      return ok({ id }, C.editado);
    },
  );

  app.get(
    '/dominio/negocio/:id',
    {
      schema: {
        tags,
        summary: 'Dominios del negocio del usuario (paginado, buscado, filtrado por estado)',
        params: z.object({ id: zId }),
        querystring: ZDominiosQuery,
        response: respondeLista(ZDominioFila),
      },
      onRequest: guardia('R'),
    },
    async (request) => {
      const { filas, total } = await listarDominios(app.db, sesionDe(request).negocioId, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/dominio/:id',
    {
      schema: { tags, summary: 'Un dominio del negocio, con su logo', params: z.object({ id: zId }), response: responde(ZDominioDetalle) },
      onRequest: guardia('R'),
    },
    async (request) => ok(await obtenerDominio(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/dominio',
    {
      bodyLimit: LIMITE_CUERPO_DOMINIO,
      schema: { tags, summary: 'Crear un dominio del negocio', body: ZDominioForm, response: responde(ZIdRegistro) },
      onRequest: guardia('C'),
    },
    async (request) => {
      const id = await request.transaccion((tx) => crearDominio(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/dominio/:id',
    {
      bodyLimit: LIMITE_CUERPO_DOMINIO,
      schema: {
        tags,
        summary: 'Editar un dominio del negocio',
        params: z.object({ id: zId }),
        body: ZDominioForm,
        response: responde(ZIdRegistro),
      },
      onRequest: guardia('U'),
    },
    async (request) => {
      const { id } = request.params;
      await request.transaccion((tx) => editarDominio(tx, sesionDe(request).negocioId, id, request.body));
      return ok({ id }, C.editado);
    },
  );

  app.put(
    '/dominio/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) un dominio del negocio',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: respondeSinDatos(),
      },
      onRequest: guardia('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoDominio(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
