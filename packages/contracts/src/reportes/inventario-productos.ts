import { z } from 'zod';
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

/** Days of sales the "Días de inventario" divides by. */
export const DIAS_VENTA_INVENTARIO = 30;

/**
 * reportes/inventario_productos — stock and value of the store's and the kiosk's goods at the end of the last day asked
 * for (the cut-off), per warehouse: the stock summed up to the cut-off from the inventory rollup, its average cost, the
 * price in force and how many days it lasts at the last 30 days' sales.
 */
export const REPORTE_INVENTARIO_PRODUCTOS = definirReporte({
  ruta: 'inventario_productos',
  modulo: 'INVENTARIO PRODUCTOS',
  titulo: 'Inventario de productos',
  clase: 'resumen',
  filtros: z.object({
    bodega: zIdFiltro('bodega'),
    tipo_negocio: zTipoNegocioFiltro,
    categoria: zIdFiltro('categoria'),
    bajo_minimo: z.enum(['S']).nullish(),
  }),
  campos: [
    campoLista('bodega', 'Bodega', 'bodegas'),
    CAMPO_TIPO_NEGOCIO,
    campoLista('categoria', 'Categoría', 'categorias'),
    { clave: 'bajo_minimo', titulo: 'Sólo bajo mínimo', tipo: 'opciones', opciones: ['S'] },
  ],
  fila: filaReporte({
    producto_id: zEnteroFila,
    bodega_id: zEnteroFila,
    codigo: z.string(),
    producto: z.string(),
    categoria: zTextoNulo,
    bodega: z.string(),
    existencia: zCifra,
    minimo: zRatio,
    costo_promedio: zRatio,
    valor_costo: zCifra,
    precio: zRatio,
    valor_venta: zCifra,
    venta_diaria: zCifra,
    dias_inventario: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'codigo', titulo: 'Código', tipo: 'texto' },
    {
      clave: 'producto',
      titulo: 'Producto',
      tipo: 'texto',
      enlace: { destino: '/reportes/kardex-canastilla', estacion: true, filtros: { producto: 'producto_id', bodega: 'bodega_id' } },
    },
    { clave: 'categoria', titulo: 'Categoría', tipo: 'texto' },
    { clave: 'bodega', titulo: 'Bodega', tipo: 'texto' },
    { clave: 'existencia', titulo: 'Existencia', tipo: 'decimal', pie: 'suma' },
    { clave: 'minimo', titulo: 'Mínimo', tipo: 'decimal' },
    { clave: 'costo_promedio', titulo: 'Costo promedio', tipo: 'dinero' },
    { clave: 'valor_costo', titulo: 'Valor costo', tipo: 'dinero', pie: 'suma' },
    { clave: 'precio', titulo: 'Precio venta', tipo: 'dinero' },
    { clave: 'valor_venta', titulo: 'Valor venta', tipo: 'dinero', pie: 'suma' },
    { clave: 'venta_diaria', titulo: 'Venta diaria promedio (30 días)', tipo: 'decimal', oculta: true },
    { clave: 'dias_inventario', titulo: 'Días de inventario', tipo: 'decimal' },
  ],
  ordenDefecto: 'producto:asc,bodega:asc',
});
