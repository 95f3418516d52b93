import { z } from 'zod';
import { MENSAJES } from './mensajes';
import { TIPOS_EQUIPO, TIPOS_NEGOCIO } from './operacion';

const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/;
const MAC = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;

const texto = (max: number) => z.string({ error: MENSAJES.campoObligatorio }).trim().min(1, { error: MENSAJES.campoObligatorio }).max(max, { error: MENSAJES.valorNoValido });

/** The device form (Gestión de equipos), shared by the web form and POST/PUT /api/equipo. */
export const ZEquipoForm = z.object({
  empresa_id: z.coerce.number({ error: MENSAJES.campoObligatorioCorto }).int().positive({ error: MENSAJES.campoObligatorioCorto }),
  alias: texto(30),
  tipo: z.enum(TIPOS_EQUIPO, { error: MENSAJES.campoObligatorioCorto }),
  serial: texto(60),
  isla_id: z.coerce.number().int().positive().nullable().optional(),
  ip: z
    .string()
    .trim()
    .refine((v) => v === '' || IPV4.test(v), { error: 'Dirección IP no válida' })
    .optional(),
  mac: z
    .string()
    .trim()
    .refine((v) => v === '' || MAC.test(v), { error: 'Dirección MAC no válida' })
    .optional(),
  identificador_dispositivo: texto(120),
  tipos_negocio: z.array(z.enum(TIPOS_NEGOCIO)).min(1, { error: 'Seleccione al menos un negocio' }),
});
export type TEquipoForm = z.infer<typeof ZEquipoForm>;

export const ZEquipoEdicion = ZEquipoForm.extend({ id: z.coerce.number().int().positive() });

export const ZTokenEquipo = z.object({ token: z.string() });

export const ZEquiposDesconectadosBody = z.object({
  /** Stations to look at; every station in the caller's scope when absent. */
  empresas: z.array(z.coerce.number().int().positive()).max(1000).optional(),
  /** Minutes without contact (default MINUTOS_DESCONEXION). */
  minutos: z.coerce.number().int().positive().max(10_080).optional(),
});
