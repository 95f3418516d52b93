import { z } from 'zod';
import { PLATAFORMAS_POS } from './empresa/empresas';
import { MENSAJES } from './mensajes';
import { zListaQuery } from './paginacion';
import { zFechaHoraTexto, zFechaTexto, zIdFila } from './respuestas';
import { zEntero, zFecha, zIdCampo } from './validaciones';

/** The POS platforms a version targets: those a station's Plataforma POS may name. */
export { PLATAFORMAS_POS };

/** A package's largest size: 20 MB (the upload travels base64 in JSON, about 27 MB on the wire). */
export const PAQUETE_MAXIMO_BYTES = 20 * 1024 * 1024;
/** The request's limit on the wire: the base64 of the largest package plus the form. */
export const CUERPO_MAXIMO_VERSION = Math.ceil((PAQUETE_MAXIMO_BYTES * 4) / 3) + 64 * 1024;

/** `x.y.z`, each part a whole number of up to four digits. */
export const FORMATO_VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

export const MENSAJES_VERSION_POS = {
  formato: 'Formato de versión no válido',
  codigo: 'El código debe ser mayor a la última versión publicada',
  repetida: 'La versión ya existe en la plataforma',
  paqueteRequerido: 'Seleccione el paquete de la versión',
  paqueteGrande: 'El paquete supera el tamaño máximo de 20 MB',
  paqueteNoValido: 'El paquete no es válido',
  creada: 'Versión POS guardada correctamente',
  editada: 'Versión POS editada correctamente',
  eliminada: 'Versión POS eliminada correctamente',
  retirada: 'Versión POS retirada correctamente',
  desplegada: 'Despliegue registrado correctamente',
  noExiste: 'La versión POS no existe',
  yaRetirada: 'La versión POS está retirada',
  desplegadaNoSeElimina: 'La versión POS ya fue desplegada: retírela en lugar de eliminarla',
  soloPlataforma: 'Solo el operador de la plataforma publica, modifica, retira o elimina versiones POS',
  soloTodas: 'Solo el operador de la plataforma despliega a todas las estaciones',
  negocioAjeno: 'No puede desplegar a las estaciones de otro negocio',
  sinEstaciones: 'Seleccione al menos una estación',
  noDesplegada: 'La versión no está desplegada en la estación del equipo',
} as const;

const M = MENSAJES_VERSION_POS;

/** The package as the form sends it: the file's name and its bytes in base64. */
export const ZPaqueteVersion = z.object({
  nombre: z.string().trim().min(1, { error: M.paqueteRequerido }).max(200, { error: M.paqueteNoValido }),
  contenido_base64: z
    .string({ error: M.paqueteRequerido })
    .min(1, { error: M.paqueteRequerido })
    .max(Math.ceil((PAQUETE_MAXIMO_BYTES * 4) / 3) + 4, { error: M.paqueteGrande })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: M.paqueteNoValido }),
});
export type TPaqueteVersion = z.infer<typeof ZPaqueteVersion>;

const camposVersion = {
  version: z
    .string({ error: MENSAJES.campoObligatorioCorto })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorioCorto })
    .max(20, { error: M.formato })
    .regex(FORMATO_VERSION, { error: M.formato }),
  codigo: zEntero({ minimo: 'positivo', mensaje: MENSAJES.campoObligatorioCorto }),
  plataforma: z.enum(PLATAFORMAS_POS, { error: MENSAJES.campoObligatorioCorto }),
  fecha: zFecha(),
  obligatoria: z.boolean().default(false),
  notas: z.string().trim().max(500).optional(),
};

/** Crear versión POS (SCREENS.md G05): every field, the package required. */
export const ZVersionPosForm = z.object({ ...camposVersion, paquete: ZPaqueteVersion });
export type TVersionPosForm = z.infer<typeof ZVersionPosForm>;

/** Editar versión POS: the id, the fields, and a package only when it is replaced. */
export const ZVersionPosEdicion = z.object({ id: zIdCampo(), ...camposVersion, paquete: ZPaqueteVersion.nullable().optional() });
export type TVersionPosEdicion = z.infer<typeof ZVersionPosEdicion>;

