import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { TIPOS_NEGOCIO, type TipoNegocio } from '@eds/contracts/operacion';
import { MENSAJES_VALIDACION as MV } from '@eds/contracts/mensajes-validacion';
import {
  MENSAJES_INVENTARIO as M,
  TIPOS_DOCUMENTO,
  ZDocumentoForm,
  ZMotivo,
  ZMovimientosTipoQuery,
  ZRespuestaInfoMovimiento,
  ZRespuestaMovimientosTipo,
  MENSAJE_SIN_DATOS_FECHAS,
  ZRecibirTrasladoForm,
  ZAjusteExcelForm,
  ZFilaRechazada,
  ARCHIVO_IMPORTACION_MAXIMO_BYTES,
  ZTrasladoPdvFila,
  ZTrasladoPdvForm,
  ZTrasladosPdvQuery,
  ZRespuestaDocumentoDetalle,
  zClaveIdempotencia,
  type TipoDocumentoRuta,
} from '@eds/contracts/inventario';
import { ZDocumentoFila, ZDocumentosQuery, ZRemarcacionProductos, ZRemarcacionProductosQuery } from '@eds/contracts/inventario-remarcacion';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { zId } from '@eds/contracts/validaciones';
import { badRequest, notFound } from '../../../lib/errors';
import { ZDocumentoCreado } from '@eds/contracts/respuestas';
import { ERRORES, responde, respondeCon, respondeSinDatos, respondeArchivo } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import {
  detalleDocumento,
  infoDetalles,
  movimientosTipo,
  registrarDocumentoWeb,
  TIPO_DE_RUTA,
} from '../../../services/inventario/administracion';
import { anularDocumento, tipoDeDocumento } from '../../../services/inventario/anulacion';
import { pdfDocumento } from '../../../services/inventario/pdf-documento';
import { importarAjusteInicial, plantillaAjusteInicial } from '../../../services/inventario/ajuste-excel';
import { enviarTrasladoPdv, listarTrasladosPdv, recibirTrasladoPdv } from '../../../services/inventario/traslados-pdv';
import { listarDocumentos, productosRemarcacion } from '../../../services/inventario/remarcacion';

/**
 * The letter C of the document's module, checked on request (before the body is validated). The kind comes from
 * the raw path; an unknown kind is left to the params validation (400).
 */
async function puedeCrearDocumento(request: FastifyRequest): Promise<void> {
  const tipo = (request.params as { tipo?: string }).tipo as TipoDocumentoRuta;
  if (Object.hasOwn(TIPO_DE_RUTA, tipo)) exigirLetraDeAlguno(request, TIPO_DE_RUTA[tipo], 'C');
}

/** The letter R of the document's module, for the list of one kind. */
async function puedeLeerDocumentos(request: FastifyRequest): Promise<void> {
  const tipo = (request.params as { tipo?: string }).tipo as TipoDocumentoRuta;
  if (Object.hasOwn(TIPO_DE_RUTA, tipo)) exigirLetraDeAlguno(request, TIPO_DE_RUTA[tipo], 'R');
}

/**
 * The modules whose screens show a stored kind of document: the action module of the ACCIONES menu (both business
 * types) and, for one business type, its KIOSCO or CANASTILLA menu entry (SCREENS §0: one component, `cc/*` fixed to
 * K, `canastilla/*` to S).
 */
const MODULOS_DE_DOCUMENTO: Readonly<Record<string, { todos: NombreModulo; C?: NombreModulo; K?: NombreModulo; S?: NombreModulo }>> = {
  AJUSTE_INICIAL: { todos: MODULO.AJUSTEINICIAL, K: MODULO.AJUSTE_INICIAL_KIOSCO, S: MODULO.AJUSTE_INICIAL_CANASTILLA },
  ENTRADA: { todos: MODULO.ENTRADA, K: MODULO.ENTRADA_KIOSCO, S: MODULO.ENTRADA_CANASTILLA },
  SALIDA: { todos: MODULO.SALIDAS, K: MODULO.SALIDA_KIOSCO, S: MODULO.SALIDA_CANASTILLA },
  TRASLADO: { todos: MODULO.TRASLADOS_ACCIONES, K: MODULO.TRASLADOS_KIOSCO },
  TRASLADO_PDV: { todos: MODULO.TRASLADOS_PDV },
  REMARCACION: { todos: MODULO.REMARCACION },
  AJUSTE: { todos: MODULO.GESTION_INVENTARIO_PRODUCTOS, C: MODULO.GESTION_INVENTARIO_COMBUSTIBLE },
  RECIBO_COMBUSTIBLE: { todos: MODULO.GESTION_RECIBOS },
};

