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

/** reportes/ventas_productos — Ventas por producto: quantity and value per product and its share, from the rollups. */
export const REPORTE_VENTAS_PRODUCTOS = definirReporte({
  ruta: 'ventas_productos',
  modulo: 'VENTAS PRODUCTOS',
  titulo: 'Ventas por producto',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro, categoria: zIdFiltro('categoria'), producto: zIdFiltro('producto') }),
  campos: [CAMPO_TIPO_NEGOCIO, campoLista('categoria', 'Categoría', 'categorias'), campoLista('producto', 'Producto', 'productos')],
  fila: filaReporte({
    producto_id: zEnteroFila,
    codigo: z.string(),
    producto: z.string(),
    categoria: zTextoNulo,
    unidad: zTextoNulo,
    cantidad: zCifra,
    base: zCifra,
    impuestos: zCifra,
    valor: zCifra,
    precio_promedio: zRatio,
    participacion: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'codigo', titulo: 'Código', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'categoria', titulo: 'Categoría', tipo: 'texto' },
    { clave: 'unidad', titulo: 'Unidad', tipo: 'texto' },
    { clave: 'cantidad', titulo: 'Cantidad', tipo: 'decimal', pie: 'suma', porUnidad: 'unidad' },
    { clave: 'base', titulo: 'Base', tipo: 'dinero', pie: 'suma' },
    { clave: 'impuestos', titulo: 'Impuestos', tipo: 'dinero', pie: 'suma' },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma' },
    { clave: 'precio_promedio', titulo: 'Precio promedio', tipo: 'dinero', pie: 'formula' },
    { clave: 'participacion', titulo: '% participación', tipo: 'porcentaje', pie: 'formula' },
  ],
  ordenDefecto: 'valor:desc',
  grafico: { tipo: 'barras', eje: 'dinero' },
});
