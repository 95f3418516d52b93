import { z } from 'zod';
import { TIPOS_NEGOCIO } from '../operacion';
import { zIdFila } from '../respuestas';
import { zCantidadForm, zDinero, zFecha, zIdCampo } from '../validaciones';
import { ZAnulacionForm } from './anulacion';

/**
 * The Facturador (SCREENS.md G16, `acciones/facturador`): an invoice typed at the office — station, business type,
 * customer, product lines and payments — stored as a sale of origen OFICINA at the station and numbered in its
 * FACTURA ELECTRÓNICA resolution, so the DIAN sender, reports and reconciliation treat it as any invoiced sale.
 * "Anular y refacturar" annuls an invoiced sale (credit note) and re-issues the same lines to another customer.
 */

export const MENSAJES_FACTURADOR = {
  pagosNoCuadran: 'La suma de los pagos debe ser igual al total',
  sinLineas: 'Agregue al menos un producto',
  sinPagos: 'Agregue al menos un medio de pago',
  campoObligatorio: 'Campo obligatorio',
  sinResolucion: 'La estación no tiene una resolución de factura electrónica vigente para este negocio',
  rangoAgotado: 'La resolución de factura electrónica de la estación no tiene consecutivos disponibles',
  clienteNoExiste: 'El cliente no existe o está inactivo',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  facturada: 'Factura creada y enviada a la cola de DIAN',
  refacturada: 'Venta anulada y refacturada correctamente',
  noFacturada: 'La venta no tiene factura electrónica',
  mismoCliente: 'El nuevo cliente debe ser diferente del cliente de la factura',
  confirmarFacturar: '¿Está seguro de emitir la factura? Se enviará a DIAN',
  remisionNoPendiente: (numero: string) => `La remisión ${numero} no está pendiente de facturar para este cliente`,
  remisionYaFacturada: (numero: string) => `La remisión ${numero} ya fue facturada`,
  remisionFueraDePlazo: (numero: string, dias: number) => `La remisión ${numero} supera los ${dias} días para facturar`,
  remisionesMismoNegocio: 'Las remisiones deben ser del mismo tipo de negocio',
  remisionesNoAgrupa: 'La estación factura cada remisión por separado',
  remisionesRepetidas: 'Una remisión está repetida',
  sinRemisiones: 'Seleccione al menos una remisión',
  rangoFechas: 'La fecha final debe ser igual o posterior a la inicial',
  remisionesFacturadas: 'Remisiones facturadas y enviadas a la cola de DIAN',
  ticketNoExiste: 'El tiquete no existe',
  ticketYaFacturado: 'El tiquete ya tiene factura electrónica',
  ticketOtroCliente: 'El tiquete es de otro cliente: use Anular y refacturar',
  ticketEsRemision: 'La venta es una remisión: factúrela en la pestaña Remisiones',
  ticketVencido: (minutos: number) => `El tiquete superó el tiempo máximo de ${minutos} minutos para facturar`,
  ticketFacturado: 'Tiquete facturado y enviado a la cola de DIAN',
  confirmarRemisiones: '¿Está seguro de facturar las remisiones seleccionadas? Se enviará a DIAN',
  confirmarTicket: '¿Está seguro de facturar el tiquete a este cliente? Se enviará a DIAN',
  confirmarRefacturar:
    '¿Está seguro de anular la venta y facturarla al nuevo cliente? Se emitirá una nota crédito y una nueva factura. Esta acción no se puede revertir',
} as const;

const M = MENSAJES_FACTURADOR;

/** Cents of a line: quantity × unit price (taxes included), less its discount, rounded as the server stores it. */
export function centavosLinea(cantidad: number, precio: number, descuento = 0): number {
  const milesimas = Math.round(cantidad * 1000);
  const centavos = Math.round(precio * 100);
  const bruto = Math.sign(milesimas * centavos) * Math.round(Math.abs(milesimas * centavos) / 1000);
  return bruto - Math.round(descuento * 100);
}

export const ZLineaFactura = z.object({
  producto_id: zIdCampo(M.campoObligatorio),
  cantidad: zCantidadForm({ minimo: 'positivo' }),
  /** Unit price, taxes included. */
  precio: zDinero(),
  descuento: zDinero().default(0),
});

export const ZPagoFactura = z.object({
  medio_pago_id: zIdCampo(M.campoObligatorio),
  valor: zDinero({ minimo: 'positivo' }),
  referencia: z.string().trim().max(60).optional(),
});

/** POST facturador/facturar: the manual invoice. Payments must add up to the total of the lines. */
export const ZFacturarBody = z
  .object({
    empresa_id: zIdCampo(M.campoObligatorio),
    tipo_negocio: z.enum(TIPOS_NEGOCIO, { error: M.campoObligatorio }),
    cliente_id: zIdCampo(M.campoObligatorio),
    lineas: z.array(ZLineaFactura, { error: M.sinLineas }).min(1, { error: M.sinLineas }).max(100),
    pagos: z.array(ZPagoFactura, { error: M.sinPagos }).min(1, { error: M.sinPagos }).max(10),
    observacion: z.string().trim().max(500).optional(),
  })
  .superRefine((b, ctx) => {
    const total = b.lineas.reduce((s, l) => s + centavosLinea(l.cantidad, l.precio, l.descuento), 0);
    const pagos = b.pagos.reduce((s, p) => s + Math.round(p.valor * 100), 0);
    if (total !== pagos) ctx.addIssue({ code: 'custom', path: ['pagos'], message: M.pagosNoCuadran });
  });
