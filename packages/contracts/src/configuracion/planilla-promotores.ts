import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { zListaQuery } from '../paginacion';
import { zFecha, zIdCampo } from '../validaciones';
import { ZEstadoRegistro } from './catalogo';

/**
 * The promoters' roster (SCREENS.md G08 "Planilla de promotores", `configuracion/gestion_planilla_promotores`, module
 * GESTION PLANILLA PROMOTORES): which promoter of a station is planned on which shift template on which business day,
 * optionally on an island. It is the plan eds/planillaturnos sets against the shifts worked (only active rows).
 */
export const MENSAJES_PLANILLA = {
  promotorNoValido: 'El promotor no pertenece a la estación o está inactivo',
  horarioNoValido: 'El turno no pertenece a la estación o está inactivo',
  islaNoValida: 'La isla no pertenece a la estación',
  turnoRepetido: 'El promotor ya tiene ese turno ese día',
} as const;

const zIdObligatorio = zIdCampo(MENSAJES.campoObligatorioCorto);

/** `PUT promotor/empresa/{id}`: without `id` it plans a new shift, with it edits that one. */
export const ZPlanillaForm = z.object({
  id: zIdCampo().optional(),
  promotor_id: zIdObligatorio,
  horario_id: zIdObligatorio,
  isla_id: zIdCampo().nullable().optional(),
  fecha: zFecha(),
});
export type TPlanillaForm = z.input<typeof ZPlanillaForm>;
export type TPlanillaGuardar = z.output<typeof ZPlanillaForm>;

export const ZPlanilla = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  fecha: z.string(),
  promotor_id: z.number().int(),
  promotor: z.string(),
  codigo_promotor: z.string(),
  horario_id: z.number().int(),
  horario: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string(),
  isla_id: z.number().int().nullable(),
  isla: z.string().nullable(),
  estado: ZEstadoRegistro,
});
export type TPlanilla = z.infer<typeof ZPlanilla>;

export const CAMPOS_ORDEN_PLANILLA = ['fecha', 'promotor', 'horario', 'isla', 'estado'] as const;
export const ZPlanillaQuery = zListaQuery(CAMPOS_ORDEN_PLANILLA).extend({
  desde_fecha: zFecha().optional(),
  hasta_fecha: zFecha().optional(),
});
export type TPlanillaQuery = z.input<typeof ZPlanillaQuery>;

/** What the roster's form offers for a station: its active promoters and shift templates, and its islands. */
const ZOpcionPlanilla = z.object({ id: z.number().int(), texto: z.string() });
export const ZOpcionesPlanilla = z.object({
  promotores: z.array(ZOpcionPlanilla),
  horarios: z.array(ZOpcionPlanilla),
  islas: z.array(ZOpcionPlanilla),
});
export type TOpcionesPlanilla = z.infer<typeof ZOpcionesPlanilla>;
