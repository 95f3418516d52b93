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

/**
 * reportes/kardex_consolidado — one line per product of each station, over every warehouse chosen (store, kiosk and
 * tanks), in quantity and in value: the opening balance, what came in and went out in the range and the closing
 * balance at average cost. Fuels add the tank's last dip and the over/short against the book balance. From the
 * inventory rollup `inventario_dia` (a transfer between two warehouses of the station shows on both sides and nets out
 * of the saldo final).
 */
export const REPORTE_KARDEX_CONSOLIDADO = definirReporte({
  ruta: 'kardex_consolidado',
  modulo: 'KARDEX CONSOLIDADO',
  titulo: 'Kardex consolidado',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro, categoria: zIdFiltro('categoria'), bodega: zIdFiltro('bodega') }),
  campos: [CAMPO_TIPO_NEGOCIO, campoLista('categoria', 'Categoría', 'categorias'), campoLista('bodega', 'Bodega', 'bodegas')],
  fila: filaReporte({
    producto_id: zEnteroFila,
    codigo: z.string(),
    producto: z.string(),
    unidad: zTextoNulo,
    saldo_inicial: zCifra,
    compras: zCifra,
    traslados_entrada: zCifra,
    ajustes: zCifra,
    ventas: zCifra,
    traslados_salida: zCifra,
    otras_salidas: zCifra,
    saldo_final: zCifra,
    costo_promedio: zRatio,
    valor_final: zCifra,
    medido: zRatio,
    diferencia: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'codigo', titulo: 'Código', tipo: 'texto' },
    {
      clave: 'producto',
      titulo: 'Producto',
      tipo: 'texto',
      enlace: { destino: '/reportes/kardex-canastilla', estacion: true, filtros: { producto: 'producto_id' } },
    },
    { clave: 'unidad', titulo: 'Unidad', tipo: 'texto' },
    { clave: 'saldo_inicial', titulo: 'Saldo inicial', tipo: 'decimal', pie: 'suma' },
    { clave: 'compras', titulo: 'Compras', tipo: 'decimal', pie: 'suma' },
    { clave: 'traslados_entrada', titulo: 'Traslados entrada', tipo: 'decimal', pie: 'suma' },
    { clave: 'ajustes', titulo: 'Ajustes (±)', tipo: 'decimal', pie: 'suma' },
    { clave: 'ventas', titulo: 'Ventas', tipo: 'decimal', pie: 'suma' },
    { clave: 'traslados_salida', titulo: 'Traslados salida', tipo: 'decimal', pie: 'suma' },
    { clave: 'otras_salidas', titulo: 'Otras salidas', tipo: 'decimal', pie: 'suma' },
    { clave: 'saldo_final', titulo: 'Saldo final', tipo: 'decimal', pie: 'suma' },
    { clave: 'costo_promedio', titulo: 'Costo promedio', tipo: 'dinero', pie: 'formula' },
    { clave: 'valor_final', titulo: 'Valor final', tipo: 'dinero', pie: 'suma' },
    { clave: 'medido', titulo: 'Medido final', tipo: 'decimal', pie: 'suma' },
    { clave: 'diferencia', titulo: 'Sobrante/Faltante', tipo: 'decimal', pie: 'suma' },
  ],
  ordenDefecto: 'producto:asc',
});
