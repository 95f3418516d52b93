import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The Spanish texts of the sign-in page and the app's frame are bundled (the unused branches of the file drop out
// of the bundle); the rest, the screens behind sign-in, come as a file with the routed app (cargarTextosApp).
import {
  app,
  comun,
  dominio,
  errorPagina,
  formulario,
  idioma,
  login,
  noEncontrada,
  olvideClave,
  restablecer,
  sesion,
} from './locales/es.json';
import urlTextosEs from './locales/es.json?url';
import { MENSAJES_ES, indexarMensajes } from './mensajes';
import { IDIOMA_PREDETERMINADO, IDIOMAS, direccionDeIdioma, esIdioma, idiomaGuardado, type Idioma } from './idiomas';
import { CLAVES } from '../lib/almacen';
import { cargarCacheRtl } from '../lib/tema-provider';

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

const ES_INICIO = { app, comun, dominio, errorPagina, formulario, idioma, login, noEncontrada, olvideClave, restablecer, sesion };

/** Adds Spanish texts to those bundled (a branch already there is kept as it is). */
export function agregarTextosEs(textos: ResourceKey): void {
  i18n.addResourceBundle('es', 'translation', textos, true, false);
}

let cargaTextosApp: Promise<void> | undefined;

/**
 * The whole Spanish locale file (docs/decisions/020a-sign-in-first-paint.md): loaded with the routed app, before any
 * screen behind sign-in renders. A file gone after a deploy fails like a missing chunk (the page reloads once).
 */
export function cargarTextosApp(): Promise<void> {
  cargaTextosApp ??= fetch(urlTextosEs)
    .then(async (respuesta) => {
      if (!respuesta.ok) throw Object.assign(new Error(`${urlTextosEs}: HTTP ${respuesta.status}`), { name: 'ChunkLoadError' });
      agregarTextosEs((await respuesta.json()) as ResourceKey);
    })
    .catch((error: unknown) => {
      cargaTextosApp = undefined;
      throw error;
    });
  return cargaTextosApp;
}

/** Branches registered before i18next started (a module imported by a test before it renders). */
const ramasPendientes: Record<string, Record<string, string>> = {};

/**
 * Adds a contracts message object (MENSAJES_CATALOGO, MENSAJES_UNIDAD...) to the Spanish translation under
 * `rama`, and lets traducirMensaje recognise its texts. Called by the module that shows them, so the schemas
 * behind them load with the screens and never with the sign-in page. The other languages carry the branch
 * in their locale files.
 */
export function registrarMensajesContrato(rama: string, textos: Readonly<Record<string, unknown>>): void {
  const propios = indexarMensajes(rama, textos);
  if (i18n.isInitialized) i18n.addResourceBundle('es', 'translation', { [rama]: propios }, true, false);
  else ramasPendientes[rama] = propios;
}

export function idiomaInicial(): Idioma {
  return idiomaGuardado();
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
      resources: { es: { translation: { ...ES_INICIO, mensajes: MENSAJES_ES, ...ramasPendientes } } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

export async function cambiarIdioma(idioma: Idioma): Promise<void> {
  localStorage.setItem(CLAVES.idioma, idioma);
  // Right-to-left styles first, so the page never shows MUI's styles unflipped (the page still works without them).
  if (direccionDeIdioma(idioma) === 'rtl') await cargarCacheRtl().catch(() => undefined);
  if (i18n.language !== idioma) await i18n.changeLanguage(idioma);
}

export { i18n };
