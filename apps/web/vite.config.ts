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
      const mapa: Record<string, { modulos: string[]; imports: string[]; dynamicImports: string[]; isEntry: boolean }> = {};
      for (const [archivo, salida] of Object.entries(bundle)) {
        if (salida.type !== 'chunk') continue;
        mapa[archivo] = {
          modulos: Object.keys(salida.modules).map((id) => path.relative(process.cwd(), id.replace(/\0/g, ''))),
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
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
