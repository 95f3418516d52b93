// `npm start` on a fresh clone: install what is missing, build, then serve web + API on PORT (8080).
// The server migrates the database and seeds the demo business on first start.
// What the server calls outside Node (xmllint and the UBL schemas of the electronic invoices) is checked first:
// installed when missing and possible, else named with the command to run (scripts/requisitos.mjs).
import { spawnSync, spawn } from 'node:child_process';
import { asegurarDependencias, asegurarRequisitos, PARA_START } from './requisitos.mjs';

function correr(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

asegurarRequisitos(PARA_START);
asegurarDependencias();
console.log('Building…');
correr('npm', ['run', 'build']);

const servidor = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { WEB_DIST: 'apps/web/dist', ...process.env },
});
for (const senal of ['SIGINT', 'SIGTERM']) process.on(senal, () => servidor.kill(senal));
servidor.on('exit', (code) => process.exit(code ?? 0));
