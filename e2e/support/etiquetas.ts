import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The menu's module labels of a language, by module id (apps/web's locale files, `etiquetaModulo`). */
export function etiquetasModulo(idioma: 'es' | 'ar'): Record<string, string> {
  const archivo = path.join(import.meta.dirname, '../../apps/web/src/i18n/locales', `${idioma}.json`);
  return (JSON.parse(readFileSync(archivo, 'utf8')) as { etiquetaModulo: Record<string, string> }).etiquetaModulo;
}

/** A Spanish menu label in Arabic (the catalogue walks name sections and screens in Spanish). */
export function etiquetaEnArabe(etiquetaEs: string): string {
  const es = etiquetasModulo('es');
  const ar = etiquetasModulo('ar');
  const id = Object.keys(es).find((k) => es[k] === etiquetaEs);
  return id === undefined ? etiquetaEs : ar[id];
}
