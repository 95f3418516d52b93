import { z } from 'zod';
import { TIPO_EMPRESA } from '../constantes';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZEstadoActivo, zIdFila } from '../respuestas';
import { zIdCampo } from '../validaciones';
import { zNit } from '../configuracion/catalogo';
import { MENSAJES_EMPRESA as M } from './mensajes';

/**
 * Companies and stations (SCREENS.md G01 Estructura, G02 EDS and CDL). One form for every company of the tree: the
 * station fields (Código EDS, Código SICOM, Dirección) are required of the station types, Bahías of a CDL. The same
 * schema checks the web forms and the bodies of `POST`/`PUT empresa`.
 */

/** Company types that are points of sale with their own forecourt, shifts and devices. */
export const TIPOS_ESTACION = [TIPO_EMPRESA.EDS, TIPO_EMPRESA.CDL, TIPO_EMPRESA.KIOSCO, TIPO_EMPRESA.CANASTILLA] as const;
/** Types a company may be created with (the business root comes with its business). */
export const TIPOS_CREABLES = [TIPO_EMPRESA.REGIONAL, ...TIPOS_ESTACION] as const;
export const esEstacion = (tipo: number) => (TIPOS_ESTACION as readonly number[]).includes(tipo);

export const PLATAFORMAS_POS = ['BETA 3', 'BETA 4'] as const;
/** Negocios of a station: C combustible, S canastilla, K kiosco, CDL lubricación. */
export const NEGOCIOS_ESTACION = ['C', 'S', 'K', 'CDL'] as const;
/** DIAN fiscal responsibilities (RUT box 53) a station may declare. */
export const RESPONSABILIDADES_FISCALES = ['O-13', 'O-15', 'O-23', 'O-47', 'R-99-PN'] as const;

const texto = (max: number) =>
  z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(max, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase());

const opcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional();

const seleccion = zIdCampo(MENSAJES.campoObligatorioCorto);

/** DIR: empty or 'N/A' is no address; otherwise at least 3 characters. */
const zDireccion = z
  .string()
  .trim()
  .max(150, { error: MENSAJES.valorNoValido })
  .refine((v) => v === '' || v.toUpperCase() === 'N/A' || v.length >= 3, { error: MENSAJES.direccionMinimo })
  .transform((v) => (v.toUpperCase() === 'N/A' ? '' : v.toUpperCase()))
  .nullable()
  .optional();

/** TEL: empty, or 7 to 10 digits (the profile's messages). */
const zTelefono = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d+$/.test(v), { error: MENSAJES.soloNumeros })
  .refine((v) => v === '' || v.length >= 7, { error: MENSAJES.telefonoMinimo })
  .refine((v) => v.length <= 10, { error: MENSAJES.telefonoMaximo })
  .nullable()
  .optional();

/** MAIL: optional; else a simple address. Kept as typed (not upper-cased). */
const zCorreo = z
  .string()
  .trim()
  .max(150, { error: MENSAJES.valorNoValido })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: MENSAJES.correoValido })
  .nullable()
  .optional();

const zBahias = z.coerce
  .number({ error: MENSAJES.debeSerNumero })
  .int({ error: MENSAJES.debeSerNumero })
  .min(1, { error: MENSAJES.entre(1, 50) })
  .max(50, { error: MENSAJES.entre(1, 50) })
  .nullable()
  .optional();

const vacio = (v: string | null | undefined) => v === undefined || v === null || v === '';

const ZEmpresaBase = z.object({
  tipo: z.coerce
    .number({ error: MENSAJES.campoObligatorioCorto })
    .int()
    .refine((t) => (TIPOS_CREABLES as readonly number[]).includes(t), { error: M.tipoNoCreable }),
  /** Empresa padre*: the business root or a regional, in the user's scope. */
  empresas_id: seleccion,
  razon_social: texto(150),
  alias: texto(30),
  nit: zNit,
  pais_id: seleccion,
  departamento_id: zIdCampo(MENSAJES.seleccioneDepartamento),
  ciudad_id: zIdCampo(MENSAJES.seleccioneCiudad),
  direccion: zDireccion,
  telefono: zTelefono,
  correo: zCorreo,
  /** Station fields: required of the station types (below). */
  codigo: opcional(10),
  codigo_sicom: opcional(16),
  bandera: opcional(30),
  plataforma: z.enum(PLATAFORMAS_POS).nullable().optional(),
  negocios: z.array(z.enum(NEGOCIOS_ESTACION)).max(NEGOCIOS_ESTACION.length).optional(),
  responsabilidades: z.array(z.enum(RESPONSABILIDADES_FISCALES)).max(RESPONSABILIDADES_FISCALES.length).optional(),
  /** CDL only. */
  bahias: zBahias,
  taller: z.boolean().optional(),
});

/**
 * What each type requires. It runs even when other fields already failed (`when`), so a form shows every missing
 * station field at once; the values may then be unparsed, hence the loose reading.
 */
