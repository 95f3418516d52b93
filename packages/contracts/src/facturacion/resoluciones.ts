import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { TIPOS_DOCUMENTO_RESOLUCION, TIPOS_NEGOCIO } from '../operacion';
import { zListaQuery } from '../paginacion';
import { zFechaTexto, zIdFila } from '../respuestas';
import { ID_MAXIMO, zFecha, zIdCampo } from '../validaciones';

/**
 * Resoluciones de facturación (SCREENS.md G17, `configuracion/gestion_resoluciones`, module GESTION RESOLUCIONES):
 * the numbering ranges DIAN authorised for a station. CRUD(`resolucion`) and `POST resolucion/consultar-dian`.
 * The technical key is written, never read back: answers only say whether one is configured.
 */
export const MENSAJES_RESOLUCION = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  enUsoEliminar: 'No se puede eliminar: el registro está en uso. Inactívelo.',
  noExiste: 'La resolución no existe',
  equipoAjeno: 'Los equipos deben ser de la estación de la resolución',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  finalMayor: 'El consecutivo final debe ser mayor que el inicial',
  fechaFinal: 'La fecha final debe ser mayor o igual a la fecha inicial',
  seleccioneNegocio: 'Seleccione al menos un negocio',
  prefijoNoValido: 'El prefijo solo admite letras y números (máximo 4)',
  /** `El rango se cruza con la resolución {n}`: built by `rangoCruzaCon`; this is its template for the translations. */
  seCruzaCon: 'El rango se cruza con la resolución {{n}}',
  enUso: 'La resolución ya tiene documentos emitidos: solo se pueden cambiar la vigencia y las alertas',
  activaRepetida: 'Ya existe una resolución activa para la estación, el tipo de documento y el negocio',
  sinConfiguracionFe: 'El negocio no tiene configurada la facturación electrónica',
  sinNit: 'La estación no tiene NIT',
  sinRangos: 'DIAN no informa rangos de numeración para la estación',
  rangosConsultados: 'Rangos de numeración consultados en DIAN',
} as const;

/** SCREENS.md G17: `El rango se cruza con la resolución {n}`. */
export const rangoCruzaCon = (n: string) => `El rango se cruza con la resolución ${n}`;

/** Whether two consecutive ranges share a number. */
export const rangosSeCruzan = (a: { desde: number; hasta: number }, b: { desde: number; hasta: number }) =>
  a.desde <= b.hasta && b.desde <= a.hasta;

export const TIPOS_DOCUMENTO = TIPOS_DOCUMENTO_RESOLUCION;
export type TipoDocumentoResolucion = (typeof TIPOS_DOCUMENTO)[number];

/** Consecutives are bigint: bounded by what a JSON number carries exactly. */
const CONSECUTIVO_MAXIMO = 999_999_999_999;

const zConsecutivo = z.coerce
  .number({ error: MENSAJES.debeSerNumero })
  .int({ error: MENSAJES.debeSerNumero })
  .min(0, { error: MENSAJES.noNegativo })
  .max(CONSECUTIVO_MAXIMO, { error: MENSAJES.entre(0, CONSECUTIVO_MAXIMO) });

const zUmbral = (maximo: number) =>
  z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .int({ error: MENSAJES.debeSerNumero })
    .min(0, { error: MENSAJES.noNegativo })
    .max(maximo, { error: MENSAJES.entre(0, maximo) });

const zClave = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(128, { error: MENSAJES.valorNoValido }).nullable().optional(),
);

const base = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  tipo_documento: z.enum(TIPOS_DOCUMENTO, { error: MENSAJES.campoObligatorioCorto }),
  /** N° resolución: LEN ≤16 ≠ 0, digits. */
  numero: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(16, { error: MENSAJES.valorNoValido })
    .refine((v) => /^\d+$/.test(v), { error: MENSAJES.debeSerNumero })
    .refine((v) => !/^0+$/.test(v), { error: MENSAJES.valorNoValido }),
  prefijo: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,4}$/, { error: MENSAJES_RESOLUCION.prefijoNoValido })),
  desde: zConsecutivo,
  hasta: zConsecutivo,
  fecha_inicio: zFecha(),
  fecha_fin: zFecha(),
  clave_tecnica: zClave,
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)).min(1, { error: MENSAJES_RESOLUCION.seleccioneNegocio }),
  alerta_consecutivos: zUmbral(ID_MAXIMO).default(500),
  alerta_dias: zUmbral(3650).default(30),
  /** Devices of the station that may use it; none: every device of the station. */
  equipos: z.array(zIdCampo()).max(100).default([]),
});

