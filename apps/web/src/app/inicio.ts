import { CLAVES } from '../lib/almacen';

/** Pages that open without a session and are not the sign-in page: the mailed password-reset link. */
const PAGINAS_PUBLICAS = ['/restablecer-clave'];

/**
 * Whether this page load opens on the sign-in page: no stored session and not a public page. Such a load needs
 * neither the router nor the shell, only the sign-in screen (the router loads after signing in, which reloads).
 * Also read by the script that runs before the first paint (`previo/antes-de-pintar.ts`): keep it free of imports
 * beyond storage keys.
 */
export function empiezaEnIngreso(base: string, pathname: string, almacen: Pick<Storage, 'getItem'>): boolean {
  let conSesion: boolean;
  try {
    conSesion = almacen.getItem(CLAVES.token) !== null;
  } catch {
    // Storage disabled: no session can have been kept either.
    conSesion = false;
  }
  if (conSesion) return false;
  const ruta = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/+$/, '') : pathname;
  return !PAGINAS_PUBLICAS.includes(ruta);
}
