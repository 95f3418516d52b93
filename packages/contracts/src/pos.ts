import { z } from 'zod';
import { envelope } from './envelope';
import { MENSAJES_OPERACION as M } from './mensajes-operacion';
import { COLUMNA, ID_MAXIMO, zDecimalPos, zEntero, zFechaHoraEstricta, zIdNumero } from './validaciones';
import { ESTADOS_FE, MAX_LOTE_POS, ORIGENES_LECTURA_TANQUE, TIPOS_LECTURA_MANGUERA, TIPOS_NEGOCIO } from './operacion';

/**
 * What POS devices send (POST /api/pos/v1/...). Every call carries a list of items, each with a uuid the
 * device generated; each item is validated and stored on its own, and re-sending a uuid stores nothing.
 * Every number is bounded by the column that stores it (validaciones.ts): an item beyond them is refused alone.
 */

/** Positive quantity (gallons or units) of a line, numeric(12,3); more than 3 decimals are rounded. */
export const zCantidad = zDecimalPos(COLUMNA.cantidad, 'positivo', M.cantidadInvalida);

/** Non-negative amount of money, numeric(14,2); more than 2 decimals are rounded. */
export const zValor = zDecimalPos(COLUMNA.dinero, 'noNegativo', M.valorInvalido);

/** Tank measures: heights in millimetres (numeric(8,1)) and volumes in gallons (numeric(12,3)). */
const zAltura = zDecimalPos(COLUMNA.altura, 'noNegativo', M.medidaInvalida);
const zVolumenTanque = zDecimalPos(COLUMNA.volumen, 'noNegativo', M.medidaInvalida);
/** Hose totalizers: gallons numeric(14,3), money numeric(16,2). */
const zTotalizador = zDecimalPos(COLUMNA.totalizador, 'noNegativo', M.lecturaInvalida);
const zTotalizadorValor = zDecimalPos(COLUMNA.totalizadorValor, 'noNegativo', M.lecturaInvalida);

export const zUuid = z.uuid({ error: M.uuidInvalido });
/** Bogotá wall-clock time, a real `YYYY-MM-DD HH:mm:ss` (no 30 February). */
export const zFechaHora = zFechaHoraEstricta(M.fechaInvalida);
const zIdPos = (campo: string) => zIdNumero(`${campo} debe ser un número entero`);
/** A whole number of an int4 column (kilometres, envelope numbers). */
const zEnteroPos = (minimo: 'positivo' | 'noNegativo') => zEntero({ coercion: false, minimo, maximo: ID_MAXIMO });

/** Colombian plates: cars AAA123, motorcycles AAA12A, trailers R12345 and similar; trimmed and upper-cased. */
export const PATRON_PLACA = /^([A-Z]{3}\d{3}|[A-Z]{3}\d{2}[A-Z]?|[A-Z]\d{5}|[A-Z]{2}\d{4})$/;
export const zPlaca = z
  .string({ error: M.placaInvalida })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => PATRON_PLACA.test(v), { error: M.placaInvalida });

export const ZVentaDetallePos = z.object({
  producto_id: zIdPos('producto_id'),
  cantidad: zCantidad,
  precio: zValor,
  /** Line discount in money. */
  descuento: zValor.optional(),
  /** Line value (cantidad × precio − descuento) as the POS rounded it; computed when absent. */
  valor: zValor.optional(),
  promocion_id: zIdPos('promocion_id').optional(),
});

export const ZVentaPagoPos = z.object({
  medio_pago_id: zIdPos('medio_pago_id'),
  valor: zValor,
  referencia: z.string().trim().max(60).optional(),
});

export const ZFacturaPos = z.object({
  prefijo: z
    .string()
    .trim()
    .min(1)
    .max(4)
    .transform((v) => v.toUpperCase()),
  consecutivo: z.number().int().positive(),
  /** An electronic invoice (or POS electronic document) sent to DIAN by the POS. */
  electronica: z.boolean().optional(),
  /** DIAN state the POS knows (2 authorised, 7 awaiting response…). */
  estado: z
    .number()
    .int()
    .refine((v) => (ESTADOS_FE as readonly number[]).includes(v), {
      error: `El estado de la factura debe ser uno de ${ESTADOS_FE.join(', ')}`,
    })
    .optional(),
  cufe: z
    .string()
    .regex(/^[0-9a-f]{96}$/, { error: 'El CUFE debe tener 96 caracteres hexadecimales' })
    .optional(),
  /** Issued while the POS or the provider was offline: the back office sends it later in the contingency batch. */
  contingencia: z.boolean().optional(),
});

export const ZVentaPos = z.object({
  uuid: zUuid,
  /** Bogotá wall-clock time, YYYY-MM-DD HH:mm:ss. */
  fecha: zFechaHora,
  tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: M.tipoNegocioInvalido }),
  /** The station; when sent it must be the device's own. */
  empresa_id: zIdPos('empresa_id').optional(),
  detalles: z.array(ZVentaDetallePos, { error: M.ventaSinDetalles }).min(1, { error: M.ventaSinDetalles }).max(200),
  medios_pago: z.array(ZVentaPagoPos, { error: M.ventaSinPagos }).min(1, { error: M.ventaSinPagos }).max(10),
  /** uuid of the shift the sale belongs to. */
  turno: zUuid.optional(),
  promotor: zIdPos('promotor').optional(),
  manguera: zIdPos('manguera').optional(),
  cliente: zIdPos('cliente').optional(),
  placa: zPlaca.optional(),
  kilometraje: zEnteroPos('noNegativo').optional(),
  /** Loyalty identifier (card, QR, app). */
  fidelizacion: z.string().trim().min(1).max(40).optional(),
  /** MANUAL: typed by hand at the POS while it could not invoice (a paper invoice); POS by default. */
  origen: z.enum(['POS', 'MANUAL']).optional(),
  factura: ZFacturaPos.optional(),
  /**
   * A discount the cashier (the sale's promotor) gave by hand: the reason of `descuentos_manuales` and its amount in
   * pesos, included in the lines' `descuento`. Refused for an unknown reason or above the cashier's profile limit.
   */
  descuento_manual: z
    .object({
      motivo_id: zIdPos('descuento_manual.motivo_id'),
      valor: zValor,
    })
    .optional(),
});
export type TVentaPos = z.infer<typeof ZVentaPos>;

