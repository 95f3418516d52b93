import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

export interface ResultadoErrorServidor {
  /** Fields that received the server's message. */
  campos: string[];
  /** The general message to toast: the server's mensaje, or '' (the caller's fallback applies). */
  mensaje: string;
  /** The session expired: the shell already shows its notice, nothing else to say. */
  silencio: boolean;
}

/** The form holds the field: a top-level name, or a path into its lines (`lineas.0.cantidad`). */
export function tieneCampo(valores: unknown, campo: string): boolean {
  let actual: unknown = valores;
  for (const parte of campo.split('.')) {
    if (typeof actual !== 'object' || actual === null || !Object.prototype.hasOwnProperty.call(actual, parte)) return false;
    actual = (actual as Record<string, unknown>)[parte];
  }
  return true;
}

/**
 * A refused save: each field error of the answer (`errores: [{campo, mensaje}]`) lands on its field, and the
 * general message is left for a toast. A field may be a path into the form's lines (`lineas.0.cantidad`); field names the
 * form does not have are part of the general message.
 */
export function aplicarErroresServidor<V extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<V, unknown, unknown>, 'setError' | 'getValues'>,
): ResultadoErrorServidor {
  if (!(error instanceof ApiError)) return { campos: [], mensaje: '', silencio: false };
  if (error.sesionCaducada) return { campos: [], mensaje: '', silencio: true };
  const valores = form.getValues() as Record<string, unknown>;
  const campos: string[] = [];
  const sueltos: string[] = [];
  for (const e of error.errores) {
    if (tieneCampo(valores, e.campo)) {
      form.setError(e.campo as Path<V>, { type: 'server', message: e.mensaje }, { shouldFocus: campos.length === 0 });
      campos.push(e.campo);
    } else {
      sueltos.push(e.mensaje);
    }
  }
  return { campos, mensaje: error.mensaje || sueltos.join('\n'), silencio: false };
}
