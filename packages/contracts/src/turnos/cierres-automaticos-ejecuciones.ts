import { z } from 'zod';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';

/**
 * The runs of the automatic close (SCREENS.md G23): once per station and business day, at the station's closing
 * hour plus its tolerance, the shifts still open of that day or before are closed with their last readings
 * (CERRAR CON LECTURAS) or only alerted (SOLO ALERTAR). Each run is stored with the shifts it found.
 */
export const MENSAJES_EJECUCION_CIERRE = {
  titulo: 'Cierre automático de turnos',
  /** `Turno de {isla} ({promotor}) abierto desde {fecha}: cerrado automáticamente con las últimas lecturas`. */
  cerrado: 'Turno de {{isla}} ({{promotor}}) abierto desde {{fecha}}: cerrado automáticamente con las últimas lecturas',
  alertado: 'Turno de {{isla}} ({{promotor}}) abierto desde {{fecha}}: sigue abierto después de la hora de cierre',
} as const;

const rellenar = (plantilla: string, v: { isla: string; promotor: string; fecha: string }) =>
  plantilla.replace('{{isla}}', v.isla).replace('{{promotor}}', v.promotor).replace('{{fecha}}', v.fecha);
export const textoTurnoCerrado = (v: { isla: string; promotor: string; fecha: string }) => rellenar(MENSAJES_EJECUCION_CIERRE.cerrado, v);
export const textoTurnoAlertado = (v: { isla: string; promotor: string; fecha: string }) => rellenar(MENSAJES_EJECUCION_CIERRE.alertado, v);

export const RESULTADOS_TURNO_CIERRE = ['CERRADO', 'ALERTADO'] as const;

export const ZTurnoEjecucion = z.object({
  turno_id: z.number().int(),
  isla: z.string(),
  promotor: z.string(),
  fecha_inicio: z.string(),
  resultado: z.enum(RESULTADOS_TURNO_CIERRE),
});
export type TTurnoEjecucion = z.infer<typeof ZTurnoEjecucion>;

export const ZEjecucionCierre = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  fecha_negocio: z.string(),
  accion: z.string(),
  turnos_cerrados: z.number().int(),
  turnos_alertados: z.number().int(),
  ejecutado_en: z.string(),
  detalle: z.array(ZTurnoEjecucion),
});
export type TEjecucionCierre = z.infer<typeof ZEjecucionCierre>;

export const CAMPOS_ORDEN_EJECUCION = ['fecha_negocio', 'estacion', 'ejecutado_en'] as const;
/** GET cierre-automatico/ejecuciones: the runs of the scope's stations, newest first (`empresa_id` narrows it). */
export const ZEjecucionesQuery = zListaQuery(CAMPOS_ORDEN_EJECUCION).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TEjecucionesQuery = z.input<typeof ZEjecucionesQuery>;
