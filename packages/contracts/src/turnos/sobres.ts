import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { zDinero, zEntero, zFecha, zIdCampo } from '../validaciones';

/**
 * Sobres (SCREENS.md G23, `configuracion/gestion_sobres`, module GESTION SOBRES): the cash envelopes a promoter drops
 * during a shift, posted by the POS (`sobres`) or registered here. `Verificar` (letter U) records the counted value
 * and an observation: equal to the declared value → VERIFICADO, otherwise CON DIFERENCIA. The shift's envelope total
 * (`turnos.total_sobres`) counts each envelope at its counted value once verified, so the shift variance follows.
 */
export const MENSAJES_SOBRE = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  eliminado: 'Registro eliminado correctamente',
  verificado: 'Sobre verificado correctamente',
  noExiste: 'El sobre no existe',
  turnoNoExiste: 'El turno no existe en la estación',
  numeroRepetido: 'Ya existe un sobre con este número en el turno',
  yaVerificado: 'El sobre ya fue verificado: no se puede modificar ni eliminar',
  observacionObligatoria: 'Indique la observación de la diferencia',
} as const;

export const ESTADOS_SOBRE = ['REGISTRADO', 'VERIFICADO', 'CON DIFERENCIA'] as const;
export type TEstadoSobre = (typeof ESTADOS_SOBRE)[number];

/** A required amount of a form: an empty field says 'Este campo es obligatorio', not 0. */
const zDineroObligatorio = () =>
  z.custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorio }).pipe(zDinero());

/** Optional text: the forms send an empty field as null. */
const zObservacion = z
  .string()
  .trim()
  .max(200, { error: MENSAJES.valorNoValido })
  .nullish()
  .transform((v) => (v ? v : null));

/** An envelope registered by hand (the POS posts its own): station, shift, number and declared value. */
export const ZSobreForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  turno_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  numero: z
    .custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorio })
    .pipe(zEntero({ minimo: 'positivo', maximo: 999_999 })),
  valor_declarado: zDineroObligatorio(),
  observacion: zObservacion,
});
export type TSobreForm = z.input<typeof ZSobreForm>;
export type TSobreGuardar = z.output<typeof ZSobreForm>;

export const ZSobreEdicion = ZSobreForm.safeExtend({ id: zIdCampo() });
export type TSobreEdicion = z.output<typeof ZSobreEdicion>;

/** `PUT M:sobre/{id}/verificar`: the counted value; the observation is required when it differs from the declared. */
export const ZSobreVerificacion = z.object({
  valor_contado: zDineroObligatorio(),
  observacion: zObservacion,
});
export type TSobreVerificacionForm = z.input<typeof ZSobreVerificacion>;
export type TSobreVerificacion = z.output<typeof ZSobreVerificacion>;

/** The state a verification leaves: equal values (to the cent) verify, any difference is CON DIFERENCIA. */
export function estadoVerificado(declarado: number, contado: number): TEstadoSobre {
  return Math.round(declarado * 100) === Math.round(contado * 100) ? 'VERIFICADO' : 'CON DIFERENCIA';
}

export const ZSobre = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  turno_id: zIdFila,
  /** The shift as the list shows it: its schedule (or island) and opening time. */
  turno: z.string(),
  fecha_negocio: z.string(),
  fecha: z.string(),
  promotor_id: zIdFila,
  promotor: z.string(),
  numero: z.number().int(),
  valor_declarado: z.number(),
  valor_contado: z.number().nullable(),
  /** Counted − declared, once counted. */
  diferencia: z.number().nullable(),
  estado: z.enum(ESTADOS_SOBRE),
  observacion: z.string().nullable(),
});
export type TSobre = z.infer<typeof ZSobre>;

/** A shift of a station a hand-registered envelope may belong to (the form's selector). */
export const ZTurnoSobre = z.object({ id: zIdFila, texto: z.string(), promotor: z.string(), fecha_negocio: z.string() });
export type TTurnoSobre = z.infer<typeof ZTurnoSobre>;

export const CAMPOS_ORDEN_SOBRE = [
  'estacion',
  'fecha',
  'numero',
  'promotor',
  'valor_declarado',
  'valor_contado',
  'diferencia',
  'estado',
] as const;

/**
 * GET M:sobre/empresa (every station of the scope) and GET M:sobre/empresa/{id}: `turno_id`, `promotor_id`,
 * `verificacion` (an envelope state) and the business-day range narrow it; `buscar` matches number and promoter.
 */
export const ZSobresQuery = zListaQuery(CAMPOS_ORDEN_SOBRE).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  turno_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  promotor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  verificacion: z.enum(ESTADOS_SOBRE).optional(),
  fecha_inicio: zFecha().optional(),
  fecha_fin: zFecha().optional(),
});
export type TSobresQuery = z.input<typeof ZSobresQuery>;
