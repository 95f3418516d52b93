import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { MENSAJES_OPERACION as MO } from '../mensajes-operacion';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { COLUMNA, ID_MAXIMO, zDecimal, zFecha, zFechaHoraEstricta, zIdCampo } from '../validaciones';

/**
 * Calibraciones (SCREENS.md G04, `configuracion/gestion_calibraciones`, module GESTION CALIBRACIONES): a test pour
 * measured in a can and returned to the tank, not a sale. Office-entered pours are the same `calibraciones` rows POS
 * ingestion writes (no device), so the shift, the tank's day rollup and the kardex take them alike: subtracted from
 * the meter sales, added back to the book stock. Annulling (letter N) takes them out of all of those.
 */
export const MENSAJES_CALIBRACION = {
  registrada: 'Calibración registrada correctamente',
  registradas: (n: number) => `${n} calibraciones registradas correctamente`,
  anulada: 'Calibración anulada correctamente',
  noExiste: 'La calibración no existe',
  yaAnulada: 'La calibración ya está anulada',
  turnoNoExiste: 'El turno no existe en la estación',
  responsableNoExiste: 'El responsable no existe en la estación',
  mangueraNoExiste: 'La manguera no pertenece a la estación',
  fechaFutura: MO.fechaFutura,
  volumenMaximo: MO.calibracionMaxima,
} as const;

/** The parameter bounding one pour, in gallons, and its default (SCREENS.md G04). */
export const PARAMETRO_CALIBRACION_MAXIMA = 'CALIBRACION_MAXIMA_GALONES';
export const CALIBRACION_MAXIMA_DEFECTO = 20;

export const ESTADOS_CALIBRACION = ['REGISTRADA', 'ANULADA'] as const;
/** OFICINA: typed in the back office; POS: sent by a station device. */
export const ORIGENES_CALIBRACION = ['OFICINA', 'POS'] as const;
export const MAX_CALIBRACIONES_LOTE = 100;

const obligatorio = <T extends z.ZodType>(esquema: T) =>
  z.custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorioCorto }).pipe(esquema);

/** `POST M:calibracion`: Estación*, Turno*, Manguera*, Volumen* (gal, > 0, ≤ the parameter), Fecha*, Responsable*. */
export const ZCalibracionForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  turno_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  manguera_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  volumen: obligatorio(zDecimal(COLUMNA.volumen, { minimo: 'positivo' })),
  fecha: zFechaHoraEstricta(MO.fechaInvalida),
  /** The promoter who made the pour. */
  responsable_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  /** Re-sending the same uuid stores nothing (a retried save). */
  uuid: z.uuid({ error: MO.uuidInvalido }).optional(),
});
export type TCalibracionForm = z.input<typeof ZCalibracionForm>;
export type TCalibracion = z.output<typeof ZCalibracionForm>;

/** `POST M:calibraciones`: several pours, all stored or none. */
export const ZCalibracionesForm = z.object({
  calibraciones: z
    .array(ZCalibracionForm, { error: MENSAJES.valorNoValido })
    .min(1, { error: MO.loteVacio })
    .max(MAX_CALIBRACIONES_LOTE, { error: MO.loteMaximo(MAX_CALIBRACIONES_LOTE) }),
});

export const ZCalibracionCreada = z.object({ id: zIdFila });
export const ZCalibracionesCreadas = z.object({ ids: z.array(zIdFila) });

export const ZCalibracionFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  turno_id: zIdFila.nullable(),
  turno: z.string().nullable(),
  manguera_id: zIdFila,
  manguera: z.string(),
  producto: z.string(),
  tanque: z.string(),
  fecha: z.string(),
  fecha_negocio: z.string(),
  volumen: z.number(),
  responsable_id: zIdFila.nullable(),
  responsable: z.string().nullable(),
  origen: z.enum(ORIGENES_CALIBRACION),
  estado: z.enum(ESTADOS_CALIBRACION),
});
export type TCalibracionFila = z.infer<typeof ZCalibracionFila>;

export const CAMPOS_ORDEN_CALIBRACION = ['fecha', 'estacion', 'manguera', 'volumen', 'estado'] as const;

/** `GET M:calibracion/empresa/{id}`: the pours of a station or of the stations under a company in scope. */
export const ZCalibracionesQuery = zListaQuery(CAMPOS_ORDEN_CALIBRACION).extend({
  estacion_id: z.coerce.number().int().positive().max(ID_MAXIMO).optional(),
  estado_calibracion: z.enum(ESTADOS_CALIBRACION).optional(),
  fecha_inicio: zFecha().optional(),
  fecha_fin: zFecha().optional(),
});
export type TCalibracionesQuery = z.infer<typeof ZCalibracionesQuery>;

const ZOpcion = z.object({ id: zIdFila, texto: z.string() });
/** `GET M:calibracion/opciones/empresa/{id}`: the form's selectors for a station: its recent shifts, hoses and promoters. */
export const ZCalibracionOpciones = z.object({
  turnos: z.array(ZOpcion),
  mangueras: z.array(ZOpcion),
  responsables: z.array(ZOpcion),
});
export type TCalibracionOpciones = z.infer<typeof ZCalibracionOpciones>;
