import { z } from 'zod';
import { zFechaHoraTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo } from './filtros';
import { definirReporte } from './motor';

export const ESTADOS_TANQUE = ['NORMAL', 'BAJO MÍNIMO', 'SECADO VIRTUAL'] as const;

/**
 * reportes/inventario_tanques — the stock of each tank at a cut-off: the end of the last business day asked for, or now
 * while that day runs. The measured volume is the last dip up to the cut-off; the book volume follows it with what the
 * POS sold from the tank and the receipts and transfers posted after it.
 */
export const REPORTE_INVENTARIO_TANQUES = definirReporte({
  ruta: 'inventario_tanques',
  modulo: 'INVENTARIO TANQUES',
  titulo: 'Inventario de tanques',
  clase: 'detalle',
  filtros: z.object({ producto: zIdFiltro('producto') }),
  campos: [campoLista('producto', 'Producto', 'productos')],
  fila: filaReporte({
    bodega_id: zEnteroFila,
    tanque: z.string(),
    producto: zTextoNulo,
    capacidad: zRatio,
    ultima_lectura: zFechaHoraTexto.nullable(),
    medido: zRatio,
    libro: zRatio,
    agua: zRatio,
    vacio: zRatio,
    llenado: zRatio,
    minimo: zRatio,
    venta_diaria: zCifra,
    dias_autonomia: zRatio,
    estado: z.enum(ESTADOS_TANQUE),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'tanque', titulo: 'Tanque', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'capacidad', titulo: 'Capacidad (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'ultima_lectura', titulo: 'Última lectura', tipo: 'fechaHora' },
    { clave: 'medido', titulo: 'Volumen medido (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'libro', titulo: 'Volumen libro (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'agua', titulo: 'Agua (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'vacio', titulo: 'Vacío (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'llenado', titulo: '% llenado', tipo: 'porcentaje', pie: 'formula' },
    { clave: 'minimo', titulo: 'Volumen mínimo (gal)', tipo: 'volumen' },
    { clave: 'venta_diaria', titulo: 'Venta diaria promedio 7 días (gal)', tipo: 'volumen', pie: 'suma', oculta: true },
    { clave: 'dias_autonomia', titulo: 'Días de autonomía', tipo: 'decimal' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto' },
  ],
  ordenDefecto: 'tanque:asc',
  grafico: { tipo: 'barras', eje: 'numero' },
});
