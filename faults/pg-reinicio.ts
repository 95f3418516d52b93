/**
 * PostgreSQL stopped and started again under load: while it is down every request must fail with a clear 503 (never
 * a 500, never a dropped connection), and the same API process must answer again once it is back, with no restart.
 * POS batches refused meanwhile are sent again afterwards (as a device does): every sale stored once, rollups equal
 * to their raw sums.
 *
 *   npm run faults:pg-reinicio -- [--segundos 20] [--conexiones 16] [--caida 4]
 *
 * Runs its own throw-away cluster (scripts/pg-temp.sh), so it can stop it; the API runs as a child process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { fila, openDatabase } from '../apps/api/src/db/client';
import { diferenciasOperacion, diferenciasVentas } from '../apps/api/test/invariantes';

const { values } = parseArgs({
  options: {
    segundos: { type: 'string', default: '20' },
    conexiones: { type: 'string', default: '16' },
    /** Seconds PostgreSQL stays down. */
    caida: { type: 'string', default: '4' },
  },
});
const SEGUNDOS = Number(values.segundos);
const CONEXIONES = Number(values.conexiones);
const CAIDA = Number(values.caida);
const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const log = (t: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${t}`);
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

const puerto = 55_700 + Math.floor(Math.random() * 200);
const dirPg = `/tmp/eds-pg-reinicio-${puerto}`;
const pgTemp = (accion: string) =>
  spawnSync('bash', [path.join(raiz, 'scripts/pg-temp.sh'), accion, String(puerto)], {
    env: { ...process.env, PG_TEMP_DIR: dirPg },
    encoding: 'utf8',
  });
const binPg = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], { encoding: 'utf8' }).stdout.trim();
/** pg_ctl as the cluster's owner (pg-temp.sh runs it as postgres when we are root). */
function pgCtl(args: string[]) {
  const cmd = [`${binPg}/pg_ctl`, '-D', dirPg, ...args];
  const r =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...cmd], { encoding: 'utf8' })
      : spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg_ctl ${args.join(' ')}: ${r.stderr}`);
}

