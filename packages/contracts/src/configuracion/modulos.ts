import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { ZFilaCatalogo, zIdCatalogo } from './catalogo';

/**
 * The module catalogue (SCREENS.md G09 Módulo, `configuracion/modulos`, module MODULOS; written by the platform operator only, decision 059). Modules come
 * from the code (`MODULOS`): the server guards name them by their code (`MODULO.*` is the description), the route
 * map by their link, grants by their id. So code, link, type and parent are read-only here; the label shown in the
 * menu, the order among siblings and the state are edited (decision 048).
 */
export const MENSAJES_MODULO = {
  soloPlataforma: 'Solo el operador de la plataforma modifica los módulos',
  noInactivable: 'Este módulo no se puede inactivar',
  ordenAjeno: 'Los módulos a ordenar deben ser todos hijos del mismo padre',
  ordenado: 'Orden guardado correctamente',
} as const;

/** Modules SCREENS.md forbids deleting, and the two screens that administer access: never inactivated. */
export const MODULOS_NO_INACTIVABLES = [3, 4, 5, 119, 409] as const;
export const DESCRIPCIONES_NO_INACTIVABLES = ['CONCILIACIÓN PDV', 'MODULOS', 'GESTION PERFILES', 'DASHBOARD'] as const;

/** 1 menu section, 2 screen, 3 dashboard widget. */
export const TIPOS_MODULO = [1, 2, 3] as const;

export const ZModuloFila = ZFilaCatalogo.extend({
  /** The label the menu shows: `etiqueta` when set, else the code. `descripcion` holds it; `codigo` holds the code. */
  etiqueta: z.string().nullable(),
  link: z.string().nullable(),
  icono: z.string().nullable(),
  tipo: z.number().int(),
  padre_id: z.number().int().nullable(),
  padre: z.string().nullable(),
  orden: z.number().int(),
  /** How many profiles grant it. */
  perfiles: z.number().int(),
});
export type TModuloFila = z.infer<typeof ZModuloFila>;

export const CAMPOS_ORDEN_MODULO = ['codigo', 'descripcion', 'estado', 'link', 'padre', 'orden', 'tipo'] as const;
export const ZModulosQuery = zListaQuery(CAMPOS_ORDEN_MODULO).extend({
  tipo: z.coerce
    .number()
    .pipe(z.union(TIPOS_MODULO.map((t) => z.literal(t))))
    .optional(),
});
export type TModulosQuery = z.output<typeof ZModulosQuery>;

/** PUT modulo: the label (empty = the code) and the order among its siblings. */
export const ZModuloEdicion = z.object({
  id: zIdCatalogo,
  etiqueta: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(60, { error: MENSAJES.valorNoValido }).nullable().default(null),
  ),
  /** Required: an emptied field is refused, never read as 0. */
  orden: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .unknown()
      .transform((v, ctx): unknown => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: MENSAJES.campoObligatorio });
        return v;
      })
      .pipe(
        z.coerce
          .number({ error: MENSAJES.debeSerNumero })
          .int({ error: MENSAJES.valorNoValido })
          .min(0, { error: MENSAJES.valorNoValido })
          .max(9999, { error: MENSAJES.valorNoValido }),
      ),
  ),
});
export type TModuloEdicion = z.output<typeof ZModuloEdicion>;

/** PUT modulo/orden: the children of one parent (null = the sections) in their new order. */
export const ZModuloOrden = z.object({
  modulos_id: zIdCatalogo.nullable(),
  ids: z.array(zIdCatalogo).min(1).max(200),
});
export type TModuloOrden = z.output<typeof ZModuloOrden>;
