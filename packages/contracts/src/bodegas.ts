import { z } from 'zod';
import { ZBodega } from './estacion';
import { zListaQuery } from './paginacion';
import { zIdFila } from './respuestas';
import { TIPOS_BODEGA } from './operacion';
import { zId } from './validaciones';

/** Warehouses and tanks screen (SCREENS.md G04 "Bodega"): its list, its selectors and its own server messages. */

export const MENSAJES_BODEGA = {
  tanqueConMangueras: 'El tanque alimenta mangueras activas: inactívelas o cámbielas de tanque primero',
} as const;

export const CAMPOS_ORDEN_BODEGA = ['codigo', 'descripcion', 'tipo', 'estacion', 'producto', 'capacidad', 'estado'] as const;

/** GET /api/bodega/empresa/{id}: the warehouses of a station, or of every station under a business in the caller's scope. */
export const ZBodegasQuery = zListaQuery(CAMPOS_ORDEN_BODEGA).extend({
  tipo: z.enum(TIPOS_BODEGA).optional(),
  /** One station of those under the company (still within the caller's scope). */
  estacion_id: zId.optional(),
});
export type TBodegasQuery = z.infer<typeof ZBodegasQuery>;

/** A row of the warehouses list: the warehouse with its station's name and the catalogue row flags. */
export const ZBodegaFila = ZBodega.extend({
  estacion: z.string(),
  /** Hoses, stock or readings refer to it. */
  en_uso: z.boolean(),
  /** Never a shared system record; kept for the catalogue screen's row shape. */
  sistema: z.boolean(),
});
export type TBodegaFila = z.infer<typeof ZBodegaFila>;

/** GET /api/bodega/combustibles/empresa/{id}: the active fuels a tank of the station may hold. */
export const ZCombustibleTanque = z.object({ id: zIdFila, codigo: z.string(), descripcion: z.string() });
export type TCombustibleTanque = z.infer<typeof ZCombustibleTanque>;
