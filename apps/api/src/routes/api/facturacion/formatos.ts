import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_FORMATO as M,
  ZAsignacionFormato,
  ZAsignarFormatoBody,
  ZFormato,
  ZFormatoEdicion,
  ZFormatoEds,
  ZFormatoForm,
  ZFormatosQuery,
  ZMensajesPos,
  ZMensajesPosBody,
} from '@eds/contracts/facturacion/formatos';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  asignarFormato,
  cambiarEstadoFormato,
  crearFormato,
  editarFormato,
  formatosDeEstacion,
  guardarMensajesPos,
  listarFormatos,
  mensajesPos,
  obtenerFormato,
} from '../../../services/facturacion/formatos';

/**
 * Formatos de factura (SCREENS.md G17): the spec's `GET parametrizacion/getFormatos`, `GET
 * parametrizacion/listarFormatosEds/{id}`, `POST parametrizacion/formatos/eds` and `GET`/`POST
 * parametrizacion/mensajes-pos`, with ours beside them to create, edit and switch a format. Module GESTION FACTURAS.
 */
export default async function formatos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facturacion'];
  const puede = (letra: 'R' | 'C' | 'U') => app.permiso(MODULO.GESTION_FACTURAS, letra);
  const params = z.object({ id: zId });

  app.get(
    '/parametrizacion/getFormatos',
    {
      schema: {
        tags,
        summary: 'Formatos de factura del negocio (paginado)',
        querystring: ZFormatosQuery,
        response: respondeLista(ZFormato),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const s = sesionDe(request);
      const { filas, total } = await listarFormatos(app.db, s.negocioId, s.empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/parametrizacion/listarFormatosEds/:id',
    {
      schema: { tags, summary: 'El formato de factura de una estación', params, response: responde(z.array(ZFormatoEds)) },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await formatosDeEstacion(app.db, request.params.id));
    },
  );

  app.post(
    '/parametrizacion/formatos/eds',
    {
      schema: {
        tags,
        summary: 'Asignar un formato de factura a estaciones',
        body: ZAsignarFormatoBody,
        response: responde(ZAsignacionFormato),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const s = sesionDe(request);
      await request.transaccion((tx) => asignarFormato(tx, s.negocioId, s.empresas, request.body.formato_id, request.body.estaciones));
      return ok({ formato_id: request.body.formato_id, estaciones: [...new Set(request.body.estaciones)] }, M.asignado);
    },
  );

  app.get(
    '/parametrizacion/mensajes-pos',
    { schema: { tags, summary: 'Mensajes de facturación electrónica del POS', response: responde(ZMensajesPos) }, onRequest: puede('R') },
    async (request) => ok(await mensajesPos(app.db, sesionDe(request).negocioId)),
  );

  app.post(
    '/parametrizacion/mensajes-pos',
    {
      schema: {
        tags,
        summary: 'Guardar los mensajes de facturación electrónica del POS',
        body: ZMensajesPosBody,
        response: responde(ZMensajesPos),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const negocioId = sesionDe(request).negocioId;
      const r = await request.transaccion(async (tx) => {
        await guardarMensajesPos(tx, negocioId, request.body);
        return mensajesPos(tx, negocioId);
      });
      return ok(r, M.mensajesGuardados);
    },
  );

  app.get(
    '/parametrizacion/formatos/:id',
    { schema: { tags, summary: 'Un formato de factura', params, response: responde(ZFormato) }, onRequest: puede('R') },
    async (request) => {
      const s = sesionDe(request);
      return ok(await obtenerFormato(app.db, s.negocioId, s.empresas, request.params.id));
    },
  );

  app.post(
    '/parametrizacion/formatos',
    {
      schema: { tags, summary: 'Crear un formato de factura', body: ZFormatoForm, response: responde(ZIdRegistro) },
      onRequest: puede('C'),
    },
    async (request) => {
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const negocioId = sesionDe(request).negocioId;
      const id = await request.transaccion((tx) => crearFormato(tx, negocioId, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/parametrizacion/formatos',
    {
      schema: { tags, summary: 'Editar un formato de factura (id en el cuerpo)', body: ZFormatoEdicion, response: responde(ZSinDatos) },
      onRequest: puede('U'),
    },
    async (request) => {
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const s = sesionDe(request);
      await request.transaccion((tx) => editarFormato(tx, s.negocioId, s.empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/parametrizacion/formatos/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) un formato de factura',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: responde(ZSinDatos),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = sesionDe(request);
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoFormato(tx, s.negocioId, s.empresas, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );
}
