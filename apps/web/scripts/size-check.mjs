// Build check: what /app downloads before sign-in (the entry, its static imports, the Spanish
// texts and the login screen) and its gzip size. Fails when table, chart or export code is in it.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const mapa = JSON.parse(readFileSync(path.join(dist, '.vite/modulos.json'), 'utf8'));
const manifiesto = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Lazy modules the login page needs: the page itself. Everything else behind sign-in stays out.
const PANTALLAS_PREVIAS = ['src/features/sesion/screens/login-screen.tsx'];
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
];

const archivos = new Set();
const css = new Set();
const visitar = (archivo) => {
  if (!archivo || archivos.has(archivo)) return;
  archivos.add(archivo);
  for (const i of mapa[archivo]?.imports ?? []) visitar(i);
};
const entrada = Object.entries(manifiesto).find(([, v]) => v.isEntry);
if (!entrada) throw new Error('no entry in the manifest');
visitar(entrada[1].file);
for (const fuente of PANTALLAS_PREVIAS) {
  const item = manifiesto[fuente];
  if (!item) throw new Error(`${fuente} is not a chunk of its own: is the login screen still lazy?`);
  visitar(item.file);
}
// CSS of those chunks, from the manifest.
for (const v of Object.values(manifiesto)) {
  if (archivos.has(v.file)) for (const c of v.css ?? []) css.add(c);
}

let total = 0;
const filas = [];
const infractores = [];
for (const archivo of [...archivos, ...css]) {
  const ruta = path.join(dist, archivo);
  if (!existsSync(ruta)) continue;
  const contenido = readFileSync(ruta);
  const gz = gzipSync(contenido, { level: 9 }).length;
  total += gz;
  filas.push([archivo, contenido.length, gz]);
  for (const m of mapa[archivo]?.modulos ?? []) if (PROHIBIDOS.some((p) => p.test(m))) infractores.push(`${archivo}: ${m}`);
}
filas.sort((a, b) => b[2] - a[2]);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log('\nWhat /app loads before sign-in (JS and CSS):');
for (const [archivo, bruto, gz] of filas) console.log(`  ${archivo.padEnd(48)} ${kb(bruto).padStart(10)}  gzip ${kb(gz).padStart(9)}`);
console.log(`  ${'total'.padEnd(48)} ${''.padStart(10)}  gzip ${kb(total).padStart(9)}\n`);
if (infractores.length > 0) {
  console.error('The sign-in path carries table, chart or export code:');
  for (const i of infractores.slice(0, 20)) console.error(`  ${i}`);
  process.exit(1);
}
