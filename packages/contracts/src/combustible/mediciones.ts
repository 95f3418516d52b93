import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { MENSAJES_OPERACION as MO } from '../mensajes-operacion';
import { ORIGENES_LECTURA_TANQUE } from '../operacion';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { COLUMNA, ID_MAXIMO, zDecimal, zFecha, zFechaHoraEstricta, zIdCampo } from '../validaciones';

/**
 * Medición de tanques (SCREENS.md G04, `configuracion/medicion_tanques`, module MEDICION TANQUES): manual dips typed
 * in the back office. They are the same rows POS ingestion writes (`lecturas_tanque`, origin MANUAL), so the day
 * rollup, the tank's latest state and the reconciliation read them alike. Probe (SONDA) and POS rows are read-only.
 */
export const MENSAJES_MEDICION = {
  registrada: 'Medición registrada correctamente',
  registradas: (n: number) => `${n} mediciones registradas correctamente`,
  eliminada: 'Medición eliminada correctamente',
  noExiste: 'La medición no existe',
  soloManual: 'Las mediciones de sonda o del POS no se pueden modificar',
  fechaFutura: MO.fechaFutura,
  alturaFueraDeAforo: MO.alturaFueraDeAforo,
} as const;

/** Largest batch of `POST tanque/mediciones`. */
export const MAX_MEDICIONES_LOTE = 100;

/** An optional number of a form: an empty field is null. */
const opcional = <T extends z.ZodType>(esquema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), esquema.nullable());

/** A required number of a form: an empty field says 'Campo obligatorio', not 0. */
const obligatorio = <T extends z.ZodType>(esquema: T) =>
  z.custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorioCorto }).pipe(esquema);

/** `POST M:tanque/medicion`: one dip of a tank, at a Bogotá wall-clock moment not in the future. */
export const ZMedicionForm = z.object({
  bodega_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  fecha: zFechaHoraEstricta(MO.fechaInvalida),
  altura_mm: obligatorio(zDecimal(COLUMNA.altura)),
  altura_agua_mm: opcional(zDecimal(COLUMNA.altura)),
  temperatura: opcional(
    z.coerce
      .number({ error: MENSAJES.debeSerNumero })
      .min(-20, { error: MENSAJES.valorNoValido })
      .max(80, { error: MENSAJES.valorNoValido }),
  ),
  /** Re-sending the same uuid stores nothing (a retried save). */
  uuid: z.uuid({ error: MO.uuidInvalido }).optional(),
});
export type TMedicionForm = z.input<typeof ZMedicionForm>;
export type TMedicion = z.output<typeof ZMedicionForm>;

/** `POST M:tanque/mediciones`: several dips, all stored or none. */
export const ZMedicionesForm = z.object({
  mediciones: z
    .array(ZMedicionForm, { error: MENSAJES.valorNoValido })
    .min(1, { error: MO.loteVacio })
    .max(MAX_MEDICIONES_LOTE, { error: MO.loteMaximo(MAX_MEDICIONES_LOTE) }),
});

export const ZMedicionCreada = z.object({ id: zIdFila, volumen: z.number() });
export const ZMedicionesCreadas = z.object({ ids: z.array(zIdFila) });

/** A row of the list: the dip, its volume, the book stock at its moment and the difference (measured − book). */
export const ZMedicionFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  bodega_id: zIdFila,
  tanque: z.string(),
  producto: z.string().nullable(),
  fecha: z.string(),
  fecha_negocio: z.string(),
  altura_mm: z.number().nullable(),
  altura_agua_mm: z.number(),
  volumen: z.number(),
  volumen_agua: z.number(),
  temperatura: z.number().nullable(),
  origen: z.enum(ORIGENES_LECTURA_TANQUE),
  /** Previous dip + receipts and transfers − sales since it; null for a tank's first dip. */
  libro: z.number().nullable(),
  diferencia: z.number().nullable(),
});
export type TMedicionFila = z.infer<typeof ZMedicionFila>;

export const CAMPOS_ORDEN_MEDICION = ['fecha', 'estacion', 'tanque', 'volumen', 'origen'] as const;

/** `GET M:tanque/mediciones/empresa/{id}`: the dips of a station (or of the stations under a company in scope). */
export const ZMedicionesQuery = zListaQuery(CAMPOS_ORDEN_MEDICION).extend({
  estacion_id: z.coerce.number().int().positive().max(ID_MAXIMO).optional(),
  bodega_id: z.coerce.number().int().positive().max(ID_MAXIMO).optional(),
  origen: z.enum(ORIGENES_LECTURA_TANQUE).optional(),
  fecha_inicio: zFecha().optional(),
  fecha_fin: zFecha().optional(),
});
export type TMedicionesQuery = z.infer<typeof ZMedicionesQuery>;
