import { z } from 'zod';
import type { NombreModulo } from '../modulos';
import { type TIPOS_PRODUCTO } from '../operacion';
import { zFechaTexto } from '../respuestas';
import {
  CAMPO_TIPO_NEGOCIO,
  campoLista,
  filaReporte,
  zCifra,
  zEnteroFila,
  zIdFiltro,
  zRatio,
  zTextoNulo,
  zTipoNegocioFiltro,
} from './filtros';
import { definirReporte } from './motor';

/**
 * The reports that read the store's and the kiosk's stock documents and sales (REPORTS.md §1 utilidad_*,
 * productos-acuerdos, productos_empresa; §2 libro-compras and costo-utilidad of /cc and /canastilla), issue 24.
 * docs/decisions/070-goods-purchase-and-profit-reports.md gives the readings of our own.
 */

/** States of an entry document in the purchase book. */
export const ESTADOS_LIBRO_COMPRAS = ['REGISTRADO', 'ANULADO'] as const;

/** Business types the /cc and /canastilla screens are fixed to. */
type NegocioMercancia = 'K' | 'S';

/**
 * cc/libro-compras-kiosco · canastilla/libro-compras-canastilla — the register of supplier invoices for goods: one row
 * per entry document of the business type, with its supplier, invoice, order, subtotal (Σ quantity × cost), VAT (each
 * line's rate over its subtotal) and total.
 */
