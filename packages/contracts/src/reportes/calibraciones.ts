import { z } from 'zod';
import { zFechaHoraTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zTextoNulo } from './filtros';
import { definirReporte } from './motor';

/** More test pours than this on one hose in one business day flag the hose (REPORTS.md: a parameter, default 3). */
export const CALIBRACIONES_POR_DIA = 3;

/** What the rows say (Spanish, as every figure's text the server writes). */
export const TEXTOS_CALIBRACION = { devuelto: 'SÍ', exceso: `MÁS DE ${CALIBRACIONES_POR_DIA} EN EL DÍA` } as const;

/**
 * reportes/calibraciones — test pours per hose. The fuel returns to the tank, so they are not sales; too many of them
 * can hide sales, so a hose with more than three in a business day is flagged.
 */
export const REPORTE_CALIBRACIONES = definirReporte({
  ruta: 'calibraciones',
  modulo: 'CALIBRACIONES',
  titulo: 'Calibraciones',
  clase: 'detalle',
  filtros: z.object({
    isla: zIdFiltro('isla'),
    manguera: zIdFiltro('manguera'),
    producto: zIdFiltro('producto'),
    turno: zIdFiltro('turno'),
    promotor: zIdFiltro('promotor'),
  }),
  campos: [
    campoLista('isla', 'Isla', 'islas'),
    campoLista('manguera', 'Manguera', 'mangueras'),
    campoLista('producto', 'Producto', 'productos'),
    { clave: 'turno', titulo: 'Turno', tipo: 'numero' },
    campoLista('promotor', 'Promotor', 'promotores'),
  ],
  fila: filaReporte({
    calibracion_id: zEnteroFila,
    fecha: zFechaHoraTexto,
    dia: z.string(),
    turno_id: z.number().int().nullable(),
    turno: zTextoNulo,
    isla: z.string(),
    surtidor: zEnteroFila,
    manguera: zEnteroFila,
    producto: z.string(),
    galones: zCifra,
    devuelto: z.string(),
    responsable: zTextoNulo,
    del_dia: zEnteroFila,
    alerta: zTextoNulo,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'fecha', titulo: 'Fecha y hora', tipo: 'fechaHora' },
    {
      clave: 'turno',
      titulo: 'Turno',
      tipo: 'texto',
      enlace: { destino: '/reportes/consolidado-cierre-turno', estacion: true, filtros: { turno: 'turno_id' } },
    },
    { clave: 'isla', titulo: 'Isla', tipo: 'texto' },
    { clave: 'surtidor', titulo: 'Surtidor', tipo: 'entero' },
    { clave: 'manguera', titulo: 'Manguera', tipo: 'entero' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'devuelto', titulo: 'Devuelto a tanque', tipo: 'texto' },
    { clave: 'responsable', titulo: 'Responsable', tipo: 'texto' },
    { clave: 'del_dia', titulo: 'Calibraciones de la manguera en el día', tipo: 'entero' },
    { clave: 'alerta', titulo: 'Alerta', tipo: 'texto' },
  ],
  ordenDefecto: 'fecha:asc',
  grafico: { tipo: 'barras', eje: 'volumen' },
});
