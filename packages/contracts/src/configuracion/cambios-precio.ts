import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { COMBUSTIBLES } from '../operacion';
import { zListaQuery } from '../paginacion';
import { zFechaHoraTexto, zNumero } from '../respuestas';
import { COLUMNA, esFechaHoraCalendario, zDecimal, zIdCampo } from '../validaciones';
import { zEmpresaCatalogo } from './catalogo';

/**
 * Scheduled fuel price changes (SCREENS.md G13 "Cambio de precio de combustible", `configuracion/cambios_precios_eds`):
 * CRUD(cambio-precio), the regulated maximum per fuel, and the device calls that download and confirm a change.
 */
export const MENSAJES_CAMBIO_PRECIO = {
  supera: 'El precio supera el máximo regulado',
  fechaPasada: 'La fecha efectiva no puede estar en el pasado',
  precioPositivo: 'El precio debe ser mayor que 0',
  estacionesRequeridas: 'Seleccione al menos una estación o un grupo',
  combustibleNoValido: 'El combustible no es válido',
  estacionNoValida: 'La estación no es válida',
  grupoNoValido: 'El grupo no es válido',
  requiereAprobacion: 'La variación del precio supera el porcentaje permitido y requiere aprobación',
  noExiste: 'El cambio de precio no existe',
  noModificable: 'Solo se puede modificar o anular un cambio de precio programado o enviado',
  creado: 'Cambio de precio programado correctamente',
  aplicado: 'Cambio de precio aplicado correctamente',
  editado: 'Cambio de precio editado correctamente',
  anulado: 'Cambio de precio anulado correctamente',
  reguladoGuardado: 'Precio máximo regulado guardado correctamente',
  confirmado: 'Confirmación registrada correctamente',
  noEsDelEquipo: 'El cambio de precio no es de la estación del equipo',
} as const;

export const ESTADOS_CAMBIO_PRECIO = ['PROGRAMADO', 'ENVIADO', 'APLICADO', 'FALLIDO', 'ANULADO'] as const;
export type TEstadoCambioPrecio = (typeof ESTADOS_CAMBIO_PRECIO)[number];

/** 'YYYY-MM-DD HH:mm[:ss]' in Bogotá time, as the form's date-time field writes it. */
const zFechaEfectiva = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .min(1, { error: MENSAJES.campoObligatorio })
  .transform((v) => (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/.test(v) ? `${v}:00` : v).replace('T', ' '))
  .refine(esFechaHoraCalendario, { error: MENSAJES.valorNoValido });

const zPrecio = zDecimal(COLUMNA.dinero, { minimo: 'positivo', mensajeMinimo: MENSAJES_CAMBIO_PRECIO.precioPositivo });

export const ZCambioPrecioForm = z
  .object({
    empresa_id: zEmpresaCatalogo,
    estaciones: z.array(zIdCampo()).max(2000).default([]),
    grupo_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), zIdCampo().nullable()),
    producto_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    precio: zPrecio,
    /** Ignored with aplicar_ahora (the moment is now). */
    fecha_efectiva: zFechaEfectiva.nullish(),
    /** `Aplicar ahora` (letter X): the price takes effect at once. */
    aplicar_ahora: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.estaciones.length === 0 && !c.grupo_id) {
      ctx.addIssue({ code: 'custom', path: ['estaciones'], message: MENSAJES_CAMBIO_PRECIO.estacionesRequeridas });
    }
    if (!c.aplicar_ahora && !c.fecha_efectiva)
      ctx.addIssue({ code: 'custom', path: ['fecha_efectiva'], message: MENSAJES.campoObligatorio });
  });
export type TCambioPrecioForm = z.input<typeof ZCambioPrecioForm>;
export type TCambioPrecioGuardar = z.output<typeof ZCambioPrecioForm>;

/** PUT cambio-precio: a scheduled change's new price or moment. */
export const ZCambioPrecioEdicion = z.object({
  id: zIdCampo(),
  empresa_id: zEmpresaCatalogo,
  precio: zPrecio,
  fecha_efectiva: zFechaEfectiva,
});
export type TCambioPrecioEdicion = z.output<typeof ZCambioPrecioEdicion>;

export const ZCambioPrecio = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  estacion: z.string(),
  producto_id: z.number().int(),
  producto: z.string(),
  combustible_id: z.number().int().nullable(),
  precio: z.number(),
  precio_anterior: z.number().nullable(),
  /** The price in force now at the station. */
  precio_vigente: z.number().nullable(),
  variacion_pct: z.number().nullable(),
  fecha_efectiva: zFechaHoraTexto,
  estado: z.enum(ESTADOS_CAMBIO_PRECIO),
  creado_por: z.string().nullable(),
  aprobado_por: z.string().nullable(),
  enviado_en: zFechaHoraTexto.nullable(),
  aplicado_en: zFechaHoraTexto.nullable(),
  motivo: z.string().nullable(),
  confirmaciones: z.number().int(),
});
export type TCambioPrecio = z.infer<typeof ZCambioPrecio>;

export const CAMPOS_ORDEN_CAMBIO_PRECIO = ['fecha_efectiva', 'estacion', 'producto', 'precio', 'estado'] as const;
export const ZCambiosPrecioQuery = zListaQuery(CAMPOS_ORDEN_CAMBIO_PRECIO).extend({
  estado_cambio: z.enum(ESTADOS_CAMBIO_PRECIO).optional(),
});

/** The created changes: one per station. */
/**
 * GET cambio-precio/estaciones/empresa/{id}[?producto_id=]: the stations a change may be scheduled at and, when a fuel
 * is named, its price in force at each (null where it has none), shown beside the new price.
 */
export const ZEstacionCambioQuery = z.object({ producto_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const ZEstacionCambio = z.object({ id: z.number().int(), alias: z.string(), precio_vigente: zNumero.nullable() });
export type TEstacionCambio = z.infer<typeof ZEstacionCambio>;

export const ZCambiosCreados = z.object({ ids: z.array(z.number().int()) });

export const ZPrecioReguladoForm = z.object({
  empresa_id: zEmpresaCatalogo,
  combustible_id: z.coerce
    .number({ error: MENSAJES.campoObligatorioCorto })
    .int()
    .refine((v) => (COMBUSTIBLES as readonly number[]).includes(v), { error: MENSAJES_CAMBIO_PRECIO.combustibleNoValido }),
  precio_maximo: zDecimal(COLUMNA.dinero, { minimo: 'positivo', mensajeMinimo: MENSAJES_CAMBIO_PRECIO.precioPositivo }),
});
export type TPrecioReguladoForm = z.output<typeof ZPrecioReguladoForm>;

export const ZPrecioRegulado = z.object({
  combustible_id: z.number().int(),
  precio_maximo: z.number(),
  actualizado_en: zFechaHoraTexto,
});

/** GET pos/v1/cambios-precio: the station's changes still to come, as a device downloads them. */
export const ZCambioPrecioEquipo = z.object({
  id: z.number().int(),
  producto_id: z.number().int(),
  precio: z.number(),
  fecha_efectiva: zFechaHoraTexto,
});

/** POST pos/v1/confirmacion-cambio-precio: the device applied (CONFIRMADO) or could not apply (RECHAZADO) a change. */
export const ZConfirmacionCambioPrecio = z.object({
  cambio_precio_id: zIdCampo(),
  estado: z.enum(['CONFIRMADO', 'RECHAZADO']),
  mensaje: z.string().trim().max(300).optional(),
});
