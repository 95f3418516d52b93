import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { TIPOS_NEGOCIO } from './operacion';
import { zFechaHora } from './pos';
import { MENSAJES_VALIDACION as MV } from './mensajes-validacion';
import { COLUMNA, zDecimal, zDinero, zFecha, zIdCampo } from './validaciones';
import { zFechaHoraTexto, zFechaTexto, zIdFila, zNumero } from './respuestas';
import { ZPaginacionQuery } from './paginacion';

/** Inventory documents and purchase orders (SCREENS G14, G15), shared by the web forms and the server. */

export const TIPOS_DOCUMENTO = ['ajuste-inicial', 'entrada', 'salida', 'traslado', 'remarcacion'] as const;
export type TipoDocumentoRuta = (typeof TIPOS_DOCUMENTO)[number];

export const MENSAJES_INVENTARIO = {
  documentoRegistrado: (consecutivo: number) => `Documento ${consecutivo} registrado correctamente`,
  bodegaDestinoIgual: 'La bodega destino debe ser diferente a la de origen',
  bodegaOtraEstacion: 'La bodega no pertenece a la estación',
  facturaProveedorRepetida: 'Ya existe una entrada con esta factura del proveedor',
  proveedorRequerido: 'Seleccione el proveedor y el número de factura',
  ajusteRepetido: (producto: string, bodega: string) => `El producto ${producto} ya tiene ajuste inicial en la bodega ${bodega}`,
  ajusteConMovimientos: (producto: string) => `El producto ${producto} ya tiene movimientos en esta bodega; use una toma física`,
  costoRequerido: 'Indique el costo de cada producto',
  precioRequerido: 'Indique el nuevo precio de cada producto',
  fechaFutura: 'La fecha no puede ser posterior a la hora actual',
  productoNoExiste: 'El producto no pertenece al negocio',
  ordenCreada: (consecutivo: number) => `Orden de compra ${consecutivo} creada correctamente`,
  ordenAprobada: 'Orden de compra aprobada correctamente',
  ordenNoExiste: 'La orden de compra no existe',
  ordenNoBorrador: 'Solo se aprueba una orden en BORRADOR',
  ordenNoAprobada: 'La orden de compra no está aprobada',
  aprobadorDistinto: 'La orden debe aprobarla un usuario distinto de quien la creó',
  documentoNoExiste: 'El documento de inventario no existe',
  documentoNoAnulable: 'Este tipo de documento no se anula desde esta opción',
  documentoYaAnulado: 'El documento ya está anulado',
  documentoAnulado: (consecutivo: number) => `Documento ${consecutivo} anulado correctamente`,
  motivoRequerido: 'Indique el motivo',
  decimalesCantidad: 'La cantidad admite hasta 3 decimales',
  ordenNoEditable: 'Solo se modifica o elimina una orden en BORRADOR',
  ordenOtraEstacion: 'La orden pertenece a otra estación',
  ordenNoCerrable: 'Solo se cierra una orden APROBADA o RECIBIDA PARCIAL',
  ordenConRecibos: 'Solo se anula una orden sin mercancía recibida',
  ordenEditada: (consecutivo: number) => `Orden de compra ${consecutivo} editada correctamente`,
  ordenCerrada: 'Orden de compra cerrada correctamente',
  ordenAnulada: 'Orden de compra anulada correctamente',
  ordenEliminada: 'Orden de compra eliminada correctamente',
  proveedorSinCorreo: 'El proveedor no tiene correo electrónico registrado',
  correoEncolado: (correo: string) => `La orden se enviará a ${correo}`,
  tomaAbierta: 'La bodega ya tiene una toma física abierta',
  tomaNoExiste: 'La toma física no existe',
  tomaCerrada: 'La toma física ya fue ajustada',
  tomaCreada: 'Toma física creada correctamente',
  conteoRegistrado: 'Conteo registrado correctamente',
  tomaAjustada: 'Ajuste de la toma física generado correctamente',
  estacionDestinoIgual: 'La estación destino debe ser diferente a la de origen',
  estacionDestinoOtroNegocio: 'La estación destino no pertenece al negocio',
  trasladoNoEnviado: 'El traslado ya no está en tránsito',
  recibidoSuperaEnviado: 'La cantidad recibida supera la enviada',
  trasladoRecibido: 'Traslado recibido correctamente',
  archivoNoExcel: 'El archivo no es un libro de Excel (.xlsx) válido',
  archivoVacio: 'El archivo no tiene filas para importar',
  archivoGrande: 'El archivo supera el tamaño máximo de 5 MB',
  filasRechazadas: 'Hay filas con errores; no se registró el ajuste',
  filaProductoNoExiste: (codigo: string) => `El producto ${codigo || '(sin código)'} no existe en el negocio`,
  filaRepetida: (codigo: string) => `El producto ${codigo} está repetido en el archivo`,
  filaCantidad: 'La cantidad debe ser un número no negativo con hasta 3 decimales',
  filaCosto: 'El costo debe ser un número no negativo con hasta 2 decimales',
  trasladoRechazado: 'Traslado rechazado: la mercancía vuelve a la bodega de origen',
} as const;

