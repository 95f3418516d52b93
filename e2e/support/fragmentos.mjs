// Runs the end-to-end suite as N shards side by side (E2E_FRAGMENTOS, 2 by default; 1 runs it as one). Each shard is
// its own `playwright test --shard=i/N` process, so it starts its own server on its own free port with its own fresh
// demo database (see playwright.config.ts): shards share no rows, no users' state and no files. Tests spend much of
// their time waiting on the browser and the server, so two shards finish well before one on a 2-core machine (without traces a shard keeps about one core busy: a third would only oversubscribe the two).
// Each shard's output is printed whole when it ends, under its own heading; the run fails if any shard fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const n = Math.max(1, Number(process.env.E2E_FRAGMENTOS ?? 2) || 1);
const dir = path.resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);

function fragmento(i) {
  return new Promise((resolver) => {
    const args = ['playwright', 'test', ...(n > 1 ? [`--shard=${i}/${n}`] : []), ...extra];
    const hijo = spawn('npx', args, {
      cwd: dir,
      env: { ...process.env, E2E_SALIDA: n > 1 ? `test-results/fragmento-${i}` : 'test-results' },
      stdio: n > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let salida = '';
    hijo.stdout?.on('data', (d) => (salida += d));
    hijo.stderr?.on('data', (d) => (salida += d));
    const inicio = Date.now();
    hijo.on('exit', (codigo) => {
      if (n > 1) {
        const s = Math.round((Date.now() - inicio) / 1000);
        console.log(`\n--- shard ${i}/${n} (exit ${codigo ?? 1}, ${s} s) ---\n${salida}`);
      }
      resolver(codigo ?? 1);
    });
  });
}

const codigos = await Promise.all(Array.from({ length: n }, (_, k) => fragmento(k + 1)));
const fallidos = codigos.filter((c) => c !== 0).length;
if (fallidos) console.error(`\n${fallidos} of ${n} end-to-end shards failed`);
process.exit(fallidos ? 1 : 0);
