import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { zIdCampo } from '../validaciones';

/**
 * Turnos (SCREENS.md G23, `configuracion/gestion_turnos`, module GESTION TURNOS): the shift schedules of a station
 * (`horario/empresa`). Estación*, Nombre*, Hora inicio*, Hora fin*; a shift may cross midnight (22:00 → 06:00), and
 * two active shifts of one station never overlap.
 */
export const MENSAJES_TURNO = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  enUso: 'No se puede eliminar: el registro está en uso. Inactívelo.',
  noExiste: 'El turno no existe',
  horaNoValida: 'Ingrese una hora válida (HH:mm)',
  mismaHora: 'La hora de fin debe ser distinta de la hora de inicio',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  nombreRepetido: 'Ya existe un turno con este nombre en la estación',
  /** `El turno se cruza con {nombre}`: built by `cruceCon`; this is its template for the translations. */
  seCruzaCon: 'El turno se cruza con {{nombre}}',
} as const;

/** SCREENS.md G23: `El turno se cruza con {nombre}`. */
export const cruceCon = (nombre: string) => `El turno se cruza con ${nombre}`;

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A clock time HH:mm (seconds, if sent, are dropped). */
export const zHora = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .min(1, { error: MENSAJES.campoObligatorio })
  .transform((v) => v.slice(0, 5))
  .pipe(z.string().regex(HORA, { error: MENSAJES_TURNO.horaNoValida }));

/** Minutes since midnight of an HH:mm time. */
export function minutosDe(hora: string): number {
  const [h, m] = hora.split(':').map(Number);
  return h * 60 + m;
}

/**
 * The stretches of a day a shift covers, in minutes [inicio, fin): one stretch, or two when it crosses midnight
 * (22:00 → 06:00 is [1320, 1440) and [0, 360)).
 */
export function tramosTurno(inicio: string, fin: string): [number, number][] {
  const a = minutosDe(inicio);
  const b = minutosDe(fin);
  return a < b
    ? [[a, b]]
    : ([
        [a, 1440],
        [0, b],
      ].filter(([x, y]) => y > x) as [number, number][]);
}

/** Whether two shifts share any minute of the day (touching ends, 06:00 → 14:00 and 14:00 → 22:00, do not). */
export function turnosSeCruzan(a: { hora_inicio: string; hora_fin: string }, b: { hora_inicio: string; hora_fin: string }): boolean {
  return tramosTurno(a.hora_inicio, a.hora_fin).some(([x1, y1]) =>
    tramosTurno(b.hora_inicio, b.hora_fin).some(([x2, y2]) => x1 < y2 && x2 < y1),
  );
}

export const ZTurnoForm = z
  .object({
    empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    nombre: z
      .string({ error: MENSAJES.campoObligatorio })
      .trim()
      .min(1, { error: MENSAJES.campoObligatorio })
      .max(30, { error: MENSAJES.valorNoValido })
      .transform((v) => v.toUpperCase()),
    hora_inicio: zHora,
    hora_fin: zHora,
  })
  .superRefine((t, ctx) => {
    if (t.hora_inicio === t.hora_fin) ctx.addIssue({ code: 'custom', path: ['hora_fin'], message: MENSAJES_TURNO.mismaHora });
  });
export type TTurnoForm = z.input<typeof ZTurnoForm>;
export type TTurnoGuardar = z.output<typeof ZTurnoForm>;

export const ZTurnoEdicion = ZTurnoForm.safeExtend({ id: zIdCampo() });
export type TTurnoEdicion = z.output<typeof ZTurnoEdicion>;

export const ZTurno = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  nombre: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string(),
  /** It crosses midnight: it ends the next day. */
  cruza_medianoche: z.boolean(),
  /** Length in minutes. */
  duracion: z.number().int(),
  estado: z.enum(['A', 'I']),
  /** Shifts opened on it: it cannot be deleted. */
  en_uso: z.boolean(),
});
export type TTurno = z.infer<typeof ZTurno>;

export const CAMPOS_ORDEN_TURNO = ['estacion', 'nombre', 'hora_inicio', 'hora_fin', 'estado'] as const;
/** GET horario/empresa (every station of the scope, or `empresa_id`) and GET horario/empresa/{id}. */
export const ZTurnosQuery = zListaQuery(CAMPOS_ORDEN_TURNO).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TTurnosQuery = z.input<typeof ZTurnosQuery>;