const id = zIdCampo(MENSAJES.campoObligatorioCorto);
/** Quantities numeric(12,3), money numeric(14,2), tax percentages 0–100 (numeric(5,2)). */
const cantidad = zDecimal(COLUMNA.cantidad).refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, {
  error: MENSAJES_INVENTARIO.decimalesCantidad,
});
const dinero = zDinero();
const ivaPct = zDecimal(COLUMNA.porcentaje).max(100, { error: MENSAJES.entre(0, 100) });
const fechaDia = zFecha('La fecha debe tener el formato YYYY-MM-DD');

export const ZLineaDocumento = z.object({
  producto_id: id,
  cantidad,
  costo_unitario: dinero.optional(),
  iva_pct: ivaPct.optional(),
  precio_nuevo: dinero.optional(),
});

/** An idempotency key: a uuid the client makes once per document it means to post, and sends again on every retry. */
export const zClaveIdempotencia = z.uuid({ error: MV.claveIdempotenciaNoValida });

export const ZDocumentoForm = z.object({
  /**
   * Idempotency key (optional): the form makes one when it opens. Posting again with the same key at the same
   * station answers the document already stored and stores nothing (a double click, a retry after a lost answer).
   * API clients may send it as the `Idempotency-Key` header instead.
   */
  uuid: zClaveIdempotencia.optional(),
  empresa_id: id,
  /** Bogotá time; now when absent. */
  fecha: zFechaHora.optional(),
  tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: MENSAJES.campoObligatorioCorto }),
  bodega_id: id,
  bodega_destino_id: id.optional(),
  proveedor_id: id.optional(),
  factura_proveedor: z.string().trim().min(1).max(40).optional(),
  orden_compra_id: id.optional(),
  concepto: z.string().trim().max(60).optional(),
  observaciones: z.string().trim().max(500).optional(),
  lineas: z.array(ZLineaDocumento).min(1, { error: 'Agregue al menos un producto' }).max(500),
});
export type TDocumentoForm = z.infer<typeof ZDocumentoForm>;

export const ZOrdenCompraForm = z
  .object({
    empresa_id: id,
    proveedor_id: id,
    bodega_id: id,
    tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: MENSAJES.campoObligatorioCorto }),
    fecha: fechaDia,
    fecha_entrega: fechaDia,
    observaciones: z.string().trim().max(500).optional(),
    lineas: z
      .array(
        z.object({
          producto_id: id,
          cantidad: zDecimal(COLUMNA.cantidad, { minimo: 'positivo' }).refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, {
            error: MENSAJES_INVENTARIO.decimalesCantidad,
          }),
          costo: dinero,
          iva_pct: ivaPct.optional(),
        }),
      )
      .min(1, { error: 'Agregue al menos un producto' })
      .max(500),
  })
  .superRefine((o, ctx) => {
    if (o.fecha_entrega < o.fecha)
      ctx.addIssue({ code: 'custom', path: ['fecha_entrega'], message: 'La fecha final debe ser mayor o igual a la fecha inicial' });
  });
export type TOrdenCompraForm = z.infer<typeof ZOrdenCompraForm>;

/** PUT movimiento/{id}/anular, and the reason of any state change that needs one (cerrar an order). */
export const ZMotivo = z.object({
  motivo: z.string({ error: MENSAJES_INVENTARIO.motivoRequerido }).trim().min(1, { error: MENSAJES_INVENTARIO.motivoRequerido }).max(500),
});
export type TMotivo = z.infer<typeof ZMotivo>;

