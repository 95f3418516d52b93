import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './locales/es.json';
import { MENSAJES_ES } from './mensajes';
import { IDIOMA_PREDETERMINADO, IDIOMAS, esIdioma, type Idioma } from './idiomas';
import { CLAVES } from '../lib/almacen';

type Locale = Promise<{ default: ResourceKey }>;
const CARGADORES: Record<Exclude<Idioma, 'es'>, () => Locale> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
  ar: () => import('./locales/ar.json'),
};

/** Other languages are fetched when chosen, so the sign-in page carries only Spanish. */
const cargarIdioma: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (idioma, _espacio, listo) => {
    const cargar = esIdioma(idioma) && idioma !== 'es' ? CARGADORES[idioma] : undefined;
    if (!cargar) return listo(null, {});
    cargar().then(
      (m) => listo(null, m.default),
      (error: unknown) => listo(error instanceof Error ? error : String(error), false),
    );
  },
};

export function idiomaInicial(): Idioma {
  const guardado = localStorage.getItem(CLAVES.idioma);
  return esIdioma(guardado) ? guardado : IDIOMA_PREDETERMINADO;
}

export async function iniciarI18n(idioma: Idioma = idiomaInicial()): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  await i18n
    .use(cargarIdioma)
    .use(initReactI18next)
    .init({
      lng: idioma,
      fallbackLng: IDIOMA_PREDETERMINADO,
      supportedLngs: [...IDIOMAS],
      // Spanish is bundled; the spec's fixed messages come from the contracts, never retyped.
      resources: { es: { translation: { ...es, mensajes: MENSAJES_ES } } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

export async function cambiarIdioma(idioma: Idioma): Promise<void> {
  localStorage.setItem(CLAVES.idioma, idioma);
  if (i18n.language !== idioma) await i18n.changeLanguage(idioma);
}

export { i18n };
