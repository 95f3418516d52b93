import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { COMBUSTIBLES, TIPOS_NEGOCIO } from '../operacion';
import { zListaQuery } from '../paginacion';
import { zFechaHoraTexto } from '../respuestas';
import { COLUMNA, zDecimal, zIdCampo } from '../validaciones';
import { ZEstadoRegistro, zEmpresaCatalogo, zIdCatalogo, zTextoMayus } from './catalogo';

/**
 * Products (SCREENS.md G13, `configuracion/productos`, `cc/productos-kiosco`, `canastilla/productos-canastilla`):
 * the product form shared by the web and the server (POST/PUT producto), its list row and price history.
 */
export const MENSAJES_PRODUCTO = {
  contenerse: 'Un producto no puede contenerse a sí mismo',
  codigoBarras: 'Código de barras no válido',
  stockMaximo: 'El stock máximo debe ser mayor o igual al mínimo',
  precioPositivo: 'El precio debe ser mayor que 0',
  noExiste: 'El producto no existe',
  categoriaNoValida: 'La categoría no es válida',
  unidadNoValida: 'La unidad no es válida',
  impuestoNoValido: 'El impuesto no es válido',
  ingredienteNoValido: 'El ingrediente no es válido',
  conIngredientes: 'Solo los productos compuestos, producidos o combos llevan ingredientes',
  combustibleRequerido: 'Seleccione el combustible',
  negociosRequeridos: 'Seleccione al menos un negocio',
  ingredienteRepetido: 'El ingrediente está repetido',
} as const;

export const TIPOS_PRODUCTO = [20, 21, 22] as const;
export const CLASES_PRODUCTO = [23, 24, 25, 26, 32] as const;
/** Classes whose products are made of ingredients. */
export const CLASES_CON_INGREDIENTES = [25, 26, 32] as const;

/** GTIN check digit (EAN-8, UPC-A, EAN-13, GTIN-14): validator EAN. */
export function esCodigoBarras(codigo: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(codigo)) return false;
  const d = [...codigo].map(Number);
  const control = d.pop()!;
  const suma = d.reverse().reduce((s, n, i) => s + n * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (suma % 10)) % 10 === control;
}

const zOpcion = (valores: readonly number[]) =>
  z.coerce
    .number({ error: MENSAJES.campoObligatorioCorto })
    .int({ error: MENSAJES.campoObligatorioCorto })
    .refine((v) => valores.includes(v), { error: MENSAJES.campoObligatorioCorto });

const zIdReq = zIdCampo(MENSAJES.campoObligatorioCorto);

/** Barcodes: a list, or the form's text separated by commas or spaces; each one a valid EAN/GTIN. */
const zCodigosBarras = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[\s,;]+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : (v ?? []),
  z
    .array(z.string().refine(esCodigoBarras, { error: MENSAJES_PRODUCTO.codigoBarras }), { error: MENSAJES_PRODUCTO.codigoBarras })
    .max(20)
    .transform((v) => [...new Set(v)]),
);

const zStock = z.preprocess((v) => (v === '' || v === undefined ? null : v), zDecimal(COLUMNA.cantidad).nullable());

export const ZIngredienteForm = z.object({
  ingrediente_id: zIdReq,
  cantidad: zDecimal(COLUMNA.cantidad, { minimo: 'positivo' }),
});

const ZProductoBase = z.object({
  empresa_id: zEmpresaCatalogo,
  codigo: zTextoMayus(20),
  codigos_barras: zCodigosBarras,
  descripcion: zTextoMayus(30),
  tipo_producto_id: zOpcion(TIPOS_PRODUCTO),
  clase_producto_id: zOpcion(CLASES_PRODUCTO),
  combustible_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), zOpcion(COMBUSTIBLES).nullable()),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)).min(1, { error: MENSAJES_PRODUCTO.negociosRequeridos }),
  categoria_id: zIdReq,
  unidad_id: zIdReq,
  impuestos: z.array(zIdCampo()).max(10).default([]),
  precio: zDecimal(COLUMNA.dinero, { minimo: 'positivo', mensajeMinimo: MENSAJES_PRODUCTO.precioPositivo }),
  stock_minimo: zStock,
  stock_maximo: zStock,
  ingredientes: z.array(ZIngredienteForm).max(100).default([]),
});

