// Starts the API (which serves the built web app) for the end-to-end run. A first start on an empty
// database migrates and seeds it, and on a busy machine that can outlast the server's plugin
// start-up limit; the seed runs in one transaction, so trying again on the same folder is safe.
import { spawn } from 'node:child_process';
import path from 'node:path';

// E2E_API_RAIZ runs another checkout's built API against this web build (for example a clean one).
const raiz = process.env.E2E_API_RAIZ ?? path.resolve(import.meta.dirname, '../..');
const INTENTOS = 3;
let hijo;
let parando = false;

for (const senal of ['SIGINT', 'SIGTERM']) {
  process.on(senal, () => {
    parando = true;
    if (hijo) hijo.kill(senal);
    else process.exit(0);
  });
}

for (let intento = 1; intento <= INTENTOS; intento++) {
  const inicio = Date.now();
  hijo = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: raiz, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  const codigo = await new Promise((resolver) => hijo.on('exit', (c) => resolver(c ?? 1)));
  if (parando) process.exit(0);
  // A server that ran for a while and then stopped is not a start-up failure: stop too.
  if (Date.now() - inicio > 120_000 || intento === INTENTOS) process.exit(codigo);
  console.error(`api did not start (exit ${codigo}); trying again (${intento + 1}/${INTENTOS})`);
}
