import { z } from 'zod';
import { ORIGENES_LECTURA_TANQUE } from '../operacion';
import { zFechaHoraTexto } from '../respuestas';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo } from './filtros';
import { definirReporte } from './motor';

/** Only the readings that close a business day. */
export const SOLO_CIERRE = ['S'] as const;

/**
 * reportes/lectura-tanque — the log of tank measurements (dip or probe), each converted to gallons through the
 * calibration chart in force when it was taken, against the tank's capacity.
 */
export const REPORTE_LECTURA_TANQUE = definirReporte({
  ruta: 'lectura-tanque',
  modulo: 'LECTURA TANQUE',
  titulo: 'Lecturas de tanque',
  clase: 'detalle',
  filtros: z.object({
    tanque: zIdFiltro('tanque'),
    producto: zIdFiltro('producto'),
    origen: z.enum(ORIGENES_LECTURA_TANQUE).nullish(),
    cierre: z.enum(SOLO_CIERRE).nullish(),
  }),
  campos: [
    campoLista('tanque', 'Tanque', 'tanques'),
    campoLista('producto', 'Producto', 'productos'),
    { clave: 'origen', titulo: 'Origen', tipo: 'opciones', opciones: ORIGENES_LECTURA_TANQUE },
    { clave: 'cierre', titulo: 'Sólo lecturas de cierre', tipo: 'opciones', opciones: SOLO_CIERRE },
  ],
  fila: filaReporte({
    lectura_id: zEnteroFila,
    bodega_id: zEnteroFila,
    fecha: zFechaHoraTexto,
    tanque: z.string(),
    producto: zTextoNulo,
    altura_mm: zRatio,
    volumen: zCifra,
    agua_mm: zCifra,
    agua: zCifra,
    temperatura: zRatio,
    capacidad: zRatio,
    llenado: zRatio,
    vacio: zRatio,
    origen: z.string(),
    cierre: z.boolean(),
    equipo: zTextoNulo,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    { clave: 'fecha', titulo: 'Fecha y hora', tipo: 'fechaHora' },
    { clave: 'tanque', titulo: 'Tanque', tipo: 'texto' },
    { clave: 'producto', titulo: 'Producto', tipo: 'texto' },
    { clave: 'altura_mm', titulo: 'Altura (mm)', tipo: 'decimal' },
    { clave: 'volumen', titulo: 'Volumen (gal)', tipo: 'volumen' },
    { clave: 'agua_mm', titulo: 'Agua (mm)', tipo: 'decimal' },
    { clave: 'agua', titulo: 'Agua (gal)', tipo: 'volumen' },
    { clave: 'temperatura', titulo: 'Temperatura (°C)', tipo: 'decimal' },
    { clave: 'capacidad', titulo: 'Capacidad (gal)', tipo: 'volumen' },
    { clave: 'llenado', titulo: '% llenado', tipo: 'porcentaje' },
    { clave: 'vacio', titulo: 'Vacío (gal)', tipo: 'volumen' },
    { clave: 'origen', titulo: 'Origen', tipo: 'texto' },
    { clave: 'equipo', titulo: 'Equipo', tipo: 'texto' },
  ],
  ordenDefecto: 'fecha:asc',
  grafico: { tipo: 'lineas', eje: 'volumen' },
});
