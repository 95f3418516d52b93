import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { TIPOS_DOMINIO } from '../constantes';
import { TIPOS_NEGOCIO } from '../operacion';
import { ZEstadoRegistro, zNit, zTextoMayus } from '../configuracion/catalogo';
import { zIdCampo } from '../validaciones';

/**
 * Negocios (SCREENS.md G01, `empresa/negocios`, decision 054): the signed-in user's own business (the tenant) and its
 * domains. Only user tipos 1 and 2 reach it; new businesses are created by operators with `npm run negocio:crear`.
 */
export const MENSAJES_NEGOCIO = {
  soloTipoNegocio: 'Solo los usuarios de tipo 1 y 2 pueden gestionar el negocio',
  negocioNoExiste: 'El negocio no existe',
  dominioNoExiste: 'El dominio no existe',
  nitRepetido: 'Ya existe un registro con este NIT',
  hostRepetido: 'Ya existe un registro con este host',
  hostNoValido: 'Host no válido',
  colorNoValido: 'Color no válido',
  logoGrande: 'El logo no puede superar 1 MB',
  logoFormato: 'El logo debe ser una imagen JPG, PNG o WEBP',
  ultimoDominio: 'El negocio debe conservar al menos un dominio activo',
} as const;
const M = MENSAJES_NEGOCIO;

/** Logo: at most 1 MB of image. */
export const LOGO_MAXIMO_BYTES = 1024 * 1024;
/** The data URL of a 1 MB image: base64 takes 4 characters for every 3 bytes, plus the prefix. */
export const LOGO_MAXIMO_CARACTERES = Math.ceil(LOGO_MAXIMO_BYTES / 3) * 4 + 40;
export const FORMATOS_NUMERO = ['COP', 'mx', 'us'] as const;

const seleccion = <T extends readonly [string, ...string[]]>(valores: T) => z.enum(valores, { error: MENSAJES.campoObligatorioCorto });

/** Negocio*: Nombre (≤30), NIT (DIAN check digit when given), Razón social, Tipo (businessType), País. */
export const ZNegocioForm = z.object({
  nombre: zTextoMayus(30),
  nit: zNit,
  razon_social: zTextoMayus(150),
  tipo: seleccion(TIPOS_NEGOCIO),
  pais_id: zIdCampo(MENSAJES.campoObligatorioCorto),
});
export type TNegocioForm = z.input<typeof ZNegocioForm>;
export type TNegocioGuardar = z.output<typeof ZNegocioForm>;

export const ZNegocioFila = z.object({
  id: z.number().int(),
  nombre: z.string(),
  nit: z.string(),
  razon_social: z.string().nullable(),
  tipo: z.enum(TIPOS_NEGOCIO).nullable(),
  pais_id: z.number().int().nullable(),
  pais: z.string().nullable(),
  estado: ZEstadoRegistro,
});
export type TNegocioFila = z.infer<typeof ZNegocioFila>;

const PATRON_HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const zColor = z
  .string({ error: M.colorNoValido })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: M.colorNoValido })
  .transform((v) => v.toLowerCase());

/** Dominio*: Host (unique in every business, whatever its case), Alias, Tipo (the theme), colours, logo, copyright, number format. */
export const ZDominioForm = z.object({
  host: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(253, { error: M.hostNoValido })
    .transform((v) => v.toLowerCase())
    .pipe(z.string().regex(PATRON_HOST, { error: M.hostNoValido })),
  alias: zTextoMayus(30),
  tipo: seleccion(TIPOS_DOMINIO),
  color1: zColor,
  color2: zColor,
  /** An image as a data URL (JPG, PNG or WEBP, ≤1 MB), or null for the drawn mark. */
  logo: z
    .string()
    .max(LOGO_MAXIMO_CARACTERES, { error: M.logoGrande })
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, { error: M.logoFormato })
    .nullable(),
  /** The copyright holder the footer shows (`parametros.nombre_empresa`). */
  copyright: z.string().trim().max(100, { error: MENSAJES.valorNoValido }),
  formato_numero: seleccion(FORMATOS_NUMERO),
});
export type TDominioForm = z.input<typeof ZDominioForm>;
export type TDominioGuardar = z.output<typeof ZDominioForm>;

/** A domain as the list reads it (no logo: a list of images would weigh megabytes). */
export const ZDominioFila = z.object({
  id: z.number().int(),
  host: z.string(),
  alias: z.string(),
  tipo: z.enum(TIPOS_DOMINIO).nullable(),
  color1: z.string(),
  color2: z.string(),
  copyright: z.string(),
  formato_numero: z.enum(FORMATOS_NUMERO),
  con_logo: z.boolean(),
  estado: ZEstadoRegistro,
});
export type TDominioFila = z.infer<typeof ZDominioFila>;

/** GET dominio/{id}: the row with its logo, for the edit form. */
export const ZDominioDetalle = ZDominioFila.extend({ logo: z.string().nullable() });
export type TDominioDetalle = z.infer<typeof ZDominioDetalle>;

export const CAMPOS_ORDEN_DOMINIO = ['host', 'alias', 'tipo', 'estado'] as const;
export const ZDominiosQuery = zListaQuery(CAMPOS_ORDEN_DOMINIO);
