import { z } from 'zod';

/**
 * Every list call pages. The rows stay in `data` (an array, as the specification's calls answer), and the
 * envelope says how many rows match in `paginacion`, so documented shapes keep working and nothing returns
 * unbounded rows.
 *
 * Query: `limite` (1..LIMITE_MAXIMO, default LIMITE_DEFECTO), `desde` (offset, default 0). List screens add
 * `buscar`, `estado` (A, I or T = todos) and `orden` (`campo:asc,otro:desc`), each checked by the call's own
 * schema: a field that is not sortable is a 400, never SQL.
 */
export const LIMITE_MAXIMO = 500;
/** Selectors ask for their whole (bounded) list; list screens ask for one page. */
export const LIMITE_DEFECTO = 500;
/** Offsets above this are refused: deep pages belong to keyset or narrower filters. */
export const DESDE_MAXIMO = 1_000_000;

export const ZPaginacionQuery = z.object({
  limite: z.coerce.number().int().min(1).max(LIMITE_MAXIMO).default(LIMITE_DEFECTO),
  desde: z.coerce.number().int().min(0).max(DESDE_MAXIMO).default(0),
});
export type TPaginacionQuery = z.infer<typeof ZPaginacionQuery>;

export const ZPaginacion = z.object({ total: z.number().int().min(0), limite: z.number().int(), desde: z.number().int() });
export type TPaginacion = z.infer<typeof ZPaginacion>;

export const ESTADOS_FILTRO = ['A', 'I', 'T'] as const;
export type EstadoFiltro = (typeof ESTADOS_FILTRO)[number];

export interface OrdenCampo<C extends string> {
  campo: C;
  direccion: 'asc' | 'desc';
}

/**
 * `orden=codigo:asc,descripcion:desc` over the given sortable fields. An unknown field or direction is a 400
 * with the field named; up to three fields (the table's multi-sort).
 */
export function zOrden<const C extends readonly [string, ...string[]]>(campos: C) {
  const permitido = new Set<string>(campos);
  return z
    .string()
    .max(200)
    .regex(/^[a-z_]+(:(asc|desc))?(,[a-z_]+(:(asc|desc))?){0,2}$/, { error: 'Orden no válido' })
    .refine((v) => v.split(',').every((p) => permitido.has(p.split(':')[0])), { error: `Orden no válido: use ${campos.join(', ')}` })
    .transform((v) =>
      v.split(',').map((p) => {
        const [campo, direccion] = p.split(':');
        return { campo: campo as C[number], direccion: direccion === 'desc' ? 'desc' : 'asc' } satisfies OrdenCampo<C[number]>;
      }),
    );
}

/** The query of a list screen's call: paging, search, state and the sortable fields. */
export function zListaQuery<const C extends readonly [string, ...string[]]>(campos: C) {
  return ZPaginacionQuery.extend({
    buscar: z.string().trim().max(100).optional(),
    estado: z.enum(ESTADOS_FILTRO).default('T'),
    orden: zOrden(campos).optional(),
  });
}
