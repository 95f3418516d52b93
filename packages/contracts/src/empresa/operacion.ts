import { z } from 'zod';
import { MENSAJES } from '../mensajes';
import { ZEstadoActivo, zIdFila } from '../respuestas';
import { zIdCampo } from '../validaciones';
import { MENSAJES_EMPRESA as M } from './mensajes';

/** Day, actions, copy and tree calls of a company (SCREENS.md G01, G02 tabs). */

const zHora = z
  .string({ error: MENSAJES.campoObligatorio })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, { error: MENSAJES.valorNoValido })
  .transform((v) => v.slice(0, 5));

/**
 * POST empresa/fecha-cierre (empresas_id, fecha_inicio, fecha_cierre, dia_siguiente): the station's business day
 * starts at `fecha_inicio` and closes at `fecha_cierre` of the next day. A business day lasts 24 hours, so both
 * hours are equal and `dia_siguiente` is true.
 */
export const ZFechaCierreForm = z
  .object({
    empresas_id: zIdCampo(MENSAJES.campoObligatorioCorto),
    fecha_inicio: zHora,
    fecha_cierre: zHora,
    dia_siguiente: z.boolean().default(true),
  })
  .superRefine((f, ctx) => {
    if (f.fecha_cierre !== f.fecha_inicio || !f.dia_siguiente) {
      ctx.addIssue({ code: 'custom', path: ['fecha_cierre'], message: M.cicloVeinticuatroHoras });
    }
  });
export type TFechaCierreForm = z.input<typeof ZFechaCierreForm>;

/** Per-station features (empresa/gestionEDS/acciones/{id}). */
export const ACCIONES_ESTACION = ['fe', 'remision', 'fidelizacion', 'cupos', 'datafono'] as const;
export const ZAccionesEstacion = z.object({
  fe: z.boolean(),
  remision: z.boolean(),
  fidelizacion: z.boolean(),
  cupos: z.boolean(),
  datafono: z.boolean(),
});
export type TAccionesEstacion = z.infer<typeof ZAccionesEstacion>;
export const ZAccionesEstacionRespuesta = ZAccionesEstacion.extend({ empresas_id: zIdFila });

/** What a copy may carry from one station to another (SCREENS.md G02 "Copiar configuración"). */
export const PARTES_COPIA = ['precios', 'turnos', 'acciones', 'dia_operativo', 'parametros'] as const;
export type TParteCopia = (typeof PARTES_COPIA)[number];

/** GET empresa/copia-empresa/{id}: what the target station holds and whether it already has sales. */
export const ZCopiaResumen = z.object({
  empresas_id: zIdFila,
  tiene_movimientos: z.boolean(),
  precios: z.number().int(),
  turnos: z.number().int(),
  /** Stations of the caller's scope it may copy from. */
  origenes: z.array(z.object({ id: zIdFila, alias: z.string(), tipo: z.number().int() })),
});
export type TCopiaResumen = z.infer<typeof ZCopiaResumen>;

/** PUT empresa/copia-empresa/{id}: copy the chosen parts from `origen_id` into station {id}. */
export const ZCopiaForm = z.object({
  origen_id: zIdCampo(MENSAJES.campoObligatorioCorto),
  partes: z.array(z.enum(PARTES_COPIA)).min(1, { error: M.sinPartes }).max(PARTES_COPIA.length),
});
export type TCopiaForm = z.input<typeof ZCopiaForm>;
export const ZCopiaResultado = z.object({ precios: z.number().int(), turnos: z.number().int() });

/** GET empresa/beta-cuatro/estaciones/beta4: stations in scope on the BETA 4 POS platform. */
export const ZEstacionBeta4 = z.object({ idEds: zIdFila, alias: z.string(), nombre: z.string(), codigo: z.string().nullable() });

/** GET empresa/dominio/{id}: the domains of the company's business. */
export const ZDominioEmpresa = z.object({
  id: zIdFila,
  host: z.string(),
  alias: z.string(),
  tipo: z.string().nullable(),
  color1: z.string().nullable(),
  color2: z.string().nullable(),
  formato_numero: z.string().nullable(),
  estado: ZEstadoActivo,
});

/** GET negocio/getempresa/{id}: the business a company belongs to. */
export const ZNegocioEmpresa = z.object({
  id: zIdFila,
  nombre: z.string(),
  nit: z.string(),
  estado: ZEstadoActivo,
  empresa_raiz_id: zIdFila.nullable(),
});

/** PUT empresa/mover: a company under a new parent (drag and drop in Estructura). */
export const ZMoverEmpresa = z.object({
  id: zIdCampo(),
  empresas_id: zIdCampo(MENSAJES.campoObligatorioCorto),
});
export type TMoverEmpresa = z.infer<typeof ZMoverEmpresa>;
