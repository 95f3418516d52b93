// Build check: what /app downloads before sign-in, gzip, in the order the page asks for it
// (docs/decisions/020a-sign-in-first-paint.md):
//  1. the first chunk: what index.html loads (the script that runs before the first paint, the entry and its static
//     imports) — fails above LIMITE_PRIMER_TRAMO;
//  2. the sign-in screen, which the app fetches once it runs (the pre-rendered page is on screen meanwhile);
//  3. what the sign-in page fetches by itself once its form is on screen (the form's schema with zod, the notice);
//  4. what it fetches on first use (the language menu, the forgotten-password dialog, the expired-password step).
// Fails too when the first chunk or the sign-in screen carries code the sign-in page must not wait for.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMITE_PRIMER_TRAMO = 160 * 1024;

const dist = path.resolve(import.meta.dirname, '../dist');
const mapa = JSON.parse(readFileSync(path.join(dist, '.vite/modulos.json'), 'utf8'));
const manifiesto = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const indice = readFileSync(path.join(dist, 'index.html'), 'utf8');

const PANTALLA_INGRESO = 'src/features/sesion/screens/login-screen.tsx';
/** Loaded by the sign-in page itself once the form is on screen (useFormulario's preload, LoginScreen's idle preload). */
const TRAS_PINTAR = [
  /features\/sesion\/lib\/esquema-ingreso\.ts$/,
  /@hookform\/resolvers\/zod\//,
  /components\/dialogos\/aviso-dialog\.tsx$/,
];
/** Loaded when the user opens them. */
const AL_USARSE = [
  /components\/idioma\/menu-idiomas\.tsx$/,
  /features\/sesion\/components\/olvide-clave-dialog\.tsx$/,
  /features\/sesion\/components\/clave-vencida-dialog\.tsx$/,
];
/** Never in the first chunk or the sign-in screen: other screens' code, and what the page loads after it paints. */
const PROHIBIDOS = [
  /material-react-table/,
  /@tanstack\/react-table/,
  /@tanstack\/table-core/,
  /exceljs/,
  /jspdf/,
  /echarts/,
  /@mui\/x-date-pickers/,
  /components\/tabla\//,
  /features\/dashboard\//,
  /react-router/,
  /node_modules\/zod\//,
  /@hookform\/resolvers/,
  /notistack/,
  /@mui\/material\/(Dialog|Modal|Menu|Popover|Select|Popper|Drawer)\/\1\.m?js$/,
  /@mui\/stylis-plugin-rtl/,
];

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const gzip = (archivo) => {
  const ruta = path.join(dist, archivo);
  return existsSync(ruta) ? gzipSync(readFileSync(ruta), { level: 9 }).length : 0;
};

/** A chunk with everything it imports statically, leaving out chunks already counted. */
function cierre(inicio, contados) {
  const propios = [];
  const visitar = (archivo) => {
    if (!archivo || contados.has(archivo)) return;
    contados.add(archivo);
    propios.push(archivo);
    for (const i of mapa[archivo]?.imports ?? []) visitar(i);
  };
  for (const a of inicio) visitar(a);
  return propios;
}

/** Chunks imported dynamically from `desde` whose modules match one of `patrones`. */
function dinamicos(desde, patrones) {
  const objetivos = new Set(desde.flatMap((a) => mapa[a]?.dynamicImports ?? []));
  return [...objetivos].filter((a) => (mapa[a]?.modulos ?? []).some((m) => patrones.some((p) => p.test(m))));
}

const entrada = Object.values(manifiesto).find((v) => v.isEntry);
if (!entrada) throw new Error('no entry in the manifest');
const pantalla = manifiesto[PANTALLA_INGRESO];
if (!pantalla) throw new Error(`${PANTALLA_INGRESO} is not a chunk of its own: is the sign-in screen still lazy?`);
// The classic script index.html runs before the first paint (scripts/previo.mjs); it is part of the first chunk.
const antesDePintar = [...indice.matchAll(/<script src="\/(assets\/antes-de-pintar-[^"]+\.js)"/g)].map((m) => m[1]);
if (antesDePintar.length === 0) throw new Error('index.html has no pre-rendered sign-in page: did scripts/previo.mjs run?');

const contados = new Set();
const primerTramo = [...antesDePintar, ...cierre([entrada.file], contados)];
// The entry's stylesheet is inlined into index.html by scripts/previo.mjs.
const ingreso = cierre([pantalla.file], contados);
const trasPintar = cierre(dinamicos([...primerTramo, ...ingreso], TRAS_PINTAR), contados);
const alUsarse = cierre(dinamicos([...primerTramo, ...ingreso, ...trasPintar], AL_USARSE), contados);

const tramos = [
  ['First chunk: what index.html loads (before the app runs)', primerTramo],
  ['Sign-in screen: fetched by the app once it runs', ingreso],
  ['After the form is on screen: its schema (zod), the notice', trasPintar],
  ['On first use: language menu, forgotten password, expired password', alUsarse],
];
const totales = [];
const infractores = [];
console.log('\nWhat /app loads before sign-in (gzip):');
for (const [i, [titulo, archivos]] of tramos.entries()) {
  const filas = archivos.map((a) => [a, gzip(a)]).sort((x, y) => y[1] - x[1]);
  const total = filas.reduce((s, [, g]) => s + g, 0);
  totales.push(total);
  console.log(`\n  ${i + 1}. ${titulo}: ${kb(total)}`);
  for (const [archivo, g] of filas.slice(0, 8)) console.log(`     ${archivo.padEnd(52)} ${kb(g).padStart(9)}`);
  if (filas.length > 8) console.log(`     … ${filas.length - 8} more, ${kb(filas.slice(8).reduce((s, [, g]) => s + g, 0))}`);
  if (i < 2)
    for (const a of archivos) for (const m of mapa[a]?.modulos ?? []) if (PROHIBIDOS.some((p) => p.test(m))) infractores.push(`${a}: ${m}`);
}
const html = gzipSync(Buffer.from(indice), { level: 9 }).length;
console.log(`\n  index.html (the pre-rendered sign-in page and its styles): ${kb(html)}`);
console.log(
  `  first chunk ${kb(totales[0])} of at most ${kb(LIMITE_PRIMER_TRAMO)}; everything the page fetches before the first sign-in (1–3): ${kb(totales[0] + totales[1] + totales[2])}\n`,
);

let falla = false;
if (totales[0] > LIMITE_PRIMER_TRAMO) {
  console.error(
    `The first chunk is ${kb(totales[0])}, over ${kb(LIMITE_PRIMER_TRAMO)}: load what the app does not need to start from where it is used.`,
  );
  falla = true;
}
if (infractores.length > 0) {
  console.error('The first chunk or the sign-in screen carries code the sign-in page must not wait for:');
  for (const i of infractores.slice(0, 20)) console.error(`  ${i}`);
  falla = true;
}
if (falla) process.exit(1);