function reglasDeTipo(e: Partial<z.infer<typeof ZEmpresaBase>>, ctx: z.RefinementCtx) {
  if (typeof e.tipo !== 'number' || !esEstacion(e.tipo)) return;
  const falta = (campo: string) => ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.campoObligatorio });
  if (vacio(e.codigo)) falta('codigo');
  if (vacio(e.direccion)) falta('direccion');
  if (vacio(e.codigo_sicom)) falta('codigo_sicom');
  else if (String(e.codigo_sicom).trim() === '0') ctx.addIssue({ code: 'custom', path: ['codigo_sicom'], message: M.sicomNoValido });
  if (e.tipo === TIPO_EMPRESA.CDL && (e.bahias === undefined || e.bahias === null)) falta('bahias');
}

const siempre = { when: () => true };
export const ZEmpresaForm = ZEmpresaBase.check(z.superRefine(reglasDeTipo, siempre));
export type TEmpresaForm = z.input<typeof ZEmpresaForm>;
export type TEmpresaGuardar = z.output<typeof ZEmpresaForm>;

export const ZEmpresaEdicion = ZEmpresaBase.extend({ id: zIdCampo() }).check(z.superRefine(reglasDeTipo, siempre));
export type TEmpresaEdicion = z.output<typeof ZEmpresaEdicion>;

/** A company with every field of its form, its place names, location and state (GET empresa/{id}, the lists). */
export const ZEmpresa = z.object({
  id: zIdFila,
  tipo: z.number().int(),
  empresas_id: zIdFila.nullable(),
  empresa_padre: z.string().nullable(),
  codigo: z.string().nullable(),
  alias: z.string(),
  nombre: z.string(),
  razon_social: z.string(),
  nit: z.string().nullable(),
  codigo_sicom: z.string().nullable(),
  bandera: z.string().nullable(),
  pais_id: zIdFila.nullable(),
  departamento_id: zIdFila.nullable(),
  ciudad_id: zIdFila.nullable(),
  pais: z.string().nullable(),
  departamento: z.string().nullable(),
  ciudad: z.string().nullable(),
  direccion: z.string().nullable(),
  telefono: z.string().nullable(),
  correo: z.string().nullable(),
  plataforma: z.enum(PLATAFORMAS_POS).nullable(),
  negocios: z.array(z.enum(NEGOCIOS_ESTACION)),
  responsabilidades: z.array(z.enum(RESPONSABILIDADES_FISCALES)),
  bahias: z.number().int().nullable(),
  taller: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  estado: ZEstadoActivo,
  /** Shifts open now (a station with open shifts cannot be inactivated). */
  turnos_abiertos: z.number().int(),
});
export type TEmpresa = z.infer<typeof ZEmpresa>;

export const CAMPOS_ORDEN_ESTACION = ['codigo', 'alias', 'razon_social', 'nit', 'ciudad', 'empresa_padre', 'estado'] as const;
/** GET empresa/gestionEDS/empresa/{id}: the stations of one type under a company, paged and searched. */
export const ZEstacionesQuery = zListaQuery(CAMPOS_ORDEN_ESTACION).extend({
  tipo: z.coerce
    .number()
    .int()
    .refine((t) => esEstacion(t), { error: M.noEsEstacion })
    .default(TIPO_EMPRESA.EDS),
});
export type TEstacionesQuery = z.input<typeof ZEstacionesQuery>;

/** A company for selectors (empresa/select/empresa/{ids}, empresa/tipo/{t}/padre/{id}). */
export const ZEmpresaOpcion = z.object({
  id: zIdFila,
  alias: z.string(),
  nombre: z.string(),
  razon_social: z.string(),
  tipo: z.number().int(),
  empresas_id: zIdFila.nullable(),
  estado: ZEstadoActivo,
});
export type TEmpresaOpcion = z.infer<typeof ZEmpresaOpcion>;

/** PUT empresa/{id}/{A|I}: the spec's body (create_user, empresas_id), both optional; the path decides. */
export const ZCambioEstadoEmpresa = z
  .object({ create_user: zIdCampo().optional(), empresas_id: zIdCampo().optional() })
  .nullable()
  .optional();

/** GET empresa/localizacion/{id}: null coordinates when none is set (the map then opens on the default place). */
export const ZLocalizacion = z.object({
  empresas_id: zIdFila,
  alias: z.string(),
  direccion: z.string().nullable(),
  ciudad: z.string().nullable(),
  localizacion: z.object({ lat: z.number().nullable(), lng: z.number().nullable() }),
});
export type TLocalizacion = z.infer<typeof ZLocalizacion>;

/** PUT empresa/localizacion/: the station and its new coordinates (numeric(10,7)). */
export const ZLocalizacionForm = z.object({
  empresas_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  lat: z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .min(-90, { error: M.latitudNoValida })
    .max(90, { error: M.latitudNoValida })
    .transform((v) => Math.round(v * 1e7) / 1e7),
  lng: z.coerce
    .number({ error: MENSAJES.debeSerNumero })
    .min(-180, { error: M.longitudNoValida })
    .max(180, { error: M.longitudNoValida })
    .transform((v) => Math.round(v * 1e7) / 1e7),
});
export type TLocalizacionForm = z.input<typeof ZLocalizacionForm>;

/** The default place of the map when a station has none (spec §9: latitude about 10.99, longitude about -74.82). */
export const UBICACION_DEFECTO = { lat: 10.99, lng: -74.82 } as const;
