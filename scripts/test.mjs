// `npm test`: every check. The static checks (types, lint, formatting) run side by side, each on its own core, and
// their output is printed whole as each ends; then the unit and API integration tests; then the end-to-end suite.
// The API tests run on PGlite, or on the PostgreSQL of TEST_DATABASE_URL when it is set (CI sets it).
// Before any step: the npm dependencies and what the suites call outside Node (scripts/requisitos.mjs), installed
// when missing and possible, else named with the command to run — never a suite failing test by test for want of it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { asegurarDependencias, asegurarRequisitos, PARA_START, PARA_TEST } from './requisitos.mjs';

const conE2e = existsSync('e2e/package.json');
asegurarRequisitos(conE2e ? PARA_TEST : PARA_START);
asegurarDependencias();

const tiempos = [];
const segundos = (inicio) => Math.round((Date.now() - inicio) / 1000);

function enParalelo(pasos) {
  return Promise.all(
    pasos.map(
      ([nombre, cmd, args]) =>
        new Promise((resolver) => {
          const inicio = Date.now();
          const hijo = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let salida = '';
          hijo.stdout.on('data', (d) => (salida += d));
          hijo.stderr.on('data', (d) => (salida += d));
          hijo.on('close', (codigo) => {
            tiempos.push(`${nombre} ${segundos(inicio)} s`);
            console.log(`\n=== ${nombre} (exit ${codigo}) ===\n${salida}`);
            resolver(codigo === 0 ? null : nombre);
          });
        }),
    ),
  );
}

function paso(nombre, cmd, args) {
  console.log(`\n=== ${nombre} ===`);
  const inicio = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  tiempos.push(`${nombre} ${segundos(inicio)} s`);
  if (r.status !== 0) terminar(`${nombre} failed`, r.status ?? 1);
}

function terminar(mensaje, codigo) {
  console.log(`\n${tiempos.join(' · ')}`);
  console.error(`\n${mensaje}`);
  process.exit(codigo);
}

const fallidos = (
  await enParalelo([
    ['type check', 'npm', ['run', '-s', 'typecheck']],
    ['lint', 'npm', ['run', '-s', 'lint']],
    ['formatting (Prettier)', 'npm', ['run', '-s', 'format:check']],
  ])
).filter(Boolean);
if (fallidos.length) terminar(`${fallidos.join(', ')} failed`, 1);
paso(process.env.TEST_DATABASE_URL ? 'unit and API integration tests (PostgreSQL)' : 'unit and API integration tests', 'npx', [
  'vitest',
  'run',
]);
if (conE2e) paso('end-to-end tests (Chromium)', 'npm', ['run', 'test', '-w', '@eds/e2e']);
// How long each step took: what to look at first when the run grows.
console.log(`\n${tiempos.join(' · ')}`);
