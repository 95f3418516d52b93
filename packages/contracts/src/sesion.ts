import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { CLAVE_MAX, CLAVE_MIN, TIPOS_DOMINIO } from './constantes';
import { zFechaHoraTexto } from './respuestas';
import { zIdCampo } from './validaciones';

export const ZSigninBody = z.object({
  user: z.string({ error: MENSAJES.usuarioVacio }).trim().min(1, { error: MENSAJES.usuarioVacio }).max(60),
  pass: z.string({ error: MENSAJES.claveVacia }).min(1, { error: MENSAJES.claveVacia }).max(200),
  identificadorNegocio: z.coerce.number().int().nonnegative().optional(),
});
export type TSigninBody = z.infer<typeof ZSigninBody>;

export const ZDominioBody = z.object({ dominio: z.string().trim().min(1).max(253) });

export const ZParametrosDominio = z.object({
  color1: z.string(),
  color2: z.string(),
  /** Number-format flag: COP German style, mx Mexican Spanish, us English. */
  formato_numero: z.enum(['COP', 'mx', 'us']),
  logo: z.string().nullable(),
  nombre_empresa: z.string(),
});

export const ZDominio = z.object({
  id: z.number(),
  negocio_id: z.number(),
  alias: z.string(),
  tipo: z.enum(TIPOS_DOMINIO).nullable(),
  parametros: ZParametrosDominio,
  atributos: z.object({ tipo_dominio: z.enum(TIPOS_DOMINIO).nullable(), tipo_unidad: z.string() }),
});
export type TDominio = z.infer<typeof ZDominio>;

export const ZModuloSesion = z.object({
  id: z.number(),
  modulos_id: z.number().nullable(),
  descripcion: z.string(),
  link: z.string().nullable(),
  icono: z.string().nullable(),
  tipo: z.number(),
  orden: z.number(),
  asignaciones: z.string(),
  /** The menu's label when the administrator set one (configuracion/modulos); `descripcion` stays the code. */
  etiqueta: z.string().nullable().optional(),
});
export type TModuloSesion = z.infer<typeof ZModuloSesion>;

export const ZEmpresaResumen = z.object({
  id: z.number(),
  alias: z.string(),
  nombre: z.string(),
  tipo: z.number(),
  empresas_id: z.number().nullable(),
});

export const ZUsuarioSesion = z.object({
  token: z.string(),
  usuario: z.string(),
  p_id: z.number(),
  u_id: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  empresas_id: z.number(),
  tipo: z.number(),
  /** The platform operator (decision 059): set at install, never by a business; offers the shared catalogues' screens. */
  plataforma: z.boolean(),
  perfiles: z.array(z.object({ id: z.number(), descripcion: z.string() })),
  modulos: z.array(ZModuloSesion),
  dominio: ZDominio,
  infoDominio: z.object({ negocio_id: z.number() }),
  tipo_empresa: z.number(),
  empresasHijos: z.string(),
  padres: z.array(ZEmpresaResumen),
  hijos: z.array(ZEmpresaResumen),
  expired_pass: z.boolean(),
  empresa: z.object({
    id: z.number(),
    alias: z.string(),
    atributos: z.object({ ciudad: z.string(), provincia: z.string(), pais: z.string() }),
  }),
  fechavencimiento: zFechaHoraTexto,
});
export type TUsuarioSesion = z.infer<typeof ZUsuarioSesion>;

export const ZForgetPasswordBody = z.object({
  identificacion: z.string({ error: MENSAJES.identificacionNecesaria }).trim().min(1, { error: MENSAJES.identificacionNecesaria }).max(30),
  usuario: z.string({ error: MENSAJES.usuarioNoVacio }).trim().min(1, { error: MENSAJES.usuarioNoVacio }).max(60),
  dominio: z.string().trim().max(253).optional(),
});

/**
 * POST /api/persona/restablecer-clave: a new password with the token of a reset link, or with the one the sign-in
 * answers for an expired password (`token_clave`). The server also refuses common passwords.
 */
export const ZRestablecerClaveBody = z.object({
  token: z.string().min(20).max(200),
  clave: z.string().min(CLAVE_MIN, { error: MENSAJES.claveDebil }).max(CLAVE_MAX),
});

export const ZAccesoDirectoBody = z.object({
  link: z.string().trim().max(300).optional().default(''),
  identificadorPersona: zIdCampo(),
  descripcion: z.string().trim().max(200).optional().default(''),
  extra: z.enum(['G', 'I', 'D']),
});

export const ZAccesoDirecto = z.object({ _id: z.number(), link: z.string(), descripcion: z.string() });
export type TAccesoDirecto = z.infer<typeof ZAccesoDirecto>;

/**
 * POST /api/v1/signin: the session user, or — when the password expired or was assigned by an administrator —
 * `{expired_pass: true, token_clave}` and no session: `token_clave` sets a new password once through
 * POST /api/persona/restablecer-clave (docs/decisions/017-expired-passwords.md).
 */
export const ZClaveVencida = z.object({ expired_pass: z.literal(true), token_clave: z.string() });
export const ZIngreso = z.union([ZUsuarioSesion, ZClaveVencida]);
export type TIngreso = z.infer<typeof ZIngreso>;

/** GET /api/v1: when the session expires (Bogotá time, YYYY-MM-DD HH:mm:ss). */
export const ZVencimientoSesion = z.object({ fechavencimiento: zFechaHoraTexto });
export type TVencimientoSesion = z.infer<typeof ZVencimientoSesion>;

/**
 * GET /api/v1/session with an `identificadornegocio` header of another business: 206 and no data, as the
 * legacy client expects.
 */
export const ZSesionOtroNegocio = z.object({ success: z.literal(false), status: z.literal(206), mensaje: z.string(), data: z.null() });

/** The user's interface preferences (theme, layout, language, tour): a free JSON object of at most 8 KB. */
export const ZPreferencias = z.record(z.string().max(60), z.unknown());
export type TPreferencias = z.infer<typeof ZPreferencias>;
