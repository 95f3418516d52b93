import { z } from 'zod';
import { zFechaTexto } from '../respuestas';
import { CAMPO_TIPO_NEGOCIO, filaReporte, zCifra, zRatio, zTipoNegocioFiltro } from './filtros';
import { definirReporte, type ReglaColorReporte } from './motor';

/** What a goal counts: pesos (VALOR) or fuel gallons (GALONES), as gestion_metas stores it. */
/** The spec's progress bar: red up to 25 %, yellow up to 50 %, blue up to 75 %, green above (REPORTS.md). */
const COLOR_CUMPLIMIENTO: ReglaColorReporte = {
  tramos: [{ hasta: 25, color: 'rojo' }, { hasta: 50, color: 'amarillo' }, { hasta: 75, color: 'azul' }, { color: 'verde' }],
};

export const UNIDADES_META = ['VALOR', 'GALONES'] as const;

/**
 * pdv/presupuesto_venta — budget against execution per point of sale for the month of the last day asked for: each day's
 * share of the month's peso goal (`metas_venta`, its manual split or an even one, as the dashboard's budget chart) against
 * the sales of the business lines that have a goal, from the daily rollup.
 */
export const REPORTE_PRESUPUESTO_VENTA = definirReporte({
  ruta: 'pdv/presupuesto_venta',
  modulo: 'PRESUPUESTO VENTA',
  titulo: 'Presupuesto de ventas',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro }),
  campos: [CAMPO_TIPO_NEGOCIO],
  fila: filaReporte({
    dia: zFechaTexto,
    presupuesto: zCifra,
    presupuesto_acumulado: zCifra,
    ejecutado: zCifra,
    ejecutado_acumulado: zCifra,
    diferencia: zCifra,
    cumplimiento: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Día', tipo: 'fecha' },
    { clave: 'presupuesto', titulo: 'Presupuesto del día', tipo: 'dinero', pie: 'suma' },
    { clave: 'presupuesto_acumulado', titulo: 'Presupuesto acumulado', tipo: 'dinero', pie: 'formula' },
    { clave: 'ejecutado', titulo: 'Ejecutado del día', tipo: 'dinero', pie: 'suma' },
    { clave: 'ejecutado_acumulado', titulo: 'Ejecutado acumulado', tipo: 'dinero', pie: 'formula' },
    { clave: 'diferencia', titulo: 'Diferencia', tipo: 'dinero', pie: 'formula' },
    { clave: 'cumplimiento', titulo: 'Cumplimiento %', tipo: 'porcentaje', pie: 'formula' },
  ],
  ordenDefecto: 'dia:asc',
  grafico: { tipo: 'lineas', eje: 'dinero' },
});

/**
 * reportes/cuplimiento-diario — daily goal compliance for the month of the last day asked for: each day's goal and what
 * was sold, running totals and the month's projection, in pesos or in fuel gallons. The segment keeps the spec's spelling.
 */
export const REPORTE_CUMPLIMIENTO_DIARIO = definirReporte({
  ruta: 'cuplimiento-diario',
  modulo: 'CUPLIMIENTO DIARIO',
  titulo: 'Cumplimiento diario',
  clase: 'resumen',
  filtros: z.object({ tipo_negocio: zTipoNegocioFiltro, unidad: z.enum(UNIDADES_META).default('VALOR') }),
  campos: [CAMPO_TIPO_NEGOCIO, { clave: 'unidad', titulo: 'Unidad de la meta', tipo: 'opciones', opciones: UNIDADES_META }],
  fila: filaReporte({
    dia: zFechaTexto,
    meta: zCifra,
    real: zCifra,
    cumplimiento: zRatio,
    meta_acumulada: zCifra,
    real_acumulado: zCifra,
    cumplimiento_acumulado: zRatio,
    proyeccion: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Día', tipo: 'fecha' },
    { clave: 'meta', titulo: 'Meta del día', tipo: 'decimal', pie: 'suma' },
    { clave: 'real', titulo: 'Real', tipo: 'decimal', pie: 'suma' },
    { clave: 'cumplimiento', titulo: 'Cumplimiento %', tipo: 'porcentaje', pie: 'formula', color: COLOR_CUMPLIMIENTO },
    { clave: 'meta_acumulada', titulo: 'Meta acumulada', tipo: 'decimal', pie: 'formula' },
    { clave: 'real_acumulado', titulo: 'Real acumulado', tipo: 'decimal', pie: 'formula' },
    { clave: 'cumplimiento_acumulado', titulo: '% acumulado', tipo: 'porcentaje', pie: 'formula', color: COLOR_CUMPLIMIENTO },
    { clave: 'proyeccion', titulo: 'Proyección mes', tipo: 'decimal' },
  ],
  ordenDefecto: 'dia:asc',
  grafico: { tipo: 'columnasYLinea', eje: 'numero' },
});
