import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { TIPOS_EQUIPO, TIPOS_NEGOCIO } from './operacion';
import { zListaQuery } from './paginacion';
import { ZEstadoActivo, zFechaHoraTexto, zIdFila } from './respuestas';
import { zId, zIdCampo } from './validaciones';

const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/;
const MAC = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(max, { error: MENSAJES.valorNoValido });

/** The device form (Gestión de equipos), shared by the web form and POST/PUT /api/equipo. */
export const ZEquipoForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  alias: texto(30),
  tipo: z.enum(TIPOS_EQUIPO, { error: MENSAJES.campoObligatorioCorto }),
  /** The model from Tipos de equipo, of the same kind as `tipo`; optional. */
  tipo_equipo_id: zIdCampo().nullable().optional(),
  serial: texto(60),
  isla_id: zIdCampo().nullable().optional(),
  ip: z
    .string()
    .trim()
    .refine((v) => v === '' || IPV4.test(v), { error: 'Dirección IP no válida' })
    .optional(),
  mac: z
    .string()
    .trim()
    .refine((v) => v === '' || MAC.test(v), { error: 'Dirección MAC no válida' })
    .optional(),
  identificador_dispositivo: texto(120),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)).min(1, { error: 'Seleccione al menos un negocio' }),
  /** Resolución: a resolution of the station whose Equipos include this device (or name none: every device). */
  resolucion_id: zIdCampo().nullable().optional(),
  /** Impresora: a device of kind IMPRESORA of the same station. */
  impresora_id: zIdCampo().nullable().optional(),
});
export type TEquipoForm = z.infer<typeof ZEquipoForm>;

export const ZEquipoEdicion = ZEquipoForm.extend({ id: zIdCampo() });

/** POST /api/equipo/{id}/token: the device token, shown this once (32 random bytes, base64url). */
export const ZTokenEquipo = z.object({ token: z.string() });
export type TTokenEquipo = z.infer<typeof ZTokenEquipo>;

export const CAMPOS_ORDEN_EQUIPO = ['alias', 'tipo', 'serial', 'estacion', 'isla', 'ultima_conexion', 'estado'] as const;

/**
 * GET /api/equipo/empresa/{id} (Gestión de equipos): the devices of a station, or of every station under a company,
 * within the caller's scope; searched by alias, serial, identifier, IP or station.
 */
export const ZEquiposQuery = zListaQuery(CAMPOS_ORDEN_EQUIPO).extend({
  tipo: z.enum(TIPOS_EQUIPO).optional(),
  /** One station of those under the company (still within the caller's scope). */
  estacion_id: zId.optional(),
});
export type TEquiposQuery = z.infer<typeof ZEquiposQuery>;

export const ZEquiposDesconectadosBody = z.object({
  /** Stations to look at; every station in the caller's scope when absent. */
  empresas: z.array(zIdCampo()).max(1000).optional(),
  /** Minutes without contact (default MINUTOS_DESCONEXION). */
  minutos: z.coerce.number().int().positive().max(10_080).optional(),
});

/** A device of a station with its connection state (GET /api/equipo/empresa/{id}, /api/equipo/select/empresa/{id}). */
export const ZEquipo = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  /** The station's alias. */
  empresa: z.string(),
  alias: z.string(),
  tipo: z.string(),
  tipo_equipo_id: zIdFila.nullable(),
  /** The model's brand and model ('VERIFONE X990'); null without a model. */
  modelo: z.string().nullable(),
  serial: z.string(),
  isla_id: zIdFila.nullable(),
  /** The island's code. */
  isla: z.string().nullable(),
  ip: z.string().nullable(),
  mac: z.string().nullable(),
  identificador_dispositivo: z.string().nullable(),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
  resolucion_id: zIdFila.nullable(),
  /** The resolution's prefix and number ('FE 18760000001'). */
  resolucion: z.string().nullable(),
  impresora_id: zIdFila.nullable(),
  /** The printer's alias. */
  impresora: z.string().nullable(),
  estado: ZEstadoActivo,
  /** A token was issued and not revoked (the token itself is shown only once). */
  token_activo: z.boolean(),
  token_emitido_en: zFechaHoraTexto.nullable(),
  /** Last contact (sale, reading or heartbeat); null when never heard from. */
  ultima_conexion: zFechaHoraTexto.nullable(),
  version_app: z.string().nullable(),
  ventas_pendientes: z.number().int().nullable(),
  /** Heard from in the last MINUTOS_DESCONEXION minutes. */
  conectado: z.boolean(),
});
export type TEquipo = z.infer<typeof ZEquipo>;

/** POST /api/equipo/select/equipos-desconectados: a device not heard from, and for how long (null: never). */
export const ZEquipoDesconectado = ZEquipo.extend({ minutos_desconectado: z.number().int().nullable() });
export type TEquipoDesconectado = z.infer<typeof ZEquipoDesconectado>;

/**
 * GET /api/equipo/opciones/estacion/{id}: what a device of the station may name in its form: the active resolutions
 * (with their Equipos; empty = every device) and the active printers.
 */
export const ZOpcionesEquipo = z.object({
  resoluciones: z.array(
    z.object({ id: zIdFila, tipo_documento: z.string(), prefijo: z.string(), numero: z.string(), equipos: z.array(z.number().int()) }),
  ),
  impresoras: z.array(z.object({ id: zIdFila, alias: z.string() })),
});
export type TOpcionesEquipo = z.infer<typeof ZOpcionesEquipo>;
