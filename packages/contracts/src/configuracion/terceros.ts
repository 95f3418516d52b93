import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zFecha } from '../validaciones';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, conIdCatalogo, zNit, zTextoMayus, zTextoMayusOpcional } from './catalogo';

/**
 * The G11 catalogues of other parties, which add NIT* and Razón social* to Código and Descripción: Entidades
 * financieras (`configuracion/gestion_financieras`), Organismos verificadores (`configuracion/gestion_verificadores`)
 * and Talleres (`empresa/gestion_talleres`). Their selectors are the documented `financiera/select/{id}`,
 * `verificadora/select/{id}` and `taller/select/{id}` (contracts/catalogos.ts); expired ones are not offered.
 */
const ZTerceroForm = ZCatalogoForm.extend({ nit: zNit, razon_social: zTextoMayus(120) });
const ZFilaTercero = ZFilaCatalogo.extend({ nit: z.string(), razon_social: z.string() });
const CAMPOS_ORDEN_TERCERO = [...CAMPOS_ORDEN_CATALOGO, 'nit', 'razon_social'] as const;

/** Vigencia (a date) that may be left empty. */
const zVigenciaOpcional = z.preprocess((v) => (v === '' || v === undefined ? null : v), zFecha().nullable());

export const TIPOS_FINANCIERA = ['BANCO', 'FINANCIERA GNV'] as const;
export const ZFinancieraForm = ZTerceroForm.extend({ tipo: z.enum(TIPOS_FINANCIERA, { error: MENSAJES.campoObligatorioCorto }) });
export type TFinancieraForm = z.input<typeof ZFinancieraForm>;
export type TFinancieraGuardar = z.output<typeof ZFinancieraForm>;
export const ZFinancieraEdicion = conIdCatalogo(ZFinancieraForm);
export const ZFinanciera = ZFilaTercero.extend({ tipo: z.string() });
export type TFinanciera = z.infer<typeof ZFinanciera>;
export const ZFinancierasQuery = zListaQuery([...CAMPOS_ORDEN_TERCERO, 'tipo']);

export const ZVerificadoraForm = ZTerceroForm.extend({
  /** ONAC accreditation code (14-OIN-003...). */
  acreditacion_onac: zTextoMayus(30),
  vigente_hasta: zFecha(MENSAJES.campoObligatorio),
});
export type TVerificadoraForm = z.input<typeof ZVerificadoraForm>;
export type TVerificadoraGuardar = z.output<typeof ZVerificadoraForm>;
export const ZVerificadoraEdicion = conIdCatalogo(ZVerificadoraForm);
export const ZVerificadora = ZFilaTercero.extend({
  acreditacion_onac: z.string(),
  vigente_hasta: z.string().nullable(),
  vencida: z.boolean(),
});
export type TVerificadora = z.infer<typeof ZVerificadora>;
export const ZVerificadorasQuery = zListaQuery([...CAMPOS_ORDEN_TERCERO, 'acreditacion_onac', 'vigente_hasta']);

export const TIPOS_TALLER = ['CONVERSION GNV', 'MECANICO', 'LUBRICACION'] as const;
export const ZTallerForm = ZTerceroForm.extend({
  tipo: z.enum(TIPOS_TALLER, { error: MENSAJES.campoObligatorioCorto }),
  habilitacion: zTextoMayusOpcional(30),
  vigente_hasta: zVigenciaOpcional,
});
export type TTallerForm = z.input<typeof ZTallerForm>;
export type TTallerGuardar = z.output<typeof ZTallerForm>;
export const ZTallerEdicion = conIdCatalogo(ZTallerForm);
export const ZTaller = ZFilaTercero.extend({
  tipo: z.string(),
  habilitacion: z.string().nullable(),
  vigente_hasta: z.string().nullable(),
  vencida: z.boolean(),
});
export type TTaller = z.infer<typeof ZTaller>;
export const ZTalleresQuery = zListaQuery([...CAMPOS_ORDEN_TERCERO, 'tipo', 'vigente_hasta']);
