import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes which source modules ended up in which output file, so the size check can prove the
 * sign-in path carries no table, chart or export code.
 */
function mapaDeModulos(): Plugin {
  return {
    name: 'eds-mapa-modulos',
    apply: 'build',
    generateBundle(_opciones, bundle) {
      // The server build of the pre-rendered sign-in page (scripts/previo.mjs) is not what the browser loads.
      if (this.environment.config.build.ssr) return;
      const mapa: Record<
        string,
        { modulos: string[]; tamanos: Record<string, number>; imports: string[]; dynamicImports: string[]; isEntry: boolean }
      > = {};
      for (const [archivo, salida] of Object.entries(bundle)) {
        if (salida.type !== 'chunk') continue;
        const relativo = (id: string) => path.relative(process.cwd(), id.replace(/\0/g, ''));
        mapa[archivo] = {
          modulos: Object.keys(salida.modules).map(relativo),
          // Bytes each module adds to the chunk (minified, before gzip): what the size check lists as the heaviest.
          tamanos: Object.fromEntries(Object.entries(salida.modules).map(([id, m]) => [relativo(id), m.renderedLength])),
          imports: salida.imports,
          dynamicImports: salida.dynamicImports,
          isEntry: salida.isEntry,
        };
      }
      const destino = path.resolve(process.cwd(), 'dist/.vite');
      mkdirSync(destino, { recursive: true });
      writeFileSync(path.join(destino, 'modulos.json'), JSON.stringify(mapa));
    },
  };
}

export default defineConfig({
  // Absolute asset URLs: the same index.html is served at /app/... and /{tenant}/app/... by the API.
  base: '/',
  plugins: [react(), mapaDeModulos()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The entry's preloads are added by the script that runs before the first paint (scripts/previo.mjs), before the
    // entry could polyfill them; browsers without modulepreload just fetch each chunk when it is imported.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