/** A kardex line of an inventory document: quantity and cost, and the stock and average cost after it. */
export const ZLineaKardex = z.object({
  producto_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  cantidad: zNumero,
  costo_unitario: zNumero,
  valor: zNumero,
  iva_pct: zNumero,
  precio_anterior: zNumero.nullable(),
  precio_nuevo: zNumero.nullable(),
  saldo_cantidad: zNumero.nullable(),
  saldo_costo: zNumero.nullable(),
});

/** GET /api/movimiento/detalles/{id}: an inventory document with its kardex lines. */
export const ZDocumentoDetalle = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  /** AJUSTE_INICIAL, ENTRADA, SALIDA, TRASLADO, REMARCACION, RECIBO_COMBUSTIBLE... */
  tipo: z.string(),
  /** The kind's operation code (TIPO_DOCUMENTO_INVENTARIO). */
  tipo_movimiento: z.string(),
  consecutivo: z.number().int(),
  fecha: zFechaHoraTexto,
  fecha_negocio: zFechaTexto,
  tipo_negocio: z.enum(TIPOS_NEGOCIO),
  bodega_id: zIdFila,
  bodega: z.string(),
  bodega_destino_id: zIdFila.nullable(),
  proveedor_id: zIdFila.nullable(),
  proveedor: z.string().nullable(),
  factura_proveedor: z.string().nullable(),
  orden_compra_id: zIdFila.nullable(),
  concepto: z.string().nullable(),
  total: zNumero,
  /** REGISTRADO or ANULADO. */
  estado: z.string(),
  observaciones: z.string().nullable(),
  /** What only one kind needs (a fuel delivery's guide, plate and dips). */
  datos: z.record(z.string(), z.unknown()).nullable(),
  detalles: z.array(ZLineaKardex),
});
export type TDocumentoDetalle = z.infer<typeof ZDocumentoDetalle>;

/** The detail's answer: the specification reads the document in `mensaje[0]`; it is in `data` too. */
export const ZRespuestaDocumentoDetalle = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.tuple([ZDocumentoDetalle]),
  data: ZDocumentoDetalle,
});
export type TRespuestaDocumentoDetalle = z.infer<typeof ZRespuestaDocumentoDetalle>;

/** Purchase-order states (SCREENS G15). */
export const ESTADOS_ORDEN = ['BORRADOR', 'APROBADA', 'RECIBIDA PARCIAL', 'RECIBIDA', 'CERRADA', 'ANULADA'] as const;

const idFiltro = z.preprocess((v) => (v === '' || v === null ? undefined : v), zIdCampo().optional());

/** GET orden-compra: the list's filters (search, station, state, supplier, business type, date range) and paging. */
export const ZOrdenesCompraQuery = ZPaginacionQuery.extend({
  /** The order's number, supplier, station or warehouse, accents and case ignored. */
  buscar: z.string().trim().max(100).optional(),
  empresa_id: idFiltro,
  proveedor_id: idFiltro,
  estado: z.enum(ESTADOS_ORDEN).optional(),
  tipo_negocio: z.enum(TIPOS_NEGOCIO).optional(),
  fecha_inicial: fechaDia.optional(),
  fecha_final: fechaDia.optional(),
});
export type TOrdenesCompraQuery = z.output<typeof ZOrdenesCompraQuery>;

export const ZOrdenCompraFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  consecutivo: z.number().int(),
  fecha: zFechaTexto,
  fecha_entrega: zFechaTexto,
  estado: z.string(),
  tipo_negocio: z.string(),
  proveedor: z.string(),
  bodega: z.string(),
  total: zNumero,
});
export type TOrdenCompraFila = z.infer<typeof ZOrdenCompraFila>;

/** GET orden-compra/{id}: the order with its lines, received and pending quantities. */
export const ZOrdenCompraDetalle = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  consecutivo: z.number().int(),
  proveedor_id: zIdFila,
  proveedor: z.string(),
  proveedor_correo: z.string().nullable(),
  bodega_id: zIdFila,
  bodega: z.string(),
  tipo_negocio: z.string(),
  fecha: zFechaTexto,
  fecha_entrega: zFechaTexto,
  estado: z.string(),
  total: zNumero,
  observaciones: z.string().nullable(),
  creado_por: z.number().int().nullable(),
  aprobado_por: z.number().int().nullable(),
  motivo_cierre: z.string().nullable(),
  lineas: z.array(
    z.object({
      id: zIdFila,
      producto_id: zIdFila,
      codigo: z.string(),
      descripcion: z.string(),
      cantidad: zNumero,
      cantidad_recibida: zNumero,
      pendiente: zNumero,
      costo: zNumero,
      iva_pct: zNumero,
    }),
  ),
});
export type TOrdenCompraDetalle = z.infer<typeof ZOrdenCompraDetalle>;

