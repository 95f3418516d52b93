import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { COLUMNA, ID_MAXIMO, zDecimal, zFecha, zIdCampo } from '../validaciones';

/**
 * Inventario de combustible (SCREENS.md G04, `configuracion/gestion_inventario_combustible`, module GESTION
 * INVENTARIO COMBUSTIBLE): per tank, the book stock (the shared formula of the dips list: previous dip + receipts +
 * transfers in − transfers out − sales; test pours go back to the tank), the last dip and the over/short of a day and
 * since the tank's start. `Inventario inicial` (once per tank) and `Ajuste` (letter A) post inventory documents through
 * the same posting service as receipts and POS sales, so stock, kardex and rollups stay one.
 */
export const MENSAJES_INVENTARIO_COMBUSTIBLE = {
  inicialRegistrado: (consecutivo: number) => `Inventario inicial N° ${consecutivo} registrado correctamente`,
  ajusteRegistrado: (consecutivo: number) => `Ajuste N° ${consecutivo} registrado correctamente`,
  yaTieneInicial: 'El tanque ya tiene inventario inicial',
  ajusteCero: 'El ajuste no puede ser cero',
  sinProducto: 'El tanque no tiene producto',
} as const;

/** Status of an over/short: within the tolerance, above it (yellow), above 1 % (red). */
export const ESTADOS_DIFERENCIA = ['NORMAL', 'ALERTA', 'CRITICO'] as const;
export type EstadoDiferencia = (typeof ESTADOS_DIFERENCIA)[number];
/** Above this percentage an over/short is red whatever the tolerance. */
export const LIMITE_CRITICO_PCT = 1;
/** Below these gallons sold over a span, its over/short has no percentage: a share of almost nothing means nothing. */
export const GALONES_MINIMOS_PORCENTAJE = 50;

const obligatorio = <T extends z.ZodType>(esquema: T) =>
  z.custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorioCorto }).pipe(esquema);

/** `POST M:inventario-combustible/inicial`: the tank's opening stock, once, at a cost per gallon. */
export const ZInventarioInicialForm = z.object({
  bodega_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  cantidad: obligatorio(zDecimal(COLUMNA.volumen, { minimo: 'positivo' })),
  costo_unitario: obligatorio(zDecimal(COLUMNA.dinero, { minimo: 'positivo' })),
});
export type TInventarioInicialForm = z.input<typeof ZInventarioInicialForm>;
export type TInventarioInicial = z.output<typeof ZInventarioInicialForm>;

/** Gallons of an adjustment: signed (a loss is negative), not zero, thousandths at most. */
const galonesAjuste = z.coerce
  .number({ error: MENSAJES.debeSerNumero })
  .refine((v) => v !== 0, { error: MENSAJES_INVENTARIO_COMBUSTIBLE.ajusteCero })
  .refine((v) => Math.abs(v) < 1e9 && Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: MENSAJES.valorNoValido });

/** `POST M:inventario-combustible/ajuste`: a signed correction of the tank's stock, with its reason. */
export const ZAjusteCombustibleForm = z.object({
  bodega_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  cantidad: obligatorio(galonesAjuste),
  motivo: z
    .string({ error: MENSAJES.campoObligatorioCorto })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorioCorto })
    .max(200, { error: MENSAJES.valorNoValido }),
});
export type TAjusteCombustibleForm = z.input<typeof ZAjusteCombustibleForm>;
export type TAjusteCombustible = z.output<typeof ZAjusteCombustibleForm>;

export const ZDocumentoCombustibleCreado = z.object({ id: zIdFila, consecutivo: z.number().int() });

/** A tank's row. Gallons to the thousandth; percentages truncated to two decimals; null when there is nothing to compare. */
export const ZInventarioCombustibleFila = z.object({
  bodega_id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  tanque: z.string(),
  producto: z.string().nullable(),
  capacidad: z.number().nullable(),
  /** Stock the kardex holds (documents and sales). */
  existencia: z.number(),
  inventario_inicial: z.boolean(),
  /** The day's last dip: its moment and its gallons (none when the day has no dip). */
  ultima_medicion: z.string().nullable(),
  medido: z.number().nullable(),
  /** The day's starting stock: the last dip of an earlier day, or the opening stock when later. */
  inicial_dia: z.number().nullable(),
  /** Receipts and transfers posted between the starting stock and the day's last dip (signed). */
  entradas_dia: z.number().nullable(),
  /** Gallons the POS sold from the tank over the same span. */
  ventas_dia: z.number().nullable(),
  /** inicial_dia + entradas_dia − ventas_dia: what the tank should hold at the day's last dip. */
  libro: z.number().nullable(),
  /** medido − libro. */
  diferencia_dia: z.number().nullable(),
  /** diferencia_dia over ventas_dia (%), none under GALONES_MINIMOS_PORCENTAJE sold. */
  porcentaje_dia: z.number().nullable(),
  estado_dia: z.enum(ESTADOS_DIFERENCIA).nullable(),
  /** The last dip − (the opening stock, or the first dip, + the movement since). */
  diferencia_acumulada: z.number().nullable(),
  porcentaje_acumulado: z.number().nullable(),
  estado_acumulado: z.enum(ESTADOS_DIFERENCIA).nullable(),
});
export type TInventarioCombustibleFila = z.infer<typeof ZInventarioCombustibleFila>;

export const CAMPOS_ORDEN_INVENTARIO_COMBUSTIBLE = ['estacion', 'tanque', 'producto'] as const;

/** `GET M:inventario-combustible/empresa/{id}`: the tanks of a station, or of the stations under a company in scope. */
export const ZInventarioCombustibleQuery = zListaQuery(CAMPOS_ORDEN_INVENTARIO_COMBUSTIBLE).extend({
  estacion_id: z.coerce.number().int().positive().max(ID_MAXIMO).optional(),
  /** Business day of the daily over/short; today when absent. */
  dia: zFecha().optional(),
});
export type TInventarioCombustibleQuery = z.infer<typeof ZInventarioCombustibleQuery>;
