// `npm test`: every check, in the order that fails fastest. Each step's output is shown as it runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const pasos = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['formatting (Prettier)', 'npm', ['run', 'format:check']],
  ['unit and API integration tests', 'npx', ['vitest', 'run']],
];
if (existsSync('e2e/package.json')) pasos.push(['end-to-end tests (Chromium)', 'npm', ['run', 'test', '-w', '@eds/e2e']]);

const tiempos = [];
for (const [nombre, cmd, args] of pasos) {
  console.log(`\n=== ${nombre} ===`);
  const inicio = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  tiempos.push(`${nombre} ${Math.round((Date.now() - inicio) / 1000)} s`);
  if (r.status !== 0) {
    console.error(`\n${nombre} failed`);
    process.exit(r.status ?? 1);
  }
}
// How long each step took: what to look at first when the run grows.
console.log(`\n${tiempos.join(' · ')}`);
