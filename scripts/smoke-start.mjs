// Proves the quick start: runs `npm start` as a user would, waits for the health check, signs in as a demo user,
// then stops the server. Used by CI on its fresh clone.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const puerto = process.env.SMOKE_PORT ?? '18181';
const base = `http://127.0.0.1:${puerto}`;
const servidor = spawn('npm', ['start'], {
  env: { ...process.env, PORT: puerto, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'eds-smoke-')), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

function terminar(codigo) {
  try {
    process.kill(-servidor.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  process.exit(codigo);
}

const limite = Date.now() + 15 * 60_000;
for (;;) {
  if (Date.now() > limite) {
    console.error('smoke: the server did not answer in time');
    terminar(1);
  }
  try {
    const r = await fetch(`${base}/api/health`);
    if (r.ok) break;
  } catch {
    /* not listening yet */
  }
  await new Promise((r) => setTimeout(r, 1000));
}
const ingreso = await fetch(`${base}/api/v1/signin/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', host: 'localhost' },
  body: JSON.stringify({ user: 'superadmin', pass: 'demo2026' }),
});
const cuerpo = await ingreso.json();
const pagina = await fetch(`${base}/app/dashboard`);
const html = await pagina.text();
const ok = ingreso.status === 200 && cuerpo?.data?.usuario === 'SUPERADMIN' && pagina.status === 200 && html.includes('<div id="root">');
console.log(
  `smoke: health ok, sign-in ${ingreso.status} ${cuerpo?.data?.usuario ?? cuerpo?.mensaje}, /app/dashboard ${pagina.status}${ok ? '' : ' (unexpected)'}`,
);
terminar(ok ? 0 : 1);
