// Type-checks every workspace that has a tsconfig.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const proyectos = ['packages/contracts', 'apps/api', 'apps/web', 'e2e', 'bench', 'faults'].filter((p) => existsSync(`${p}/tsconfig.json`));
let fallo = false;
for (const p of proyectos) {
  const r = spawnSync('npx', ['tsc', '--noEmit', '-p', p], { stdio: 'inherit' });
  if (r.status !== 0) fallo = true;
}
process.exit(fallo ? 1 : 0);
