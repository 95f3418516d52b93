// Runs the end-to-end suite as N shards side by side (E2E_FRAGMENTOS, 2 by default; 1 runs it as one). Each shard is
// its own `playwright test --shard=i/N` process, so it starts its own server on its own free port with its own fresh
// demo database (see playwright.config.ts): shards share no rows, no users' state and no files. Tests spend much of
// their time waiting on the browser and the server, so two shards finish well before one on a 2-core machine (without traces a shard keeps about one core busy: a third would only oversubscribe the two).
// Each shard's output is printed whole once all have ended, under its own heading, failed shards last; then each failure's
// heading and first lines again, so the tail of a long CI log names what failed. The run fails if any shard fails.
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
      resolver({ i, codigo: codigo ?? 1, salida, segundos: Math.round((Date.now() - inicio) / 1000) });
    });
  });
}

/** Each failure's block in Playwright's list report ("  1) tests/x.spec.ts:10:3 › ..." and its error), cut short. */
function fallas(salida) {
  const lineas = salida.split('\n');
  const bloques = [];
  lineas.forEach((linea, k) => {
    if (/^\s+\d+\) /.test(linea)) bloques.push(lineas.slice(k, k + 20).join('\n'));
  });
  return bloques;
}

const resultados = await Promise.all(Array.from({ length: n }, (_, k) => fragmento(k + 1)));
if (n > 1) {
  const orden = [...resultados].sort((a, b) => Number(a.codigo !== 0) - Number(b.codigo !== 0) || a.i - b.i);
  for (const r of orden) console.log(`\n--- shard ${r.i}/${n} (exit ${r.codigo}, ${r.segundos} s) ---\n${r.salida}`);
}
const fallidos = resultados.filter((r) => r.codigo !== 0);
if (fallidos.length) {
  if (n > 1) {
    console.error('\n=== what failed ===');
    for (const r of fallidos) {
      const bloques = fallas(r.salida);
      console.error(`shard ${r.i}/${n}:`);
      console.error(bloques.length ? bloques.join('\n') : r.salida.split('\n').slice(-20).join('\n'));
    }
  }
  console.error(`\n${fallidos.length} of ${n} end-to-end shards failed`);
}
process.exit(fallidos.length ? 1 : 0);