async function main() {
  console.log(
    `# faults: PostgreSQL detenido ${CAIDA} s bajo carga — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} CPU, ` +
      `carga ${loadavg()[0].toFixed(1)}; ${CONEXIONES} conexiones, ${SEGUNDOS} s\n`,
  );
  const inicio = pgTemp('start');
  if (inicio.status !== 0) throw new Error(`pg-temp: ${inicio.stderr}`);
  const url = inicio.stdout.trim();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE DATABASE eds');
  await admin.end();
  const dbUrl = url.replace(/\/postgres$/, '/eds');
  let hijo: ChildProcess | undefined;
  let fallo = false;
  try {
    const puertoApi = 20_000 + Math.floor(Math.random() * 1000);
    const base = `http://127.0.0.1:${puertoApi}`;
    hijo = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: raiz,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(puertoApi),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SEED_DEMO: '1',
        SEED_DEMO_DIAS: '0',
        RATE_LIMIT: '100000000',
        NODE_ENV: 'production',
        // A production server on PostgreSQL refuses the development passphrase of the signing keys (decision 061).
        FE_CLAVE_CERTIFICADOS: 'clave-certificados-de-las-pruebas-de-fallas',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const api = hijo;
    for (let t = Date.now(); ;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      if (Date.now() - t > 300_000 || api.exitCode !== null) throw new Error('la API no arrancó');
      await dormir(300);
    }
    const ingreso = await fetch(`${base}/api/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ user: 'SUPERADMIN', pass: 'demo2026' }),
    });
    const { token, empresas_id: negocioRaiz } = ((await ingreso.json()) as { data: { token: string; empresas_id: number } }).data;
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const { rows } = await c.query<{ equipo: number; manguera: number; producto: number; precio: number; efectivo: number }>(
      `SELECT q.id AS equipo, m.id AS manguera, m.producto_id AS producto, pr.precio::float8 AS precio,
              (SELECT mp.id FROM medios_pago mp WHERE mp.negocio_id = e.negocio_id AND mp.codigo = 'EFE') AS efectivo
         FROM empresas e JOIN equipos q ON q.empresa_id = e.id AND q.tipo = 'POS' AND 'C' = ANY(q.tipos_negocio)
         JOIN mangueras m ON m.empresa_id = e.id
         JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
        ORDER BY e.id, q.id, m.id LIMIT 1`,
    );
    await c.end();
    const e = rows[0];
    const t = await fetch(`${base}/api/equipo/${e.equipo}/token`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const tokenEquipo = ((await t.json()) as { data: { token: string } }).data.token;
    log(`API arriba (pid ${api.pid}), PostgreSQL en el puerto ${puerto}`);

    const estados = new Map<string, number>();
    const contar = (k: string) => estados.set(k, (estados.get(k) ?? 0) + 1);
    const pendientes: { ventas: unknown[] }[] = [];
    const todas: string[] = [];
    let caido = false;
    let primera200TrasVolver: number | undefined;
    let volvio = 0;
    const lote = () => {
      const ventas = Array.from({ length: 10 }, (_, i) => {
        const galones = 1 + i / 10;
        const valor = Math.round(galones * e.precio * 100) / 100;
        const uuid = randomUUID();
        todas.push(uuid);
        return {
          uuid,
          fecha: textoBogota(new Date(Date.now() - 60_000)),
          tipo_negocio: 'C',
          manguera: e.manguera,
          detalles: [{ producto_id: e.producto, cantidad: galones, precio: e.precio, valor }],
          medios_pago: [{ medio_pago_id: e.efectivo, valor }],
        };
      });
      return { ventas };
    };
    const llamadas: (() => { url: string; init: RequestInit; cuerpo?: { ventas: unknown[] } })[] = [
      () => ({ url: `${base}/api/v1/session`, init: { headers: { authorization: `Bearer ${token}` } } }),
      () => ({ url: `${base}/api/unidad/empresa/${negocioRaiz}?buscar=gal`, init: { headers: { authorization: `Bearer ${token}` } } }),
      () => ({ url: `${base}/api/health`, init: {} }),
      () => {
        const cuerpo = lote();
        return {
          url: `${base}/api/pos/v1/ventas`,
          cuerpo,
          init: {
            method: 'POST',
            headers: { authorization: `Bearer ${tokenEquipo}`, 'content-type': 'application/json' },
            body: JSON.stringify(cuerpo),
          },
        };
      },
    ];
    const fin = Date.now() + SEGUNDOS * 1000;
    const trabajadores = Array.from({ length: CONEXIONES }, async (_, w) => {
      for (let i = w; Date.now() < fin; i++) {
        const { url: u, init, cuerpo } = llamadas[i % llamadas.length]();
        const fase = caido ? 'caído' : volvio ? 'después' : 'antes';
        try {
          const r = await fetch(u, init);
          await r.arrayBuffer();
          contar(`${fase} ${r.status}`);
          if (r.status >= 500 && r.status !== 503) fallo = true;
          if (cuerpo && r.status !== 200) pendientes.push(cuerpo);
          if (fase === 'después' && r.status === 200 && primera200TrasVolver === undefined) primera200TrasVolver = Date.now() - volvio;
        } catch (err) {
          contar(`${fase} sin respuesta (${(err as Error).message})`);
          fallo = true;
          if (cuerpo) pendientes.push(cuerpo);
        }
      }
    });
    await dormir(Math.min(4000, (SEGUNDOS * 1000) / 4));
    log(`deteniendo PostgreSQL (pg_ctl stop -m fast) durante ${CAIDA} s`);
    caido = true;
    pgCtl(['-m', 'fast', '-w', 'stop']);
    await dormir(CAIDA * 1000);
    // The options scripts/pg-temp.sh starts it with.
    pgCtl([
      '-w',
      '-l',
      `${dirPg}/server.log`,
      '-o',
      `-p ${puerto} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
    caido = false;
    volvio = Date.now();
    log('PostgreSQL arriba de nuevo (pg_ctl start)');
    await Promise.all(trabajadores);
    if (api.exitCode !== null) {
      fallo = true;
      log(`la API terminó (${api.exitCode})`);
    }

    // The devices send again what was not confirmed.
    let reenviados = 0;
    for (const cuerpo of pendientes) {
      const r = await fetch(`${base}/api/pos/v1/ventas`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenEquipo}`, 'content-type': 'application/json' },
        body: JSON.stringify(cuerpo),
      });
      if (r.status !== 200) {
        fallo = true;
        log(`reenvío: ${r.status} ${(await r.text()).slice(0, 200)}`);
      } else reenviados++;
    }
    console.log('\n| fase | respuesta | peticiones |\n| --- | --- | --- |');
    for (const [k, n] of [...estados].sort()) {
      const [fase, ...resto] = k.split(' ');
      console.log(`| ${fase} | ${resto.join(' ')} | ${n} |`);
    }
    console.log(
      `\nPrimera respuesta 200 tras volver PostgreSQL: ${primera200TrasVolver ?? '—'} ms, misma API (pid ${api.pid}, viva: ${api.exitCode === null}); ` +
        `lotes POS reenviados tras la caída: ${reenviados} de ${pendientes.length}`,
    );
    if (primera200TrasVolver === undefined) fallo = true;
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    hijo = undefined;

    const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 2 });
    try {
      const n = await fila<{ ventas: number; distintas: number }>(
        database.db,
        sql`SELECT count(*)::int AS ventas, count(DISTINCT uuid)::int AS distintas FROM ventas WHERE uuid = ANY(${`{${todas.join(',')}}`}::uuid[])`,
      );
      const difs = Object.entries({ ...(await diferenciasVentas(database.db)), ...(await diferenciasOperacion(database.db)) }).filter(
        ([, d]) => d.length > 0,
      );
      console.log(
        `Ventas enviadas ${todas.length}, guardadas ${n!.ventas} (${n!.distintas} uuids distintos); resúmenes distintos de la suma cruda: ${difs.length ? difs.map(([k]) => k).join(', ') : 0}`,
      );
      if (n!.ventas !== todas.length || n!.distintas !== todas.length || difs.length) fallo = true;
    } finally {
      await database.close();
    }
    console.log(`\n${fallo ? 'FALLÓ' : 'OK'}`);
  } finally {
    if (hijo && hijo.exitCode === null) hijo.kill('SIGKILL');
    pgTemp('stop');
  }
  process.exit(fallo ? 1 : 0);
}

await main();
