import { MENSAJES } from '../mensajes';

/**
 * The texts of the report engine (REPORTS.md §0). The server answers them and the web shows them, in the
 * other languages through the `reportes.mensajes` branch of the locale files.
 */
export const MENSAJES_REPORTES = {
  seleccioneEstacion: 'Por favor, seleccione una estación',
  fechaInicialMayor: MENSAJES.fechaInicialMayor,
  estacionFueraDeAlcance: MENSAJES.estacionFueraDeAlcance,
  fechaNoValida: 'La fecha debe tener el formato YYYY-MM-DD',
  rangoMaximoDetalle: 'El rango máximo para este reporte es de 31 días',
  rangoMaximoResumen: 'El rango máximo para este reporte es de 366 días',
  sinDatos: 'No se encontraron datos con las fechas seleccionadas',
  intenteOtrasFechas: 'Intente con otras fechas',
  tablaVacia: MENSAJES.noSeEncuentranDatos,
  pdfMaximo: 'Para más de 10.000 filas exporte a Excel',
  ordenNoValido: 'El orden pedido no es válido para este reporte',
  archivoGenerado: 'Archivo generado',
} as const;

/** The texts of the engine's export jobs (exports that take longer than the threshold). */
export const MENSAJES_TRABAJOS_REPORTE = {
  enProceso: 'El archivo se está generando; le avisaremos cuando esté listo',
  noExiste: 'El archivo no existe o ya venció; genere el archivo de nuevo',
  aunNoListo: 'El archivo aún se está generando',
  fallo: 'No se pudo generar el archivo; intente de nuevo',
  demasiados: 'Ya tiene 2 archivos generándose; espere a que termine uno para pedir otro',
} as const;

/** `El rango máximo para este reporte es de N días`, for the two limits the engine knows. */
export function mensajeRangoMaximo(dias: number): string {
  return dias <= 31 ? MENSAJES_REPORTES.rangoMaximoDetalle : MENSAJES_REPORTES.rangoMaximoResumen;
}
