import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZFilaCatalogo, zIdCatalogo, zTextoMayus } from './catalogo';
import { zId, zIdCampo } from '../validaciones';

/**
 * Geografía (SCREENS.md G11, `configuracion/geografia`, module GEOGRAFIA): countries (Código = ISO 3166-1 alpha-2, as
 * DIAN's invoices carry it), departments and municipalities with their DANE codes (two and five digits in Colombia, a
 * municipality's starting with its department's). Only the platform operator writes (decision 059); everyone with the module reads. The
 * selectors (`v1/staticValue/country`, `…/state/{id}`, `…/city/{id}`) offer active rows only.
 */
export const MENSAJES_GEOGRAFIA = {
  soloPlataforma: 'Solo el operador de la plataforma modifica la geografía',
  iso2: 'El código del país son dos letras (ISO 3166-1)',
  daneDepartamento: 'El código DANE del departamento son dos dígitos',
  daneMunicipio: 'El código DANE del municipio son cinco dígitos que empiezan por el código de su departamento',
  padreInactivo: 'El registro superior está inactivo',
} as const;

/** Names up to 60 letters: some departments' are longer than a catalogue's Descripción (≤30). */
export const LARGO_NOMBRE_GEOGRAFIA = 60;

const zNombre = zTextoMayus(LARGO_NOMBRE_GEOGRAFIA);
const zCodigo = zTextoMayus(10);

export const ZPaisForm = z.object({
  codigo: zCodigo.pipe(z.string().regex(/^[A-Z]{2}$/, { error: MENSAJES_GEOGRAFIA.iso2 })),
  descripcion: zNombre,
});
export const ZDepartamentoForm = z.object({
  pais_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  codigo: zCodigo,
  descripcion: zNombre,
});
export const ZCiudadForm = z.object({
  departamento_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  codigo: zCodigo,
  descripcion: zNombre,
});
export type TPaisGuardar = z.output<typeof ZPaisForm>;
export type TDepartamentoGuardar = z.output<typeof ZDepartamentoForm>;
export type TCiudadGuardar = z.output<typeof ZCiudadForm>;

export const ZPaisEdicion = ZPaisForm.extend({ id: zIdCatalogo });
export const ZDepartamentoEdicion = ZDepartamentoForm.extend({ id: zIdCatalogo });
export const ZCiudadEdicion = ZCiudadForm.extend({ id: zIdCatalogo });

/** A row of each level, as the catalogue kit lists it (descripcion is the name). */
export const ZPaisFila = ZFilaCatalogo.extend({ departamentos: z.number().int() });
export const ZDepartamentoFila = ZFilaCatalogo.extend({ pais_id: z.number().int(), pais: z.string(), ciudades: z.number().int() });
export const ZCiudadFila = ZFilaCatalogo.extend({
  departamento_id: z.number().int(),
  departamento: z.string(),
  pais_id: z.number().int(),
});
export type TPaisFila = z.infer<typeof ZPaisFila>;
export type TDepartamentoFila = z.infer<typeof ZDepartamentoFila>;
export type TCiudadFila = z.infer<typeof ZCiudadFila>;

export const CAMPOS_ORDEN_GEOGRAFIA = ['codigo', 'descripcion', 'estado'] as const;
export const ZPaisesQuery = zListaQuery(CAMPOS_ORDEN_GEOGRAFIA);
export const ZDepartamentosQuery = zListaQuery(CAMPOS_ORDEN_GEOGRAFIA).extend({ pais_id: zId.optional() });
export const ZCiudadesQuery = zListaQuery(CAMPOS_ORDEN_GEOGRAFIA).extend({
  departamento_id: zId.optional(),
});
