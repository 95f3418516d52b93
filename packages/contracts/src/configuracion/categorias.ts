import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { TIPOS_NEGOCIO } from '../operacion';
import { zListaQuery } from '../paginacion';
import { zEntero } from '../validaciones';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, ZOpcionCatalogo, conIdCatalogo, zIdOpcional } from './catalogo';

/**
 * Product categories (SCREENS.md G11, `configuracion/gestion_categorias`, module GESTION CATEGORIAS): two levels
 * (a category and its subcategories), a business type and the order the POS shows them in.
 */
export const MENSAJES_CATEGORIA = {
  conProductosActivos: 'La categoría tiene productos activos',
  padreNoValido: 'La categoría padre no es válida',
  padreSiMisma: 'Una categoría no puede ser su propia categoría padre',
  dosNiveles: 'Las categorías solo tienen dos niveles: la categoría padre no puede tener padre',
  conSubcategorias: 'Una categoría con subcategorías no puede tener categoría padre',
  otroTipoNegocio: 'La categoría padre es de otro tipo de negocio',
} as const;

export const ZCategoriaForm = ZCatalogoForm.extend({
  padre_id: zIdOpcional.optional().transform((v) => v ?? null),
  /** C combustible, S canastilla, K kiosco. */
  tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: MENSAJES.campoObligatorioCorto }),
  /** Position on the POS screen: 0 first. */
  orden_pos: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), zEntero({ maximo: 9999 })),
});
export type TCategoriaForm = z.input<typeof ZCategoriaForm>;
export type TCategoriaGuardar = z.output<typeof ZCategoriaForm>;
export const ZCategoriaEdicion = conIdCatalogo(ZCategoriaForm);
export type TCategoriaEdicion = z.output<typeof ZCategoriaEdicion>;

export const ZCategoria = ZFilaCatalogo.extend({
  padre_id: z.number().int().nullable(),
  padre: z.string().nullable(),
  tipo_negocio: z.enum(TIPOS_NEGOCIO),
  orden_pos: z.number().int(),
});
export type TCategoria = z.infer<typeof ZCategoria>;

export const CAMPOS_ORDEN_CATEGORIA = [...CAMPOS_ORDEN_CATALOGO, 'tipo_negocio', 'orden_pos', 'padre'] as const;
export const ZCategoriasQuery = zListaQuery(CAMPOS_ORDEN_CATEGORIA).extend({
  tipo_negocio: z.enum(TIPOS_NEGOCIO).optional(),
});
export type TCategoriasQuery = z.input<typeof ZCategoriasQuery>;

/** A category for selectors: its business type and parent tell a subcategory apart. */
export const ZCategoriaOpcion = ZOpcionCatalogo.extend({ tipo_negocio: z.enum(TIPOS_NEGOCIO), padre_id: z.number().int().nullable() });
export type TCategoriaOpcion = z.infer<typeof ZCategoriaOpcion>;
