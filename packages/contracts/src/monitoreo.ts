import { z } from 'zod';
import { ESTADOS_COMANDO, TIPOS_COMANDO } from './comandos';
import { zFechaHoraTexto, zIdFila } from './respuestas';
import { zIdCampo } from './validaciones';

/**
 * Monitoreo and Centro de control (SCREENS.md G06): the devices in scope with a traffic light, one station's state
 * and the state of every station of the businesses (master, user tipos 1–2). docs/decisions/051-device-monitoring.md.
 */

/** Traffic light of a device: contact within MINUTOS_DESCONEXION (VERDE), within 30 minutes (AMARILLO), else ROJO. */
export const SEMAFOROS = ['VERDE', 'AMARILLO', 'ROJO'] as const;
export type TSemaforo = (typeof SEMAFOROS)[number];
/** Minutes of silence after which a device is red. */
export const MINUTOS_AMARILLO = 30;

/** The light for minutes since the last contact (null: never heard from) and the station's MINUTOS_DESCONEXION. */
export function semaforoEquipo(minutos: number | null, minutosDesconexion: number): TSemaforo {
  if (minutos === null) return 'ROJO';
  if (minutos < minutosDesconexion) return 'VERDE';
  if (minutos < MINUTOS_AMARILLO) return 'AMARILLO';
  return 'ROJO';
}

/** User tipos allowed on the Centro de control master (system and business administrators). */
export const TIPOS_USUARIO_MASTER = [1, 2] as const;

export const MENSAJES_MONITOREO = {
  soloAdministradores: 'Solo los administradores del sistema o del negocio pueden ver el centro de control master',
} as const;

/** POST /api/equipo/monitoreo: every active device of the stations in scope, or of the stations asked. */
export const ZMonitoreoBody = z.object({
  empresas: z.array(zIdCampo()).max(1000).optional(),
  semaforo: z.enum(SEMAFOROS).optional(),
});
export type TMonitoreoBody = z.infer<typeof ZMonitoreoBody>;

export const ZEquipoMonitoreo = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  /** The station's alias. */
  empresa: z.string(),
  alias: z.string(),
  tipo: z.string(),
  isla: z.string().nullable(),
  version_app: z.string().nullable(),
  ultima_conexion: zFechaHoraTexto.nullable(),
  /** Minutes since the last contact; null when never heard from. */
  minutos_sin_contacto: z.number().int().nullable(),
  contingencia: z.boolean(),
  ventas_pendientes: z.number().int().nullable(),
  /** The station's MINUTOS_DESCONEXION (parameter, 5 by default). */
  minutos_desconexion: z.number().int(),
  semaforo: z.enum(SEMAFOROS),
  /** The station's location, for the map. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type TEquipoMonitoreo = z.infer<typeof ZEquipoMonitoreo>;

/** The /ws event 'equipo-estado': a device was heard from (sent only to users with its station in scope). */
export const EVENTO_EQUIPO_ESTADO = 'equipo-estado';
export const ZEventoEquipoEstado = z.object({
  equipo_id: z.number().int(),
  empresa_id: z.number().int(),
  ultima_conexion: zFechaHoraTexto,
  version_app: z.string().nullable(),
  ventas_pendientes: z.number().int().nullable(),
  contingencia: z.boolean(),
});
export type TEventoEquipoEstado = z.infer<typeof ZEventoEquipoEstado>;

/** The /ws event 'comando-estado': a command was queued or changed state. */
export const EVENTO_COMANDO_ESTADO = 'comando-estado';
export const ZEventoComandoEstado = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  equipo_id: z.number().int(),
  estado: z.enum(ESTADOS_COMANDO),
});

/** Health of a station (0–100) and its parts; see docs/decisions/051-device-monitoring.md. */
export const ZSaludEstacion = z.object({
  empresa_id: zIdFila,
  empresa: z.string(),
  negocio: z.string(),
  equipos: z.number().int(),
  equipos_en_linea: z.number().int(),
  fe_pendientes: z.number().int(),
  turnos_abiertos: z.number().int(),
  /** Open shifts that started more than HORAS_TURNO_VIEJO hours ago. */
  turnos_viejos: z.number().int(),
  ventas_pendientes: z.number().int(),
  contingencia: z.number().int(),
  ultima_sincronizacion: zFechaHoraTexto.nullable(),
  salud: z.number().int().min(0).max(100),
});
export type TSaludEstacion = z.infer<typeof ZSaludEstacion>;

/** Hours after which an open shift counts as too old. */
export const HORAS_TURNO_VIEJO = 12;

/** POST /api/estaciones/estado: the stations to look at (every station in scope when absent), worst health first. */
export const ZEstacionesEstadoBody = z.object({ empresas: z.array(zIdCampo()).max(1000).optional() });

export const ZTurnoAbierto = z.object({
  id: zIdFila,
  promotor: z.string(),
  isla: z.string().nullable(),
  fecha_inicio: zFechaHoraTexto,
  num_ventas: z.number().int(),
  total_ventas: z.number(),
  num_sobres: z.number().int(),
  total_sobres: z.number(),
});

export const ZTanqueEstado = z.object({
  id: zIdFila,
  codigo: z.string(),
  descripcion: z.string(),
  producto: z.string().nullable(),
  capacidad: z.number().nullable(),
  volumen: z.number().nullable(),
  fecha: zFechaHoraTexto.nullable(),
});

export const ZResolucionEstado = z.object({
  id: zIdFila,
  tipo_documento: z.string(),
  prefijo: z.string(),
  actual: z.number().nullable(),
  hasta: z.number(),
  fecha_fin: z.string(),
  /** Fewer consecutives or days left than its alert thresholds. */
  alerta: z.boolean(),
});

export const ZComandoEstado = z.object({
  id: zIdFila,
  equipo_id: zIdFila,
  equipo: z.string(),
  tipo: z.enum(TIPOS_COMANDO),
  estado: z.enum(ESTADOS_COMANDO),
  resultado: z.string().nullable(),
  creado_en: zFechaHoraTexto,
});

/** GET /api/estacion/{id}/estado: the Centro de control of one station. */
export const ZEstadoEstacion = z.object({
  salud: ZSaludEstacion,
  equipos: z.array(ZEquipoMonitoreo),
  turnos: z.array(ZTurnoAbierto),
  tanques: z.array(ZTanqueEstado),
  resoluciones: z.array(ZResolucionEstado),
  /** The station's last 20 commands, newest first. */
  comandos: z.array(ZComandoEstado),
});
export type TEstadoEstacion = z.infer<typeof ZEstadoEstacion>;
