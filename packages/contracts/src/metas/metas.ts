import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zIdFila } from '../respuestas';
import { cabeEnColumna, zIdCampo, type Columna } from '../validaciones';

/**
 * Metas de venta (SCREENS.md G23, `configuracion/gestion_metas`, module GESTION METAS): a station's monthly goal of
 * one business type — COMBUSTIBLE in gallons (or pesos), CANASTILLA and KIOSCO in pesos — optionally for one product
 * (fuel) or one category (shop); without either it is the station's general goal, the one the dashboard's budget
 * and the budget reports read. Its daily split is stored: UNIFORME, POR DÍA DE SEMANA (weights of the same weekdays
 * of the station's sales a year before) or MANUAL (typed per day, summing to the goal). Unique per period.
 */
export const MENSAJES_META = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  noExiste: 'La meta no existe',
  noEsEstacion: 'La empresa seleccionada no es una estación',
  metaPositiva: 'La meta debe ser mayor que cero',
  sumaDiaria: 'La suma diaria debe ser igual a la meta mensual',
  diasDelMes: 'Ingrese un valor para cada día del mes',
  repetida: 'Ya existe una meta para esta estación, periodo, tipo y producto/categoría',
  productoOCategoria: 'Elija un producto o una categoría, no ambos',
  productoNoValido: 'El producto no es un combustible del negocio',
  categoriaNoValida: 'La categoría no pertenece al tipo de negocio elegido',
  unidadNoValida: 'Las metas de canastilla y kiosco se expresan en pesos',
} as const;

export const TIPOS_META = ['COMBUSTIBLE', 'CANASTILLA', 'KIOSCO'] as const;
export type TTipoMeta = (typeof TIPOS_META)[number];
/** The business type (`tipo_negocio`) of each goal type. */
export const NEGOCIO_DE_TIPO_META: Record<TTipoMeta, 'C' | 'S' | 'K'> = { COMBUSTIBLE: 'C', CANASTILLA: 'S', KIOSCO: 'K' };
export const TIPO_META_DE_NEGOCIO: Record<string, TTipoMeta> = { C: 'COMBUSTIBLE', S: 'CANASTILLA', K: 'KIOSCO' };

/** GALONES (fuel only) or VALOR (pesos). */
export const UNIDADES_META = ['GALONES', 'VALOR'] as const;
export type TUnidadMeta = (typeof UNIDADES_META)[number];

export const DISTRIBUCIONES_META = ['UNIFORME', 'POR DÍA DE SEMANA', 'MANUAL'] as const;
export type TDistribucionMeta = (typeof DISTRIBUCIONES_META)[number];

/** metas_venta.meta and metas_venta_dias.valor: numeric(16,2). */
const COLUMNA_META: Columna = { precision: 16, escala: 2 };

export const diasDelMes = (anio: number, mes: number) => new Date(Date.UTC(anio, mes, 0)).getUTCDate();

/** Cents of an amount (sums are compared in whole cents, so 0.1 + 0.2 equals 0.3). */
export const centavos = (v: number) => Math.round(v * 100);

const obligatorio = (v: unknown) => v !== '' && v !== null && v !== undefined;

const zMonto = (positivo: boolean) =>
  z.custom<unknown>(obligatorio, { error: MENSAJES.campoObligatorio }).pipe(
    z.coerce
      .number({ error: MENSAJES.debeSerNumero })
      .refine((v) => (positivo ? v > 0 : v >= 0), { error: positivo ? MENSAJES_META.metaPositiva : MENSAJES.noNegativo })
      .refine((v) => cabeEnColumna(v, COLUMNA_META), { error: MENSAJES.valorNoValido }),
  );

const zEnteroEntre = (min: number, max: number) =>
  z.custom<unknown>(obligatorio, { error: MENSAJES.campoObligatorioCorto }).pipe(
    z.coerce
      .number({ error: MENSAJES.debeSerNumero })
      .int({ error: MENSAJES.debeSerNumero })
      .min(min, { error: MENSAJES.entre(min, max) })
      .max(max, { error: MENSAJES.entre(min, max) }),
  );

/** An optional id: empty, null or absent is none. */
const zIdOpcional = z.preprocess((v) => (v === '' || v === undefined ? null : v), zIdCampo().nullable());

