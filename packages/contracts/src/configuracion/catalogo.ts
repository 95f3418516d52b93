import { z } from 'zod';
import { MENSAJES } from '../mensajes';

/**
 * What every simple catalogue of SCREENS.md G11 shares: Código* (UNQ, LEN ≤10), Descripción* (LEN ≤30) and Estado.
 * Text is trimmed and upper-cased as the screens save it; the same schema checks the form and the server.
 */
export const MENSAJES_CATALOGO = {
  creado: 'Registro creado correctamente',
  editado: 'Registro editado correctamente',
  activado: 'REGISTRO ACTIVADO CORRECTAMENTE',
  inactivado: 'REGISTRO INACTIVADO CORRECTAMENTE',
  eliminado: 'Registro eliminado correctamente',
  codigoRepetido: 'Ya existe un registro con este código',
  enUso: 'No se puede eliminar: el registro está en uso. Inactívelo.',
  noExiste: 'El registro no existe',
  deSistema: 'Los registros del sistema no se pueden modificar',
  confirmarActivar: '¿Está seguro de activar este registro?',
  confirmarInactivar: '¿Está seguro de inactivar este registro?',
} as const;

/** Trimmed, upper-cased, required text of at most `max` characters. */
export const zTextoMayus = (max: number) =>
  z
    .string({ error: MENSAJES.campoObligatorio })
    .trim()
    .min(1, { error: MENSAJES.campoObligatorio })
    .max(max, { error: MENSAJES.valorNoValido })
    .transform((v) => v.toUpperCase());

export const ZEstadoRegistro = z.enum(['A', 'I']);
export type TEstadoRegistro = z.infer<typeof ZEstadoRegistro>;

export const zCodigoCatalogo = zTextoMayus(10);
export const zDescripcionCatalogo = zTextoMayus(30);
