import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Latin and Latin-extended only: Spanish, English, French and Italian. Chinese and Arabic use the
// system's fonts, which the font stack of the theme names.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import { iniciarI18n } from './i18n/i18n';
import { obtenerRutaBase } from './lib/ruta-base';
import { App } from './app/app';

const base = obtenerRutaBase();
// An address outside the base ('/', '/{tenant}') starts at the base itself.
if (window.location.pathname !== base && !window.location.pathname.startsWith(`${base}/`)) {
  window.history.replaceState(null, '', `${base}/${window.location.search}`);
}

void iniciarI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App base={base} />
    </StrictMode>,
  );
});
