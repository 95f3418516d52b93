import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zPlaca } from '../pos';
import { zDinero, zFecha } from '../validaciones';
import { zEmpresaCatalogo, zIdCatalogo, zIdOpcional, zTextoMayus } from './catalogo';

/**
 * Conversiones a GNV (SCREENS.md G21, `configuracion/conversiones`, module CONVERSIONES CONFIGURACION; decision 074):
 * a vehicle converted to natural gas, financed and repaid on every GNV fill at `cuota_m3` per m³ until its balance is
 * zero. States REGISTRADA → CERTIFICADA → EN RECAUDO → PAGADA (the repayment sets it), or ANULADA (letter N).
 */
export const ESTADOS_CONVERSION = ['REGISTRADA', 'CERTIFICADA', 'EN RECAUDO', 'PAGADA', 'ANULADA'] as const;
export type TEstadoConversion = (typeof ESTADOS_CONVERSION)[number];

/** Days before the annual review's expiry when a conversion is alerted. */
export const DIAS_ALERTA_CERTIFICADO = 30;

/** YYYY-MM-DD as DD/MM/YYYY. */
const dia = (fecha: string) => fecha.slice(0, 10).split('-').reverse().join('/');

export const MENSAJES_CONVERSION = {
  placaAbierta: 'La placa ya tiene una conversión vigente',
  clienteNoValido: 'El propietario no es válido o está inactivo',
  tallerNoValido: 'El taller no es válido, está inactivo o vencido',
  verificadoraNoValida: 'El organismo verificador no es válido, está inactivo o vencido',
  financieraNoValida: 'La entidad financiera no es válida o está inactiva',
  cuotaPositiva: 'La cuota por m³ debe ser mayor a cero',
  transicion: 'La conversión no puede pasar a ese estado',
  soloAbierta: 'Solo se modifica una conversión registrada, certificada o en recaudo',
  financiadoConRecaudos: 'El valor financiado no puede ser menor a lo ya recaudado',
  noEncontrada: 'La placa no tiene una conversión vigente',
  anulada: 'Conversión anulada',
  estadoCambiado: 'Estado de la conversión actualizado',
  /** The POS lookup and the alerts: the annual review has expired. */
  certificadoVencido: (fecha: string) => `Certificado de revisión anual GNV vencido el ${dia(fecha)}`,
  /** BLOQUEA_GNV_CERT_VENCIDO = S: the POS must not sell GNV to the plate. */
  ventaBloqueada: (fecha: string) => `Venta de GNV bloqueada: certificado de revisión anual vencido el ${dia(fecha)}`,
  porVencer: (fecha: string) => `El certificado de revisión anual GNV vence el ${dia(fecha)}`,
} as const;

export const ZConversionForm = z.object({
  empresa_id: zEmpresaCatalogo,
  placa: zPlaca,
  cliente_id: zEmpresaCatalogo,
  taller_id: zEmpresaCatalogo,
  verificadora_id: zEmpresaCatalogo,
  financiera_id: zIdOpcional,
  certificado: zTextoMayus(30),
  fecha_conversion: zFecha(MENSAJES.campoObligatorio),
  vence_revision: zFecha(MENSAJES.campoObligatorio),
  valor_financiado: zDinero().default(0),
  cuota_m3: zDinero({ minimo: 'positivo', mensajeMinimo: MENSAJES_CONVERSION.cuotaPositiva }),
});
export type TConversionForm = z.input<typeof ZConversionForm>;
export type TConversionGuardar = z.output<typeof ZConversionForm>;
export const ZConversionEdicion = ZConversionForm.safeExtend({ id: zIdCatalogo });
export type TConversionEdicion = z.output<typeof ZConversionEdicion>;

export const ZConversion = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  placa: z.string(),
  cliente_id: z.number().int(),
  cliente: z.string(),
  taller_id: z.number().int(),
  taller: z.string(),
  verificadora_id: z.number().int(),
  verificadora: z.string(),
  financiera_id: z.number().int().nullable(),
  financiera: z.string().nullable(),
  certificado: z.string(),
  fecha_conversion: z.string(),
  vence_revision: z.string(),
  valor_financiado: z.number(),
  cuota_m3: z.number(),
  saldo: z.number(),
  recaudado: z.number(),
  estado: z.enum(ESTADOS_CONVERSION),
  /** The certificate expired (vencido) or expires within DIAS_ALERTA_CERTIFICADO days (por_vencer). */
  alerta_certificado: z.enum(['VENCIDO', 'POR_VENCER']).nullable(),
});
export type TConversion = z.infer<typeof ZConversion>;

export const CAMPOS_ORDEN_CONVERSION = ['placa', 'cliente', 'taller', 'fecha_conversion', 'vence_revision', 'saldo', 'estado'] as const;
/** The list's Estado filter: A = REGISTRADA, CERTIFICADA or EN RECAUDO; I = PAGADA or ANULADA; T = all. */
export const ZConversionesQuery = zListaQuery(CAMPOS_ORDEN_CONVERSION).extend({
  estado_conversion: z.enum(ESTADOS_CONVERSION).optional(),
});

/** PUT conversion/{id}/estado: CERTIFICADA, EN RECAUDO (letter U) or ANULADA (letter N). */
export const ZEstadoConversionCuerpo = z.object({ estado: z.enum(ESTADOS_CONVERSION, { error: MENSAJES.campoObligatorioCorto }) });

/**
 * GET conversion/placa/{placa}: the plate's open conversion as the pump needs it. `bloqueada` when its certificate
 * has expired and BLOQUEA_GNV_CERT_VENCIDO is S for the station asked about; `mensaje` says why (or warns).
 */
export const ZConversionPlaca = z.object({
  id: z.number().int(),
  placa: z.string(),
  cliente: z.string(),
  estado: z.enum(ESTADOS_CONVERSION),
  cuota_m3: z.number(),
  saldo: z.number(),
  vence_revision: z.string(),
  certificado_vencido: z.boolean(),
  bloqueada: z.boolean(),
  mensaje: z.string().nullable(),
});
export type TConversionPlaca = z.infer<typeof ZConversionPlaca>;

/** GET conversion/propietarios/{id}: the business's active customers a conversion may name as owner. */
export const ZPropietarioOpcion = z.object({ id: z.number().int(), identificacion: z.string(), nombre: z.string() });
export type TPropietarioOpcion = z.infer<typeof ZPropietarioOpcion>;
