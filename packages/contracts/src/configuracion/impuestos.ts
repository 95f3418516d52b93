import { z } from 'zod';
import { ZPorcentajeValor } from '../catalogos';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zFecha } from '../validaciones';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, conIdCatalogo } from './catalogo';

/**
 * Taxes (SCREENS.md G11, `configuracion/gestion_impuestos`, module GESTION IMPUESTOS). A tax is its code; each rate
 * is a version with the date it is in force from. Changing the rate writes a new version: sales already made keep
 * the amount computed with the rate then in force, and products follow the new rate from its date.
 */
export const MENSAJES_IMPUESTO = {
  porcentajeRango: 'El valor ingresado debe estar entre 0 y 100',
  vigenciaPosterior: 'La nueva tarifa debe regir desde una fecha posterior a la tarifa vigente',
  nuevaVersion: 'Se registró una nueva versión de la tarifa',
  conProductos: 'El impuesto tiene productos asociados',
} as const;

/** DIAN tax codes (UBL 2.1 table 13.2.2): 01 IVA, 03 ICA, 04 INC, fuel taxes, ZZ other. */
export const CODIGOS_DIAN_IMPUESTO = ['01', '03', '04', '22', '23', '24', '25', 'ZZ'] as const;
export const NOMBRE_CODIGO_DIAN_IMPUESTO: Record<(typeof CODIGOS_DIAN_IMPUESTO)[number], string> = {
  '01': 'IVA',
  '03': 'ICA',
  '04': 'INC',
  '22': 'INC BOLSAS',
  '23': 'IMPUESTO AL CARBONO',
  '24': 'IMPUESTO A LOS COMBUSTIBLES',
  '25': 'SOBRETASA COMBUSTIBLES',
  ZZ: 'OTRO',
};

/** numeric(14,4): a percentage 0–100, or an amount per unit (per gallon for fuels). */
const zValorImpuesto = z.coerce
  .number({ error: MENSAJES.debeSerNumero })
  .min(0, { error: MENSAJES.noNegativo })
  .max(9_999_999_999, { error: MENSAJES.valorNoValido })
  .refine((v) => Math.abs(v * 1e4 - Math.round(v * 1e4)) < 1e-6, { error: MENSAJES.valorNoValido });

const ZImpuestoBase = ZCatalogoForm.extend({
  codigo_dian: z.enum(CODIGOS_DIAN_IMPUESTO, { error: MENSAJES.campoObligatorioCorto }),
  porcentaje_valor: ZPorcentajeValor,
  impuesto_valor: zValorImpuesto,
  incluido_precio: z.boolean().default(true),
  vigente_desde: zFecha(MENSAJES.campoObligatorio),
});

/** PCT: a percentage is RNG(0,100). */
const conPorcentaje = <T extends z.ZodType<{ porcentaje_valor: '%' | '$'; impuesto_valor: number }>>(esquema: T) =>
  esquema.superRefine((v, ctx) => {
    if (v.porcentaje_valor === '%' && v.impuesto_valor > 100)
      ctx.addIssue({ code: 'custom', path: ['impuesto_valor'], message: MENSAJES_IMPUESTO.porcentajeRango });
  });

export const ZImpuestoForm = conPorcentaje(ZImpuestoBase);
export type TImpuestoForm = z.input<typeof ZImpuestoForm>;
export type TImpuestoGuardar = z.output<typeof ZImpuestoForm>;
export const ZImpuestoEdicion = conPorcentaje(conIdCatalogo(ZImpuestoBase));
export type TImpuestoEdicion = z.output<typeof ZImpuestoEdicion>;

/** A tax's current version (the latest, which may start in the future) and how many versions it has. */
export const ZImpuesto = ZFilaCatalogo.extend({
  codigo_dian: z.string(),
  porcentaje_valor: ZPorcentajeValor,
  impuesto_valor: z.number(),
  incluido_precio: z.boolean(),
  vigente_desde: z.string(),
  versiones: z.number().int(),
});
export type TImpuesto = z.infer<typeof ZImpuesto>;

/** One version of a tax's rate. */
export const ZVersionImpuesto = z.object({
  id: z.number().int(),
  porcentaje_valor: ZPorcentajeValor,
  impuesto_valor: z.number(),
  incluido_precio: z.boolean(),
  vigente_desde: z.string(),
});
export type TVersionImpuesto = z.infer<typeof ZVersionImpuesto>;

export const CAMPOS_ORDEN_IMPUESTO = [...CAMPOS_ORDEN_CATALOGO, 'codigo_dian', 'impuesto_valor', 'vigente_desde'] as const;
export const ZImpuestosQuery = zListaQuery(CAMPOS_ORDEN_IMPUESTO);
export type TImpuestosQuery = z.input<typeof ZImpuestosQuery>;
