import { z } from 'zod';
import { TIPOS_NEGOCIO } from './operacion';
import { ZPorcentajeValor } from './catalogos';
import { ZEstadoActivo, zFechaHoraTexto, zIdFila, zNumero } from './respuestas';

/** Product lookups of the specification (GET /api/producto/...). */

/** A tax of a product, as the product lists carry it. */
export const ZImpuestoProducto = z.object({
  id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  codigo_dian: z.string(),
  porcentaje_valor: ZPorcentajeValor,
  impuesto_valor: zNumero,
});

const columnasProducto = {
  id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  /** 20 standard, 21 fuel, 22 service. */
  tipo_producto_id: z.number().int(),
  /** 23 normal, 24 ingredient, 25 compound, 26 produced, 32 combo. */
  clase_producto_id: z.number().int(),
  /** Fuel kind 27–33, null for goods. */
  combustible_id: z.number().int().nullable(),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
  categoria_id: zIdFila.nullable(),
  categoria: z.string().nullable(),
  unidad_id: zIdFila,
  /** The unit's abbreviation. */
  unidad: z.string(),
  codigos_barras: z.array(z.string()),
  stock_minimo: zNumero.nullable(),
  stock_maximo: zNumero.nullable(),
  imagen_url: z.string().nullable(),
  estado: ZEstadoActivo,
  impuestos: z.array(ZImpuestoProducto),
};

/** GET /api/producto/empresa/...: a catalogue product of the business, with its list price. */
export const ZProducto = z.object({ ...columnasProducto, precio: zNumero });
export type TProducto = z.infer<typeof ZProducto>;

/** GET /api/producto/empresa-final/...: a product a station sells, with its price in force there and its stock. */
export const ZProductoEstacion = z.object({
  ...columnasProducto,
  /** The station's price in force. */
  precio: zNumero,
  /** Since when that price is in force (Bogotá time). */
  precio_desde: zFechaHoraTexto,
  /** Stock in the station's active warehouses. */
  existencia: zNumero,
});
export type TProductoEstacion = z.infer<typeof ZProductoEstacion>;

/** GET /api/producto/get-business-types: the three business types of products. */
export const ZTipoNegocioOpcion = z.object({ codigo: z.enum(TIPOS_NEGOCIO), descripcion: z.string() });
export type TTipoNegocioOpcion = z.infer<typeof ZTipoNegocioOpcion>;