type LetraDocumento = 'R' | 'C' | 'N';

/** Every module that shows a stored kind of document, for the check made before the business type is known. */
const modulosDe = (tipo: string): NombreModulo[] => {
  const m = MODULOS_DE_DOCUMENTO[tipo];
  return m ? [m.todos, m.C, m.K, m.S].filter((x): x is NombreModulo => x !== undefined) : [];
};

/**
 * Before the body is read: the letter on any module of the kind (a user with none is refused at once, as every
 * write is). The business type's own module is checked once the document or the body says which it is.
 */
function exigirLetraDeAlguno(request: FastifyRequest, tipo: string, letra: LetraDocumento): void {
  const s = sesionDe(request);
  const modulos = modulosDe(tipo);
  const concedido = modulos.find((m) => tieneLetra(moduloConcedido(s, m), letra));
  exigirPermiso(request, concedido ?? modulos[0] ?? MODULO.AJUSTEINICIAL, letra);
}

/** The business types whose documents of a kind the user may read: all with the ACCIONES module, else its own menus'. */
function tiposLegibles(request: FastifyRequest, tipo: string): TipoNegocio[] | 'todos' {
  const s = sesionDe(request);
  const m = MODULOS_DE_DOCUMENTO[tipo];
  if (!m || tieneLetra(moduloConcedido(s, m.todos), 'R')) return 'todos';
  return TIPOS_NEGOCIO.filter((t) => {
    const propio = m[t];
    return propio !== undefined && tieneLetra(moduloConcedido(s, propio), 'R');
  });
}

/**
 * The letter on the module of the document's kind in the ACCIONES menu, or on its business type's own menu entry (see
 * MODULOS_DE_DOCUMENTO): a kiosk user acts on kiosk documents only. 403 otherwise, 404 for another kind.
 */
function exigirLetraDeDocumento(request: FastifyRequest, tipo: string, tipoNegocio: string, letra: LetraDocumento): void {
  const modulos = MODULOS_DE_DOCUMENTO[tipo];
  if (!modulos) throw notFound(M.documentoNoExiste);
  const propio = tipoNegocio === 'K' ? modulos.K : tipoNegocio === 'S' ? modulos.S : tipoNegocio === 'C' ? modulos.C : undefined;
  if (propio !== undefined && tieneLetra(moduloConcedido(sesionDe(request), propio), letra)) return;
  exigirPermiso(request, modulos.todos, letra);
}

/** The route kind of each stored kind, to find the module whose letter an action on a document needs. */
const RUTA_DE_TIPO = new Map(Object.entries(TIPO_DE_RUTA).map(([ruta, tipo]) => [tipo as string, ruta as TipoDocumentoRuta]));

/** The optional `Idempotency-Key` header of a document post (other headers pass). */
const ZEncabezadoIdempotencia = z.looseObject({ 'idempotency-key': zClaveIdempotencia.optional() });

