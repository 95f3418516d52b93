import { z } from 'zod';
import { ZPaginacion, zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { zIdCampo } from '../validaciones';

/**
 * Regionales (spec document 2: `/configuracion/regionales`, module REGIONALES): groupings of businesses in the
 * accounting-integration service. A regional (id_regional, nombre_regional, codigo_regional, id_pais) belongs to the
 * business that created it; the regional–business link (id_regional, id_negocio_empresa, id_estado) is created right
 * after the regional, with the id the creation returned and status 1.
 *
 * The answers of this service carry their payload in `result` (the spec: "response result.id_regional").
 */
export const MENSAJES_REGIONAL = {
  // Spec document 2 §5: the form's required fields.
  nombreRequerido: 'Por favor, ingrese el nombre de la regional',
  codigoRequerido: 'Por favor, ingrese codigo de regional',
  paisRequerido: 'Por favor, seleccione un país',
  // Spec document 2 §8: success and failure texts.
  creada: 'Regional creada correctamente',
  editada: 'Regional editada correctamente',
  errorGuardar: 'Ocurrió un error, intente más tarde',
  errorCargar: 'Ocurrió un error al obtener los datos, intente más tarde',
  errorListar: 'Ocurrió un error al obtener las regionales',
  // The shared custom check of both fields (spec: "not shown"; ours): unique in the business, and well formed.
  nombreRepetido: 'Ya existe una regional con este nombre en el negocio',
  codigoRepetido: 'Ya existe una regional con este código en el negocio',
  nombreNoValido: 'El nombre solo admite letras, números, espacios y los signos . , - ( )',
  codigoNoValido: 'El código solo admite letras, números, guion y guion bajo, sin espacios',
  nombreLargo: 'El nombre admite máximo 60 caracteres',
  codigoLargo: 'El código admite máximo 10 caracteres',
  // Our own server texts.
  noExiste: 'La regional no existe',
  paisNoExiste: 'El país seleccionado no existe',
  vinculada: 'Vínculo de la regional con el negocio creado correctamente',
  empresaNoNegocio: 'La empresa indicada no es un negocio',
  estadoNoValido: 'El estado indicado no existe',
  consultado: 'OK',
} as const;

export const NOMBRE_REGIONAL_MAX = 60;
export const CODIGO_REGIONAL_MAX = 10;

/** Status of a regional–business link on creation (spec document 2 §9). */
export const ESTADO_VINCULO_CREACION = 1;

const NOMBRE = /^[\p{L}\p{N} .,()-]+$/u;
const CODIGO = /^[A-Z0-9_-]+$/;

/**
 * The shared custom check of nombre_regional and codigo_regional (spec §5: "a further shared custom check"). One rule
 * for both fields, in two parts: here, what a field alone can say (trimmed, upper-cased, bounded, well formed); and on
 * the server, what needs the business's other regionals (neither the name nor the code repeated, case-insensitively).
 * The server's refusal names the field, so the form shows it under that field as it shows its own checks.
 */
export function zTextoRegional(campo: 'nombre' | 'codigo') {
  const requerido = campo === 'nombre' ? MENSAJES_REGIONAL.nombreRequerido : MENSAJES_REGIONAL.codigoRequerido;
  const maximo = campo === 'nombre' ? NOMBRE_REGIONAL_MAX : CODIGO_REGIONAL_MAX;
  const patron = campo === 'nombre' ? NOMBRE : CODIGO;
  const noValido = campo === 'nombre' ? MENSAJES_REGIONAL.nombreNoValido : MENSAJES_REGIONAL.codigoNoValido;
  const largo = campo === 'nombre' ? MENSAJES_REGIONAL.nombreLargo : MENSAJES_REGIONAL.codigoLargo;
  return z
    .string({ error: requerido })
    .trim()
    .min(1, { error: requerido })
    .max(maximo, { error: largo })
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
    .pipe(z.string().regex(patron, { error: noValido }));
}

/** The normalised key two names or codes are compared by: the same text, whatever its spacing and case. */
export function claveRegional(texto: string): string {
  return texto.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** POST v1/regional/ and PUT v1/regional/{id}: the form's three fields. */
export const ZRegionalForm = z.object({
  nombre_regional: zTextoRegional('nombre'),
  codigo_regional: zTextoRegional('codigo'),
  id_pais: zIdCampo(MENSAJES_REGIONAL.paisRequerido),
});
export type TRegionalForm = z.input<typeof ZRegionalForm>;
export type TRegionalGuardar = z.output<typeof ZRegionalForm>;

/** GET v1/regional/{id}: the three fields the edit form loads (spec §9), and the id. */
export const ZRegional = z.object({
  id_regional: zIdFila,
  nombre_regional: z.string(),
  codigo_regional: z.string(),
  id_pais: zIdFila,
});
export type TRegional = z.infer<typeof ZRegional>;

/** A card of the list: the regional, its country's name and how many businesses it groups. */
export const ZRegionalFila = ZRegional.extend({
  nombre_pais: z.string(),
  negocios: z.number().int().min(0),
});
export type TRegionalFila = z.infer<typeof ZRegionalFila>;

export const CAMPOS_ORDEN_REGIONAL = ['nombre_regional', 'codigo_regional'] as const;
/** GET v1/regional/empresa/{id} (the list call; its path is ours: the spec does not show it). */
export const ZRegionalesQuery = zListaQuery(CAMPOS_ORDEN_REGIONAL).omit({ estado: true });
export type TRegionalesQuery = z.input<typeof ZRegionalesQuery>;

/** POST v1/regionalBusiness/: the link created after the regional, with the returned id and status 1. */
export const ZVinculoRegionalForm = z.object({
  id_regional: zIdCampo(),
  id_negocio_empresa: zIdCampo(),
  id_estado: z.coerce.number({ error: MENSAJES_REGIONAL.estadoNoValido }).int({ error: MENSAJES_REGIONAL.estadoNoValido }).min(1).max(2),
});
export type TVinculoRegionalForm = z.input<typeof ZVinculoRegionalForm>;
export type TVinculoRegional = z.output<typeof ZVinculoRegionalForm>;

/** A row of GET v1/regionalBusiness/regionalGroup/{id}: the businesses a regional groups. */
export const ZVinculoRegional = z.object({
  id_regional_negocio: zIdFila,
  id_regional: zIdFila,
  id_negocio_empresa: zIdFila,
  nombre_negocio: z.string(),
  id_estado: z.number().int(),
  estado: z.string(),
});
export type TVinculoRegionalFila = z.infer<typeof ZVinculoRegional>;

/** A row of the static-value lists (businessType, companyType, status, identificationType). */
export const ZValorEstatico = z.object({ id: z.union([zIdFila, z.string()]), codigo: z.string(), descripcion: z.string() });
export type TValorEstatico = z.infer<typeof ZValorEstatico>;

/** GET v1/company/{id}: a company as the accounting integration reads it. */
export const ZEmpresaIntegracion = z.object({
  id_empresa: zIdFila,
  id_empresa_padre: zIdFila.nullable(),
  id_negocio: zIdFila,
  nombre: z.string(),
  razon_social: z.string(),
  alias: z.string(),
  nit: z.string().nullable(),
  codigo: z.string().nullable(),
  tipo_empresa: z.number().int(),
  descripcion_tipo: z.string(),
  id_pais: zIdFila.nullable(),
  id_departamento: zIdFila.nullable(),
  id_ciudad: zIdFila.nullable(),
  estado: z.string(),
});
export type TEmpresaIntegracion = z.infer<typeof ZEmpresaIntegracion>;

/** A row of GET v1/organization/organizationListing: the organizations of the business (top of the chain). */
export const ZOrganizacion = z.object({
  id_organizacion: zIdFila,
  nombre_organizacion: z.string(),
  codigo_organizacion: z.string(),
  id_pais: zIdFila.nullable(),
  estado: z.string(),
});
export type TOrganizacion = z.infer<typeof ZOrganizacion>;

/** The answer of this service with one object in `result`. */
export function envelopeResult<T extends z.ZodType>(result: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), result });
}

/** The answer of this service with one page of rows in `result` and how many match in `paginacion`. */
export function envelopeResultPaginado<T extends z.ZodType>(fila: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), result: z.array(fila), paginacion: ZPaginacion });
}

/** POST v1/regional/: `result.id_regional`. */
export const ZRegionalCreada = envelopeResult(z.object({ id_regional: zIdFila }));
export const ZRegionalLeida = envelopeResult(ZRegional);
export const ZRegionalEditada = envelopeResult(z.null());
export const ZVinculoCreado = envelopeResult(z.object({ id_regional_negocio: zIdFila }));
export const ZRegionalesPagina = envelopeResultPaginado(ZRegionalFila);
