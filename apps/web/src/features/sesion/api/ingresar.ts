import { useMutation } from '@tanstack/react-query';
import type { TUsuarioSesion } from '@eds/contracts/sesion';
import { solicitar } from '../../../lib/api-client';

/** The answer's contract, loaded only where answers are checked: the sign-in page's first chunk carries no zod. */
const ZRespuesta = () =>
  Promise.all([import('@eds/contracts/envelope'), import('@eds/contracts/sesion')]).then(([e, s]) => e.envelope(s.ZIngreso));

export interface DatosIngreso {
  user: string;
  pass: string;
  identificadorNegocio: number;
}

export type ResultadoIngreso =
  | { tipo: 'sesion'; usuario: TUsuarioSesion }
  /** The password expired (or an administrator assigned it): a new one is set with `tokenClave`, then sign in again. */
  | { tipo: 'clave_vencida'; mensaje: string; tokenClave: string };

/** POST /api/v1/signin/: a session, or expired_pass with the one-time token to choose a new password. */
export async function ingresar(datos: DatosIngreso): Promise<ResultadoIngreso> {
  const r = await solicitar('/api/v1/signin/', {
    metodo: 'POST',
    esquema: ZRespuesta,
    // The user name travels upper-cased, as the legacy client sent it.
    cuerpo: { user: datos.user.trim().toUpperCase(), pass: datos.pass, identificadorNegocio: datos.identificadorNegocio },
    publica: true,
  });
  if ('token' in r.data) return { tipo: 'sesion', usuario: r.data };
  return { tipo: 'clave_vencida', mensaje: r.mensaje, tokenClave: r.data.token_clave };
}

export function useIngresar() {
  return useMutation({ mutationFn: ingresar });
}
