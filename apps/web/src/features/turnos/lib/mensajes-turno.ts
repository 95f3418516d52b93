import { MENSAJES_TURNO } from '@eds/contracts/turnos/horarios';
import { ApiError } from '../../../lib/api-client';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The shifts' messages come from the contracts in Spanish; traducirMensaje shows them from 'turnos.mensajes'.
indexarMensajes('turnos.mensajes', MENSAJES_TURNO);

type Traductor = (clave: string, opciones?: Record<string, unknown>) => string;
const CRUCE = /^El turno se cruza con (.+)$/;

/** 'El turno se cruza con {nombre}' in the current language: the server names the shift, the text is translated. */
export function traducirCruce(t: Traductor, texto: string): string {
  const m = CRUCE.exec(texto);
  return m ? t('turnos.mensajes.seCruzaCon', { nombre: m[1] }) : texto;
}

/** A refused save whose messages name a crossed shift, with those messages translated (fields and toast). */
export function conCruceTraducido(t: Traductor, error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(
    error.status,
    traducirCruce(t, error.mensaje),
    error.errores.map((e) => ({ ...e, mensaje: traducirCruce(t, e.mensaje) })),
  );
}
