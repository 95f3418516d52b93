import { z } from 'zod';
import { ZPaginacion } from './paginacion';
import { ZEstadoActivo, zIdFila } from './respuestas';

/** Company lookups of the shell (GET /api/empresa/...): every answer is limited to the companies the caller may see. */

/** A company of the tree: children (node/{id}/0), parents (node/{id}/1) and descendants (obtener-hijo). */
export const ZEmpresaNodo = z.object({
  id: zIdFila,
  alias: z.string(),
  nombre: z.string(),
  razon_social: z.string(),
  /** Company type (TIPO_EMPRESA). */
  tipo: z.number().int(),
  /** Parent company; null for the business root. */
  empresas_id: zIdFila.nullable(),
  estado: ZEstadoActivo,
  /** Place names kept on the company (null when not recorded). */
  ciudad: z.string().nullable(),
  departamento: z.string().nullable(),
  pais: z.string().nullable(),
});
export type TEmpresaNodo = z.infer<typeof ZEmpresaNodo>;

/**
 * GET /api/empresa/obtener-hijo/dominio_id/{id}: the descendants come in `hijos` (the specification's shape), one
 * page of them, with `paginacion`.
 */
export const ZRespuestaHijos = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.string(),
  hijos: z.array(ZEmpresaNodo),
  paginacion: ZPaginacion,
});
export type TRespuestaHijos = z.infer<typeof ZRespuestaHijos>;

/** GET /api/empresa/select/all/{businessId}: an active station (EDS, CDL, kiosk) the user may see. */
export const ZEstacionNegocio = z.object({
  idEds: zIdFila,
  nombre: z.string(),
  razon_social: z.string(),
  alias: z.string(),
  tipo: z.number().int(),
  empresas_id: zIdFila.nullable(),
  ciudad_id: zIdFila.nullable(),
  departamento_id: zIdFila.nullable(),
  pais_id: zIdFila.nullable(),
  ciudad: z.string().nullable(),
  departamento: z.string().nullable(),
  pais: z.string().nullable(),
  localizacion: z.object({ lat: z.number().nullable(), lng: z.number().nullable() }),
});
export type TEstacionNegocio = z.infer<typeof ZEstacionNegocio>;
