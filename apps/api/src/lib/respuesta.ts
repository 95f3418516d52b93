import type { Envelope } from '@eds/contracts/envelope';

/** The success envelope: `{success, status, mensaje, data}`. */
export function ok<T>(data: T, mensaje = 'OK', status = 200): Envelope<T> {
  return { success: true, status, mensaje, data };
}
