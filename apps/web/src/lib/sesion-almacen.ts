import type { TUsuarioSesion } from '@eds/contracts/sesion';
import { CLAVES, guardarJson, leerJson } from './almacen';

/** The session user is kept in sessionStorage, as the legacy client did: it ends with the tab. */
export function leerToken(): string | null {
  return sessionStorage.getItem(CLAVES.token);
}

export function leerUsuarioGuardado(): TUsuarioSesion | undefined {
  return leerJson<TUsuarioSesion>(sessionStorage, CLAVES.usuario);
}

export function guardarUsuario(usuario: TUsuarioSesion): void {
  sessionStorage.setItem(CLAVES.token, usuario.token);
  guardarJson(sessionStorage, CLAVES.usuario, usuario);
}

/** Removes the token only (the server said it is no longer valid). */
export function quitarToken(): void {
  sessionStorage.removeItem(CLAVES.token);
  sessionStorage.removeItem(CLAVES.usuario);
}
