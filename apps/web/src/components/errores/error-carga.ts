import { CLAVES } from '../../lib/almacen';

/**
 * The messages browsers and Vite give when a lazily loaded chunk cannot be fetched: after a new build is
 * deployed the old chunk names are gone, and the page still holds the old entry.
 */
const CHUNK_AUSENTE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function esChunkAusente(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_AUSENTE.some((p) => p.test(error.message));
}

/** The browser's reload, behind an object so a test can watch it (jsdom cannot reload). */
export const navegador = { recargar: () => window.location.reload() };

/**
 * Reloads the page once to fetch the new build. The flag in sessionStorage makes a second failure in a row
 * fall through to the error page instead of reloading forever; it is cleared once a screen has loaded.
 * Returns false when the page was already reloaded for this.
 */
export function recargarUnaVez(): boolean {
  try {
    if (sessionStorage.getItem(CLAVES.recargaPorVersion)) return false;
    sessionStorage.setItem(CLAVES.recargaPorVersion, '1');
  } catch {
    // Without storage a reload could loop: show the error page.
    return false;
  }
  navegador.recargar();
  return true;
}

/** The page already reloaded itself for a missing chunk and no screen has loaded since. */
export function yaSeRecargo(): boolean {
  try {
    return sessionStorage.getItem(CLAVES.recargaPorVersion) !== null;
  } catch {
    return true;
  }
}

export function olvidarRecarga(): void {
  try {
    sessionStorage.removeItem(CLAVES.recargaPorVersion);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
