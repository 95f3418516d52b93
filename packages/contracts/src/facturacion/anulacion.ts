import { z } from 'zod';
import { zListaQuery } from '../paginacion';
import { zFechaHoraTexto, zFechaTexto, zIdFila } from '../respuestas';
import { zFecha, zIdCampo } from '../validaciones';

/**
 * Sale annulment (SCREENS.md G16: `acciones/anulacionventas`, `cc/anulacion-venta-kiosco`): find the sale, pick a
 * reason (`L:movimientos/obtener-motivo-anulacion`), write an observation, confirm, and
 * `POST L:movimientos/anular_venta` {venta: {id, concepto, anulacion_web: true}}.
 */

export const MENSAJES_ANULACION = {
  yaAnulada: 'La venta ya se encuentra anulada',
  facturaRemisiones: 'Una factura de remisiones no se anula desde esta pantalla',
  remisionFacturada: 'La remisión ya fue facturada: no se anula desde esta pantalla',
  fueraDePlazo: (dias: number) => `La venta supera el plazo máximo de anulación (${dias} días)`,
  anulada: 'Venta anulada correctamente',
  noExiste: 'La venta no existe',
  motivoRequerido: 'Campo obligatorio',
  motivoNoExiste: 'El motivo de anulación no existe',
  observacionCorta: 'La observación debe tener al menos 10 caracteres',
  observacionLarga: 'La observación admite hasta 500 caracteres',
  estacionRequerida: 'Por favor, seleccione una estación.',
  confirmar: '¿Está seguro de anular la venta? Esta acción no se puede revertir',
} as const;

/** What a credit note's state says (stored on it, shown on the actions screen). */
export const MENSAJES_NOTA_CREDITO = {
  encolada: 'Nota crédito en la cola de envío a DIAN',
  esperaFactura: 'La nota crédito se enviará cuando DIAN autorice la factura',
  autorizada: 'Nota crédito autorizada por DIAN',
} as const;

/** Days back a sale may be annulled when the station's parameter DIAS_MAXIMOS_ANULACION is not set. */
export const DIAS_MAXIMOS_ANULACION_DEFECTO = 30;

export const ZMotivoAnulacion = z.object({ id: zIdFila, descripcion: z.string() });
export type TMotivoAnulacion = z.infer<typeof ZMotivoAnulacion>;

/** The form: Motivo* and Observación* (10 to 500 characters). */
export const ZAnulacionForm = z.object({
  concepto: zIdCampo(MENSAJES_ANULACION.motivoRequerido),
  observacion: z
    .string({ error: MENSAJES_ANULACION.observacionCorta })
    .trim()
    .min(10, { error: MENSAJES_ANULACION.observacionCorta })
    .max(500, { error: MENSAJES_ANULACION.observacionLarga }),
});
export type TAnulacionForm = z.input<typeof ZAnulacionForm>;

/** The spec's payload: venta {id, concepto (the reason's id), anulacion_web: true}, plus the observation. */
export const ZAnularVentaBody = z.object({
  venta: ZAnulacionForm.extend({
    id: zIdCampo(),
    anulacion_web: z.literal(true).default(true),
  }),
});
export type TAnularVentaBody = z.input<typeof ZAnularVentaBody>;

export const ZVentaAnulada = z.object({
  id: zIdFila,
  estado_movimiento: z.string(),
  /** The credit note queued for the sale's electronic invoice, if it had one. */
  nota_credito: z.object({ id: zIdFila, numero: z.string(), estado: z.number().int() }).nullable(),
});
export type TVentaAnulada = z.infer<typeof ZVentaAnulada>;

export const CAMPOS_ORDEN_VENTA_ANULABLE = ['fecha', 'numero', 'total'] as const;
export const TIPOS_NEGOCIO_ANULACION = ['C', 'S', 'K'] as const;

/** GET movimientos/ventas: the sales of one station and business day, `numero` (prefix + number or number) narrows. */
export const ZVentasAnulablesQuery = zListaQuery(CAMPOS_ORDEN_VENTA_ANULABLE).extend({
  empresa_id: z.coerce.number({ error: MENSAJES_ANULACION.estacionRequerida }).int().positive().max(2_147_483_647),
  fecha: zFecha(),
  numero: z.string().trim().max(30).optional(),
  tipo_negocio: z.enum(TIPOS_NEGOCIO_ANULACION).optional(),
});
export type TVentasAnulablesQuery = z.input<typeof ZVentasAnulablesQuery>;

export const ZVentaAnulable = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  fecha: zFechaHoraTexto,
  fecha_negocio: zFechaTexto,
  tipo_negocio: z.enum(TIPOS_NEGOCIO_ANULACION),
  numero: z.string(),
  total: z.number(),
  cliente: z.string().nullable(),
  /** REGISTRADA or ANULADA. */
  estado: z.enum(['REGISTRADA', 'ANULADA']),
  /** The electronic invoice's DIAN state, when it has one. */
  estado_fe: z.number().int().nullable(),
  motivo: z.string().nullable(),
  observacion: z.string().nullable(),
});
export type TVentaAnulable = z.infer<typeof ZVentaAnulable>;
