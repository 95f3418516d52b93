// Build step: a Brotli (.br) and a gzip (.gz) copy beside every text file of dist, which the server sends to
// browsers that accept them (@fastify/static `preCompressed`). Served uncompressed, the sign-in page's scripts
// would cost a phone three times the bytes (docs/decisions/020a-sign-in-first-paint.md).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const aBrotli = promisify(brotliCompress);
const aGzip = promisify(gzip);

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXTO = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Smaller files gain less than their headers cost. */
const MINIMO = 1024;

let archivos = 0;
let antes = 0;
let despues = 0;
// In zlib's thread pool, side by side.
await Promise.all(
  (await readdir(dist, { recursive: true }))
    .map(String)
    .filter((relativo) => TEXTO.test(relativo) && !relativo.startsWith('.vite'))
    .map(async (relativo) => {
      const ruta = path.join(dist, relativo);
      const contenido = await readFile(ruta);
      if (contenido.length < MINIMO) return;
      const [br, gz] = await Promise.all([
        aBrotli(contenido, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: contenido.length } }),
        aGzip(contenido, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${ruta}.br`, br), writeFile(`${ruta}.gz`, gz)]);
      archivos++;
      antes += contenido.length;
      despues += br.length;
    }),
);
console.log(`compressed ${archivos} files: ${(antes / 1024).toFixed(0)} kB → ${(despues / 1024).toFixed(0)} kB Brotli`);
