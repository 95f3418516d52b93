import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, conIdCatalogo } from './catalogo';

/**
 * Inventory concepts (SCREENS.md G11, `configuracion/conceptos-inventario`, module CONCEPTOS INVENTARIO): why stock
 * enters, leaves, is adjusted or moved. The system's concepts are listed read-only. A concept applies to the
 * companies chosen (none = every company of the business). The documented calls are `concepto/get-concepto/{id}`,
 * `concepto/update-concepto/{id}`, `concepto/crear-concepto/`, `concepto/get-concepto-empresa/` and
 * `concepto/get-listado-empresas/{id}`.
 */
export const TIPOS_CONCEPTO = ['ENTRADA', 'SALIDA', 'AJUSTE', 'TRASLADO'] as const;

export const ZConceptoForm = ZCatalogoForm.extend({
  tipo: z.enum(TIPOS_CONCEPTO, { error: MENSAJES.campoObligatorioCorto }),
  afecta_costo: z.boolean().default(false),
  requiere_aprobacion: z.boolean().default(false),
  /** Companies the concept applies to; empty = all of the business. */
  empresas: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(500).default([]),
});
export type TConceptoForm = z.input<typeof ZConceptoForm>;
export type TConceptoGuardar = z.output<typeof ZConceptoForm>;

export const ZConcepto = ZFilaCatalogo.extend({
  tipo: z.enum(TIPOS_CONCEPTO),
  afecta_costo: z.boolean(),
  requiere_aprobacion: z.boolean(),
  empresas: z.array(z.number().int()),
});
export type TConcepto = z.infer<typeof ZConcepto>;

export const CAMPOS_ORDEN_CONCEPTO = [...CAMPOS_ORDEN_CATALOGO, 'tipo'] as const;
/**
 * POST concepto/get-concepto-empresa/: the concepts of the business of `empresa_id`, its filters in the body. With
 * `aplica_a`, only those that apply to that company (listed for it, or for every company), as inventory documents ask.
 */
export const ZConceptosConsulta = zListaQuery(CAMPOS_ORDEN_CONCEPTO).extend({
  empresa_id: z.coerce.number({ error: MENSAJES.campoObligatorioCorto }).int().positive().max(2_147_483_647),
  tipo: z.enum(TIPOS_CONCEPTO).optional(),
  aplica_a: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TConceptosConsulta = z.input<typeof ZConceptosConsulta>;

/** A company a concept can be assigned to (GET concepto/get-listado-empresas/{id}). */
export const ZEmpresaConcepto = z.object({ id: z.number().int(), alias: z.string(), tipo: z.number().int() });
export type TEmpresaConcepto = z.infer<typeof ZEmpresaConcepto>;

/** PUT concepto/update-concepto/{id}: the id is in the path. */
export const ZConceptoEdicion = conIdCatalogo(ZConceptoForm);
export type TConceptoEdicion = z.output<typeof ZConceptoEdicion>;