/** Inventory documents typed in the back office (SCREENS G14) and the documented detail call. */
export default async function documentos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/movimiento/traslado-pdv',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Enviar un traslado a otra estación del negocio (ENVIADO: la mercancía pasa a la bodega EN TRÁNSITO)',
        body: ZTrasladoPdvForm,
        headers: ZEncabezadoIdempotencia,
        response: responde(ZDocumentoCreado),
      },
      onRequest: app.permiso(MODULO.TRASLADOS_PDV, 'C'),
    },
    async (request, reply) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const clave = request.headers['idempotency-key'];
      const cuerpo = { ...request.body, uuid: request.body.uuid ?? clave };
      const r = await request.transaccion((tx) => enviarTrasladoPdv(tx, cuerpo, { negocioId: s.negocioId, usuarioId: s.usuarioId }));
      if (r.repetido) void reply.header('idempotent-replayed', 'true');
      return ok({ id: r.id, consecutivo: r.consecutivo }, M.documentoRegistrado(r.consecutivo));
    },
  );

  app.get(
    '/movimiento/traslado-pdv/empresa/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Traslados entre estaciones que envió una estación, o (entrantes=S) los que van hacia ella',
        params: z.object({ id: zId }),
        querystring: ZTrasladosPdvQuery,
        response: responde(z.array(ZTrasladoPdvFila)),
      },
      onRequest: app.permiso(MODULO.TRASLADOS_PDV, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const q = request.query;
      return ok(
        await listarTrasladosPdv(app.db, sesionDe(request).empresas, {
          empresa_id: request.params.id,
          entrantes: q.entrantes === 'S',
          estado: q.estado,
        }),
      );
    },
  );

  app.put(
    '/movimiento/traslado-pdv/:id/recibir',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Recibir un traslado entre estaciones (letra A de la estación destino); el faltante sale en el origen',
        params: z.object({ id: zId }),
        body: ZRecibirTrasladoForm,
        response: responde(ZDocumentoCreado),
      },
      onRequest: app.permiso(MODULO.TRASLADOS_PDV, 'A'),
    },
    async (request) => {
      const s = sesionDe(request);
      const r = await request.transaccion((tx) =>
        recibirTrasladoPdv(tx, request.params.id, request.body.lineas, { alcance: s.empresas, usuarioId: s.usuarioId }),
      );
      return ok(r, M.trasladoRecibido);
    },
  );

  app.put(
    '/movimiento/traslado-pdv/:id/rechazar',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Rechazar un traslado entre estaciones: la mercancía vuelve a la bodega de origen',
        params: z.object({ id: zId }),
        body: ZMotivo,
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.TRASLADOS_PDV, 'A'),
    },
    async (request) => {
      const s = sesionDe(request);
      await request.transaccion((tx) =>
        anularDocumento(tx, request.params.id, request.body.motivo, { alcance: s.empresas, usuarioId: s.usuarioId, rechazo: true }),
      );
      return ok(null, M.trasladoRechazado);
    },
  );

  app.get(
    '/movimiento/ajuste-inicial/plantilla',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Plantilla de Excel del ajuste inicial (CODIGO, CANTIDAD, COSTO)',
        response: respondeArchivo('El archivo Excel, en binario'),
      },
      onRequest: async (request) => exigirLetraDeAlguno(request, 'AJUSTE_INICIAL', 'C'),
    },
    async (_request, reply) => {
      const archivo = await plantillaAjusteInicial();
      // A Buffer is sent as it is (Fastify serializes no binary body); the schema types the body as text, as the
      // other file downloads do.
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="plantilla_ajuste_inicial.xlsx"')
        .header('cache-control', 'no-store')
        .send(archivo);
    },
  );

  app.post(
    '/movimiento/ajuste-inicial/importar',
    {
      bodyLimit: Math.ceil((ARCHIVO_IMPORTACION_MAXIMO_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags: ['movimiento'],
        summary: 'Ajuste inicial desde un archivo de Excel (base64)',
        description:
          'Si alguna fila no es válida responde 206 con `data` = [{fila, mensaje}] y no registra nada; si todas lo son, registra el ajuste.',
        body: ZAjusteExcelForm,
        headers: ZEncabezadoIdempotencia,
        response: { 200: envelope(ZDocumentoCreado), 206: envelope(z.array(ZFilaRechazada)), ...ERRORES },
      },
      onRequest: async (request) => exigirLetraDeAlguno(request, 'AJUSTE_INICIAL', 'C'),
    },
    async (request, reply) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      exigirLetraDeDocumento(request, 'AJUSTE_INICIAL', request.body.tipo_negocio, 'C');
      const cuerpo = { ...request.body, uuid: request.body.uuid ?? request.headers['idempotency-key'] };
      const r = await request.transaccion((tx) => importarAjusteInicial(tx, cuerpo, { negocioId: s.negocioId, usuarioId: s.usuarioId }));
      if ('rechazadas' in r) {
        void reply.code(206);
        return { success: false, status: 206, mensaje: M.filasRechazadas, data: r.rechazadas };
      }
      if (r.repetido) void reply.header('idempotent-replayed', 'true');
      return ok({ id: r.id, consecutivo: r.consecutivo }, M.documentoRegistrado(r.consecutivo));
    },
  );

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
      exigirLetraDeDocumento(request, TIPO_DE_RUTA[request.params.tipo], request.body.tipo_negocio, 'C');
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
      const tipo = TIPO_DE_RUTA[request.params.tipo];
      const legibles = tiposLegibles(request, tipo);
      let consulta = request.query;
      if (legibles !== 'todos') {
        // A kiosk (or store) user reads its menu's documents: the filter is that type, and another type is refused.
        if (consulta.tipo_negocio !== undefined) exigirLetraDeDocumento(request, tipo, consulta.tipo_negocio, 'R');
        else if (legibles.length === 1) consulta = { ...consulta, tipo_negocio: legibles[0] };
      }
      const { filas, total } = await listarDocumentos(app.db, s.empresas, tipo, request.params.id, consulta);
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
      exigirLetraDeDocumento(request, d.tipo, d.tipo_negocio, 'R');
      return { success: true, status: 200, mensaje: [d] as [typeof d], data: d };
    },
  );

  app.put(
    '/movimiento/:id/anular',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Anular un documento de inventario (ajuste inicial, entrada, salida, traslado)',
        description:
          'Letra N del módulo del documento. Aplica el movimiento inverso en el día del documento (un día conciliado lo rechaza) y deja ' +
          'el documento ANULADO con el motivo; se rechaza si deja existencias negativas y la estación no lo permite.',
        params: z.object({ id: zId }),
        body: ZMotivo,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const doc = await tipoDeDocumento(app.db, request.params.id);
      if (!doc) throw notFound(M.documentoNoExiste);
      const ruta = RUTA_DE_TIPO.get(doc.tipo);
      if (doc.tipo === 'TRASLADO_PDV') exigirPermiso(request, MODULO.TRASLADOS_PDV, 'N');
      else if (ruta === undefined || ruta === 'remarcacion') throw badRequest(M.documentoNoAnulable);
      else exigirLetraDeDocumento(request, TIPO_DE_RUTA[ruta], doc.tipo_negocio, 'N');
      exigirEmpresa(request, doc.empresa_id);
      const { consecutivo } = await request.transaccion((tx) =>
        anularDocumento(tx, request.params.id, request.body.motivo, { alcance: s.empresas, usuarioId: s.usuarioId }),
      );
      return ok(null, M.documentoAnulado(consecutivo));
    },
  );

  app.get(
    '/movimiento/:id/pdf',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'PDF de un documento de inventario: encabezado, líneas con costo y saldo, total y anulación',
        description:
          'Letra R del módulo que muestra el documento (el de ACCIONES, o el de KIOSCO o CANASTILLA de su tipo de negocio); ' +
          'solo documentos de las estaciones del alcance del usuario.',
        params: z.object({ id: zId }),
        response: respondeArchivo('El PDF, en binario'),
      },
    },
    async (request, reply) => {
      const doc = await tipoDeDocumento(app.db, request.params.id);
      if (!doc) throw notFound(M.documentoNoExiste);
      exigirEmpresa(request, doc.empresa_id);
      exigirLetraDeDocumento(request, doc.tipo, doc.tipo_negocio, 'R');
      const r = await pdfDocumento(app.db, sesionDe(request).empresas, request.params.id);
      const nombre = `${r.tipo.toLowerCase()}_${r.consecutivo}.pdf`;
      // A Buffer is sent as it is, as the invoice's PDF is.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${nombre}"`)
        .header('cache-control', 'no-store')
        .send(r.pdf);
    },
  );

  app.get(
    '/movimiento/get-info-movimientos-detalles/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Líneas de un documento de inventario: producto, cantidades, costo y bodega',
        description: 'La especificación lee las líneas en `mensaje`; también van en `data`.',
        params: z.object({ id: zId }),
        response: respondeCon(ZRespuestaInfoMovimiento),
      },
    },
    async (request) => {
      const doc = await tipoDeDocumento(app.db, request.params.id);
      const r = await infoDetalles(app.db, request.params.id);
      if (!r || !doc) throw notFound(M.documentoNoExiste);
      exigirEmpresa(request, r.empresaId);
      exigirLetraDeDocumento(request, doc.tipo, doc.tipo_negocio, 'R');
      return { success: true, status: 200, mensaje: r.lineas, data: r.lineas };
    },
  );

  app.post(
    '/movimiento/movimientostipo',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Documentos de inventario de un tipo entre dos fechas (lista en `mensaje`)',
        description: `Sin documentos en el rango, \`mensaje\` es "${MENSAJE_SIN_DATOS_FECHAS}" y \`data\` va vacía.`,
        body: ZMovimientosTipoQuery,
        response: respondeCon(ZRespuestaMovimientosTipo),
      },
    },
    async (request) => {
      const q = request.body;
      exigirEmpresa(request, q.empresa_id);
      const tipo = q.tipo === 'traslado-pdv' ? 'TRASLADO_PDV' : TIPO_DE_RUTA[q.tipo];
      if (q.tipo_negocio !== undefined) exigirLetraDeDocumento(request, tipo, q.tipo_negocio, 'R');
      else exigirPermiso(request, MODULOS_DE_DOCUMENTO[tipo]?.todos ?? MODULO.AJUSTEINICIAL, 'R');
      const { filas, total } = await movimientosTipo(app.db, sesionDe(request).empresas, q);
      return {
        success: true,
        status: 200,
        mensaje: filas.length > 0 ? filas : MENSAJE_SIN_DATOS_FECHAS,
        data: filas,
        paginacion: { total, limite: q.limite, desde: q.desde },
      };
    },
  );
}
