import { z } from 'zod';
import { ESTADOS_COMANDO } from './comandos';
import { MENSAJES } from './mensajes';
import { zListaQuery } from './paginacion';
import { zFechaHora } from './pos';
import { zFechaHoraTexto, zIdFila } from './respuestas';
import { zEntero } from './validaciones';

/**
 * Depuración POS (SCREENS.md G05, `/mantenimiento/depuracionpos`, module DEPURACIONPOS): clean-up of the POS devices'
 * local databases; the server's data is never touched. The screen previews what each device reported on its last
 * heartbeat and queues one DEPURAR command per device (`POST comandos`, letter X) whose payload the server completes
 * with the newest sale it holds from that device, so the device deletes only what the server has confirmed.
 * docs/decisions/056-depuracion-pos.md.
 */

/** What a device may clean, each a boolean key of the DEPURAR payload. */
export const QUE_DEPURAR = ['VENTAS_SINCRONIZADAS', 'LOGS', 'COLA_CONFIRMADA', 'CACHE'] as const;
export type TQueDepurar = (typeof QUE_DEPURAR)[number];
/** The payload key of each choice: `ventas_sincronizadas`, `logs`, `cola_confirmada`, `cache`. */
export const claveDepurar = (q: TQueDepurar) => q.toLowerCase() as Lowercase<TQueDepurar>;

export const ANTIGUEDAD_MINIMA_DEPURACION = 30;
export const ANTIGUEDAD_MAXIMA_DEPURACION = 365;

export const MENSAJES_DEPURACION = {
  antiguedad: MENSAJES.entre(ANTIGUEDAD_MINIMA_DEPURACION, ANTIGUEDAD_MAXIMA_DEPURACION),
  queDepurar: 'Seleccione qué depurar',
  soloPos: 'Solo los equipos POS se pueden depurar',
  confirmar: '¿Está seguro de depurar los equipos seleccionados? Esta acción no se puede revertir en el equipo',
  sinDatos: 'Sin datos del equipo',
} as const;

/** The days field: whole days from 30 to 365. */
export const zAntiguedadDepuracion = z.coerce
  .number({ error: MENSAJES_DEPURACION.antiguedad })
  .int({ error: MENSAJES_DEPURACION.antiguedad })
  .min(ANTIGUEDAD_MINIMA_DEPURACION, { error: MENSAJES_DEPURACION.antiguedad })
  .max(ANTIGUEDAD_MAXIMA_DEPURACION, { error: MENSAJES_DEPURACION.antiguedad });

/**
 * The payload the screen sends with `tipo: 'DEPURAR'` (POST comando / comandos): what to clean and the age in days. Any
 * other key is refused: `venta_uuid` and `venta_fecha` are the server's, per device.
 */
export const ZPayloadDepurar = z
  .strictObject({
    ventas_sincronizadas: z.boolean().optional(),
    logs: z.boolean().optional(),
    cola_confirmada: z.boolean().optional(),
    cache: z.boolean().optional(),
    antiguedad_dias: zAntiguedadDepuracion,
  })
  .refine((p) => QUE_DEPURAR.some((q) => p[claveDepurar(q)] === true), { path: ['depurar'], error: MENSAJES_DEPURACION.queDepurar });
export type TPayloadDepurar = z.output<typeof ZPayloadDepurar>;

/**
 * The local counts a POS may add to its heartbeat (`POST /pos/v1/estado`, `conteos`): optional, each field bounded.
 * Stored on the device's connection row with the heartbeat's time; a heartbeat without them keeps the last ones.
 */
export const ZConteosLocalesPos = z.strictObject({
  ventas_sincronizadas: zEntero({ coercion: false }).optional(),
  logs: zEntero({ coercion: false }).optional(),
  cola_confirmada: zEntero({ coercion: false }).optional(),
  /** Megabytes of cache, one decimal kept. */
  cache_mb: z
    .number({ error: MENSAJES.debeSerNumero })
    .min(0, { error: MENSAJES.noNegativo })
    .max(999_999, { error: MENSAJES.valorNoValido })
    .optional(),
  /** The oldest record still in the device's database. */
  registro_mas_antiguo: zFechaHora.optional(),
});
export type TConteosLocalesPos = z.output<typeof ZConteosLocalesPos>;

/** GET /api/depuracion-pos/equipos/estacion/{id}: the station's active POS devices and what they last reported. */
export const ZEquipoDepuracion = z.object({
  id: zIdFila,
  alias: z.string(),
  serial: z.string(),
  version_app: z.string().nullable(),
  /** Last contact of any kind (Bogotá, `YYYY-MM-DD HH:mm:ss`). */
  ultima_conexion: zFechaHoraTexto.nullable(),
  /** The counts of the last heartbeat that carried them; null when the device never reported them. */
  conteos: z
    .object({
      ventas_sincronizadas: z.number().int().nullable(),
      logs: z.number().int().nullable(),
      cola_confirmada: z.number().int().nullable(),
      cache_mb: z.number().nullable(),
      registro_mas_antiguo: zFechaHoraTexto.nullable(),
      /** When the device reported them. */
      reportado_en: zFechaHoraTexto,
    })
    .nullable(),
  /** The newest sale the server holds from the device (what a DEPURAR command would carry); null without sales. */
  ultima_venta_fecha: zFechaHoraTexto.nullable(),
});
export type TEquipoDepuracion = z.infer<typeof ZEquipoDepuracion>;

export const CAMPOS_ORDEN_DEPURACION = ['creado_en', 'equipo', 'estado', 'usuario'] as const;

/** GET /api/depuracion-pos/comandos/estacion/{id}: the station's DEPURAR commands, newest first. */
export const ZDepuracionesQuery = zListaQuery(CAMPOS_ORDEN_DEPURACION).extend({
  estado_comando: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ESTADOS_COMANDO).optional()),
});
export type TDepuracionesQuery = z.input<typeof ZDepuracionesQuery>;
