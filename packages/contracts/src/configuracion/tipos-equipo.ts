import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { TIPOS_EQUIPO } from '../operacion';
import { zListaQuery } from '../paginacion';
import {
  CAMPOS_ORDEN_CATALOGO,
  ZCatalogoForm,
  ZFilaCatalogo,
  ZOpcionCatalogo,
  conIdCatalogo,
  zTextoMayus,
  zTextoMayusOpcional,
} from './catalogo';

/**
 * Tipos de equipo (SCREENS.md G05, `configuracion/equipos`, module EQUIPOS): the device models of a business. Tipo*
 * (the kind of device), Marca*, Modelo*, Protocolo and Firmware mínimo beside Código and Descripción. A device names
 * its model in Gestión de equipos (only a model of the device's own kind).
 */
export const MENSAJES_TIPO_EQUIPO = {
  tipoDistinto: 'El tipo de equipo elegido no corresponde al tipo del equipo',
  tipoEnUso: 'No se puede cambiar el tipo: hay equipos registrados con este modelo',
} as const;

export const ZTipoEquipoForm = ZCatalogoForm.extend({
  tipo: z.enum(TIPOS_EQUIPO, { error: MENSAJES.campoObligatorioCorto }),
  marca: zTextoMayus(40),
  modelo: zTextoMayus(40),
  protocolo: zTextoMayusOpcional(40),
  firmware_minimo: zTextoMayusOpcional(20),
});
export type TTipoEquipoForm = z.input<typeof ZTipoEquipoForm>;
export type TTipoEquipoGuardar = z.output<typeof ZTipoEquipoForm>;
export const ZTipoEquipoEdicion = conIdCatalogo(ZTipoEquipoForm);

export const ZTipoEquipo = ZFilaCatalogo.extend({
  tipo: z.enum(TIPOS_EQUIPO),
  marca: z.string(),
  modelo: z.string(),
  protocolo: z.string().nullable(),
  firmware_minimo: z.string().nullable(),
  /** Devices registered with this model. */
  equipos: z.number().int(),
});
export type TTipoEquipo = z.infer<typeof ZTipoEquipo>;

export const CAMPOS_ORDEN_TIPO_EQUIPO = [...CAMPOS_ORDEN_CATALOGO, 'tipo', 'marca', 'modelo'] as const;
export const ZTiposEquipoQuery = zListaQuery(CAMPOS_ORDEN_TIPO_EQUIPO).extend({ tipo: z.enum(TIPOS_EQUIPO).optional() });

/** A model for the device form's Modelo: active ones, with their kind to offer only those of the device's. */
export const ZTipoEquipoOpcion = ZOpcionCatalogo.extend({ tipo: z.enum(TIPOS_EQUIPO), marca: z.string(), modelo: z.string() });
export type TTipoEquipoOpcion = z.infer<typeof ZTipoEquipoOpcion>;
