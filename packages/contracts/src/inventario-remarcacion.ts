import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { zListaQuery } from './paginacion';
import { zFechaHoraTexto, zIdFila, zNumero } from './respuestas';
import { zFecha, zIdCampo } from './validaciones';

/**
 * Remarcación de precios (SCREENS.md G13, `acciones/remarcacion`, module REMARCACION): a numbered inventory document
 * that re-prices a station's store (S) or kiosk (K) goods from its moment; posted with `POST movimiento/remarcacion`
 * (ZDocumentoForm). These are the calls the screen reads: the candidate products and the documents of one kind.
 */

export const MENSAJES_REMARCACION = {
  debajoDelCosto: 'El precio queda por debajo del costo',
  sinBodega: 'La estación no tiene bodega activa para este tipo de negocio',
  /** The document form's text for no lines (ZDocumentoForm), shown under the grid. */
  agregueProducto: 'Agregue al menos un producto',
} as const;

/** The business types whose goods are re-marked (fuel prices change through cambio-precio). */
export const TIPOS_NEGOCIO_REMARCACION = ['S', 'K'] as const;

const idOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), zIdCampo().optional());

/** GET movimiento/remarcacion/productos: the filter of the grid. */
export const ZRemarcacionProductosQuery = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  tipo_negocio: z.enum(TIPOS_NEGOCIO_REMARCACION, { error: MENSAJES.campoObligatorioCorto }),
  categoria_id: idOpcional,
  proveedor_id: idOpcional,
});
export type TRemarcacionProductosQuery = z.output<typeof ZRemarcacionProductosQuery>;

/** A product of the grid: its average cost in the station's warehouse of the type, its price in force and margin. */
export const ZRemarcacionProducto = z.object({
  producto_id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  categoria: z.string().nullable(),
  bodega_id: zIdFila,
  existencia: zNumero,
  costo_promedio: zNumero,
  /** null when the product has no price at the station yet. */
  precio_actual: zNumero.nullable(),
  /** (precio − costo) / precio in percent; null without a price. */
  margen_pct: zNumero.nullable(),
});
export type TRemarcacionProducto = z.infer<typeof ZRemarcacionProducto>;

/** The grid's answer: the warehouse the document will name, and its products. */
export const ZRemarcacionProductos = z.object({ bodega_id: zIdFila, bodega: z.string(), productos: z.array(ZRemarcacionProducto) });
export type TRemarcacionProductos = z.infer<typeof ZRemarcacionProductos>;

const MENSAJES_RANGO = { fechaFinal: 'La fecha final debe ser mayor o igual a la fecha inicial' } as const;

export const CAMPOS_ORDEN_DOCUMENTO = ['consecutivo', 'fecha', 'estacion'] as const;
const fechaOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), zFecha().optional());

/**
 * GET movimiento/{tipo}/empresa/{id}: documents of one kind at the company's stations, newest first; narrowed by
 * station, warehouse (origin or destination), business type (S store, K kiosk) and business-day range.
 */
export const ZDocumentosQuery = zListaQuery(CAMPOS_ORDEN_DOCUMENTO)
  .extend({
    estacion_id: idOpcional,
    bodega_id: idOpcional,
    tipo_negocio: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['C', 'S', 'K']).optional()),
    fecha_inicial: fechaOpcional,
    fecha_final: fechaOpcional,
  })
  .superRefine((q, ctx) => {
    if (q.fecha_inicial && q.fecha_final && q.fecha_final < q.fecha_inicial)
      ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: MENSAJES_RANGO.fechaFinal });
  });
export type TDocumentosQuery = z.output<typeof ZDocumentosQuery>;

export const ZDocumentoFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  consecutivo: z.number().int(),
  fecha: zFechaHoraTexto,
  tipo_negocio: z.string(),
  bodega: z.string(),
  lineas: z.number().int(),
  usuario: z.string().nullable(),
  observaciones: z.string().nullable(),
  /** REGISTRADO or ANULADO. */
  estado: z.string(),
  /** A transfer's destination warehouse. */
  bodega_destino: z.string().nullable(),
  /** An entry's supplier and its invoice number. */
  proveedor: z.string().nullable(),
  factura_proveedor: z.string().nullable(),
  concepto: z.string().nullable(),
  total: zNumero,
});
export type TDocumentoFila = z.infer<typeof ZDocumentoFila>;

/** $50 steps, as `Aplicar % a selección` rounds a new price. */
export const redondearA50 = (valor: number) => Math.round(valor / 50) * 50;
