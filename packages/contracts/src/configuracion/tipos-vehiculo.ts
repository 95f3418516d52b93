import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { COMBUSTIBLES } from '../operacion';
import { zListaQuery } from '../paginacion';
import { CAMPOS_ORDEN_CATALOGO, ZCatalogoForm, ZFilaCatalogo, ZOpcionCatalogo, conIdCatalogo } from './catalogo';

/**
 * Vehicle types (SCREENS.md G11, `configuracion/gestion_tipo_vehiculo`, module GESTION TIPO VEHICULO): the fuels a
 * type takes and its tank capacity; a single sale above the capacity is refused with MENSAJES_TIPO_VEHICULO.capacidad.
 */
export const MENSAJES_TIPO_VEHICULO = {
  capacidad: 'Venta supera la capacidad del tanque del vehículo',
} as const;

export const ZTipoVehiculoForm = ZCatalogoForm.extend({
  /** Fuel ids the type takes (27 corriente, 28 extra, 29 diesel, 30 GNV, 33 GLP); none = any. */
  combustibles: z
    .array(z.coerce.number().pipe(z.union(COMBUSTIBLES.map((c) => z.literal(c)))))
    .max(5)
    .default([]),
  /** Gallons, numeric(12,3); empty = no limit. */
  capacidad_tanque: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: MENSAJES.debeSerNumero })
      .positive({ error: MENSAJES.valorNoValido })
      .max(999_999_999, { error: MENSAJES.valorNoValido })
      .refine((v) => Math.abs(v * 1e3 - Math.round(v * 1e3)) < 1e-6, { error: MENSAJES.valorNoValido })
      .nullable(),
  ),
});
export type TTipoVehiculoForm = z.input<typeof ZTipoVehiculoForm>;
export type TTipoVehiculoGuardar = z.output<typeof ZTipoVehiculoForm>;
export const ZTipoVehiculoEdicion = conIdCatalogo(ZTipoVehiculoForm);
export type TTipoVehiculoEdicion = z.output<typeof ZTipoVehiculoEdicion>;

export const ZTipoVehiculo = ZFilaCatalogo.extend({
  combustibles: z.array(z.number().int()),
  capacidad_tanque: z.number().nullable(),
});
export type TTipoVehiculo = z.infer<typeof ZTipoVehiculo>;

export const CAMPOS_ORDEN_TIPO_VEHICULO = [...CAMPOS_ORDEN_CATALOGO, 'capacidad_tanque'] as const;
export const ZTiposVehiculoQuery = zListaQuery(CAMPOS_ORDEN_TIPO_VEHICULO);

export const ZTipoVehiculoOpcion = ZOpcionCatalogo.extend({ capacidad_tanque: z.number().nullable() });
export type TTipoVehiculoOpcion = z.infer<typeof ZTipoVehiculoOpcion>;
