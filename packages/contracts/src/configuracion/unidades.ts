import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZCatalogoForm, ZEstadoRegistro, conIdCatalogo, zTextoMayus } from './catalogo';

/**
 * Units of measure (SCREENS.md G11, `configuracion/gestion_unidades`, module GESTION UNIDADES). A business has its
 * own units beside the system units every installation has (GALON, UNIDAD...), which are read-only here.
 */
export const MENSAJES_UNIDAD = {
  conProductos: 'La unidad tiene productos asociados',
  baseNoValida: 'La unidad base no es válida',
  baseSiMisma: 'Una unidad no puede ser su propia unidad base',
  factorPositivo: 'El factor debe ser mayor que 0',
  codigoDianNoValido: 'Código DIAN no válido (por ejemplo 94, GLL, LTR)',
} as const;

/** Factor to the base unit: > 0, numeric(14,6). */
const zFactor = z.coerce
  .number({ error: MENSAJES.debeSerNumero })
  .gt(0, { error: MENSAJES_UNIDAD.factorPositivo })
  .max(99_999_999, { error: MENSAJES.entre(0, 99_999_999) })
  // numeric(14,6): at most six decimals.
  .refine((v) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-6, { error: MENSAJES.valorNoValido });

export const ZUnidadForm = ZCatalogoForm.extend({
  abreviatura: zTextoMayus(5),
  /** UN/ECE Recommendation 20 code as DIAN's UBL uses it: 94, GLL, LTR, KGM, MTQ... */
  codigo_dian: zTextoMayus(3).pipe(z.string().regex(/^[A-Z0-9]{2,3}$/, { error: MENSAJES_UNIDAD.codigoDianNoValido })),
  unidad_base_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  factor: zFactor,
});
export type TUnidadForm = z.input<typeof ZUnidadForm>;
export type TUnidadGuardar = z.output<typeof ZUnidadForm>;

export const ZUnidadEdicion = conIdCatalogo(ZUnidadForm);
export type TUnidadEdicion = z.output<typeof ZUnidadEdicion>;

export const ZUnidad = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descripcion: z.string(),
  abreviatura: z.string(),
  codigo_dian: z.string(),
  unidad_base_id: z.number().int().nullable(),
  unidad_base: z.string().nullable(),
  factor: z.number(),
  estado: ZEstadoRegistro,
  /** A system unit (shared by every business): shown, never edited. */
  sistema: z.boolean(),
  /** Products use it: code, factor and base are frozen and it cannot be deleted. */
  en_uso: z.boolean(),
});
export type TUnidad = z.infer<typeof ZUnidad>;

export const CAMPOS_ORDEN_UNIDAD = ['codigo', 'descripcion', 'abreviatura', 'codigo_dian', 'factor', 'estado'] as const;
export const ZUnidadesQuery = zListaQuery(CAMPOS_ORDEN_UNIDAD);
export type TUnidadesQuery = z.input<typeof ZUnidadesQuery>;

/** A unit for selectors: the active units of the business and the system's. */
export const ZUnidadOpcion = ZUnidad.pick({ id: true, codigo: true, descripcion: true, abreviatura: true });
export type TUnidadOpcion = z.infer<typeof ZUnidadOpcion>;
