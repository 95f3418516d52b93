import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZClaveForm } from '@eds/contracts/persona';

/**
 * A new password typed twice, with the profile's password rules (at least 8 characters): the reset page and the
 * expired-password dialog. The server also refuses common passwords and says so under the field.
 */
export const ZNuevaClave = z
  .object({ clave: ZClaveForm.shape.nueva, repetir: ZClaveForm.shape.repetir })
  .refine((v) => v.clave === v.repetir, { path: ['repetir'], error: MENSAJES.clavesNoCoinciden });
export type TNuevaClave = z.input<typeof ZNuevaClave>;
