import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { MENSAJES_VALIDACION as MV } from '@eds/contracts/mensajes-validacion';
import {
  MENSAJES_INVENTARIO as M,
  TIPOS_DOCUMENTO,
  ZDocumentoForm,
  ZRespuestaDocumentoDetalle,
  zClaveIdempotencia,
  type TipoDocumentoRuta,
} from '@eds/contracts/inventario';
import { ZDocumentoFila, ZDocumentosQuery, ZRemarcacionProductos, ZRemarcacionProductosQuery } from '@eds/contracts/inventario-remarcacion';
import { envelopePaginado } from '@eds/contracts/envelope';
import { zId } from '@eds/contracts/validaciones';
import { badRequest, notFound } from '../../../lib/errors';
import { ZDocumentoCreado } from '@eds/contracts/respuestas';
import { ERRORES, responde, respondeCon } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { detalleDocumento, registrarDocumentoWeb, TIPO_DE_RUTA } from '../../../services/inventario/administracion';
import { listarDocumentos, productosRemarcacion } from '../../../services/inventario/remarcacion';

/** The action module that grants each kind of document (menu ACCIONES). */
const MODULO_DE_TIPO: Record<TipoDocumentoRuta, NombreModulo> = {
  'ajuste-inicial': MODULO.AJUSTEINICIAL,
  entrada: MODULO.ENTRADA,
  salida: MODULO.SALIDAS,
  traslado: MODULO.TRASLADOS_ACCIONES,
  remarcacion: MODULO.REMARCACION,
};

/**
 * The letter C of the document's module, checked on request (before the body is validated). The kind comes from
 * the raw path; an unknown kind is left to the params validation (400).
 */
async function puedeCrearDocumento(request: FastifyRequest): Promise<void> {
  const tipo = (request.params as { tipo?: string }).tipo as TipoDocumentoRuta;
  if (Object.hasOwn(MODULO_DE_TIPO, tipo)) exigirPermiso(request, MODULO_DE_TIPO[tipo], 'C');
}

/** The letter R of the document's module, for the list of one kind. */
async function puedeLeerDocumentos(request: FastifyRequest): Promise<void> {
  const tipo = (request.params as { tipo?: string }).tipo as TipoDocumentoRuta;
  if (Object.hasOwn(MODULO_DE_TIPO, tipo)) exigirPermiso(request, MODULO_DE_TIPO[tipo], 'R');
}

/** The optional `Idempotency-Key` header of a document post (other headers pass). */
const ZEncabezadoIdempotencia = z.looseObject({ 'idempotency-key': zClaveIdempotencia.optional() });

/** Inventory documents typed in the back office (SCREENS G14) and the documented detail call. */
export default async function documentos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/movimiento/:tipo',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Registrar un documento de inventario (ajuste inicial, entrada, salida, traslado, remarcación)',
        params: z.object({ tipo: z.enum(TIPOS_DOCUMENTO, { error: MENSAJES.tipoDocumentoNoValido }) }),
        description:
          'Idempotente con una clave: el uuid del cuerpo o el encabezado Idempotency-Key (si van ambos, deben ser iguales). ' +
          'Un segundo envío con la misma clave en la misma estación responde el documento ya registrado, con el encabezado ' +
          'Idempotent-Replayed: true, y no registra nada.',
        body: ZDocumentoForm,
        headers: ZEncabezadoIdempotencia,
        response: responde(ZDocumentoCreado),
      },
      onRequest: puedeCrearDocumento,
    },
    async (request, reply) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const clave = request.headers['idempotency-key'];
      if (clave !== undefined && request.body.uuid !== undefined && clave.toLowerCase() !== request.body.uuid.toLowerCase()) {
        throw badRequest(MV.claveIdempotenciaDistinta, [{ campo: 'uuid', mensaje: MV.claveIdempotenciaDistinta }]);
      }
      const cuerpo = { ...request.body, uuid: request.body.uuid ?? clave };
      const { id, consecutivo, repetido } = await request.transaccion((tx) =>
        registrarDocumentoWeb(tx, request.params.tipo, cuerpo, { negocioId: s.negocioId, usuarioId: s.usuarioId }),
      );
      if (repetido) void reply.header('idempotent-replayed', 'true');
      return ok({ id, consecutivo }, M.documentoRegistrado(consecutivo));
    },
  );

  app.get(
    '/movimiento/remarcacion/productos',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Productos a remarcar en una estación: costo promedio, precio vigente y margen',
        description:
          'Los productos activos del tipo de negocio (S canastilla, K kiosco), de la categoría o del proveedor (acuerdo o entrada en la ' +
          'estación), con la existencia y el costo promedio de la bodega del tipo y el precio vigente de la estación. Hasta 500.',
        querystring: ZRemarcacionProductosQuery,
        response: responde(ZRemarcacionProductos),
      },
      onRequest: app.permiso(MODULO.REMARCACION, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.query.empresa_id);
      return ok(await productosRemarcacion(app.db, sesionDe(request).negocioId, request.query, new Date()));
    },
  );

  app.get(
    '/movimiento/:tipo/empresa/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Documentos de inventario de un tipo en las estaciones de una empresa (paginado)',
        params: z.object({ tipo: z.enum(TIPOS_DOCUMENTO, { error: MENSAJES.tipoDocumentoNoValido }), id: zId }),
        querystring: ZDocumentosQuery,
        response: { 200: envelopePaginado(ZDocumentoFila), ...ERRORES },
      },
      onRequest: puedeLeerDocumentos,
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarDocumentos(
        app.db,
        s.empresas,
        TIPO_DE_RUTA[request.params.tipo],
        request.params.id,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/movimiento/detalles/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Detalle de un documento de inventario con sus líneas de kárdex',
        description: 'La especificación lee el documento en `mensaje[0]`; también va en `data`.',
        params: z.object({ id: zId }),
        response: respondeCon(ZRespuestaDocumentoDetalle),
      },
    },
    async (request) => {
      const d = await detalleDocumento(app.db, request.params.id);
      if (!d) throw notFound(MENSAJES.recursoNoEncontrado);
      exigirEmpresa(request, d.empresa_id);
      return { success: true, status: 200, mensaje: [d] as [typeof d], data: d };
    },
  );
}
