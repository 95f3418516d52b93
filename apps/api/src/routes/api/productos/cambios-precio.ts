import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_CAMBIO_PRECIO as M,
  ZCambioPrecio,
  ZCambioPrecioEdicion,
  ZCambioPrecioForm,
  ZCambiosCreados,
  ZCambiosPrecioQuery,
  ZEstacionCambio,
  ZEstacionCambioQuery,
  ZPrecioRegulado,
  ZPrecioReguladoForm,
} from '@eds/contracts/configuracion/cambios-precio';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import {
  anularCambioPrecio,
  crearCambiosPrecio,
  editarCambioPrecio,
  estacionesCambio,
  guardarPrecioRegulado,
  listarCambiosPrecio,
  obtenerCambioPrecio,
  preciosRegulados,
  type ContextoCambio,
} from '../../../services/productos/cambios-precio';

const ZSinDatos = envelope(z.null());

/**
 * Scheduled fuel price changes (SCREENS.md G13, `configuracion/cambios_precios_eds`): CRUD(cambio-precio) and the
 * regulated maximum per fuel. A variation above VARIACION_PRECIO_APROBACION_PCT needs letter A; `Aplicar ahora`, X.
 */
export default async function cambiosPrecio(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cambio-precio'];
  const modulo = MODULO.CAMBIOS_PRECIOS_EDS;
  const puede = (letra: 'R' | 'C' | 'U') => app.permiso(modulo, letra);

  const contexto = (request: FastifyRequest): ContextoCambio => {
    const s = sesionDe(request);
    return {
      negocioId: s.negocioId,
      usuarioId: s.usuarioId,
      alcance: s.empresas,
      puedeAprobar: tieneLetra(moduloConcedido(s, modulo), 'A'),
    };
  };

  app.get(
    '/cambio-precio/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Cambios de precio de combustible de las estaciones de una empresa (paginado)',
        description: 'estado A = por aplicar (PROGRAMADO, ENVIADO); I = cerrados (APLICADO, FALLIDO, ANULADO); T = todos.',
        params: z.object({ id: zId }),
        querystring: ZCambiosPrecioQuery,
        response: { 200: envelopePaginado(ZCambioPrecio), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarCambiosPrecio(app.db, contexto(request), request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/cambio-precio/precios-regulados/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Precio máximo regulado por galón de cada combustible del negocio',
        params: z.object({ id: zId }),
        response: { 200: envelope(z.array(ZPrecioRegulado)), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await preciosRegulados(app.db, sesionDe(request).negocioId));
    },
  );

  app.get(
    '/cambio-precio/estaciones/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Estaciones activas de la empresa que el usuario alcanza (selector de Estaciones)',
        description: 'Con producto_id, el precio vigente del combustible en cada estación (null si no tiene).',
        params: z.object({ id: zId }),
        querystring: ZEstacionCambioQuery,
        response: { 200: envelope(z.array(ZEstacionCambio)), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await estacionesCambio(app.db, contexto(request), request.params.id, request.query.producto_id));
    },
  );

  app.put(
    '/cambio-precio/precio-regulado',
    {
      schema: {
        tags,
        summary: 'Guardar el precio máximo regulado de un combustible',
        body: ZPrecioReguladoForm,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const s = sesionDe(request);
      await request.transaccion((tx) => guardarPrecioRegulado(tx, s.negocioId, s.usuarioId, request.body));
      return ok(null, M.reguladoGuardado);
    },
  );

  app.get(
    '/cambio-precio/:id',
    {
      schema: {
        tags,
        summary: 'Un cambio de precio',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZCambioPrecio), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerCambioPrecio(app.db, contexto(request), request.params.id)),
  );

  app.post(
    '/cambio-precio',
    {
      schema: {
        tags,
        summary: 'Programar un cambio de precio (uno por estación) o aplicarlo ahora (letra X)',
        body: ZCambioPrecioForm,
        response: { 200: envelope(ZCambiosCreados), ...ERRORES },
      },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      if (request.body.aplicar_ahora) exigirPermiso(request, modulo, 'X');
      const ids = await request.transaccion((tx) => crearCambiosPrecio(tx, contexto(request), request.body, new Date()));
      return ok({ ids }, request.body.aplicar_ahora ? M.aplicado : M.creado);
    },
  );

  app.put(
    '/cambio-precio',
    {
      schema: {
        tags,
        summary: 'Editar un cambio de precio por aplicar (id en el cuerpo)',
        body: ZCambioPrecioEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarCambioPrecio(tx, contexto(request), request.body, new Date()));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/cambio-precio/:id/I',
    {
      schema: {
        tags,
        summary: 'Anular un cambio de precio por aplicar (ANULADO)',
        params: z.object({ id: zId }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      await request.transaccion((tx) => anularCambioPrecio(tx, contexto(request), request.params.id, new Date()));
      return ok(null, M.anulado);
    },
  );
}
