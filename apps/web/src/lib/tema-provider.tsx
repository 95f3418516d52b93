import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { crearTema, type OpcionesTema } from './tema';

// Two caches: MUI's own styles use physical sides, which the RTL plugin flips; our styles use
// logical properties, which the plugin leaves alone and the browser resolves by `dir`.
const cacheLtr = createCache({ key: 'mui', prepend: true });
const cacheRtl = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });

export function TemaProvider({ opciones, children }: { opciones: OpcionesTema; children: ReactNode }) {
  const { variante, color1, color2, colorPrimario, oscuro, direccion } = opciones;
  const tema = useMemo(
    () => crearTema({ variante, color1, color2, colorPrimario, oscuro, direccion }),
    [variante, color1, color2, colorPrimario, oscuro, direccion],
  );
  return (
    <CacheProvider value={direccion === 'rtl' ? cacheRtl : cacheLtr}>
      <ThemeProvider theme={tema}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