export type TFacturarBody = z.input<typeof ZFacturarBody>;

/** The invoice issued (office or re-issued): its sale, number and DIAN state, and the figures stored. */
export const ZFacturaEmitida = z.object({
  venta_id: zIdFila,
  factura_id: zIdFila,
  numero: z.string(),
  estado: z.number().int(),
  subtotal: z.number(),
  impuestos: z.number(),
  total: z.number(),
});
export type TFacturaEmitida = z.infer<typeof ZFacturaEmitida>;

/** POST facturador/refacturar: annul the invoiced sale (Motivo*, Observación*) and invoice it to cliente_id. */
export const ZRefacturarForm = ZAnulacionForm.extend({ cliente_id: zIdCampo(M.campoObligatorio) });
export type TRefacturarForm = z.input<typeof ZRefacturarForm>;
export const ZRefacturarBody = ZRefacturarForm.extend({ venta_id: zIdCampo() });
export type TRefacturarBody = z.input<typeof ZRefacturarBody>;

export const ZRefacturada = z.object({
  anulada: z.object({ id: zIdFila, nota_credito: z.object({ id: zIdFila, numero: z.string(), estado: z.number().int() }).nullable() }),
  factura: ZFacturaEmitida,
});
export type TRefacturada = z.infer<typeof ZRefacturada>;

/** GET facturador/catalogo/{empresa}: what the form offers at one station. */
export const ZCatalogoFacturador = z.object({
  productos: z.array(
    z.object({
      id: zIdFila,
      codigo: z.string(),
      descripcion: z.string(),
      /** The station's price in force, else the list price. */
      precio: z.number(),
      tipos_negocio: z.array(z.string()),
    }),
  ),
  medios: z.array(z.object({ id: zIdFila, descripcion: z.string() })),
  clientes: z.array(z.object({ id: zIdFila, identificacion: z.string(), nombre: z.string() })),
  /** Business types with an active FACTURA ELECTRÓNICA resolution in force, and its next number. */
  resoluciones: z.array(z.object({ tipo_negocio: z.enum(TIPOS_NEGOCIO), prefijo: z.string(), siguiente: z.number().int() })),
});
export type TCatalogoFacturador = z.infer<typeof ZCatalogoFacturador>;

// ------------------------------------------------------------------------------------------------ Remisiones tab

/** POST facturador/remisiones-pendientes: a customer's delivery notes at a station, in a range of business days. */
export const ZRemisionesPendientesBody = z
  .object({
    empresa_id: zIdCampo(M.campoObligatorio),
    cliente_id: zIdCampo(M.campoObligatorio),
    fecha_inicio: zFecha(),
    fecha_fin: zFecha(),
  })
  .refine((b) => b.fecha_fin >= b.fecha_inicio, { path: ['fecha_fin'], message: M.rangoFechas });
export type TRemisionesPendientesBody = z.input<typeof ZRemisionesPendientesBody>;

export const ZRemisionPendiente = z.object({
  venta_id: zIdFila,
  /** Prefix and number of the REMISION resolution. */
  numero: z.string(),
  fecha: z.string(),
  fecha_negocio: z.string(),
  tipo_negocio: z.enum(TIPOS_NEGOCIO),
  placa: z.string().nullable(),
  total: z.number(),
});
export type TRemisionPendiente = z.infer<typeof ZRemisionPendiente>;

/** The pending notes, and the station's REMISION parameters that rule the invoice (days allowed, grouping). */
export const ZRemisionesPendientes = z.object({
  remisiones: z.array(ZRemisionPendiente),
  dias_facturar: z.number().int(),
  agrupar_cliente: z.boolean(),
});
export type TRemisionesPendientes = z.infer<typeof ZRemisionesPendientes>;

/** POST facturador/facturar-remisiones: one electronic invoice covering the chosen notes of one customer. */
export const ZFacturarRemisionesBody = z.object({
  empresa_id: zIdCampo(M.campoObligatorio),
  cliente_id: zIdCampo(M.campoObligatorio),
  remisiones: z
    .array(zIdCampo(), { error: M.sinRemisiones })
    .min(1, { error: M.sinRemisiones })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: M.remisionesRepetidas }),
  observacion: z.string().trim().max(500).optional(),
});
export type TFacturarRemisionesBody = z.input<typeof ZFacturarRemisionesBody>;

// -------------------------------------------------------------------------------------------- Ticket a factura tab

/** GET facturador/tickets/{empresa}: the station's POS tickets that may still become an invoice. */
export const ZTicketFacturable = z.object({
  venta_id: zIdFila,
  fecha: z.string(),
  tipo_negocio: z.enum(TIPOS_NEGOCIO),
  placa: z.string().nullable(),
  cliente: z.string().nullable(),
  total: z.number(),
});
export type TTicketFacturable = z.infer<typeof ZTicketFacturable>;

export const ZTicketsFacturables = z.object({
  tickets: z.array(ZTicketFacturable),
  /** TIEMPO_MAXIMO_DATOS_CLIENTE of the station, minutes. */
  minutos: z.number().int(),
});
export type TTicketsFacturables = z.infer<typeof ZTicketsFacturables>;

/** POST facturador/ticket-a-factura: the ticket becomes the customer's electronic invoice, once. */
export const ZTicketAFacturaBody = z.object({
  venta_id: zIdCampo(M.campoObligatorio),
  cliente_id: zIdCampo(M.campoObligatorio),
});
export type TTicketAFacturaBody = z.input<typeof ZTicketAFacturaBody>;