function reglasProducto(p: z.output<typeof ZProductoBase>, ctx: z.RefinementCtx) {
  if (p.stock_minimo !== null && p.stock_maximo !== null && p.stock_maximo < p.stock_minimo) {
    ctx.addIssue({ code: 'custom', path: ['stock_maximo'], message: MENSAJES_PRODUCTO.stockMaximo });
  }
  if (p.tipo_producto_id === 21 && !p.combustible_id) {
    ctx.addIssue({ code: 'custom', path: ['combustible_id'], message: MENSAJES_PRODUCTO.combustibleRequerido });
  }
  if (p.ingredientes.length > 0 && !(CLASES_CON_INGREDIENTES as readonly number[]).includes(p.clase_producto_id)) {
    ctx.addIssue({ code: 'custom', path: ['ingredientes'], message: MENSAJES_PRODUCTO.conIngredientes });
  }
  const vistos = new Set<number>();
  p.ingredientes.forEach((i, n) => {
    if (vistos.has(i.ingrediente_id)) {
      ctx.addIssue({ code: 'custom', path: ['ingredientes', n, 'ingrediente_id'], message: MENSAJES_PRODUCTO.ingredienteRepetido });
    }
    vistos.add(i.ingrediente_id);
  });
}

export const ZProductoForm = ZProductoBase.superRefine(reglasProducto);
export type TProductoForm = z.input<typeof ZProductoForm>;
export type TProductoGuardar = z.output<typeof ZProductoForm>;

export const ZProductoEdicion = ZProductoBase.extend({ id: zIdCatalogo }).superRefine(reglasProducto);
export type TProductoEdicion = z.output<typeof ZProductoEdicion>;

export const ZIngredienteProducto = z.object({
  ingrediente_id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  unidad: z.string(),
  cantidad: z.number(),
});
export type TIngredienteProducto = z.infer<typeof ZIngredienteProducto>;

/** A product of the business as the G13 list and form read it. */
export const ZProductoGestion = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  codigos_barras: z.array(z.string()),
  tipo_producto_id: z.number().int(),
  clase_producto_id: z.number().int(),
  combustible_id: z.number().int().nullable(),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
  categoria_id: z.number().int().nullable(),
  categoria: z.string().nullable(),
  unidad_id: z.number().int(),
  unidad: z.string(),
  impuestos: z.array(z.number().int()),
  precio: z.number(),
  /** Weighted average cost over the business's warehouses (read-only). */
  costo: z.number(),
  stock_minimo: z.number().nullable(),
  stock_maximo: z.number().nullable(),
  ingredientes: z.array(ZIngredienteProducto),
  estado: ZEstadoRegistro,
  /** Sales, documents or prices reference it. */
  en_uso: z.boolean(),
  sistema: z.boolean(),
});
export type TProductoGestion = z.infer<typeof ZProductoGestion>;

export const CAMPOS_ORDEN_PRODUCTO = ['codigo', 'descripcion', 'categoria', 'precio', 'tipo_producto_id', 'estado'] as const;
export const ZProductosQuery = zListaQuery(CAMPOS_ORDEN_PRODUCTO).extend({
  /** The kiosk (K) and canastilla (S) screens list only their business type's products. */
  negocio: z.enum(TIPOS_NEGOCIO).optional(),
});
export type TProductosQuery = z.input<typeof ZProductosQuery>;

/** A product for selectors (ingredients): active products of the business. */
export const ZProductoOpcion = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  clase_producto_id: z.number().int(),
});
export type TProductoOpcion = z.infer<typeof ZProductoOpcion>;

/** GET producto/posible-consecutivo/{id}: the next free numeric code of the business. */
export const ZConsecutivoProducto = z.object({ codigo: z.string() });

/** GET producto/get-ingredientes-todos/{id}: the product's ingredients expanded down to plain products. */
export const ZIngredienteTodo = z.object({
  ingrediente_id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  unidad: z.string(),
  /** Quantity per unit of the product asked for, through every level. */
  cantidad: z.number(),
});
export type TIngredienteTodo = z.infer<typeof ZIngredienteTodo>;

/** GET producto/historico-precios/{id}/empresa/{e}: the price periods of the product at the company's stations. */
export const ZHistoricoPrecio = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  estacion: z.string(),
  precio: z.number(),
  precio_anterior: z.number().nullable(),
  vigente_desde: zFechaHoraTexto,
  vigente_hasta: zFechaHoraTexto.nullable(),
  origen: z.string(),
  usuario: z.string().nullable(),
  /** The number of the REMARCACION document that opened the period; null for other origins. */
  documento: z.number().int().nullable(),
});
export type THistoricoPrecio = z.infer<typeof ZHistoricoPrecio>;
