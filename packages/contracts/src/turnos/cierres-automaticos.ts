import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { zFecha, zIdCampo } from '../validaciones';
import { zHora } from './horarios';

/**
 * Cierres automáticos (SCREENS.md G23, `configuracion/gestion_cierres_automaticos`, module GESTION CIERRES
 * AUTOMATICOS): per station, whether the shifts still open at the day's closing hour plus a tolerance are closed
 * automatically, and what to do with one found open: CERRAR CON LECTURAS or SOLO ALERTAR. One configuration per
 * station; a day's run is recorded once (idempotent).
 */
export const MENSAJES_CIERRE_AUTOMATICO = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  enUso: 'No se puede eliminar: el registro está en uso. Inactívelo.',
  noExiste: 'El cierre automático no existe',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  yaExiste: 'La estación ya tiene un cierre automático configurado',
} as const;

export const ACCIONES_CIERRE = ['CERRAR CON LECTURAS', 'SOLO ALERTAR'] as const;
export type TAccionCierre = (typeof ACCIONES_CIERRE)[number];

export const TOLERANCIA_MAXIMA = 240;

export const ZCierreAutomaticoForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  /** Cerrar turnos automáticamente. */
  habilitado: z.boolean().default(false),
  /** Tolerancia (RNG(0,240) minutes after the closing hour). */
  tolerancia_minutos: z
    .custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorio })
    .pipe(
      z.coerce
        .number({ error: MENSAJES.debeSerNumero })
        .int({ error: MENSAJES.debeSerNumero })
        .min(0, { error: MENSAJES.entre(0, TOLERANCIA_MAXIMA) })
        .max(TOLERANCIA_MAXIMA, { error: MENSAJES.entre(0, TOLERANCIA_MAXIMA) }),
    ),
  /** Hora de cierre del día (06:00). */
  hora_cierre: zHora,
  /** If a shift is open at the closing time. */
  accion: z.enum(ACCIONES_CIERRE, { error: MENSAJES.campoObligatorioCorto }),
});
export type TCierreAutomaticoForm = z.input<typeof ZCierreAutomaticoForm>;
export type TCierreAutomaticoGuardar = z.output<typeof ZCierreAutomaticoForm>;

export const ZCierreAutomaticoEdicion = ZCierreAutomaticoForm.safeExtend({ id: zIdCampo() });
export type TCierreAutomaticoEdicion = z.output<typeof ZCierreAutomaticoEdicion>;

export const ZCierreAutomatico = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  habilitado: z.boolean(),
  tolerancia_minutos: z.number().int(),
  hora_cierre: z.string(),
  accion: z.enum(ACCIONES_CIERRE),
  /** A: it closes automatically (habilitado); I: configured but off. */
  estado: z.enum(['A', 'I']),
  /** It has runs: it cannot be deleted. */
  en_uso: z.boolean(),
  actualizado_en: z.string(),
});
export type TCierreAutomatico = z.infer<typeof ZCierreAutomatico>;

export const CAMPOS_ORDEN_CIERRE = ['estacion', 'hora_cierre', 'tolerancia_minutos', 'accion', 'estado'] as const;
export const ZCierresAutomaticosQuery = zListaQuery(CAMPOS_ORDEN_CIERRE).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TCierresAutomaticosQuery = z.input<typeof ZCierresAutomaticosQuery>;

/** `horario/empresa/wacher/parametros/{estacion}/{dia}`: what the watcher reads for a station and business day. */
export const ZParametrosWatcherParams = z.object({ a: zIdCampo(), b: zFecha() });
export const ZParametrosWatcher = z.object({
  empresa_id: zIdFila,
  habilitado: z.boolean(),
  tolerancia_minutos: z.number().int(),
  hora_cierre: z.string(),
  accion: z.enum(ACCIONES_CIERRE),
  fecha_negocio: z.string(),
  /** When the day's close is due: the next calendar day's closing hour plus the tolerance (Bogotá time). */
  cierre_en: z.string(),
  /** The day's run, if it already happened (a second run does nothing). */
  ejecucion: z
    .object({ accion: z.string(), turnos_cerrados: z.number().int(), turnos_alertados: z.number().int(), ejecutado_en: z.string() })
    .nullable(),
});
export type TParametrosWatcher = z.infer<typeof ZParametrosWatcher>;
