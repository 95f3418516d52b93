import { z } from 'zod';
import { ZPaginacion } from './paginacion';
import { zIdFila } from './respuestas';

/**
 * The location catalogue in the shapes the specification gives (accounting-integration service): the rows come in
 * `result`, not `data`. Country (id_paises, nombre_pais), department (id_departamento, nombre_departamento), city
 * (id_provincia, with its name in nombre_departamento).
 */
export const ZPais = z.object({ id_paises: zIdFila, nombre_pais: z.string() });
export type TPais = z.infer<typeof ZPais>;

export const ZDepartamento = z.object({ id_departamento: zIdFila, nombre_departamento: z.string() });
export type TDepartamento = z.infer<typeof ZDepartamento>;

/** A city: the specification keeps its id in id_provincia and its name in nombre_departamento. */
export const ZCiudad = z.object({ id_provincia: zIdFila, nombre_departamento: z.string() });
export type TCiudad = z.infer<typeof ZCiudad>;

/** The answer of a location list: one page of rows in `result`, and how many match in `paginacion`. */
export function envelopeResultado<T extends z.ZodType>(fila: T) {
  return z.object({ success: z.boolean(), status: z.number(), mensaje: z.string(), result: z.array(fila), paginacion: ZPaginacion });
}
export interface EnvelopeResultado<T> {
  success: boolean;
  status: number;
  mensaje: string;
  result: T[];
  paginacion: z.infer<typeof ZPaginacion>;
}
