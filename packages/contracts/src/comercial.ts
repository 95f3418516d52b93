import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { TIPOS_NEGOCIO } from './operacion';
import { zListaQuery } from './paginacion';
import { ZEstadoActivo, zFechaTexto, zHoraTexto, zIdFila, zNumero } from './respuestas';
import { COLUMNA, SMALLINT_MAXIMO, zDecimal, zDinero, zEntero, zFecha, zIdCampo } from './validaciones';

/** Promotions and special prices (SCREENS G13, G18), shared by the web forms and the server. */

export const TIPOS_PROMOCION = ['PAGUE N LLEVE M', '% DESCUENTO', 'PRECIO FIJO', 'COMBO'] as const;

export const MENSAJES_COMERCIAL = {
  fechasInvertidas: 'La fecha final debe ser mayor o igual a la fecha inicial',
  lleveMayorQuePague: 'En PAGUE N LLEVE M, M debe ser mayor que N',
  porcentajeInvalido: 'El descuento debe estar entre 0 y 100',
  promocionNoExiste: 'La promoción no existe',
  promocionCreada: 'Promoción creada correctamente',
  promocionEditada: 'Promoción editada correctamente',
  precioEspecialNoExiste: 'El precio especial no existe',
  precioEspecialActivado: 'Precio especial activado correctamente',
  precioEspecialInactivado: 'Precio especial inactivado correctamente',
  precioEspecialEliminado: 'Precio especial eliminado correctamente',
  precioEspecialCreado: 'Precio especial creado correctamente',
  destinoPrecioEspecial: 'Indique el cliente, la flota o la estación del precio especial',
  productoOtroNegocio: 'El producto no pertenece al negocio',
  precioEspecialTodasEstaciones: 'Solo un usuario del negocio puede gestionar precios especiales para todas las estaciones',
  seleccioneNegocio: 'Seleccione al menos un negocio',
  seleccioneProducto: 'Seleccione al menos un producto',
  seleccioneEstacion: 'Seleccione al menos una estación',
  formatoFecha: 'La fecha debe tener el formato YYYY-MM-DD',
  formatoHora: 'La hora debe tener el formato HH:mm',
  valorPositivo: 'El valor debe ser mayor que cero',
  horasIncompletas: 'Indique la hora inicial y la final, o ninguna',
  grupoNoValido: 'El grupo debe ser un grupo de productos activo del negocio',
  productoFueraDePromocion: (promocion: number, producto: number) => `La promoción ${promocion} no aplica al producto ${producto}`,
} as const;

/** A real calendar day (2026-02-30 is not). */
const zDia = zFecha(MENSAJES_COMERCIAL.formatoFecha);
const zHora = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MENSAJES_COMERCIAL.formatoHora });
const id = zIdCampo(MENSAJES.campoObligatorioCorto);
/** An optional field of a form: an empty one ('' or null) is left out. */
const opcional = <T extends z.ZodType>(campo: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), campo.optional());

export const ZPromocionForm = z
  .object({
    nombre: z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(60),
    tipo: z.enum(TIPOS_PROMOCION, { error: MENSAJES.campoObligatorioCorto }),
    valor: zDinero(),
    pague_n: opcional(zEntero({ minimo: 'positivo', maximo: SMALLINT_MAXIMO })),
    lleve_m: opcional(zEntero({ minimo: 'positivo', maximo: SMALLINT_MAXIMO })),
    fecha_inicio: zDia,
    fecha_fin: zDia,
    dias: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    hora_inicio: opcional(zHora),
    hora_fin: opcional(zHora),
    tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)).min(1, { error: MENSAJES_COMERCIAL.seleccioneNegocio }),
    productos: z
      .array(z.object({ producto_id: id, cantidad: zDecimal(COLUMNA.cantidad, { minimo: 'positivo' }).default(1) }))
      .max(500)
      .default([]),
    /** A product group (SCREENS.md G09, tipo PRODUCTOS): the promotion also reaches its members. Products or group*. */
    grupo_id: opcional(id),
    estaciones: z.array(id).min(1, { error: MENSAJES_COMERCIAL.seleccioneEstacion }).max(2000),
  })
  .superRefine((p, ctx) => {
    if (p.fecha_fin < p.fecha_inicio) ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: MENSAJES_COMERCIAL.fechasInvertidas });
    if (p.tipo === 'PAGUE N LLEVE M' && !(p.pague_n && p.lleve_m && p.lleve_m > p.pague_n)) {
      ctx.addIssue({ code: 'custom', path: ['lleve_m'], message: MENSAJES_COMERCIAL.lleveMayorQuePague });
    }
    if (p.tipo === '% DESCUENTO' && p.valor > 100)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MENSAJES_COMERCIAL.porcentajeInvalido });
    if (p.tipo !== 'PAGUE N LLEVE M' && p.valor <= 0)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MENSAJES_COMERCIAL.valorPositivo });
    if ((p.hora_inicio === undefined) !== (p.hora_fin === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [p.hora_inicio === undefined ? 'hora_inicio' : 'hora_fin'],
        message: MENSAJES_COMERCIAL.horasIncompletas,
      });
  })
  // Products or group*: said together with the form's other errors (`when`), as the products' own minimum was before.
  .refine((p) => p.productos.length > 0 || p.grupo_id !== undefined, {
    path: ['productos'],
    message: MENSAJES_COMERCIAL.seleccioneProducto,
    when: (payload) => {
      const v = payload.value as { productos?: unknown; grupo_id?: unknown };
      return (
        Array.isArray(v.productos) &&
        (v.grupo_id === undefined || v.grupo_id === null || v.grupo_id === '' || typeof v.grupo_id === 'number')
      );
    },
  });
