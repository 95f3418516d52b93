import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Latin and Latin-extended only: Spanish, English, French and Italian. Chinese and Arabic use the
// system's fonts, which the font stack of the theme names.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import { cargarTextosApp, iniciarI18n, idiomaInicial } from './i18n/i18n';
import { direccionDeIdioma } from './i18n/idiomas';
import { cargarCacheRtl } from './lib/tema-provider';
import { obtenerRutaBase } from './lib/ruta-base';
import { dominioQueryOptions } from './lib/dominio';
import { vigilarPrevio } from './lib/previo';
import { queryClient } from './app/query-client';
import { empiezaEnIngreso } from './app/inicio';
import { App, cargarPantallaIngreso } from './app/app';
import { cargarLayoutPrincipal } from './app/carga-shell';
import { leerToken } from './lib/sesion-almacen';

const base = obtenerRutaBase();
// An address outside the base ('/', '/{tenant}') starts at the base itself.
if (window.location.pathname !== base && !window.location.pathname.startsWith(`${base}/`)) {
  window.history.replaceState(null, '', `${base}/${window.location.search}`);
}
const ingreso = empiezaEnIngreso(base, window.location.pathname, sessionStorage);

// What the first screen needs is asked for at once, side by side with the texts starting: the domain's
// branding and, without a session, the sign-in screen's code; otherwise the routed app with its texts and, with a
// stored session, the shell, which would otherwise be fetched one after another only once the domain, the session
// check and the user's preferences had answered (a reload of any screen, a link opened in a new tab).
void queryClient.prefetchQuery(dominioQueryOptions(window.location.hostname));
if (ingreso) void cargarPantallaIngreso().catch(() => undefined);
else {
  void import('./app/rutas-app').catch(() => undefined);
  if (leerToken()) void cargarLayoutPrincipal().catch(() => undefined);
}

const raiz = document.getElementById('root')!;
vigilarPrevio(raiz);
// A right-to-left language starts with its styles cache in place (it is a chunk of its own).
const rtl = direccionDeIdioma(idiomaInicial()) === 'rtl' ? cargarCacheRtl().catch(() => undefined) : undefined;
void Promise.all([iniciarI18n(), rtl]).then(() => {
  // The routed app's texts, once the Spanish bundle they join is in place (the routed app waits for them too).
  if (!ingreso) void cargarTextosApp().catch(() => undefined);
  // As a transition, React renders in slices and lets the page answer meanwhile (a phone's CPU would otherwise be
  // busy for the whole first render; the pre-rendered page is on screen and takes typing).
  startTransition(() => {
    createRoot(raiz).render(
      <StrictMode>
        <App base={base} ingreso={ingreso} />
      </StrictMode>,
    );
  });
});
