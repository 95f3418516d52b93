import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { zListaQuery } from './paginacion';
import { ZEstadoActivo, zIdFila } from './respuestas';
import { zIdCampo } from './validaciones';

/**
 * Canastillas y kioscos (SCREENS.md G02 "Punto de venta", `/configuracion/gestion_canastillas`): a station's store
 * (S) or kiosk (K) point of sale, the warehouse it sells from, its devices, its invoice resolution and who runs it.
 */

/** The point's business type: S canastilla (store), K kiosco. */
export const TIPOS_PUNTO_VENTA = ['S', 'K'] as const;
export type TipoPuntoVenta = (typeof TIPOS_PUNTO_VENTA)[number];
/** The warehouse type each point sells from. */
export const BODEGA_DE_PUNTO: Record<TipoPuntoVenta, 'CANASTILLA' | 'KIOSCO'> = { S: 'CANASTILLA', K: 'KIOSCO' };

export const MENSAJES_PUNTO_VENTA = {
  noExiste: 'El punto de venta no existe',
  bodegaNoValida: 'La bodega debe ser de la estación y del tipo del punto de venta',
  equipoNoValido: 'Los equipos deben ser de la estación y atender el tipo de negocio del punto de venta',
  resolucionNoValida: 'La resolución debe ser de la estación y del tipo de negocio del punto de venta',
  responsableNoValido: 'El responsable debe ser un empleado activo de la estación',
  yaExisteActivo: 'Ya existe un punto de venta activo de ese tipo con esa bodega en la estación',
  guardado: 'PUNTO DE VENTA GUARDADO CORRECTAMENTE',
  editado: 'PUNTO DE VENTA EDITADO CORRECTAMENTE',
} as const;

const id = zIdCampo(MENSAJES.campoObligatorioCorto);
const idOpcional = zIdCampo(MENSAJES.valorNoValido).nullable().optional();

/** POST punto-venta: Nombre*, Estación*, Tipo* (S/K), Bodega* of that type, Equipos, Resolución, Responsable. */
export const ZPuntoVentaForm = z.object({
  empresa_id: id,
  nombre: z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(60, { error: MENSAJES.valorNoValido }),
  tipo: z.enum(TIPOS_PUNTO_VENTA, { error: MENSAJES.campoObligatorioCorto }),
  bodega_id: id,
  equipos: z.array(zIdCampo(MENSAJES.valorNoValido)).max(50).default([]),
  resolucion_id: idOpcional,
  responsable_id: idOpcional,
});
export type TPuntoVentaForm = z.infer<typeof ZPuntoVentaForm>;
/** PUT punto-venta: the same with the record's id; the station never changes. */
export const ZPuntoVentaEdicion = ZPuntoVentaForm.extend({ id });
export type TPuntoVentaEdicion = z.infer<typeof ZPuntoVentaEdicion>;

/** `codigo` and `descripcion` are the list's first two columns (Nombre and Estación), as the catalogue kit draws them. */
export const CAMPOS_ORDEN_PUNTO_VENTA = ['codigo', 'descripcion', 'tipo', 'bodega', 'responsable', 'estado'] as const;

/** GET punto-venta/empresa/{id}: the points of a station, or of every station under a company, in the caller's scope. */
export const ZPuntosVentaQuery = zListaQuery(CAMPOS_ORDEN_PUNTO_VENTA).extend({
  tipo: z.enum(TIPOS_PUNTO_VENTA).optional(),
  estacion_id: zIdCampo(MENSAJES.valorNoValido).optional(),
});
export type TPuntosVentaQuery = z.infer<typeof ZPuntosVentaQuery>;

export const ZPuntoVentaFila = z.object({
  id: zIdFila,
  empresa_id: zIdFila,
  estacion: z.string(),
  nombre: z.string(),
  /** The name and the station again, as the catalogue kit's first two columns read them. */
  codigo: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_PUNTO_VENTA),
  bodega_id: zIdFila,
  bodega: z.string(),
  equipos: z.array(zIdFila),
  /** The devices' aliases, in the order of `equipos`. */
  equipos_alias: z.array(z.string()),
  resolucion_id: zIdFila.nullable(),
  resolucion: z.string().nullable(),
  responsable_id: zIdFila.nullable(),
  responsable: z.string().nullable(),
  estado: ZEstadoActivo,
  /** Kept for the catalogue screen's row shape: a point of sale is never deleted, only inactivated. */
  en_uso: z.boolean(),
  sistema: z.boolean(),
});
export type TPuntoVentaFila = z.infer<typeof ZPuntoVentaFila>;

/** GET punto-venta/opciones/empresa/{id}: what the form offers for one station. */
export const ZOpcionesPuntoVenta = z.object({
  bodegas: z.array(z.object({ id: zIdFila, descripcion: z.string(), tipo: z.string() })),
  equipos: z.array(z.object({ id: zIdFila, alias: z.string(), tipos_negocio: z.array(z.string()) })),
  resoluciones: z.array(z.object({ id: zIdFila, descripcion: z.string(), tipos_negocio: z.array(z.string()) })),
  responsables: z.array(z.object({ id: zIdFila, nombre: z.string() })),
});
export type TOpcionesPuntoVenta = z.infer<typeof ZOpcionesPuntoVenta>;
