import { z } from 'zod';
import { LETRAS_PERMISO } from '../constantes';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZEstadoRegistro, zEmpresaCatalogo, zIdCatalogo, zTextoMayus } from '../configuracion/catalogo';

/**
 * Profiles and their grants (SCREENS.md G09, `configuracion/gestion_perfiles`, module GESTION PERFILES). A profile
 * belongs to one business; its modules carry permission letters (R C U D E A N X). Only a business-level user edits
 * profiles, grants only letters they hold themselves, and never edits a profile they hold.
 */
export const MENSAJES_PERFIL = {
  soloNegocio: 'Solo un usuario del negocio puede administrar perfiles',
  sinOtorgar: 'No puede otorgar permisos que usted no tiene',
  propio: 'No puede editar un perfil que usted tiene asignado',
  usuarioSuperior: 'No puede editar un perfil que tiene asignado un usuario de un tipo mayor que el suyo',
  nombreRepetido: 'Ya existe un perfil con este nombre',
  tipoNoPermitido: 'No puede crear perfiles de este tipo',
  moduloNoValido: 'El módulo no existe',
  permisosGuardados: 'Permisos guardados correctamente',
} as const;

/** DC profile types (SCREENS.md G09). */
export const TIPOS_PERFIL = {
  1: 'SUPERADMINISTRADOR',
  2: 'ADMINISTRADOR DE DOMINIO',
  3: 'ADMINISTRADOR DE NEGOCIO',
  4: 'ADMINISTRADOR REGIONAL',
  5: 'ADMINISTRADOR DE ESTACIÓN',
  6: 'SOPORTE',
  7: 'OPERATIVO',
  8: 'CONSULTA',
} as const;

/**
 * The profile types a user of each type may list and assign (spec, document 2: type 1 lists 1 to 8; 2 and 3 list
 * 2,3,4,5,7,8; 4 and 5 list 4,5,7,8).
 */
export function tiposPerfilPermitidos(tipoUsuario: number): number[] {
  if (tipoUsuario === 1) return [1, 2, 3, 4, 5, 6, 7, 8];
  if (tipoUsuario === 2 || tipoUsuario === 3) return [2, 3, 4, 5, 7, 8];
  return [4, 5, 7, 8];
}

/**
 * User types in the privilege ceiling, widest first (docs/decisions/060-type-and-scope-in-the-privilege-ceiling.md):
 * 1 administrator ⊇ 2 business ⊇ 3 regional ⊇ 5 station ⊇ 4 read-only. A user may create, edit or reset only users
 * of its own type or a narrower one (and whose companies are all its own: the server checks that part).
 */
export const ORDEN_TIPOS_USUARIO = [1, 2, 3, 5, 4] as const;

/** Whether a user of `tipoObjetivo` is no wider than a caller of `tipoActor` (an unknown type is never). */
export function tipoUsuarioNoMayor(tipoObjetivo: number, tipoActor: number): boolean {
  const orden: readonly number[] = ORDEN_TIPOS_USUARIO;
  const objetivo = orden.indexOf(tipoObjetivo);
  const actor = orden.indexOf(tipoActor);
  return objetivo >= 0 && actor >= 0 && objetivo >= actor;
}

/**
 * The profile types a user of each type may give as a person's position (cargo): the ones it may list, without those
 * that would make a user of a wider type (profile types 1–5 are user types; 6–8 make station or company users,
 * which the server judges with the company).
 */
export function tiposCargoAsignables(tipoUsuario: number): number[] {
  return tiposPerfilPermitidos(tipoUsuario).filter((t) => t > 5 || tipoUsuarioNoMayor(t, tipoUsuario));
}

const zTipoPerfil = z.coerce
  .number({ error: MENSAJES.campoObligatorioCorto })
  .int({ error: MENSAJES.campoObligatorioCorto })
  .min(1, { error: MENSAJES.campoObligatorioCorto })
  .max(8, { error: MENSAJES.campoObligatorioCorto });

export const ZPerfilForm = z.object({
  empresa_id: zEmpresaCatalogo,
  descripcion: zTextoMayus(30),
  tipo: zTipoPerfil,
});
export type TPerfilForm = z.input<typeof ZPerfilForm>;
export type TPerfilGuardar = z.output<typeof ZPerfilForm>;

export const ZPerfilEdicion = ZPerfilForm.extend({ id: zIdCatalogo });
export type TPerfilEdicion = z.output<typeof ZPerfilEdicion>;

export const ZPerfil = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  tipo: z.number().int(),
  estado: ZEstadoRegistro,
  /** Active users holding the profile. */
  usuarios: z.number().int(),
  /** Modules granted. */
  modulos: z.number().int(),
  /** The caller holds this profile: it cannot edit it. */
  propio: z.boolean(),
});
export type TPerfil = z.infer<typeof ZPerfil>;

export const CAMPOS_ORDEN_PERFIL = ['descripcion', 'tipo', 'estado', 'usuarios'] as const;
export const ZPerfilesQuery = zListaQuery(CAMPOS_ORDEN_PERFIL);
export type TPerfilesQuery = z.input<typeof ZPerfilesQuery>;

/** `GET perfil/tipo/{types}/empresa/{id}`: active profiles of those types, for selectors. */
export const ZPerfilOpcion = z.object({ id: z.number().int(), descripcion: z.string(), tipo: z.number().int() });
export type TPerfilOpcion = z.infer<typeof ZPerfilOpcion>;

/** Letters, deduplicated and in the canonical order R C U D E A N X. */
export const zLetras = z
  .string()
  .regex(/^[RCUDEANX]*$/, { error: MENSAJES.valorNoValido })
  .transform((v) => LETRAS_PERMISO.filter((l) => v.includes(l)).join(''));

/** One node of the grant tree: the module, its parent, the profile's letters and the letters the caller may grant. */
export const ZNodoPermiso = z.object({
  id: z.number().int(),
  modulos_id: z.number().int().nullable(),
  descripcion: z.string(),
  tipo: z.number().int(),
  orden: z.number().int(),
  asignaciones: z.string(),
  /** Letters the caller holds on the module: only these can be added. */
  disponibles: z.string(),
});
export type TNodoPermiso = z.infer<typeof ZNodoPermiso>;

export const ZPermisosPerfil = z.object({
  perfil: ZPerfil,
  modulos: z.array(ZNodoPermiso),
});
export type TPermisosPerfil = z.infer<typeof ZPermisosPerfil>;

/** `PUT perfil/{id}/modulos`: the profile's whole grant list (modules left out lose their grant). */
export const ZPermisosGuardar = z.object({
  modulos: z
    .array(z.object({ modulos_id: zIdCatalogo, asignaciones: zLetras }))
    .max(2000)
    .refine((l) => new Set(l.map((m) => m.modulos_id)).size === l.length, { error: MENSAJES.valorNoValido }),
});
export type TPermisosGuardar = z.output<typeof ZPermisosGuardar>;
