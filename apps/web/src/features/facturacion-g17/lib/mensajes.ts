import { MENSAJES_FORMATO } from '@eds/contracts/facturacion/formatos';
import { MENSAJES_RESOLUCION } from '@eds/contracts/facturacion/resoluciones';
import { ApiError } from '../../../lib/api-client';
import { indexarMensajes } from '../../../i18n/mensajes';
import '../../../i18n/mensajes-catalogo';

// The screens' messages come from the contracts in Spanish; traducirMensaje shows them from 'facturacionG17.*'.
indexarMensajes('facturacionG17.mensajesResolucion', MENSAJES_RESOLUCION);
indexarMensajes('facturacionG17.mensajesFormato', MENSAJES_FORMATO);

type Traductor = (clave: string, opciones?: Record<string, unknown>) => string;
const CRUCE = /^El rango se cruza con la resolución (.+)$/;

/** 'El rango se cruza con la resolución {n}' in the current language: the server names the resolution. */
export function traducirCruce(t: Traductor, texto: string): string {
  const m = CRUCE.exec(texto);
  return m ? t('facturacionG17.mensajesResolucion.seCruzaCon', { n: m[1] }) : texto;
}

/** A refused save whose messages name a crossed resolution, translated (fields and toast). */
export function conCruceTraducido(t: Traductor, error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(
    error.status,
    traducirCruce(t, error.mensaje),
    error.errores.map((e) => ({ ...e, mensaje: traducirCruce(t, e.mensaje) })),
  );
}