function libroCompras(ruta: string, modulo: NombreModulo, titulo: string) {
  return definirReporte({
    ruta,
    modulo,
    titulo,
    clase: 'detalle',
    filtros: z.object({ proveedor: zIdFiltro('proveedor'), estado: z.enum(ESTADOS_LIBRO_COMPRAS).nullish() }),
    campos: [
      campoLista('proveedor', 'Proveedor', 'proveedores'),
      { clave: 'estado', titulo: 'Estado', tipo: 'opciones', opciones: ESTADOS_LIBRO_COMPRAS },
    ],
    fila: filaReporte({
      movimiento_id: zEnteroFila,
      dia: zFechaTexto,
      proveedor_id: zEnteroFila.nullable(),
      proveedor: zTextoNulo,
      nit: zTextoNulo,
      factura: zTextoNulo,
      orden: zEnteroFila.nullable(),
      entrada: zEnteroFila,
      subtotal: zCifra,
      iva: zCifra,
      total: zCifra,
      estado: z.string(),
    }),
    columnas: [
      { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
      { clave: 'dia', titulo: 'Fecha', tipo: 'fecha' },
      { clave: 'proveedor', titulo: 'Proveedor', tipo: 'texto' },
      { clave: 'nit', titulo: 'NIT', tipo: 'texto' },
      { clave: 'factura', titulo: 'Factura proveedor', tipo: 'texto' },
      { clave: 'orden', titulo: 'Orden de compra', tipo: 'entero' },
      { clave: 'entrada', titulo: 'Entrada', tipo: 'entero' },
      { clave: 'subtotal', titulo: 'Subtotal', tipo: 'dinero', pie: 'suma' },
      { clave: 'iva', titulo: 'IVA', tipo: 'dinero', pie: 'suma' },
      { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
      { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
    ],
    ordenDefecto: 'proveedor:asc,dia:asc',
  });
}

export const REPORTE_LIBRO_COMPRAS_KIOSCO = libroCompras('cc/libro-compras-kiosco', 'LIBRO COMPRAS KIOSCO', 'Libro de compras kiosco');
export const REPORTE_LIBRO_COMPRAS_CANASTILLA = libroCompras(
  'canastilla/libro-compras-canastilla',
  'LIBRO COMPRAS CANASTILLA',
  'Libro de compras canastilla',
);

/** The business type a /cc or /canastilla report is fixed to. */
export const NEGOCIO_DE_REPORTE: Readonly<Record<string, NegocioMercancia>> = {
  'cc/libro-compras-kiosco': 'K',
  'canastilla/libro-compras-canastilla': 'S',
  'cc/costo-utilidad-kiosco': 'K',
  'canastilla/costo-utilidad-canastilla': 'S',
};

/**
 * cc/costo-utilidad-kiosco · canastilla/costo-utilidad-canastilla — profit per product of the kiosk or the store from
 * the product rollups: quantity, base (value − taxes), the cost frozen on each sale line, profit, margin and the
 * product's share of the profit.
 */
function costoUtilidad(ruta: string, modulo: NombreModulo, titulo: string) {
  return definirReporte({
    ruta,
    modulo,
    titulo,
    clase: 'resumen',
    filtros: z.object({
      categoria: zIdFiltro('categoria'),
      producto: zIdFiltro('producto'),
      margen_negativo: z.enum(['S']).nullish(),
    }),
    campos: [
      campoLista('categoria', 'Categoría', 'categorias'),
      campoLista('producto', 'Producto', 'productos'),
      { clave: 'margen_negativo', titulo: 'Sólo margen negativo', tipo: 'opciones', opciones: ['S'] },
    ],
    fila: filaReporte({
      producto_id: zEnteroFila,
      categoria: zTextoNulo,
      producto: z.string(),
      cantidad: zCifra,
      valor: zCifra,
      precio_promedio: zRatio,
      base: zCifra,
      costo_promedio: zRatio,
      costo: zCifra,
      utilidad: zCifra,
      margen: zRatio,
      participacion: zRatio,
    }),
    columnas: [
      { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
      { clave: 'categoria', titulo: 'Categoría', tipo: 'texto' },
      {
        clave: 'producto',
        titulo: 'Producto',
        tipo: 'texto',
        enlace: { destino: '/reportes/kardex-canastilla', estacion: true, filtros: { producto: 'producto_id' } },
      },
      { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', pie: 'suma' },
      { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma', oculta: true },
      { clave: 'precio_promedio', titulo: 'Precio promedio', tipo: 'dinero', pie: 'formula' },
      { clave: 'base', titulo: 'Base', tipo: 'dinero', pie: 'suma' },
      { clave: 'costo_promedio', titulo: 'Costo promedio', tipo: 'dinero', pie: 'formula' },
      { clave: 'costo', titulo: 'Costo de venta', tipo: 'dinero', pie: 'suma' },
      { clave: 'utilidad', titulo: 'Utilidad', tipo: 'dinero', pie: 'suma', color: { tramos: [{ hasta: -0.01, color: 'rojo' }] } },
      { clave: 'margen', titulo: 'Margen %', tipo: 'porcentaje', pie: 'formula', color: { tramos: [{ hasta: -0.01, color: 'rojo' }] } },
      { clave: 'participacion', titulo: '% de la utilidad', tipo: 'porcentaje', pie: 'formula' },
    ],
    ordenDefecto: 'categoria:asc,producto:asc',
    grafico: { tipo: 'barras', eje: 'dinero' },
  });
}

export const REPORTE_COSTO_UTILIDAD_KIOSCO = costoUtilidad('cc/costo-utilidad-kiosco', 'COSTO UTILIDAD KIOSCO', 'Costo y utilidad kiosco');
export const REPORTE_COSTO_UTILIDAD_CANASTILLA = costoUtilidad(
  'canastilla/costo-utilidad-canastilla',
  'COSTO UTILIDAD CANASTILLA',
  'Costo y utilidad canastilla',
);

/** What utilidad_* compares the period with: the same number of days right before, or the same days a year before. */
export const COMPARACIONES_UTILIDAD = ['anterior', 'anio_anterior'] as const;

const filtrosUtilidad = z.object({
  tipo_negocio: zTipoNegocioFiltro,
  categoria: zIdFiltro('categoria'),
  comparar: z.enum(COMPARACIONES_UTILIDAD).default('anterior'),
});
const camposUtilidad = [
  CAMPO_TIPO_NEGOCIO,
  campoLista('categoria', 'Categoría', 'categorias'),
  { clave: 'comparar', titulo: 'Comparar con', tipo: 'opciones', opciones: COMPARACIONES_UTILIDAD },
] as const;
const cifrasUtilidad = {
  cantidad: zCifra,
  base: zCifra,
  costo: zCifra,
  utilidad: zCifra,
  margen: zRatio,
  participacion: zRatio,
  utilidad_comparada: zCifra,
  variacion: zRatio,
};
const columnasUtilidad = [
  { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', pie: 'suma' },
  { clave: 'base', titulo: 'Base', tipo: 'dinero', pie: 'suma' },
  { clave: 'costo', titulo: 'Costo', tipo: 'dinero', pie: 'suma' },
  { clave: 'utilidad', titulo: 'Utilidad', tipo: 'dinero', pie: 'suma' },
  { clave: 'margen', titulo: 'Margen %', tipo: 'porcentaje', pie: 'formula' },
  { clave: 'participacion', titulo: '% de la utilidad', tipo: 'porcentaje', pie: 'formula' },
  { clave: 'utilidad_comparada', titulo: 'Utilidad comparada', tipo: 'dinero', pie: 'suma' },
  { clave: 'variacion', titulo: 'Variación %', tipo: 'porcentaje', pie: 'formula' },
] as const;

/**
 * reportes/utilidad_categoria — gross profit per category across every line of business (fuel, store, kiosk), from the
 * product rollups, against the comparison period. A category opens utilidad_producto filtered to it.
 */
export const REPORTE_UTILIDAD_CATEGORIA = definirReporte({
  ruta: 'utilidad_categoria',
  modulo: 'UTILIDAD CATEGORIA',
  titulo: 'Utilidad por categoría',
  clase: 'resumen',
  filtros: filtrosUtilidad,
  campos: camposUtilidad,
  fila: filaReporte({ categoria_id: zEnteroFila.nullable(), categoria: z.string(), ...cifrasUtilidad }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    {
      clave: 'categoria',
      titulo: 'Categoría',
      tipo: 'texto',
      enlace: { destino: '/reportes/utilidad_producto', estacion: true, filtros: { categoria: 'categoria_id' } },
    },
    ...columnasUtilidad,
  ],
  ordenDefecto: 'utilidad:desc',
  grafico: { tipo: 'columnasYLinea', eje: 'dinero' },
});

/** reportes/utilidad_producto — the same figures per product, with its category. */
export const REPORTE_UTILIDAD_PRODUCTO = definirReporte({
  ruta: 'utilidad_producto',
  modulo: 'UTILIDAD PRODUCTO',
  titulo: 'Utilidad por producto',
  clase: 'resumen',
  filtros: filtrosUtilidad,
  campos: camposUtilidad,
  fila: filaReporte({
    producto_id: zEnteroFila,
    codigo: z.string(),
    producto: z.string(),
    categoria_id: zEnteroFila.nullable(),
    categoria: z.string(),
    ...cifrasUtilidad,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'codigo', titulo: 'Código', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'categoria', titulo: 'Categoría', tipo: 'texto' },
    ...columnasUtilidad,
  ],
  ordenDefecto: 'utilidad:desc',
  grafico: { tipo: 'columnasYLinea', eje: 'dinero' },
});

/** Product types as the filter sends them (standard 20, fuel 21, service 22). */
export const TIPOS_PRODUCTO_REPORTE = ['20', '21', '22'] as const satisfies readonly `${(typeof TIPOS_PRODUCTO)[number]}`[];

/** A product's state in the catalogue audit. */
export const ESTADOS_PRODUCTO_REPORTE = ['ACTIVO', 'INACTIVO'] as const;

/**
 * reportes/productos_empresa — what each station sells, at what price and tax, and in what state, at the end of the last
 * day asked for: the station's price in force (else the list price), its special price in force, the average cost and
 * the stock of its warehouses, the percentage taxes and the margin over the price without them.
 */
export const REPORTE_PRODUCTOS_EMPRESA = definirReporte({
  ruta: 'productos_empresa',
  modulo: 'PRODUCTOS EMPRESA',
  titulo: 'Productos por estación',
  clase: 'resumen',
  filtros: z.object({
    tipo_producto: z.enum(TIPOS_PRODUCTO_REPORTE).nullish(),
    tipo_negocio: zTipoNegocioFiltro,
    categoria: zIdFiltro('categoria'),
    estado: z.enum(ESTADOS_PRODUCTO_REPORTE).nullish(),
  }),
  campos: [
    { clave: 'tipo_producto', titulo: 'Tipo de producto', tipo: 'opciones', opciones: TIPOS_PRODUCTO_REPORTE },
    CAMPO_TIPO_NEGOCIO,
    campoLista('categoria', 'Categoría', 'categorias'),
    { clave: 'estado', titulo: 'Estado', tipo: 'opciones', opciones: ESTADOS_PRODUCTO_REPORTE },
  ],
  fila: filaReporte({
    producto_id: zEnteroFila,
    codigo: z.string(),
    producto: z.string(),
    categoria: zTextoNulo,
    tipo: zEnteroFila,
    clase_producto: zEnteroFila,
    unidad: zTextoNulo,
    precio: zCifra,
    precio_especial: zRatio,
    costo_promedio: zRatio,
    impuesto: zCifra,
    margen: zRatio,
    existencia: zCifra,
    estado: z.enum(ESTADOS_PRODUCTO_REPORTE),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'codigo', titulo: 'Código', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'categoria', titulo: 'Categoría', tipo: 'texto' },
    { clave: 'tipo', titulo: 'Tipo', tipo: 'entero' },
    { clave: 'clase_producto', titulo: 'Clase', tipo: 'entero' },
    { clave: 'unidad', titulo: 'Unidad', tipo: 'texto' },
    { clave: 'precio', titulo: 'Precio vigente', tipo: 'dinero' },
    { clave: 'precio_especial', titulo: 'Precio especial', tipo: 'dinero' },
    { clave: 'costo_promedio', titulo: 'Costo promedio', tipo: 'dinero' },
    { clave: 'impuesto', titulo: 'Impuesto %', tipo: 'porcentaje' },
    { clave: 'margen', titulo: 'Margen %', tipo: 'porcentaje', color: { tramos: [{ hasta: -0.01, color: 'rojo' }] } },
    { clave: 'existencia', titulo: 'Existencia', tipo: 'decimal', pie: 'suma' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
  ],
  ordenDefecto: 'codigo:asc',
});

/** States of a supplier agreement the report reads (those that were in force). */
export const ESTADOS_ACUERDO_REPORTE = ['VIGENTE', 'VENCIDO'] as const;

/**
 * reportes/productos-acuerdos — whether purchases honour the supplier agreements: per agreement line and station it
 * covers, the agreed cost and discount, its validity, what the station bought of the product from that supplier in
 * the days asked for within the validity, the real average cost and the overcost against the agreed net cost.
 */
export const REPORTE_PRODUCTOS_ACUERDOS = definirReporte({
  ruta: 'productos-acuerdos',
  modulo: 'PRODUCTOS ACUERDOS',
  titulo: 'Productos con acuerdos',
  clase: 'resumen',
  filtros: z.object({
    proveedor: zIdFiltro('proveedor'),
    producto: zIdFiltro('producto'),
    estado: z.enum(ESTADOS_ACUERDO_REPORTE).nullish(),
  }),
  campos: [
    campoLista('proveedor', 'Proveedor', 'proveedores'),
    campoLista('producto', 'Producto', 'productos'),
    { clave: 'estado', titulo: 'Estado', tipo: 'opciones', opciones: ESTADOS_ACUERDO_REPORTE },
  ],
  fila: filaReporte({
    linea_id: zEnteroFila,
    acuerdo: z.string(),
    proveedor: z.string(),
    producto_id: zEnteroFila,
    producto: z.string(),
    costo_pactado: zCifra,
    descuento: zCifra,
    costo_neto: zCifra,
    vigente_desde: zFechaTexto,
    vigente_hasta: zFechaTexto,
    estado: z.enum(ESTADOS_ACUERDO_REPORTE),
    comprado: zCifra,
    valor_comprado: zCifra,
    costo_real: zRatio,
    sobrecosto: zCifra,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'acuerdo', titulo: 'Acuerdo', tipo: 'texto' },
    { clave: 'proveedor', titulo: 'Proveedor', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'costo_pactado', titulo: 'Costo pactado', tipo: 'dinero' },
    { clave: 'descuento', titulo: 'Descuento %', tipo: 'porcentaje' },
    { clave: 'costo_neto', titulo: 'Costo pactado neto', tipo: 'dinero' },
    { clave: 'vigente_desde', titulo: 'Vigente desde', tipo: 'fecha' },
    { clave: 'vigente_hasta', titulo: 'Vigente hasta', tipo: 'fecha' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
    { clave: 'comprado', titulo: 'Comprado en el periodo', tipo: 'decimal', pie: 'suma' },
    { clave: 'valor_comprado', titulo: 'Valor comprado', tipo: 'dinero', pie: 'suma' },
    { clave: 'costo_real', titulo: 'Costo real promedio', tipo: 'dinero' },
    { clave: 'sobrecosto', titulo: 'Sobrecosto', tipo: 'dinero', pie: 'suma' },
  ],
  ordenDefecto: 'acuerdo:asc,producto:asc',
});