export const ZMetaForm = z
  .object({
    empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    anio: zEnteroEntre(2000, 2100),
    mes: zEnteroEntre(1, 12),
    tipo: z.enum(TIPOS_META, { error: MENSAJES.campoObligatorioCorto }),
    unidad: z.enum(UNIDADES_META, { error: MENSAJES.campoObligatorioCorto }),
    /** A fuel (COMBUSTIBLE goals only). */
    producto_id: zIdOpcional,
    /** A shop category (CANASTILLA and KIOSCO goals only). */
    categoria_id: zIdOpcional,
    meta: zMonto(true),
    distribucion: z.enum(DISTRIBUCIONES_META, { error: MENSAJES.campoObligatorioCorto }).default('UNIFORME'),
    /** MANUAL: the goal of each day of the month, in order (day 1 first). Ignored otherwise. */
    dias: z.array(zMonto(false)).max(31).optional(),
  })
  .superRefine((m, ctx) => {
    if (m.tipo !== 'COMBUSTIBLE' && m.unidad !== 'VALOR') {
      ctx.addIssue({ code: 'custom', path: ['unidad'], message: MENSAJES_META.unidadNoValida });
    }
    if (m.producto_id && m.categoria_id) {
      ctx.addIssue({ code: 'custom', path: ['categoria_id'], message: MENSAJES_META.productoOCategoria });
    }
    if (m.distribucion !== 'MANUAL') return;
    const dias = m.dias ?? [];
    if (dias.length !== diasDelMes(Number(m.anio), Number(m.mes))) {
      ctx.addIssue({ code: 'custom', path: ['dias'], message: MENSAJES_META.diasDelMes });
      return;
    }
    const suma = dias.reduce((s, v) => s + centavos(Number(v)), 0);
    if (suma !== centavos(Number(m.meta))) ctx.addIssue({ code: 'custom', path: ['dias'], message: MENSAJES_META.sumaDiaria });
  });
export type TMetaForm = z.input<typeof ZMetaForm>;
export type TMetaGuardar = z.output<typeof ZMetaForm>;

export const ZMetaEdicion = ZMetaForm.safeExtend({ id: zIdCampo() });
export type TMetaEdicion = z.output<typeof ZMetaEdicion>;

export const ZMeta = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  anio: z.number().int(),
  mes: z.number().int(),
  tipo: z.enum(TIPOS_META),
  unidad: z.enum(UNIDADES_META),
  producto_id: z.number().int().nullable(),
  categoria_id: z.number().int().nullable(),
  /** The product's or category's name; null for the general goal. */
  producto_categoria: z.string().nullable(),
  meta: z.number(),
  distribucion: z.enum(DISTRIBUCIONES_META),
  /** The stored daily split, day 1 first (as many values as days in the month). */
  dias: z.array(z.number()),
  estado: z.enum(['A', 'I']),
});
export type TMeta = z.infer<typeof ZMeta>;

export const CAMPOS_ORDEN_META = ['estacion', 'anio', 'mes', 'tipo', 'meta', 'estado'] as const;
export const ZMetasQuery = zListaQuery(CAMPOS_ORDEN_META).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  anio: z.coerce.number().int().min(2000).max(2100).optional(),
  mes: z.coerce.number().int().min(1).max(12).optional(),
});
export type TMetasQuery = z.input<typeof ZMetasQuery>;

/** A product or category a goal may be for (`meta/opciones`). */
export const ZOpcionMeta = z.object({ id: zIdFila, descripcion: z.string(), tipo: z.enum(TIPOS_META) });
export type TOpcionMeta = z.infer<typeof ZOpcionMeta>;
export const ZOpcionesMeta = z.object({ productos: z.array(ZOpcionMeta), categorias: z.array(ZOpcionMeta) });
export type TOpcionesMeta = z.infer<typeof ZOpcionesMeta>;

/** `POST meta/distribucion`: the split a goal would get (the editor's starting point for MANUAL). */
export const ZDistribucionQuery = z.object({
  empresa_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  anio: zEnteroEntre(2000, 2100),
  mes: zEnteroEntre(1, 12),
  tipo: z.enum(TIPOS_META, { error: MENSAJES.campoObligatorioCorto }),
  unidad: z.enum(UNIDADES_META, { error: MENSAJES.campoObligatorioCorto }),
  meta: zMonto(true),
  distribucion: z.enum(['UNIFORME', 'POR DÍA DE SEMANA'], { error: MENSAJES.campoObligatorioCorto }),
});
export const ZDistribucion = z.object({ dias: z.array(z.number()) });
