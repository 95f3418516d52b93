import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { zListaQuery } from './paginacion';
import { ZEstadoActivo, zFechaTexto, zIdFila } from './respuestas';
import { zFecha, zIdCampo } from './validaciones';

/**
 * Campañas (SCREENS.md G18, `configuracion/gestion_campañas`, module GESTION CAMPAÑAS): CRUD(`campana`). A campaign of
 * the business has a name, a validity and stations, and groups promotions and discount rules of the business. A user
 * reads the campaigns reaching one of their stations and changes only those whose stations are all theirs.
 */
export const MENSAJES_CAMPANA = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  noExiste: 'La campaña no existe',
  fechasInvertidas: 'La fecha final debe ser mayor o igual a la fecha inicial',
  seleccioneEstacion: 'Seleccione al menos una estación',
  formatoFecha: 'La fecha debe tener el formato YYYY-MM-DD',
  vinculoAjeno: 'Una promoción o una regla de descuento no existe o no alcanza sus estaciones',
} as const;

const M = MENSAJES_CAMPANA;
const id = zIdCampo(MENSAJES.campoObligatorioCorto);
const zDia = zFecha(M.formatoFecha);

export const ZCampanaForm = z
  .object({
    nombre: z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(60),
    fecha_inicio: zDia,
    fecha_fin: zDia,
    estaciones: z.array(id).min(1, { error: M.seleccioneEstacion }).max(2000),
    promociones: z.array(id).max(500).default([]),
    descuentos: z.array(id).max(500).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.fecha_fin < c.fecha_inicio) ctx.addIssue({ code: 'custom', path: ['fecha_fin'], message: M.fechasInvertidas });
  });
export type TCampanaForm = z.input<typeof ZCampanaForm>;
export type TCampanaGuardar = z.output<typeof ZCampanaForm>;
export const ZCampanaEdicion = ZCampanaForm.and(z.object({ id }));

const ZReferencia = z.object({ id: zIdFila, nombre: z.string() });

export const ZCampana = z.object({
  id: zIdFila,
  nombre: z.string(),
  fecha_inicio: zFechaTexto,
  fecha_fin: zFechaTexto,
  estado: ZEstadoActivo,
  estaciones: z.array(z.object({ id: zIdFila, alias: z.string() })),
  promociones: z.array(ZReferencia),
  descuentos: z.array(ZReferencia),
  /** False when some of its stations are outside the user's scope: the user may read it, not change it. */
  editable: z.boolean(),
});
export type TCampana = z.infer<typeof ZCampana>;

export const CAMPOS_ORDEN_CAMPANA = ['nombre', 'fecha_inicio', 'fecha_fin', 'estado'] as const;
export const ZCampanasQuery = zListaQuery(CAMPOS_ORDEN_CAMPANA).extend({
  empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** GET campana/opciones: the promotions and discount rules of the business reaching the user's stations. */
export const ZOpcionesCampana = z.object({ promociones: z.array(ZReferencia), descuentos: z.array(ZReferencia) });
export type TOpcionesCampana = z.infer<typeof ZOpcionesCampana>;
