import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { TIPOS_NEGOCIO } from './operacion';
import { zFechaHora } from './pos';
import { MENSAJES_VALIDACION as MV } from './mensajes-validacion';
import { COLUMNA, zDecimal, zDinero, zFecha, zIdCampo } from './validaciones';
import { zFechaHoraTexto, zFechaTexto, zIdFila, zNumero } from './respuestas';

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
} as const;

const id = zIdCampo(MENSAJES.campoObligatorioCorto);
/** Quantities numeric(12,3), money numeric(14,2), tax percentages 0–100 (numeric(5,2)). */
const cantidad = zDecimal(COLUMNA.cantidad);
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
          cantidad: zDecimal(COLUMNA.cantidad, { minimo: 'positivo' }),
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
