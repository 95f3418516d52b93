import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_CONVERSION as MC,
  ZConversion,
  ZConversionEdicion,
  ZConversionForm,
  ZConversionPlaca,
  ZConversionesQuery,
  ZEstadoConversionCuerpo,
  ZPropietarioOpcion,
} from '@eds/contracts/configuracion/conversiones';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { envelope } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zPlaca } from '@eds/contracts/pos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import * as conversiones from '../../../services/configuracion/conversiones';
import { ZIdCreado, ZSinDatos } from './rutas-catalogo';

/**
 * Conversiones a GNV (SCREENS.md G21, decision 074): CRUD(`conversion`) — GET conversion/empresa/{id} (the list of
 * the conversions registered at the stations of the caller's scope), GET conversion/{id}, POST, PUT (id in the
 * body) —, PUT conversion/{id}/estado (CERTIFICADA, EN RECAUDO with U; ANULADA with N) and GET conversion/placa/{placa}
 * (?empresa= the station asking; the caller's company by default). There is no DELETE: a conversion is annulled.
 */
export default async function configuracionConversiones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const modulo = MODULO.CONVERSIONES_CONFIGURACION;
  const params = z.object({ id: zId });
  const alcance = (request: Parameters<typeof sesionDe>[0]) => [...sesionDe(request).empresas];

  app.get(
    '/conversion/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Conversiones a GNV de las estaciones del alcance (paginado)',
        params,
        querystring: ZConversionesQuery,
        response: respondeLista(ZConversion),
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await conversiones.listar(app.db, sesionDe(request).negocioId, alcance(request), request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/conversion/placa/:placa',
    {
      schema: {
        tags,
        summary: 'La conversión vigente de una placa, con su bloqueo por certificado vencido',
        params: z.object({ placa: zPlaca }),
        querystring: z.object({ empresa: zId.optional() }),
        response: { 200: envelope(ZConversionPlaca), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      const empresa = request.query.empresa ?? s.empresaId;
      exigirEmpresa(request, empresa);
      const r = await conversiones.porPlaca(app.db, s.negocioId, empresa, request.params.placa);
      return ok(r, r.mensaje ?? undefined);
    },
  );

  app.get(
    '/conversion/propietarios/:id',
    {
      schema: {
        tags,
        summary: 'Clientes activos del negocio que pueden ser propietarios de una conversión',
        params,
        response: { 200: envelope(z.array(ZPropietarioOpcion)), ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await conversiones.propietarios(app.db, sesionDe(request).negocioId));
    },
  );

  app.get(
    '/conversion/:id',
    {
      schema: { tags, summary: 'Una conversión a GNV', params, response: { 200: envelope(ZConversion), ...ERRORES } },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => ok(await conversiones.obtener(app.db, sesionDe(request).negocioId, alcance(request), request.params.id)),
  );

  app.post(
    '/conversion',
    {
      schema: { tags, summary: 'Registrar una conversión a GNV', body: ZConversionForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: app.permiso(modulo, 'C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => conversiones.crear(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/conversion',
    {
      schema: {
        tags,
        summary: 'Editar una conversión registrada, certificada o en recaudo (id en el cuerpo)',
        body: ZConversionEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => conversiones.editar(tx, sesionDe(request).negocioId, alcance(request), request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/conversion/:id/estado',
    {
      schema: {
        tags,
        summary: 'Certificar, pasar a recaudo (letra U) o anular (letra N) una conversión',
        params,
        body: ZEstadoConversionCuerpo,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: app.permiso(modulo, 'R'),
    },
    async (request) => {
      const { estado } = request.body;
      await request.transaccion((tx) =>
        conversiones.cambiarEstado(tx, sesionDe(request).negocioId, alcance(request), request.params.id, estado, (letra) =>
          exigirPermiso(request, modulo, letra),
        ),
      );
      return ok(null, estado === 'ANULADA' ? MC.anulada : MC.estadoCambiado);
    },
  );
}
