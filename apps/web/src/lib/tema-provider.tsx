import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { crearTema, type OpcionesTema } from './tema';

// Two caches: MUI's own styles use physical sides, which the RTL plugin flips; our styles use
// logical properties, which the plugin leaves alone and the browser resolves by `dir`.
const cacheLtr = createCache({ key: 'mui', prepend: true });

// The right-to-left cache (the RTL plugin and cssjanus) is fetched only for a right-to-left page, so the sign-in
// page's first chunk goes without it (docs/decisions/020a-sign-in-first-paint.md).
let cacheRtl: EmotionCache | undefined;
let cargaRtl: Promise<EmotionCache> | undefined;

/** Loads the right-to-left cache once. Called ahead of a change of direction (language, start-up) so no frame shows MUI unflipped. */
export function cargarCacheRtl(): Promise<EmotionCache> {
  cargaRtl ??= import('./cache-rtl').then(
    (m) => (cacheRtl = m.cacheRtl),
    (error: unknown) => {
      cargaRtl = undefined;
      throw error;
    },
  );
  return cargaRtl;
}

export function TemaProvider({ opciones, children }: { opciones: OpcionesTema; children: ReactNode }) {
  const { variante, color1, color2, colorPrimario, oscuro, direccion } = opciones;
  const movimientoReducido = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const tema = useMemo(
    () => crearTema({ variante, color1, color2, colorPrimario, oscuro, direccion, movimientoReducido }),
    [variante, color1, color2, colorPrimario, oscuro, direccion, movimientoReducido],
  );
  // A direction switched without loading first (the customiser's switch) renders as soon as the cache arrives.
  const [, setRtlListo] = useState(cacheRtl !== undefined);
  useEffect(() => {
    if (direccion === 'rtl' && !cacheRtl)
      void cargarCacheRtl().then(
        () => setRtlListo(true),
        () => undefined,
      );
  }, [direccion]);
  return (
    <CacheProvider value={direccion === 'rtl' && cacheRtl ? cacheRtl : cacheLtr}>
      <ThemeProvider theme={tema}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