export const ZLecturaTanquePos = z.object({
  uuid: zUuid,
  fecha: zFechaHora,
  empresa_id: zIdPos('empresa_id').optional(),
  bodega_id: zIdPos('bodega_id'),
  /** Dip height (mm): converted to gallons through the tank's calibration chart. */
  altura_mm: zAltura.optional(),
  /** Probe volume (gallons), when there is no dip. */
  volumen: zVolumenTanque.optional(),
  altura_agua_mm: zAltura.optional(),
  temperatura: z.number().min(-20).max(80).optional(),
  origen: z.enum(ORIGENES_LECTURA_TANQUE).optional(),
  /** The reading that closes the business day. */
  cierre: z.boolean().optional(),
});
export type TLecturaTanquePos = z.infer<typeof ZLecturaTanquePos>;

export const ZLecturaMangueraPos = z.object({
  uuid: zUuid,
  fecha: zFechaHora,
  empresa_id: zIdPos('empresa_id').optional(),
  manguera_id: zIdPos('manguera_id'),
  /** Volume totalizer (gallons). */
  lectura: zTotalizador,
  lectura_valor: zTotalizadorValor.optional(),
  tipo: z.enum(TIPOS_LECTURA_MANGUERA).optional(),
  turno: zUuid.optional(),
});
export type TLecturaMangueraPos = z.infer<typeof ZLecturaMangueraPos>;

const ZLecturaDeTurno = z.object({
  manguera_id: zIdPos('manguera_id'),
  lectura: zTotalizador,
  lectura_valor: zTotalizadorValor.optional(),
});

export const ZAperturaTurnoPos = z.object({
  uuid: zUuid,
  fecha: zFechaHora,
  empresa_id: zIdPos('empresa_id').optional(),
  isla_id: zIdPos('isla_id'),
  promotor_id: zIdPos('promotor_id'),
  horario_id: zIdPos('horario_id').optional(),
  base_efectivo: zValor.optional(),
  /** Opening totalizer of the island's hoses. */
  lecturas: z.array(ZLecturaDeTurno).max(64).optional(),
});
export type TAperturaTurnoPos = z.infer<typeof ZAperturaTurnoPos>;

export const ZCierreTurnoPos = z.object({
  /** The uuid of the shift being closed. */
  uuid: zUuid,
  fecha: zFechaHora,
  empresa_id: zIdPos('empresa_id').optional(),
  /** Closing totalizer of the island's hoses. */
  lecturas: z.array(ZLecturaDeTurno).max(64).optional(),
  efectivo_entregado: zValor.optional(),
});
export type TCierreTurnoPos = z.infer<typeof ZCierreTurnoPos>;

export const ZCalibracionPos = z.object({
  uuid: zUuid,
  fecha: zFechaHora,
  empresa_id: zIdPos('empresa_id').optional(),
  manguera_id: zIdPos('manguera_id'),
  volumen: zCantidad,
  turno: zUuid.optional(),
  promotor_id: zIdPos('promotor_id').optional(),
});
export type TCalibracionPos = z.infer<typeof ZCalibracionPos>;

export const ZSobrePos = z.object({
  uuid: zUuid,
  fecha: zFechaHora,
  empresa_id: zIdPos('empresa_id').optional(),
  turno: zUuid,
  numero: zEnteroPos('positivo'),
  valor: zValor,
});
export type TSobrePos = z.infer<typeof ZSobrePos>;

/** A batch: the items are checked one by one by the server, so the envelope only bounds the list. */
export const loteDe = <T extends z.ZodType>(clave: string, item: T) =>
  z.object({
    empresa_id: zIdPos('empresa_id').optional(),
    [clave]: z
      .array(item, { error: M.loteVacio })
      .min(1, { error: M.loteVacio })
      .max(MAX_LOTE_POS, { error: M.loteMaximo(MAX_LOTE_POS) }),
  });

/** The envelope the server validates before looking at each item. */
export const loteAbierto = (clave: string) => loteDe(clave, z.unknown());

export const ZRechazo = z.object({ uuid: z.string().nullable(), mensaje: z.string(), campo: z.string().optional() });
export const ZResultadoLote = z.object({
  aceptadas: z.number().int(),
  duplicadas: z.number().int(),
  rechazadas: z.array(ZRechazo),
});
export type TResultadoLote = z.infer<typeof ZResultadoLote>;

/**
 * The answer of a POS batch call: the usual envelope with the result in `data`, and the same three figures at the
 * top level for POS clients that read the result flat (`{aceptadas, duplicadas, rechazadas}`). 200 when every item
 * was stored or already stored, 206 when some were refused.
 */
export const ZRespuestaLote = envelope(ZResultadoLote).extend(ZResultadoLote.shape);
export type TRespuestaLote = z.infer<typeof ZRespuestaLote>;
