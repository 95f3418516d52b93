import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { DESDE_MAXIMO, LIMITE_MAXIMO, ZPaginacion } from '../paginacion';
import { zFecha } from '../validaciones';

/**
 * Auditoría (SCREENS.md G27, `configuracion/auditoria`, module AUDITORIA): the append-only log of every write
 * (docs/decisions/005), read-only. `POST auditoria/listar` pages it in SQL within a range of at most 31 days;
 * `GET auditoria/{id}` answers one row with its diff. A user sees the rows of the companies of their scope.
 */
export const MENSAJES_AUDITORIA = {
  rangoMaximo: 'El rango de fechas no puede ser mayor a 31 días',
  fechaInicialMayor: MENSAJES.fechaInicialMayor,
  fechaObligatoria: 'Seleccione la fecha inicial y la fecha final',
} as const;

export const DIAS_MAXIMOS_AUDITORIA = 31;
export const ACCIONES_AUDITORIA = ['INSERT', 'UPDATE', 'DELETE', 'INGRESO', 'SALIDA'] as const;

const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

const zIdFiltro = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);
const zTextoFiltro = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(60).optional());

export const ZAuditoriaFiltro = z
  .object({
    fecha_inicial: zFecha(MENSAJES_AUDITORIA.fechaObligatoria),
    fecha_final: zFecha(MENSAJES_AUDITORIA.fechaObligatoria),
    /** User name (login), partial match. */
    usuario: zTextoFiltro,
    empresa_id: zIdFiltro,
    modulo_id: zIdFiltro,
    /** The table (entity) written. */
    entidad: zTextoFiltro,
    accion: zTextoFiltro,
    limite: z.coerce.number().int().min(1).max(LIMITE_MAXIMO).default(10),
    desde: z.coerce.number().int().min(0).max(DESDE_MAXIMO).default(0),
  })
  .superRefine((f, ctx) => {
    if (f.fecha_inicial > f.fecha_final) {
      ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: MENSAJES_AUDITORIA.fechaInicialMayor });
    } else if (diasEntre(f.fecha_inicial, f.fecha_final) > DIAS_MAXIMOS_AUDITORIA - 1) {
      ctx.addIssue({ code: 'custom', path: ['fecha_final'], message: MENSAJES_AUDITORIA.rangoMaximo });
    }
  });
export type TAuditoriaFiltro = z.input<typeof ZAuditoriaFiltro>;
export type TAuditoriaFiltroValido = z.output<typeof ZAuditoriaFiltro>;

export const ZAuditoriaFila = z.object({
  id: z.number().int(),
  /** ISO instant. */
  fecha: z.string(),
  usuarios_id: z.number().int().nullable(),
  usuario: z.string().nullable(),
  nombre_usuario: z.string().nullable(),
  empresa_id: z.number().int().nullable(),
  empresa: z.string().nullable(),
  modulo_id: z.number().int().nullable(),
  modulo: z.string().nullable(),
  entidad: z.string(),
  registro_id: z.string().nullable(),
  accion: z.string(),
  ip: z.string().nullable(),
});
export type TAuditoriaFila = z.infer<typeof ZAuditoriaFila>;

export const ZAuditoriaPagina = z.object({
  success: z.boolean(),
  status: z.number(),
  mensaje: z.string(),
  data: z.array(ZAuditoriaFila),
  paginacion: ZPaginacion,
});

/** One changed field: its value before and after (null when absent). */
export const ZCambioAuditoria = z.object({ campo: z.string(), antes: z.unknown(), despues: z.unknown() });
export type TCambioAuditoria = z.infer<typeof ZCambioAuditoria>;

export const ZAuditoriaDetalle = ZAuditoriaFila.extend({
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
  /** The fields that differ between before and after, by name. */
  cambios: z.array(ZCambioAuditoria),
});
export type TAuditoriaDetalle = z.infer<typeof ZAuditoriaDetalle>;

/** The fields whose values differ between two versions of a row, sorted by name. */
export function cambiosAuditoria(antes: Record<string, unknown> | null, despues: Record<string, unknown> | null): TCambioAuditoria[] {
  const campos = new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})]);
  return [...campos]
    .sort()
    .map((campo) => ({ campo, antes: antes?.[campo] ?? null, despues: despues?.[campo] ?? null }))
    .filter((c) => JSON.stringify(c.antes) !== JSON.stringify(c.despues));
}
