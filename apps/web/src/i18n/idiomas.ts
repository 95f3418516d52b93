import { CLAVES } from '../lib/almacen';

/** Languages offered by the selector. Spanish is the source and the default; Arabic is right-to-left. */
export const IDIOMAS = ['es', 'en', 'zh', 'fr', 'it', 'ar'] as const;
export type Idioma = (typeof IDIOMAS)[number];
export const IDIOMA_PREDETERMINADO: Idioma = 'es';

/** Each language's own name, shown in the selector whatever the current language is. */
export const NOMBRE_IDIOMA: Record<Idioma, string> = {
  es: 'Español',
  en: 'English',
  zh: '中文',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
};

export function esIdioma(valor: unknown): valor is Idioma {
  return typeof valor === 'string' && (IDIOMAS as readonly string[]).includes(valor);
}

export function direccionDeIdioma(idioma: Idioma): 'rtl' | 'ltr' {
  return idioma === 'ar' ? 'rtl' : 'ltr';
}

/** The language this browser last chose (the default when none, or when storage is unavailable). */
export function idiomaGuardado(): Idioma {
  try {
    const guardado = localStorage.getItem(CLAVES.idioma);
    return esIdioma(guardado) ? guardado : IDIOMA_PREDETERMINADO;
  } catch {
    return IDIOMA_PREDETERMINADO;
  }
}
