import { z } from 'zod';
import { zFechaTexto } from '../respuestas';
import { CAMPO_TIPO_NEGOCIO, filaReporte, zCifra, zEnteroFila, zRatio, zTipoNegocioFiltro } from './filtros';
import { definirReporte } from './motor';

/**
 * reportes/balance-operativo-diario — the figures of the operating balance, one row per station and business day, to
 * find the day that breaks the trend. From the rollups (sales, shift counters, the tank book).
 */
export const REPORTE_BALANCE_OPERATIVO_DIARIO = definirReporte({
  ruta: 'balance-operativo-diario',
  modulo: 'BALANCE OPERATIVO DIARIO',
  titulo: 'Balance operativo diario',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro }),
  campos: [CAMPO_TIPO_NEGOCIO],
  fila: filaReporte({
    dia: zFechaTexto,
    galones: zCifra,
    venta_combustible: zCifra,
    canastilla: zCifra,
    kiosco: zCifra,
    total: zCifra,
    esperado: zCifra,
    entregado: zCifra,
    diferencia_caja: zCifra,
    sobrante: zRatio,
    utilidad: zCifra,
    base: zCifra,
    margen: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Día', tipo: 'fecha', enlace: { destino: '/reportes/cierre_diario', estacion: true, dia: 'dia' } },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'venta_combustible', titulo: 'Venta combustible', tipo: 'dinero', pie: 'suma' },
    { clave: 'canastilla', titulo: 'Canastilla', tipo: 'dinero', pie: 'suma' },
    { clave: 'kiosco', titulo: 'Kiosco', tipo: 'dinero', pie: 'suma' },
    { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
    { clave: 'esperado', titulo: 'Efectivo esperado', tipo: 'dinero', pie: 'suma' },
    { clave: 'entregado', titulo: 'Entregado', tipo: 'dinero', pie: 'suma' },
    { clave: 'diferencia_caja', titulo: 'Diferencia caja', tipo: 'dinero', pie: 'suma' },
    { clave: 'sobrante', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'base', titulo: 'Base', tipo: 'dinero', pie: 'suma', oculta: true },
    { clave: 'utilidad', titulo: 'Utilidad', tipo: 'dinero', pie: 'suma' },
    { clave: 'margen', titulo: 'Margen %', tipo: 'porcentaje', pie: 'formula' },
  ],
  ordenDefecto: 'dia:asc',
  grafico: { tipo: 'columnasYLinea', eje: 'dinero' },
});

/** Month names of the balance-acumulado rows (the screen shows them as they come). */
export const MESES_BALANCE = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;

/**
 * reportes/balance-acumulado — the months of a year (the `anio` filter, else the year of the last day asked for):
 * each month's figures and the running total against the year before and against the budget (`metas_venta`). Reads
 * the monthly rollups and the goals only.
 */
export const REPORTE_BALANCE_ACUMULADO = definirReporte({
  ruta: 'balance-acumulado',
  modulo: 'BALANCE ACUMULADO',
  titulo: 'Balance acumulado',
  clase: 'resumen',
  filtros: z.object({
    anio: z.coerce.number({ error: 'El año debe ser un número' }).int().min(2000).max(2100).nullish(),
    tipo_negocio: zTipoNegocioFiltro,
  }),
  campos: [{ clave: 'anio', titulo: 'Año', tipo: 'numero' }, CAMPO_TIPO_NEGOCIO],
  fila: filaReporte({
    mes: zEnteroFila,
    nombre_mes: z.string(),
    inicio_mes: zFechaTexto,
    fin_mes: zFechaTexto,
    galones: zCifra,
    venta_combustible: zCifra,
    canastilla: zCifra,
    kiosco: zCifra,
    total: zCifra,
    utilidad: zCifra,
    sobrante: zRatio,
    acumulado: zCifra,
    anterior: zCifra,
    acumulado_anterior: zCifra,
    variacion: zRatio,
    presupuesto: zCifra,
    presupuesto_acumulado: zCifra,
    cumplimiento: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'nombre_mes', titulo: 'Mes', tipo: 'texto', ordenable: false },
    { clave: 'mes', titulo: 'Número de mes', tipo: 'entero', oculta: true },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'venta_combustible', titulo: 'Venta combustible', tipo: 'dinero', pie: 'suma' },
    { clave: 'canastilla', titulo: 'Canastilla', tipo: 'dinero', pie: 'suma' },
    { clave: 'kiosco', titulo: 'Kiosco', tipo: 'dinero', pie: 'suma' },
    { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
    { clave: 'utilidad', titulo: 'Utilidad', tipo: 'dinero', pie: 'suma' },
    { clave: 'sobrante', titulo: 'Sobrante/Faltante (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'acumulado', titulo: 'Venta acumulada', tipo: 'dinero', pie: 'formula' },
    { clave: 'anterior', titulo: 'Venta año anterior', tipo: 'dinero', pie: 'suma', oculta: true },
    { clave: 'acumulado_anterior', titulo: 'Acumulado año anterior', tipo: 'dinero', pie: 'formula' },
    { clave: 'variacion', titulo: 'Variación %', tipo: 'porcentaje', pie: 'formula' },
    { clave: 'presupuesto', titulo: 'Presupuesto del mes', tipo: 'dinero', pie: 'suma', oculta: true },
    { clave: 'presupuesto_acumulado', titulo: 'Presupuesto acumulado', tipo: 'dinero', pie: 'formula' },
    { clave: 'cumplimiento', titulo: 'Cumplimiento %', tipo: 'porcentaje', pie: 'formula' },
  ],
  ordenDefecto: 'mes:asc',
  grafico: { tipo: 'lineas', eje: 'dinero' },
});
