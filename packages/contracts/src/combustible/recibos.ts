import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { MENSAJES_OPERACION as MO } from '../mensajes-operacion';
import { zPlaca } from '../pos';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { COLUMNA, ID_MAXIMO, zDecimal, zFecha, zFechaHoraEstricta, zIdCampo } from '../validaciones';

/**
 * Recibos de combustible (SCREENS.md G04, `configuracion/gestion_recibos`, module GESTION RECIBOS): a fuel delivery
 * into a tank. The dips before and after the unload are stored as manual tank readings; received = after − before +
 * what the POS sold from the tank during the unload; difference = received − invoiced. Posting raises the tank's
 * stock by the received gallons at weighted average cost (an inventory document RECIBO_COMBUSTIBLE, the one the
 * `diferencia-recibo` report reads). A difference beyond the tolerance requires an observation.
 */
export const MENSAJES_RECIBO = {
  registrado: (consecutivo: number) => `Recibo de combustible N° ${consecutivo} registrado correctamente`,
  registrados: (n: number) => `${n} recibos de combustible registrados correctamente`,
  anulado: 'Recibo de combustible anulado correctamente',
  noExiste: 'El recibo de combustible no existe',
  yaAnulado: 'El recibo de combustible ya está anulado',
  facturaRepetida: 'El número de factura ya está registrado para este proveedor',
  proveedorNoExiste: 'El proveedor no existe',
  finAntesDeInicio: 'El fin del descargue debe ser posterior al inicio',
  recibidoNoPositivo: 'El volumen recibido debe ser mayor que cero: revise las mediciones',
  observacionRequerida: (pct: string, tolerancia: string) =>
    `La diferencia (${pct} %) supera la tolerancia de ${tolerancia} %: indique una observación`,
  fechaFutura: MO.fechaFutura,
} as const;

export const ESTADOS_RECIBO_COMBUSTIBLE = ['REGISTRADO', 'ANULADO'] as const;
export const MAX_RECIBOS_LOTE = 50;

const obligatorio = <T extends z.ZodType>(esquema: T) =>
  z.custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorioCorto }).pipe(esquema);

const texto = (largo: number) =>
  z
    .string({ error: MENSAJES.campoObligatorioCorto })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorioCorto })
    .max(largo, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase());

/** `POST M:recibo-combustible`: the delivery, its invoice and the tank's dips before and after the unload. */
export const ZReciboForm = z
  .object({
    bodega_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    proveedor_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    factura_proveedor: texto(30),
    guia_sicom: texto(30),
    placa_carrotanque: z
      .custom<unknown>((v) => v !== '' && v !== null && v !== undefined, { error: MENSAJES.campoObligatorioCorto })
      .pipe(zPlaca),
    volumen_facturado: obligatorio(zDecimal(COLUMNA.volumen, { minimo: 'positivo' })),
    costo_galon: obligatorio(zDecimal(COLUMNA.dinero, { minimo: 'positivo' })),
    /** The dip before the unload: its moment and height. */
    fecha_inicio: zFechaHoraEstricta(MO.fechaInvalida),
    altura_antes_mm: obligatorio(zDecimal(COLUMNA.altura)),
    /** The dip after the unload. */
    fecha_fin: zFechaHoraEstricta(MO.fechaInvalida),
    altura_despues_mm: obligatorio(zDecimal(COLUMNA.altura)),
    observacion: z
      .string()
      .trim()
      .max(200, { error: MENSAJES.valorNoValido })
      .nullish()
      .transform((v) => (v ? v : null)),
    uuid: z.uuid({ error: MO.uuidInvalido }).optional(),
  })
  .refine((r) => r.fecha_fin > r.fecha_inicio, { error: MENSAJES_RECIBO.finAntesDeInicio, path: ['fecha_fin'] });
export type TReciboForm = z.input<typeof ZReciboForm>;
export type TRecibo = z.output<typeof ZReciboForm>;

/** `POST M:recibos-combustible`: several deliveries, all posted or none. */
export const ZRecibosForm = z.object({
  recibos: z
    .array(ZReciboForm, { error: MENSAJES.valorNoValido })
    .min(1, { error: MO.loteVacio })
    .max(MAX_RECIBOS_LOTE, { error: MO.loteMaximo(MAX_RECIBOS_LOTE) }),
});

export const ZReciboCreado = z.object({
  id: zIdFila,
  consecutivo: z.number().int().positive(),
  recibidos: z.number(),
  diferencia: z.number(),
  porcentaje: z.number().nullable(),
});
export const ZRecibosCreados = z.object({ recibos: z.array(ZReciboCreado) });

export const ZReciboFila = z.object({
  id: zIdFila,
  consecutivo: z.number().int(),
  empresa_id: zIdFila,
  estacion: z.string(),
  bodega_id: zIdFila,
  tanque: z.string(),
  producto: z.string().nullable(),
  proveedor: z.string().nullable(),
  factura_proveedor: z.string().nullable(),
  guia_sicom: z.string().nullable(),
  placa_carrotanque: z.string().nullable(),
  fecha: z.string(),
  fecha_negocio: z.string(),
  volumen_facturado: z.number().nullable(),
  medido_antes: z.number().nullable(),
  medido_despues: z.number().nullable(),
  venta_descargue: z.number().nullable(),
  recibidos: z.number(),
  diferencia: z.number().nullable(),
  porcentaje: z.number().nullable(),
  costo_galon: z.number(),
  total: z.number(),
  estado: z.enum(ESTADOS_RECIBO_COMBUSTIBLE),
  observaciones: z.string().nullable(),
});
export type TReciboFila = z.infer<typeof ZReciboFila>;

export const CAMPOS_ORDEN_RECIBO = ['fecha', 'consecutivo', 'estacion', 'tanque', 'proveedor', 'recibidos', 'estado'] as const;

/** `GET M:recibo-combustible/empresa/{id}`: the deliveries of a station or of the stations under a company in scope. */
export const ZRecibosQuery = zListaQuery(CAMPOS_ORDEN_RECIBO).extend({
  estacion_id: z.coerce.number().int().positive().max(ID_MAXIMO).optional(),
  estado_recibo: z.enum(ESTADOS_RECIBO_COMBUSTIBLE).optional(),
  fecha_inicio: zFecha().optional(),
  fecha_fin: zFecha().optional(),
});
export type TRecibosQuery = z.infer<typeof ZRecibosQuery>;