/** The web form's values: the package optional here (required on create, checked by the screen and the server). */
export const ZVersionPosFormulario = z.object({ ...camposVersion, paquete: ZPaqueteVersion.nullable().optional() });
export type TVersionPosFormulario = z.infer<typeof ZVersionPosFormulario>;

export const CAMPOS_ORDEN_VERSION_POS = ['version', 'codigo', 'plataforma', 'fecha', 'estado'] as const;

/** GET /api/version-pos: every published version (they are the product's, shared by every business). */
export const ZVersionesPosQuery = zListaQuery(CAMPOS_ORDEN_VERSION_POS).extend({
  plataforma: z.enum(PLATAFORMAS_POS).optional(),
});
export type TVersionesPosQuery = z.infer<typeof ZVersionesPosQuery>;

/** A published version; estado I reads "Retirada" (no longer served). */
export const ZVersionPos = z.object({
  id: zIdFila,
  version: z.string(),
  codigo: z.number().int(),
  plataforma: z.string(),
  fecha: zFechaTexto,
  obligatoria: z.boolean(),
  notas: z.string().nullable(),
  nombre_archivo: z.string(),
  tamano: z.number().int(),
  sha256: z.string(),
  estado: z.enum(['A', 'I']),
  despliegues: z.number().int(),
  creado_en: zFechaHoraTexto,
});
export type TVersionPos = z.infer<typeof ZVersionPos>;

export const ALCANCES_DESPLIEGUE = ['TODAS', 'NEGOCIO', 'ESTACIONES'] as const;

/** POST /api/version-pos/{id}/despliegue: to every station, a business's stations or the chosen ones, from a day. */
export const ZDespliegueBody = z
  .object({
    alcance: z.enum(ALCANCES_DESPLIEGUE, { error: MENSAJES.campoObligatorioCorto }),
    /** NEGOCIO: the caller's business unless a platform administrator names another. */
    negocio_id: zIdCampo().nullable().optional(),
    estaciones: z.array(zIdCampo()).max(500).optional(),
    desde: zFecha(),
  })
  .refine((d) => d.alcance !== 'ESTACIONES' || (d.estaciones?.length ?? 0) > 0, { error: M.sinEstaciones, path: ['estaciones'] });
export type TDespliegueBody = z.infer<typeof ZDespliegueBody>;

/** A version's rollout, as GET /api/version-pos/{id} lists them. */
export const ZDespliegue = z.object({
  id: zIdFila,
  alcance: z.enum(ALCANCES_DESPLIEGUE),
  negocio_id: zIdFila.nullable(),
  /** The stations' aliases (ESTACIONES: those in the caller's scope). */
  estaciones: z.array(z.string()),
  desde: zFechaTexto,
  creado_en: zFechaHoraTexto,
});
export type TDespliegue = z.infer<typeof ZDespliegue>;

export const ZVersionPosDetalle = ZVersionPos.extend({ lista_despliegues: z.array(ZDespliegue) });
export type TVersionPosDetalle = z.infer<typeof ZVersionPosDetalle>;

export const CAMPOS_ORDEN_EQUIPOS_VERSION = ['estacion', 'alias', 'ultima_conexion'] as const;
export const ZEquiposVersionQuery = zListaQuery(CAMPOS_ORDEN_EQUIPOS_VERSION);
export type TEquiposVersionQuery = z.infer<typeof ZEquiposVersionQuery>;

/** GET /api/version-pos/{id}/equipos: the devices in scope whose last heartbeat reported this version. */
export const ZEquipoVersion = z.object({
  id: zIdFila,
  alias: z.string(),
  empresa_id: zIdFila,
  estacion: z.string(),
  serial: z.string(),
  version_app: z.string(),
  ultima_conexion: zFechaHoraTexto.nullable(),
  estado: z.enum(['A', 'I']),
});
export type TEquipoVersion = z.infer<typeof ZEquipoVersion>;

/** `pos/v1/configuracion`'s `version`: what the device must run, and where its package is. */
export const ZVersionAsignada = z.object({
  id: zIdFila,
  version: z.string(),
  codigo: z.number().int(),
  obligatoria: z.boolean(),
  sha256: z.string(),
  tamano: z.number().int(),
  url: z.string(),
});
export type TVersionAsignada = z.infer<typeof ZVersionAsignada>;
