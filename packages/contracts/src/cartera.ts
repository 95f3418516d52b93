import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { zListaQuery, ZPaginacionQuery } from './paginacion';
import { zDinero, zEntero, zFecha, zIdCampo, zTexto } from './validaciones';

/**
 * Cartera, prepaid and vouchers (SCREENS.md G20, docs/decisions/073): collections of credit sales allocated oldest
 * first, prepaid top-ups, and voucher series redeemed once at the pump.
 */
export const MENSAJES_CARTERA = {
  clienteNoExiste: 'El cliente no existe',
  recaudoNoExiste: 'El recaudo no existe',
  sinSaldo: 'El cliente no tiene saldo pendiente',
  superaSaldo: (saldo: string) => `El valor supera el saldo del cliente ($${saldo})`,
  facturaNoPendiente: 'La factura seleccionada no tiene saldo pendiente',
  medioNoValido: 'Medio de pago no válido',
  recaudoRegistrado: (consecutivo: number) => `Recaudo N° ${consecutivo} registrado correctamente`,
  sinCupoPrepago: 'El cliente no tiene un cupo prepago activo',
  recargaRegistrada: 'Recarga registrada correctamente',
  bonosGenerados: (n: number, serie: string) => `Se generaron ${n} bonos de la serie ${serie}`,
  serieExiste: 'Ya existe una serie con este nombre',
  bonoNoExiste: 'El bono no existe',
  bonoAnulado: 'Bono anulado correctamente',
  bonoNoAnulable: 'Solo se puede anular un bono emitido',
  bonoRedimido: 'Bono redimido',
  bonoYaRedimido: 'El bono ya fue redimido',
  bonoVencido: 'El bono está vencido',
  bonoAnuladoPos: 'El bono está anulado',
  vigenciaPasada: 'La vigencia debe ser igual o posterior a hoy',
} as const;

export const TIPOS_CARTERA = ['CREDITO', 'PREPAGO'] as const;
export const ESTADOS_BONO = ['EMITIDO', 'REDIMIDO', 'VENCIDO', 'ANULADO'] as const;
export type EstadoBono = (typeof ESTADOS_BONO)[number];

/** The ageing buckets of the unpaid credit sales, by days since the sale's business day. */
export const ZEdades = z.object({
  d0_30: z.string(),
  d31_60: z.string(),
  d61_90: z.string(),
  d90_mas: z.string(),
});

/** GET cartera/empresa/{id}: a row per credit customer with a balance or a quota. Money as decimal text. */
export const ZCarteraFila = ZEdades.extend({
  cliente_id: z.number().int(),
  identificacion: z.string(),
  nombre: z.string(),
  saldo: z.string(),
  cupo: z.string().nullable(),
  consumido: z.string().nullable(),
  disponible: z.string().nullable(),
});
export type TCarteraFila = z.infer<typeof ZCarteraFila>;
export const ZCarteraQuery = zListaQuery(['nombre', 'saldo']);

export const ZFacturaPendiente = z.object({
  venta_id: z.number().int(),
  empresa_id: z.number().int(),
  empresa: z.string(),
  fecha_negocio: z.string(),
  factura: z.string().nullable(),
  dias: z.number().int(),
  valor: z.string(),
  pagado: z.string(),
  pendiente: z.string(),
});
export type TFacturaPendiente = z.infer<typeof ZFacturaPendiente>;

export const ZRecaudo = z.object({
  id: z.number().int(),
  consecutivo: z.number().int(),
  empresa_id: z.number().int(),
  empresa: z.string(),
  cliente_id: z.number().int(),
  cliente: z.string(),
  fecha: z.string(),
  fecha_negocio: z.string(),
  valor: z.string(),
  medio_pago_id: z.number().int(),
  medio_pago: z.string(),
  referencia: z.string().nullable(),
  estado: z.string(),
});
export type TRecaudo = z.infer<typeof ZRecaudo>;

/** GET cartera/cliente/{id}: balance, ageing, quota, unpaid invoices and the last collections. */
export const ZCarteraCliente = ZEdades.extend({
  cliente_id: z.number().int(),
  identificacion: z.string(),
  nombre: z.string(),
  saldo: z.string(),
  cupo: z.string().nullable(),
  consumido: z.string().nullable(),
  disponible: z.string().nullable(),
  facturas: z.array(ZFacturaPendiente),
  recaudos: z.array(ZRecaudo),
});
export type TCarteraCliente = z.infer<typeof ZCarteraCliente>;

