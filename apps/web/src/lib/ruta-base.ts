/**
 * The application lives under /app, or under /{tenant}/app when the first segment of the address
 * is not "app". It is computed once at start and handed to the router and the API links.
 */
export function calcularRutaBase(pathname: string): string {
  const primero = pathname.split('/').filter(Boolean)[0];
  if (primero === undefined || primero === 'app') return '/app';
  return `/${primero}/app`;
}

let rutaBase = typeof window === 'undefined' ? '/app' : calcularRutaBase(window.location.pathname);

export function obtenerRutaBase(): string {
  return rutaBase;
}

/** For tests only: the base of a given address. */
export function fijarRutaBase(base: string): void {
  rutaBase = base;
}

/** Absolute address of an application path ("/dashboard" → "/app/dashboard"). */
export function direccionAbsoluta(ruta: string): string {
  return `${rutaBase}${ruta.startsWith('/') ? ruta : `/${ruta}`}`;
}