type Base = z.output<typeof base>;
function reglas(r: Base, ctx: z.RefinementCtx, exigirClave: boolean) {
  if (r.hasta <= r.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: MENSAJES_RESOLUCION.finalMayor });
  if (r.fecha_fin < r.fecha_inicio) ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: MENSAJES_RESOLUCION.fechaFinal });
  if (exigirClave && !r.clave_tecnica) ctx.addIssue({ code: 'custom', path: ['clave_tecnica'], message: MENSAJES.campoObligatorio });
}

/** Creating: every field, the technical key included. */
export const ZResolucionForm = base.superRefine((r, ctx) => reglas(r, ctx, true));
export type TResolucionForm = z.input<typeof ZResolucionForm>;
export type TResolucionGuardar = z.output<typeof ZResolucionForm>;

/** Editing (id in the body): an empty technical key keeps the stored one. */
export const ZResolucionEdicion = base.extend({ id: zIdCampo() }).superRefine((r, ctx) => reglas(r, ctx, false));
export type TResolucionEdicion = z.output<typeof ZResolucionEdicion>;

export const ZResolucion = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  tipo_documento: z.enum(TIPOS_DOCUMENTO),
  numero: z.string(),
  prefijo: z.string(),
  desde: z.number().int(),
  hasta: z.number().int(),
  /** The highest consecutive issued (read-only), null while unused. */
  actual: z.number().int().nullable(),
  /** Consecutives left: hasta − actual (or the whole range). */
  restante: z.number().int(),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto,
  /** The key itself is never answered. */
  clave_tecnica_configurada: z.boolean(),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
  alerta_consecutivos: z.number().int(),
  alerta_dias: z.number().int(),
  /** Devices that may use it (empty: every device of the station). */
  equipos: z.array(z.number().int()),
  estado: z.enum(['A', 'I']),
  /** Documents were numbered in it: only validity and thresholds change, and it cannot be deleted. */
  en_uso: z.boolean(),
});
export type TResolucion = z.infer<typeof ZResolucion>;

export const CAMPOS_ORDEN_RESOLUCION = [
  'estacion',
  'tipo_documento',
  'numero',
  'prefijo',
  'desde',
  'fecha_fin',
  'restante',
  'estado',
] as const;
/** GET resolucion/empresa/{id}: the resolutions of a station, or of every station under a company of the scope. */
export const ZResolucionesQuery = zListaQuery(CAMPOS_ORDEN_RESOLUCION).extend({
  tipo_documento: z.enum(TIPOS_DOCUMENTO).optional(),
});
export type TResolucionesQuery = z.input<typeof ZResolucionesQuery>;

export const ZResolucionOpcion = ZResolucion.pick({ id: true, empresa_id: true, tipo_documento: true, numero: true, prefijo: true });
export type TResolucionOpcion = z.infer<typeof ZResolucionOpcion>;

/** POST resolucion/consultar-dian: the station whose NIT DIAN is asked about. */
export const ZConsultaDianBody = z.object({ empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto) });

/** One numbering range as DIAN's GetNumberingRange answers it, with whether the station already registered it. */
export const ZRangoDian = z.object({
  numero: z.string(),
  fecha_resolucion: zFechaTexto,
  prefijo: z.string(),
  desde: z.number().int(),
  hasta: z.number().int(),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto,
  /** DIAN hands the technical key to the software that asks: it prefills the (masked) field. */
  clave_tecnica: z.string(),
  registrada: z.boolean(),
});
export type TRangoDian = z.infer<typeof ZRangoDian>;
