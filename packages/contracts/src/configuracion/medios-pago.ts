import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { CATEGORIAS_CONCILIACION, TIPOS_MEDIO_PAGO } from '../operacion';
import { zListaQuery } from '../paginacion';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, conIdCatalogo } from './catalogo';

/**
 * Payment methods (SCREENS.md G11, `configuracion/gestion_medios_pagos`, module GESTION MEDIOS PAGOS). Cash
 * (tipo EFECTIVO) is how every sale can be paid: it is never inactivated. Selectors use the documented
 * `medio-pago/select/{id}` (contracts/catalogos.ts).
 */
export const MENSAJES_MEDIO_PAGO = {
  efectivoActivo: 'El medio de pago EFECTIVO no se puede inactivar',
  efectivoTipo: 'El medio de pago EFECTIVO no puede cambiar de tipo',
} as const;

/** DIAN payment means (UBL 2.1 table 13.3.4.2): 10 cash, 47 transfer, 48 credit card, 49 debit card, ZZZ other. */
export const CODIGOS_DIAN_MEDIO_PAGO = ['10', '47', '48', '49', 'ZZZ'] as const;

export const ZMedioPagoForm = ZCatalogoForm.extend({
  tipo: z.enum(TIPOS_MEDIO_PAGO, { error: MENSAJES.campoObligatorioCorto }),
  codigo_dian: z.enum(CODIGOS_DIAN_MEDIO_PAGO, { error: MENSAJES.campoObligatorioCorto }),
  categoria_conciliacion: z.enum(CATEGORIAS_CONCILIACION, { error: MENSAJES.campoObligatorioCorto }),
  requiere_datafono: z.boolean().default(false),
  requiere_cliente: z.boolean().default(false),
  da_cambio: z.boolean().default(false),
});
export type TMedioPagoForm = z.input<typeof ZMedioPagoForm>;
export type TMedioPagoGuardar = z.output<typeof ZMedioPagoForm>;
export const ZMedioPagoEdicion = conIdCatalogo(ZMedioPagoForm);
export type TMedioPagoEdicion = z.output<typeof ZMedioPagoEdicion>;

export const ZMedioPago = ZFilaCatalogo.extend({
  tipo: z.string(),
  codigo_dian: z.string(),
  categoria_conciliacion: z.string(),
  requiere_datafono: z.boolean(),
  requiere_cliente: z.boolean(),
  da_cambio: z.boolean(),
});
export type TMedioPago = z.infer<typeof ZMedioPago>;

export const CAMPOS_ORDEN_MEDIO_PAGO = [...CAMPOS_ORDEN_CATALOGO, 'tipo', 'codigo_dian', 'categoria_conciliacion'] as const;
export const ZMediosPagoQuery = zListaQuery(CAMPOS_ORDEN_MEDIO_PAGO).extend({ tipo: z.enum(TIPOS_MEDIO_PAGO).optional() });
export type TMediosPagoQuery = z.input<typeof ZMediosPagoQuery>;
