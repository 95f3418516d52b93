import { z } from 'zod';
import { ZSigninBody } from '@eds/contracts/sesion';

/**
 * The sign-in body's own rules, under the form's field names: the spec's messages for an empty user or password.
 * Loaded after the sign-in page paints (zod stays out of its first chunk, docs/decisions/020a-sign-in-first-paint.md).
 */
export const ZIngreso = z.object({ usuario: ZSigninBody.shape.user, clave: ZSigninBody.shape.pass });
export type TIngreso = z.input<typeof ZIngreso>;
export type TIngresoValido = z.output<typeof ZIngreso>;
