import { z } from 'zod';
import { campoLista, filaReporte, zCifra, zIdFiltro, zEnteroFila, zRatio } from './filtros';
import { definirReporte, type ReglaColorReporte } from './motor';
import { zFechaTexto } from '../respuestas';

/** Over/short within this share of the day's net meter sales is acceptable (REPORTS.md: a parameter, default 0,5 %). */
export const TOLERANCIA_KARDEX = 0.5;
/** Above the tolerance and up to this share it is to be reviewed; above it, investigated. */
export const LIMITE_REVISAR_KARDEX = 1;
export const ESTADOS_KARDEX = ['OK', 'REVISAR', 'INVESTIGAR', 'SIN LECTURA'] as const;

/** The day's over/short, its % and its state coloured by the state: within tolerance green, REVISAR yellow, INVESTIGAR red. */
const COLOR_ESTADO_KARDEX: ReglaColorReporte = { campo: 'estado', valores: { OK: 'verde', REVISAR: 'amarillo', INVESTIGAR: 'rojo' } };

/**
 * reportes/kardex-combustible — the daily book of each tank: opening dip, receipts, test pours, transfers and meter
 * gallons give the BOOK; the day's last dip against it is the over/short, accumulated over the range. From the tank
 * and inventory rollups (`tanques_dia`, `inventario_dia`).
 */
export const REPORTE_KARDEX_COMBUSTIBLE = definirReporte({
  ruta: 'kardex-combustible',
  modulo: 'KARDEX COMBUSTIBLE',
  titulo: 'Kardex de combustible',
  clase: 'resumen',
  filtros: z.object({
    tanque: zIdFiltro('tanque'),
    producto: zIdFiltro('producto'),
    tolerancia: z.coerce.number({ error: 'La tolerancia debe ser un número' }).min(0).max(100).nullish(),
  }),
  campos: [
    campoLista('tanque', 'Tanque', 'tanques'),
    campoLista('producto', 'Producto', 'productos'),
    { clave: 'tolerancia', titulo: 'Tolerancia (%)', tipo: 'numero' },
  ],
  fila: filaReporte({
    dia: zFechaTexto,
    bodega_id: zEnteroFila,
    tanque: z.string(),
    producto: z.string().nullable(),
    inicial: zRatio,
    compras: zCifra,
    calibraciones: zCifra,
    traslados_entrada: zCifra,
    traslados_salida: zCifra,
    galones_medidor: zCifra,
    book: zRatio,
    medido: zRatio,
    diferencia: zRatio,
    acumulado: zRatio,
    porcentaje: zRatio,
    agua: zRatio,
    estado: z.enum(ESTADOS_KARDEX),
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    {
      clave: 'dia',
      titulo: 'Día',
      tipo: 'fecha',
      enlace: { destino: '/reportes/lectura-tanque', estacion: true, dia: 'dia', filtros: { tanque: 'bodega_id' } },
    },
    { clave: 'tanque', titulo: 'Tanque', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'inicial', titulo: 'Inventario inicial (gal)', tipo: 'volumen' },
    { clave: 'compras', titulo: 'Compras (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'calibraciones', titulo: 'Calibraciones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'traslados_entrada', titulo: 'Traslados entrada (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'traslados_salida', titulo: 'Traslados salida (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'galones_medidor', titulo: 'Galones medidor', tipo: 'volumen', pie: 'suma' },
    { clave: 'book', titulo: 'BOOK (gal)', tipo: 'volumen' },
    { clave: 'medido', titulo: 'Medido final (gal)', tipo: 'volumen' },
    { clave: 'diferencia', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', pie: 'suma', color: COLOR_ESTADO_KARDEX },
    { clave: 'acumulado', titulo: 'Acumulado (gal)', tipo: 'volumen' },
    { clave: 'porcentaje', titulo: '%', tipo: 'porcentaje', pie: 'formula', color: COLOR_ESTADO_KARDEX },
    { clave: 'agua', titulo: 'Agua (gal)', tipo: 'volumen' },
    { clave: 'estado', titulo: 'Estado', tipo: 'texto', color: COLOR_ESTADO_KARDEX },
  ],
  ordenDefecto: 'dia:asc,tanque:asc',
  grafico: { tipo: 'columnasYLinea', eje: 'volumen' },
});