/** GET orden-compra/sugerir: what fills a warehouse up to each product's maximum stock. */
export const ZSugerirOrdenQuery = z.object({
  empresa_id: id,
  bodega_id: id,
  tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: MENSAJES.campoObligatorioCorto }),
  proveedor_id: idFiltro,
});
export const ZSugerenciaOrden = z.object({
  producto_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  existencia: zNumero,
  stock_maximo: zNumero,
  /** What approved orders of the warehouse still bring. */
  en_camino: zNumero,
  cantidad: zNumero,
  costo: zNumero,
});
export type TSugerenciaOrden = z.infer<typeof ZSugerenciaOrden>;

/** GET inventario/bodega/{id}: a product's stock in the warehouse and its alert. */
export const ALERTAS_EXISTENCIA = ['AGOTADO', 'BAJO MÍNIMO', 'SOBRE MÁXIMO', 'NORMAL'] as const;
export const ZExistenciaBodega = z.object({
  producto_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  cantidad: zNumero,
  costo_promedio: zNumero,
  valor: zNumero,
  stock_minimo: zNumero.nullable(),
  stock_maximo: zNumero.nullable(),
  alerta: z.enum(ALERTAS_EXISTENCIA),
});
export type TExistenciaBodega = z.infer<typeof ZExistenciaBodega>;

/** POST inventario/toma-fisica: snapshot a warehouse's stock. */
export const ZTomaFisicaForm = z.object({
  bodega_id: id,
  tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: MENSAJES.campoObligatorioCorto }),
  observaciones: z.string().trim().max(500).optional(),
});

/** PUT inventario/toma-fisica/{id}/conteo: counted quantities, by product or scanned barcode (`sumar` adds to what was counted). */
export const ZConteoForm = z.object({
  lineas: z
    .array(
      z
        .object({
          producto_id: id.optional(),
          codigo_barras: z.string().trim().min(1).max(40).optional(),
          cantidad,
          sumar: z.boolean().optional(),
        })
        .refine((l) => l.producto_id !== undefined || l.codigo_barras !== undefined, {
          error: MENSAJES.campoObligatorioCorto,
          path: ['producto_id'],
        }),
    )
    .min(1, { error: 'Agregue al menos un producto' })
    .max(2000),
});

export const ZTomaFisica = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  bodega_id: zIdFila,
  tipo_negocio: z.string(),
  /** ABIERTA or AJUSTADA. */
  estado: z.string(),
  movimiento_id: zIdFila.nullable(),
  lineas: z.array(
    z.object({
      producto_id: zIdFila,
      codigo: z.string(),
      codigos_barras: z.array(z.string()),
      descripcion: z.string(),
      cantidad_sistema: zNumero,
      cantidad_contada: zNumero.nullable(),
      diferencia: zNumero.nullable(),
    }),
  ),
});
export type TTomaFisica = z.infer<typeof ZTomaFisica>;

/** GET movimiento/get-info-movimientos-detalles/{id}: a document's lines with product, quantities, cost and warehouse. */
export const ZInfoMovimientoDetalle = z.object({
  movimiento_id: zIdFila,
  tipo: z.string(),
  consecutivo: z.number().int(),
  estado: z.string(),
  producto_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  cantidad: zNumero,
  costo_unitario: zNumero,
  valor: zNumero,
  iva_pct: zNumero,
  bodega_id: zIdFila,
  bodega: z.string(),
  bodega_destino_id: zIdFila.nullable(),
  bodega_destino: z.string().nullable(),
  saldo_cantidad: zNumero.nullable(),
  saldo_costo: zNumero.nullable(),
});
export type TInfoMovimientoDetalle = z.infer<typeof ZInfoMovimientoDetalle>;
export const ZRespuestaInfoMovimiento = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.array(ZInfoMovimientoDetalle),
  data: z.array(ZInfoMovimientoDetalle),
});

