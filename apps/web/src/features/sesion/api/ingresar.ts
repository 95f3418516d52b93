import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@eds/contracts/envelope';
import type { TUsuarioSesion } from '@eds/contracts/sesion';
import { solicitar } from '../../../lib/api-client';

export interface DatosIngreso {
  user: string;
  pass: string;
  identificadorNegocio: number;
}

export type ResultadoIngreso = { tipo: 'sesion'; usuario: TUsuarioSesion } | { tipo: 'clave_vencida'; mensaje: string };

/** POST /api/v1/signin/: a session, or the notice that the expired password was renewed and mailed. */
export async function ingresar(datos: DatosIngreso): Promise<ResultadoIngreso> {
  const r = await solicitar<Envelope<TUsuarioSesion | { expired_pass: true }>>('/api/v1/signin/', {
    metodo: 'POST',
    // The user name travels upper-cased, as the legacy client sent it.
    cuerpo: { user: datos.user.trim().toUpperCase(), pass: datos.pass, identificadorNegocio: datos.identificadorNegocio },
    publica: true,
  });
  if ('token' in r.data) return { tipo: 'sesion', usuario: r.data };
  return { tipo: 'clave_vencida', mensaje: r.mensaje };
}

export function useIngresar() {
  return useMutation({ mutationFn: ingresar });
}
