// Build step after `vite build`: puts the sign-in page into dist/index.html so a phone paints it before any script
// (docs/decisions/020a-sign-in-first-paint.md).
//  1. Renders src/app/previo/previo-ingreso.tsx (the app's own sign-in screen, in Spanish) with a server build.
//  2. Moves Emotion's styles of that render into <head> (#previo-estilos) and the markup before #root (#previo).
//  3. Builds src/app/previo/antes-de-pintar.ts as a classic script (assets/antes-de-pintar-<hash>.js) that runs
//     before the first paint.
//  4. Inlines the entry's stylesheet (the fonts' @font-face rules), which would otherwise block the first paint, and
//     hands the entry script and its preloads to that script, which starts them after the first paint.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const temporal = mkdtempSync(path.join(tmpdir(), 'eds-previo-'));

/** One file of a throw-away build, as text. */
function unicoJs(carpeta) {
  const archivos = readdirSync(carpeta, { recursive: true }).filter((a) => String(a).endsWith('.js') || String(a).endsWith('.mjs'));
  if (archivos.length === 0) throw new Error(`no script in ${carpeta}`);
  return path.join(carpeta, String(archivos.find((a) => String(a).startsWith('previo-ingreso')) ?? archivos[0]));
}

try {
  // 1. The sign-in screen rendered by the same code the browser runs, bundled for Node.
  const salidaServidor = path.join(temporal, 'servidor');
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/previo/previo-ingreso.tsx',
      outDir: salidaServidor,
      emptyOutDir: true,
      manifest: false,
      ssrManifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'previo-ingreso.mjs' } },
    },
  });
  const { renderizarIngreso, PREVIO } = await import(pathToFileURL(path.join(salidaServidor, 'previo-ingreso.mjs')).href);
  const { html: render, estilosCampos } = await renderizarIngreso();

  // 2. Emotion renders its rules as <style data-emotion="…"> before the elements that use them.
  const estilos = [];
  const marcado = render.replace(/<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g, (_todo, css) => {
    estilos.push(css);
    return '';
  });
  if (estilos.length === 0 || !marcado.includes('name="usuario"'))
    throw new Error('the pre-rendered sign-in page has no styles or no user field');

  // 3. The script that runs before the first paint, as one classic (non-module) file.
  const salidaScript = path.join(temporal, 'script');
  await build({
    root: web,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir: salidaScript,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: path.join(web, 'src/app/previo/antes-de-pintar.ts'),
        formats: ['iife'],
        name: 'edsAntesDePintar',
        fileName: () => 'antes-de-pintar.js',
      },
    },
  });
  const script = readFileSync(unicoJs(salidaScript));
  const nombreScript = `assets/antes-de-pintar-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, nombreScript), script);

  // 4. index.html: inline the entry's stylesheet, then the pre-rendered page.
  const rutaIndice = path.join(dist, 'index.html');
  let indice = readFileSync(rutaIndice, 'utf8');
  indice = indice.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (_todo, hoja) => {
    const css = readFileSync(path.join(dist, hoja), 'utf8');
    return `<style>${css.trim()}</style>`;
  });
  // The entry and its preloads start from the script that runs before the first paint, after that paint.
  let entrada = '';
  const precargas = [];
  indice = indice
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_todo, src) => {
      entrada = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_todo, href) => {
      precargas.push(href);
      return '';
    });
  if (!entrada) throw new Error('index.html has no entry script');
  const cabeza =
    `<style id="${PREVIO.estilos}">${estilos.join('')}${estilosCampos}html.${PREVIO.oculto} #${PREVIO.contenedor}{display:none}</style>\n` +
    `    <script src="/${nombreScript}" data-entrada="${entrada}" data-precarga="${precargas.join(' ')}"></script>\n`;
  if (!indice.includes('<!--previo-cabeza-->') || !indice.includes('<!--previo-cuerpo-->'))
    throw new Error('index.html lacks the pre-render markers');
  indice = indice
    .replace('<!--previo-cabeza-->', cabeza)
    .replace('<!--previo-cuerpo-->', `<div id="${PREVIO.contenedor}">${marcado}</div>`);
  writeFileSync(rutaIndice, indice);
  console.log(
    `index.html: sign-in page pre-rendered (${(marcado.length / 1024).toFixed(1)} kB markup, ${(estilos.join('').length / 1024).toFixed(1)} kB styles), ${nombreScript} (${script.length} B)`,
  );
} finally {
  rmSync(temporal, { recursive: true, force: true });
}