/** POST movimiento/movimientostipo: documents of one kind in a date range (the spec reads the list in `mensaje`). */
export const ZMovimientosTipoQuery = z
  .object({
    empresa_id: id,
    tipo: z.enum(['ajuste-inicial', 'entrada', 'salida', 'traslado', 'traslado-pdv', 'remarcacion'], {
      error: MENSAJES.campoObligatorioCorto,
    }),
    fecha_inicial: fechaDia,
    fecha_final: fechaDia,
    tipo_negocio: z.enum(TIPOS_NEGOCIO).optional(),
    limite: z.number().int().min(1).max(500).default(500),
    desde: z.number().int().min(0).default(0),
  })
  .superRefine((q, ctx) => {
    if (q.fecha_final < q.fecha_inicial)
      ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: 'La fecha final debe ser mayor o igual a la fecha inicial' });
  });
export const ZMovimientoTipoFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  tipo: z.string(),
  consecutivo: z.number().int(),
  fecha: zFechaHoraTexto,
  tipo_negocio: z.string(),
  bodega: z.string(),
  bodega_destino: z.string().nullable(),
  proveedor: z.string().nullable(),
  factura_proveedor: z.string().nullable(),
  concepto: z.string().nullable(),
  total: zNumero,
  estado: z.string(),
  usuario: z.string().nullable(),
});
export type TMovimientoTipoFila = z.infer<typeof ZMovimientoTipoFila>;
export const ZRespuestaMovimientosTipo = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.union([z.array(ZMovimientoTipoFila), z.string()]),
  data: z.array(ZMovimientoTipoFila),
  paginacion: z.object({ total: z.number().int(), limite: z.number().int(), desde: z.number().int() }),
});
export const MENSAJE_SIN_DATOS_FECHAS = 'No se encontraron datos con las fechas seleccionadas';

/** POST movimiento/traslado-pdv: a document whose destination is a warehouse of another station of the business. */
export const ZTrasladoPdvForm = ZDocumentoForm.extend({ empresa_destino_id: id, bodega_destino_id: id });
export type TTrasladoPdvForm = z.infer<typeof ZTrasladoPdvForm>;

/** PUT movimiento/traslado-pdv/{id}/recibir: the quantities that arrived (each ≤ sent; what is missing is a shortfall). */
export const ZRecibirTrasladoForm = z.object({
  lineas: z.array(z.object({ producto_id: id, cantidad })).max(500),
});

/** GET movimiento/traslado-pdv/empresa/{id}: transfers a station sent, or (`entrantes=S`) the ones coming to it. */
export const ZTrasladosPdvQuery = z.object({
  entrantes: z.enum(['S', 'N']).default('N'),
  estado: z.enum(['ENVIADO', 'RECIBIDO', 'RECHAZADO', 'ANULADO']).optional(),
});
export const ZTrasladoPdvFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion_origen: z.string(),
  empresa_destino_id: zIdFila,
  estacion_destino: z.string(),
  consecutivo: z.number().int(),
  fecha: zFechaHoraTexto,
  /** ENVIADO, RECIBIDO, RECHAZADO or ANULADO. */
  estado: z.string(),
  tipo_negocio: z.string(),
  bodega_origen: z.string(),
  bodega_destino: z.string(),
  total: zNumero,
});
export type TTrasladoPdvFila = z.infer<typeof ZTrasladoPdvFila>;

/** The Excel file of an import travels base64 in JSON (at most 5 MB of file). */
export const ARCHIVO_IMPORTACION_MAXIMO_BYTES = 5 * 1024 * 1024;

/** POST movimiento/ajuste-inicial/importar: the header of the adjustment and the xlsx (template CODIGO, CANTIDAD, COSTO). */
export const ZAjusteExcelForm = z.object({
  uuid: zClaveIdempotencia.optional(),
  empresa_id: id,
  tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: MENSAJES.campoObligatorioCorto }),
  bodega_id: id,
  observaciones: z.string().trim().max(500).optional(),
  archivo: z
    .string({ error: MENSAJES.campoObligatorioCorto })
    .min(1, { error: MENSAJES.campoObligatorioCorto })
    .max(Math.ceil((ARCHIVO_IMPORTACION_MAXIMO_BYTES * 4) / 3) + 4, { error: MENSAJES_INVENTARIO.archivoGrande })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: MENSAJES_INVENTARIO.archivoNoExcel }),
});
export type TAjusteExcelForm = z.infer<typeof ZAjusteExcelForm>;

/** A refused row of an import (206), as `persona/identificadores` answers. */
export const ZFilaRechazada = z.object({ fila: z.number().int(), mensaje: z.string() });
export type TFilaRechazada = z.infer<typeof ZFilaRechazada>;