export type TPromocionForm = z.infer<typeof ZPromocionForm>;
export const ZPromocionEdicion = ZPromocionForm.and(z.object({ id }));

export const ZPrecioEspecialForm = z
  .object({
    producto_id: id,
    empresa_id: id.nullable().optional(),
    cliente_id: id.nullable().optional(),
    flota_id: id.nullable().optional(),
    precio: zDinero({ minimo: 'positivo' }),
    fecha_inicio: zDia,
    fecha_fin: zDia.nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.empresa_id && !p.cliente_id && !p.flota_id)
      ctx.addIssue({ code: 'custom', path: ['cliente_id'], message: MENSAJES_COMERCIAL.destinoPrecioEspecial });
    if (p.fecha_fin && p.fecha_fin < p.fecha_inicio)
      ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: MENSAJES_COMERCIAL.fechasInvertidas });
  });
export type TPrecioEspecialForm = z.infer<typeof ZPrecioEspecialForm>;

/** GET /api/promocion/get-detalle-promocion/{id}: a promotion with its products and stations. */
export const ZPromocionDetalle = z.object({
  id: zIdFila,
  negocio_id: zIdFila,
  nombre: z.string(),
  tipo: z.enum(TIPOS_PROMOCION),
  /** The discount percentage, the fixed price or the combo price, by type. */
  valor: zNumero,
  pague_n: z.number().int().nullable(),
  lleve_m: z.number().int().nullable(),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto,
  /** ISO weekdays (1 Monday … 7 Sunday); empty = every day. */
  dias: z.array(z.number().int().min(1).max(7)),
  hora_inicio: zHoraTexto.nullable(),
  hora_fin: zHoraTexto.nullable(),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)),
  estado: ZEstadoActivo,
  productos: z.array(z.object({ producto_id: zIdFila, codigo: z.string(), descripcion: z.string(), cantidad: zNumero })),
  /** The product group it also reaches, or null. */
  grupo: z.object({ id: zIdFila, nombre: z.string() }).nullable(),
  estaciones: z.array(z.object({ id: zIdFila, alias: z.string() })),
});
export type TPromocionDetalle = z.infer<typeof ZPromocionDetalle>;

/**
 * GET /api/promocion (Promociones, SCREENS.md G18): a promotion of the business with at least one station in the
 * user's scope. `editable` is false when some of its stations are outside the scope: the user may read it, not change it.
 */
export const ZPromocion = ZPromocionDetalle.extend({ editable: z.boolean() });
export type TPromocion = z.infer<typeof ZPromocion>;

export const CAMPOS_ORDEN_PROMOCION = ['nombre', 'tipo', 'valor', 'fecha_inicio', 'fecha_fin', 'estado'] as const;
/** The list's filters: the screen's business type (C fuel, K kiosk, S store) and a station of the scope. */
export const ZPromocionesQuery = zListaQuery(CAMPOS_ORDEN_PROMOCION).extend({
  negocio: z.enum(TIPOS_NEGOCIO).optional(),
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TPromocionesQuery = z.input<typeof ZPromocionesQuery>;

/** GET /api/promocion/productos/{negocio}: the business's active products of one business type, for the form. */
export const ZProductoPromocion = z.object({ id: zIdFila, codigo: z.string(), descripcion: z.string() });
export type TProductoPromocion = z.infer<typeof ZProductoPromocion>;

/**
 * GET /api/reportes/precios-especiales/...: a special price that applies at the station (its own or for any
 * station), with the station's list price in force beside it.
 */
export const ZPrecioEspecial = z.object({
  id: zIdFila,
  producto_id: zIdFila,
  codigo: z.string(),
  producto: z.string(),
  cliente_id: zIdFila.nullable(),
  cliente: z.string().nullable(),
  flota_id: zIdFila.nullable(),
  flota: z.string().nullable(),
  /** The station of the special price; null when it applies at every station. */
  empresa_id: zIdFila.nullable(),
  estacion: z.string().nullable(),
  precio: zNumero,
  /** The station's price in force for the product; null when the station does not sell it. */
  precio_lista: zNumero.nullable(),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto.nullable(),
  estado: ZEstadoActivo,
});
export type TPrecioEspecial = z.infer<typeof ZPrecioEspecial>;

/** GET /api/promocion/grupos: the business's active product groups (G09, tipo PRODUCTOS), for the form's Grupo. */
export const ZGrupoPromocion = z.object({ id: zIdFila, nombre: z.string() });
export type TGrupoPromocion = z.infer<typeof ZGrupoPromocion>;
