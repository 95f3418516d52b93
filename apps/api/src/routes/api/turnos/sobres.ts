import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import {
  ESTADOS_SOBRE,
  MENSAJES_SOBRE as M,
  ZSobre,
  ZSobreEdicion,
  ZSobreForm,
  ZSobresQuery,
  ZSobreVerificacion,
  ZTurnoSobre,
} from '@eds/contracts/turnos/sobres';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  crearSobre,
  editarSobre,
  eliminarSobre,
  listarSobres,
  obtenerSobre,
  turnosDeEstacion,
  verificarSobre,
} from '../../../services/turnos/gestion-sobres';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Sobres (SCREENS.md G23, service `M:`): CRUD(`sobre`) — `GET sobre/empresa` (the scope; `empresa_id` narrows it),
 * `GET sobre/empresa/{id}`, `GET sobre/{id}`, `POST sobre`, `PUT sobre` (id in the body), `DELETE sobre/{id}` — and
 * `PUT sobre/{id}/verificar`; `GET sobre/turnos/empresa/{id}` feeds the form's shift selector. An envelope has no A/I
 * switch: its state is REGISTRADO, VERIFICADO or CON DIFERENCIA. Module GESTION SOBRES.
 */
export default async function sobres(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['turnos'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.GESTION_SOBRES, letra);

  app.get(
    '/sobre/empresa',
    {
      schema: {
        tags,
        summary: 'Sobres de las estaciones del alcance del usuario (paginado; empresa_id filtra una estación)',
        querystring: ZSobresQuery,
        response: { 200: envelopePaginado(ZSobre), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarSobres(app.db, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/sobre/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Sobres de una estación (paginado)',
        params: z.object({ id: zId }),
        querystring: ZSobresQuery,
        response: { 200: envelopePaginado(ZSobre), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const filtro = { ...request.query, empresa_id: request.params.id };
      const { filas, total } = await listarSobres(app.db, sesionDe(request).empresas, filtro);
      return paginado(filas, total, filtro);
    },
  );

  app.get(
    '/sobre/turnos/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Turnos de una estación a los que se puede registrar un sobre (los 200 más recientes)',
        params: z.object({ id: zId }),
        response: { 200: envelope(z.array(ZTurnoSobre)), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await turnosDeEstacion(app.db, request.params.id));
    },
  );

  app.get(
    '/sobre/:id',
    {
      schema: { tags, summary: 'Un sobre', params: z.object({ id: zId }), response: { 200: envelope(ZSobre), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerSobre(app.db, sesionDe(request).empresas, request.params.id)),
  );

  app.post(
    '/sobre',
    {
      schema: { tags, summary: 'Registrar un sobre', body: ZSobreForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearSobre(tx, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/sobre',
    {
      schema: {
        tags,
        summary: 'Editar un sobre sin verificar (id en el cuerpo)',
        body: ZSobreEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarSobre(tx, sesionDe(request).empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/sobre/:id/verificar',
    {
      schema: {
        tags,
        summary: 'Verificar un sobre: valor contado y observación → VERIFICADO o CON DIFERENCIA',
        params: z.object({ id: zId }),
        body: ZSobreVerificacion,
        response: { 200: envelope(z.object({ estado: z.enum(ESTADOS_SOBRE) })), ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const estado = await request.transaccion((tx) => verificarSobre(tx, sesionDe(request).empresas, request.params.id, request.body));
      return ok({ estado }, M.verificado);
    },
  );

  app.delete(
    '/sobre/:id',
    {
      schema: { tags, summary: 'Eliminar un sobre sin verificar', params: z.object({ id: zId }), response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarSobre(tx, sesionDe(request).empresas, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
