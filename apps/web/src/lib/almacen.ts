/**
 * Browser storage keys in one place. Session data lives in sessionStorage (cleared on logout);
 * per-user conveniences that should survive a sign-out (recent modules) live in localStorage.
 */
export const CLAVES = {
  token: 'eds.token',
  usuario: 'eds.usuario',
  direccionInicial: 'eds.direccionInicial',
  idioma: 'eds.idioma',
  /** Set while the page reloads itself for a missing chunk, so a second failure shows the error page instead. */
  recargaPorVersion: 'eds.recargaPorVersion',
  recientes: (usuarioId: number) => `eds.recientes.${usuarioId}`,
} as const;

export function leerJson<T>(almacen: Storage, clave: string): T | undefined {
  try {
    const texto = almacen.getItem(clave);
    return texto === null ? undefined : (JSON.parse(texto) as T);
  } catch {
    return undefined;
  }
}

export function guardarJson(almacen: Storage, clave: string, valor: unknown): void {
  try {
    almacen.setItem(clave, JSON.stringify(valor));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}
