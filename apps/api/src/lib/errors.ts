import type { TErrorCampo } from '@eds/contracts/envelope';

/**
 * The one error type of the server. Routes and services throw it; the error handler turns it into
 * the envelope `{success: false, status, mensaje, errores?}`. Anything else becomes a 500 with a
 * generic Spanish text, never a stack trace.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly mensaje: string,
    readonly errores?: TErrorCampo[],
    /** Extra fields of the answer body that a documented call requires. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(mensaje);
    this.name = 'AppError';
  }
}

export const badRequest = (mensaje: string, errores?: TErrorCampo[]) => new AppError(400, mensaje, errores);
export const unauthorized = (mensaje: string) => new AppError(401, mensaje);
export const forbidden = (mensaje: string) => new AppError(403, mensaje);
export const notFound = (mensaje: string) => new AppError(404, mensaje);