/** POST cupos/getcliente-empresas/recaudos: the form and the call share it. */
export const ZRecaudoForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  cliente_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  valor: zDinero({ minimo: 'positivo', mensaje: MENSAJES.campoObligatorio }),
  medio_pago_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  /** Sales to pay first (oldest first among them); the rest of the value goes to the oldest others. */
  facturas: z.array(zIdCampo()).max(500).default([]),
  referencia: z.string().trim().max(60).optional(),
  observacion: z.string().trim().max(300).optional(),
});
export type TRecaudoForm = z.input<typeof ZRecaudoForm>;

export const ZRecaudoCreado = z.object({
  id: z.number().int(),
  consecutivo: z.number().int(),
  saldo: z.string(),
  disponible: z.string().nullable(),
});

export const ZRecaudosQuery = ZPaginacionQuery.extend({ cliente_id: z.coerce.number().int().positive().optional() });

/** POST prepago/recarga. */
export const ZRecargaForm = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  cliente_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  valor: zDinero({ minimo: 'positivo', mensaje: MENSAJES.campoObligatorio }),
  medio_pago_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  referencia: z.string().trim().max(60).optional(),
});
export type TRecargaForm = z.input<typeof ZRecargaForm>;

export const ZRecarga = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  empresa: z.string(),
  cliente_id: z.number().int(),
  cliente: z.string(),
  fecha: z.string(),
  valor: z.string(),
  medio_pago: z.string(),
  referencia: z.string().nullable(),
});
export type TRecarga = z.infer<typeof ZRecarga>;

/** POST movimiento/historico-recargas: the filters of the top-up history. */
export const ZHistoricoRecargasBody = ZPaginacionQuery.extend({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  cliente_id: zIdCampo().optional(),
});

/** A prepaid customer with its balance (top-ups − consumption). */
export const ZPrepagoFila = z.object({
  cliente_id: z.number().int(),
  identificacion: z.string(),
  nombre: z.string(),
  cupo_id: z.number().int(),
  recargas: z.string(),
  consumido: z.string(),
  saldo: z.string(),
});
export type TPrepagoFila = z.infer<typeof ZPrepagoFila>;
export const ZPrepagosQuery = zListaQuery(['nombre', 'saldo']);

/** POST bono/generar. */
export const ZBonoGenerarForm = z.object({
  serie: zTexto().pipe(z.string().max(20, { error: MENSAJES.valorNoValido })),
  cantidad: zEntero({ minimo: 'positivo', mensaje: MENSAJES.campoObligatorio, mensajeMinimo: MENSAJES.entre(1, 10000) }).refine(
    (n) => n >= 1 && n <= 10000,
    { error: MENSAJES.entre(1, 10000) },
  ),
  valor: zDinero({ minimo: 'positivo', mensaje: MENSAJES.campoObligatorio }),
  vigencia: zFecha(MENSAJES.campoObligatorio),
});
export type TBonoGenerarForm = z.input<typeof ZBonoGenerarForm>;

export const ZBono = z.object({
  id: z.number().int(),
  serie: z.string(),
  codigo: z.string(),
  valor: z.string(),
  vigencia: z.string(),
  estado: z.enum(ESTADOS_BONO),
  creado_en: z.string(),
  redimido_en: z.string().nullable(),
  empresa_redencion: z.string().nullable(),
});
export type TBono = z.infer<typeof ZBono>;
export const ZBonosQuery = zListaQuery(['serie', 'codigo', 'vigencia', 'estado']).extend({
  estado_bono: z.enum(ESTADOS_BONO).optional(),
  serie: z.string().trim().max(20).optional(),
});

/** POST /pos/v1/bonos/redimir: the device redeems a voucher code for a sale. */
export const ZRedencionBonoPos = z.object({
  codigo: z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(40),
  referencia: z.string().trim().max(60).optional(),
});
export const ZRespuestaRedencion = z.object({
  redimido: z.boolean(),
  codigo: z.string(),
  valor: z.string().nullable(),
  estado: z.enum(ESTADOS_BONO).nullable(),
  mensaje: z.string(),
});
export type TRespuestaRedencion = z.infer<typeof ZRespuestaRedencion>;
