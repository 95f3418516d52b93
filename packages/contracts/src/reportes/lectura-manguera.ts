import { z } from 'zod';
import { zFechaTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo } from './filtros';
import { definirReporte } from './motor';

/** What a row may flag: the totalizer rolled over during the shift, or it opened away from the last closing reading. */
export const NOVEDADES_MANGUERA = { reinicio: 'REINICIO', salto: 'SALTO DE LECTURA' } as const;

/**
 * reportes/lectura-manguera — the meter totals of each hose in each closed shift (opening and closing totalizer,
 * meter gallons, test pours, net meter sales) against what the POS recorded on that hose in that shift.
 */
export const REPORTE_LECTURA_MANGUERA = definirReporte({
  ruta: 'lectura-manguera',
  modulo: 'LECTURA MANGUERA',
  titulo: 'Lecturas de manguera',
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
    turno_id: zEnteroFila,
    manguera_id: zEnteroFila,
    dia: zFechaTexto,
    turno: z.string(),
    promotor: z.string(),
    isla: z.string(),
    surtidor: zEnteroFila,
    manguera: zEnteroFila,
    producto: z.string(),
    lectura_inicial: zCifra,
    lectura_final: zCifra,
    galones_medidor: zCifra,
    calibraciones: zCifra,
    venta_neta: zCifra,
    galones_pos: zCifra,
    diferencia: zCifra,
    valor_medidor: zRatio,
    novedad: zTextoNulo,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'dia', titulo: 'Día', tipo: 'fecha' },
    {
      clave: 'turno',
      titulo: 'Turno',
      tipo: 'texto',
      enlace: { destino: '/reportes/consolidado-cierre-turno', estacion: true, filtros: { turno: 'turno_id' } },
    },
    { clave: 'promotor', titulo: 'Promotor', tipo: 'texto' },
    { clave: 'isla', titulo: 'Isla', tipo: 'texto' },
    { clave: 'surtidor', titulo: 'Surtidor', tipo: 'entero' },
    { clave: 'manguera', titulo: 'Manguera', tipo: 'entero' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'lectura_inicial', titulo: 'Lectura inicial', tipo: 'lectura' },
    { clave: 'lectura_final', titulo: 'Lectura final', tipo: 'lectura' },
    { clave: 'galones_medidor', titulo: 'Galones medidor', tipo: 'volumen', pie: 'suma' },
    { clave: 'calibraciones', titulo: 'Calibraciones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'venta_neta', titulo: 'Venta neta medidor (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'galones_pos', titulo: 'Galones POS', tipo: 'volumen', pie: 'suma' },
    { clave: 'diferencia', titulo: 'Diferencia (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'valor_medidor', titulo: 'Valor medidor', tipo: 'dinero', pie: 'suma' },
    { clave: 'novedad', titulo: 'Novedad', tipo: 'texto' },
  ],
  ordenDefecto: 'dia:asc,turno:asc,manguera:asc',
});
