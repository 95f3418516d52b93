import { z } from 'zod';
import { ESTADOS_FE } from '../operacion';
import { zIdFila } from '../respuestas';

/**
 * DIAN electronic invoicing: the invoice states of the specification as a state machine, and the Spanish
 * messages the sender stores on an invoice or answers to a call.
 */

export const ESTADO_FE = {
  AUTORIZADA: 2,
  NO_AUTORIZADA: 3,
  ERROR_ANTES_DE_ENVIO: 4,
  ESPERANDO_AUTORIZACION: 5,
  DEVUELTA_EN_RECEPCION: 6,
  ESPERANDO_RESPUESTA: 7,
  DEVUELTA_POR_DOCUMENTO: 15,
  DOCUMENTO_NO_ENCONTRADO: 18,
} as const;
export type EstadoFe = (typeof ESTADO_FE)[keyof typeof ESTADO_FE];

export const NOMBRE_ESTADO_FE: Record<EstadoFe, string> = {
  2: 'Autorizada',
  3: 'No autorizada',
  4: 'Error antes del envío',
  5: 'Esperando autorización',
  6: 'Devuelta en recepción',
  7: 'Esperando respuesta',
  15: 'Devuelta por documento electrónico',
  18: 'Documento no encontrado',
};

/**
 * Allowed changes. 5 = queued to send; 7 = sent, DIAN's answer pending; 2 = DIAN accepted it (final);
 * 3 = rejected at sending (rule messages); 6 = rejected at reception (schema); 15 = rejected once the pending
 * answer arrived; 18 = DIAN does not know it; 4 = it could not be built, signed or sent. Every not-final state
 * goes back to 5 by regenerating or resending it.
 */
export const TRANSICIONES_FE: Record<EstadoFe, readonly EstadoFe[]> = {
  2: [],
  3: [5],
  4: [5, 4],
  5: [7, 2, 3, 6, 15, 18, 4, 5],
  6: [5],
  7: [7, 2, 3, 6, 15, 18, 4, 5],
  15: [5],
  18: [5, 7, 2, 3, 15, 4],
};

export const puedeCambiarFe = (desde: number, hacia: number): boolean =>
  (TRANSICIONES_FE[desde as EstadoFe] ?? []).includes(hacia as EstadoFe);

export const MENSAJES_FE = {
  transicionNoPermitida: (desde: number, hacia: number) =>
    `La factura no puede pasar de ${NOMBRE_ESTADO_FE[desde as EstadoFe] ?? desde} a ${NOMBRE_ESTADO_FE[hacia as EstadoFe] ?? hacia}`,
  autorizada: 'Factura electrónica autorizada por DIAN',
  procesadaAnteriormente: 'DIAN ya había procesado el documento: la factura está autorizada',
  esperandoRespuesta: 'DIAN recibió el documento y su respuesta está pendiente',
  noEncontrada: 'DIAN no encuentra el documento: se enviará de nuevo',
  sinConexionProveedor: 'No hubo conexión con el proveedor de facturación electrónica',
  sinConexionAgotado: (intentos: number) => `No hubo conexión con el proveedor de facturación electrónica después de ${intentos} intentos`,
  sinResolucion: 'La factura no tiene resolución de facturación',
  fueraDeRango: (consecutivo: number, desde: number, hasta: number) =>
    `El consecutivo ${consecutivo} está fuera del rango autorizado de la resolución (${desde} a ${hasta})`,
  resolucionVencida: (inicio: string, fin: string) =>
    `La fecha de la factura está fuera de la vigencia de la resolución (${inicio} a ${fin})`,
  resolucionInactiva: 'La resolución de facturación está inactiva',
  sinConfiguracion: 'El negocio no tiene configurado el software de facturación electrónica',
  sinCertificado: 'El negocio no tiene un certificado de firma vigente',
  certificadoIlegible: 'No se pudo abrir el certificado de firma del negocio',
  sinClaveTecnica: 'La resolución no tiene clave técnica',
  sinNit: 'La estación no tiene NIT para facturar',
  encolada: 'Factura enviada a la cola de facturación electrónica',
  yaAutorizada: 'La factura ya está autorizada por DIAN',
  noRegenerable: 'Solo se regenera una factura no autorizada, devuelta, no encontrada o con error antes del envío',
  accionEncolada: 'La factura quedó en la cola de envío a DIAN',
  estadoActualizado: 'Estado de la factura actualizado',
} as const;

/** Answer of an invoice action (RegenerarFactura, ReenviarDatosDian, ReprocesarDatosDian, ActualizarEstadoFactura). */
export const ZAccionFacturaFe = z.object({
  id: zIdFila,
  estado: z.number().int(),
  /** The sender's queue: what it will do next with the invoice. */
  accion: z.enum(['GENERAR', 'REENVIAR', 'CONSULTAR', 'NOTA_CREDITO']).nullable(),
});
export type TAccionFacturaFe = z.infer<typeof ZAccionFacturaFe>;

export const ZActualizarEstadoFacturaBody = z.object({
  estado: z
    .number({ error: 'El estado de la factura es obligatorio' })
    .int()
    .refine((v) => (ESTADOS_FE as readonly number[]).includes(v), {
      error: `El estado de la factura debe ser uno de ${ESTADOS_FE.join(', ')}`,
    }),
  motivo: z.string().trim().max(500, { error: 'El motivo admite hasta 500 caracteres' }).optional(),
});
export type TActualizarEstadoFacturaBody = z.infer<typeof ZActualizarEstadoFacturaBody>;
