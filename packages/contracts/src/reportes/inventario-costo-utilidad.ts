import { z } from 'zod';
import { zFechaTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo } from './filtros';
import { definirReporte } from './motor';

export const AGRUPACIONES_COSTO_UTILIDAD = ['producto', 'dia', 'mes'] as const;

/**
 * reportes/costo-utilidad-combustible — the margin of each fuel: the sale price against the weighted average cost frozen
 * on the sale lines, and the tank over/short valued at that cost. From the product rollups and the tank book.
 */
export const REPORTE_COSTO_UTILIDAD_COMBUSTIBLE = definirReporte({
  ruta: 'costo-utilidad-combustible',
  modulo: 'COSTO UTILIDAD COMBUSTIBLE',
  titulo: 'Costo y utilidad de combustible',
  clase: 'resumen',
  filtros: z.object({
    producto: zIdFiltro('producto'),
    agrupar: z
      .array(z.enum(AGRUPACIONES_COSTO_UTILIDAD))
      .min(1)
      .max(3)
      .refine((a) => new Set(a).size === a.length)
      .default(['producto']),
  }),
  campos: [
    campoLista('producto', 'Producto', 'productos'),
    { clave: 'agrupar', titulo: 'Agrupar por', tipo: 'opciones', opciones: AGRUPACIONES_COSTO_UTILIDAD, multiple: true },
  ],
  fila: filaReporte({
    producto_id: zEnteroFila,
    producto: z.string(),
    dia: zFechaTexto.nullable(),
    mes: zTextoNulo,
    galones: zCifra,
    valor: zCifra,
    precio_promedio: zRatio,
    base: zCifra,
    costo_promedio: zRatio,
    costo: zCifra,
    utilidad: zCifra,
    margen_galon: zRatio,
    margen: zRatio,
    sobrante: zRatio,
    sobrante_valorizado: zRatio,
    utilidad_ajustada: zCifra,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Día', tipo: 'fecha', grupo: 'dia' },
    { clave: 'mes', titulo: 'Mes', tipo: 'texto', grupo: 'mes' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor', titulo: 'Valor', tipo: 'dinero', pie: 'suma', oculta: true },
    { clave: 'precio_promedio', titulo: 'Precio promedio venta', tipo: 'dinero', pie: 'formula' },
    { clave: 'base', titulo: 'Base', tipo: 'dinero', pie: 'suma' },
    { clave: 'costo_promedio', titulo: 'Costo promedio', tipo: 'dinero', pie: 'formula' },
    { clave: 'costo', titulo: 'Costo de venta', tipo: 'dinero', pie: 'suma' },
    { clave: 'utilidad', titulo: 'Utilidad', tipo: 'dinero', pie: 'suma' },
    { clave: 'margen_galon', titulo: 'Margen/gal', tipo: 'dinero', pie: 'formula' },
    { clave: 'margen', titulo: 'Margen %', tipo: 'porcentaje', pie: 'formula' },
    { clave: 'sobrante', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', pie: 'suma', oculta: true },
    { clave: 'sobrante_valorizado', titulo: 'Sobrante/Faltante valorizado', tipo: 'dinero', pie: 'suma' },
    { clave: 'utilidad_ajustada', titulo: 'Utilidad ajustada', tipo: 'dinero', pie: 'suma' },
  ],
  ordenDefecto: 'producto:asc',
  grafico: { tipo: 'barras', eje: 'dinero' },
});
