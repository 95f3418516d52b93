/**
 * The API process killed with SIGKILL in the middle of POS batches from several devices, then every batch sent
 * again: every sale must be stored exactly once and every rollup must equal its raw sums. On the embedded engine
 * it also proves that the database folder of a killed process opens again with nothing half-written.
 *
 *   npm run faults:pos    -- [--equipos 6] [--lotes 12] [--ventas 200] [--muertes 2]   (PostgreSQL)
 *   npm run faults:pglite -- [--equipos 4] [--lotes 8] [--ventas 100] [--muertes 2]    (PGlite folder)
 *
 * PostgreSQL needs FAULTS_DATABASE_URL (or BENCH_DATABASE_URL): a server where the user may create a database.
 *
 * Steps: seed the demo business (no operations) in this process, read one POS device per station and issue its
 * token, close. Then start the real server (`node --import tsx apps/api/src/server.ts`) as a child; every device
 * sends its batches one after the other, all devices at once; when a share of the batches has been answered the
 * child gets SIGKILL. The server starts again on the same database and every device sends **every** batch again
 * from the first (answered or not, as a device that lost its answers would), killed again `--muertes` times; the
 * last round runs to the end. Finally the database is opened in this process and checked: each uuid sent is one
 * sale, the sales, lines and payments are what was sent, and every rollup equals its raw sums.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, loadavg, cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { buildApp } from '../apps/api/src/app';
import { fila, filas, openDatabase } from '../apps/api/src/db/client';
import { emitirTokenEquipo } from '../apps/api/src/services/equipos/tokens';
import { diferenciasOperacion, diferenciasVentas } from '../apps/api/test/invariantes';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    equipos: { type: 'string' },
    lotes: { type: 'string' },
    ventas: { type: 'string' },
    muertes: { type: 'string', default: '2' },
    /** Share of a round's batches answered before the kill. */
    corte: { type: 'string', default: '0.35' },
  },
});
const motor = values.db === 'pglite' ? 'pglite' : 'postgres';
const EQUIPOS = Number(values.equipos ?? (motor === 'pglite' ? 4 : 6));
const LOTES = Number(values.lotes ?? (motor === 'pglite' ? 8 : 12));
const VENTAS = Number(values.ventas ?? (motor === 'pglite' ? 100 : 200));
const MUERTES = Number(values.muertes);
const CORTE = Number(values.corte);
const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

interface Equipo {
  empresa: number;
  equipo: number;
  token: string;
  manguera: number;
  producto: number;
  precio: number;
  efectivo: number;
}

const log = (t: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${t}`);

async function baseDeDatos(): Promise<{ config: Record<string, string>; borrar: () => Promise<void> }> {
  if (motor === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'eds-faults-'));
    return { config: { DATA_DIR: dir }, borrar: () => rm(dir, { recursive: true, force: true }) };
  }
  const url = process.env.FAULTS_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('FAULTS_DATABASE_URL (o BENCH_DATABASE_URL) es obligatoria en PostgreSQL');
  const nombre = `eds_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${nombre}`;
  return {
    config: { DATABASE_URL: u.toString() },
    borrar: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Seeds the demo business in this process and returns one POS device per station, with its token. */
async function preparar(config: Record<string, string>): Promise<{ equipos: Equipo[]; ventasDemo: number }> {
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: 'warn', SEED_DEMO: true, SEED_DEMO_DIAS: 0, FE_POLL_SECONDS: 0, MAIL_POLL_SECONDS: 0 },
  });
  await app.ready();
  try {
    const estaciones = await filas<Omit<Equipo, 'token'>>(
      app.db,
      sql`SELECT DISTINCT ON (e.id) e.id AS empresa, q.id AS equipo, m.id AS manguera, m.producto_id AS producto, pr.precio::float8 AS precio,
                 (SELECT mp.id FROM medios_pago mp WHERE mp.negocio_id = e.negocio_id AND mp.codigo = 'EFE') AS efectivo
            FROM empresas e
            JOIN equipos q ON q.empresa_id = e.id AND q.tipo = 'POS' AND 'C' = ANY(q.tipos_negocio)
            JOIN mangueras m ON m.empresa_id = e.id
            JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
           ORDER BY e.id, q.id, m.id`,
    );
    const elegidas = estaciones.slice(0, EQUIPOS);
    if (elegidas.length < EQUIPOS) throw new Error(`solo hay ${elegidas.length} estaciones con POS de combustible`);
    const equipos: Equipo[] = [];
    for (const e of elegidas) equipos.push({ ...e, token: await emitirTokenEquipo(app.db, e.equipo) });
    const demo = await fila<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM ventas`);
    return { equipos, ventasDemo: demo!.n };
  } finally {
    await app.close();
  }
}

/** The batches of one device: fresh uuids, fuel sales of its hose paid cash, dated in the last hours. */
function lotesDe(e: Equipo): { ventas: Record<string, unknown>[] }[] {
  const ahora = Date.now();
  return Array.from({ length: LOTES }, (_, l) => ({
    ventas: Array.from({ length: VENTAS }, (_, i) => {
      const galones = 1 + (((l * VENTAS + i) * 7919) % 14_000) / 1000;
      const valor = Math.round(galones * e.precio * 100) / 100;
      return {
        uuid: randomUUID(),
        fecha: textoBogota(new Date(ahora - 120_000 - ((l * VENTAS + i) % 180) * 60_000)),
        tipo_negocio: 'C',
        manguera: e.manguera,
        detalles: [{ producto_id: e.producto, cantidad: galones, precio: e.precio, valor }],
        medios_pago: [{ medio_pago_id: e.efectivo, valor }],
      };
    }),
  }));
}

function arrancar(config: Record<string, string>, puerto: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      ...config,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      FE_POLL_SECONDS: '0',
      MAIL_POLL_SECONDS: '0',
      RATE_LIMIT: '100000000',
      NODE_ENV: 'production',
      // A production server on PostgreSQL refuses the development passphrase of the signing keys (decision 061).
      FE_CLAVE_CERTIFICADOS: 'clave-certificados-de-las-pruebas-de-fallas',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function esperarSalud(base: string, hijo: ChildProcess): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (hijo.exitCode !== null) throw new Error(`el servidor terminó con ${hijo.exitCode} antes de responder`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return Date.now() - t0;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - t0 > 300_000) throw new Error('el servidor no respondió en 5 minutos');
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Ronda {
  respondidos: number;
  aceptadas: number;
  duplicadas: number;
  rechazadas: number;
  fallidos: number;
  otros: string[];
}

/** Every device sends all its batches in order; `alCorte` runs once when the share of answered batches is reached. */
async function ronda(base: string, equipos: Equipo[], lotes: Map<number, { ventas: unknown[] }[]>, alCorte?: () => void): Promise<Ronda> {
  const r: Ronda = { respondidos: 0, aceptadas: 0, duplicadas: 0, rechazadas: 0, fallidos: 0, otros: [] };
  const total = equipos.length * LOTES;
  let cortado = false;
  await Promise.all(
    equipos.map(async (e) => {
      for (const lote of lotes.get(e.equipo)!) {
        try {
          const res = await fetch(`${base}/api/pos/v1/ventas`, {
            method: 'POST',
            headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(lote),
          });
          const cuerpo = (await res.json()) as { data?: { aceptadas: number; duplicadas: number; rechazadas: unknown[] } };
          if (res.status !== 200 || !cuerpo.data) {
            r.otros.push(`${res.status} ${JSON.stringify(cuerpo).slice(0, 200)}`);
            continue;
          }
          r.respondidos++;
          r.aceptadas += cuerpo.data.aceptadas;
          r.duplicadas += cuerpo.data.duplicadas;
          r.rechazadas += cuerpo.data.rechazadas.length;
          if (alCorte && !cortado && r.respondidos >= total * CORTE) {
            cortado = true;
            alCorte();
          }
        } catch {
          // The server died under this request: the device keeps the batch and goes on (it will send it again).
          r.fallidos++;
        }
      }
    }),
  );
  return r;
}

async function main() {
  const inicio = Date.now();
  console.log(
    `# faults: SIGKILL durante lotes POS (${motor}) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${cpus().length} CPU, carga ${loadavg()[0].toFixed(1)}; ${EQUIPOS} equipos × ${LOTES} lotes × ${VENTAS} ventas, ${MUERTES} muertes\n`,
  );
  const bd = await baseDeDatos();
  let hijo: ChildProcess | undefined;
  let fallo = false;
  try {
    log('sembrando el negocio demo (sin operación) y emitiendo los tokens de los equipos');
    const { equipos, ventasDemo } = await preparar(bd.config);
    const lotes = new Map(equipos.map((e) => [e.equipo, lotesDe(e)] as const));
    const enviadas = EQUIPOS * LOTES * VENTAS;
    const puerto = 19_000 + Math.floor(Math.random() * 1000);
    const base = `http://127.0.0.1:${puerto}`;

    for (let n = 0; n <= MUERTES; n++) {
      hijo = arrancar(bd.config, puerto);
      const ms = await esperarSalud(base, hijo);
      log(`ronda ${n + 1}: servidor arriba en ${ms} ms (pid ${hijo.pid})${n > 0 ? ', tras un SIGKILL' : ''}`);
      const actual = hijo;
      const ultima = n === MUERTES;
      const r = await ronda(base, equipos, lotes, ultima ? undefined : () => actual.kill('SIGKILL'));
      log(
        `ronda ${n + 1}: ${r.respondidos} lotes respondidos (aceptadas ${r.aceptadas}, duplicadas ${r.duplicadas}, rechazadas ${r.rechazadas}), ` +
          `${r.fallidos} sin respuesta${ultima ? '' : ' (SIGKILL)'}${r.otros.length ? `, otras respuestas: ${r.otros.length} ${r.otros[0]}` : ''}`,
      );
      if (r.otros.length || r.rechazadas) fallo = true;
      if (ultima) {
        if (r.respondidos !== EQUIPOS * LOTES || r.aceptadas + r.duplicadas !== enviadas) fallo = true;
        hijo.kill('SIGTERM');
      }
      await new Promise<void>((ok) => (actual.exitCode !== null || actual.signalCode !== null ? ok() : actual.once('exit', () => ok())));
    }
    hijo = undefined;

    log('comprobando la base de datos');
    const database = await openDatabase(bd.config.DATABASE_URL ? { databaseUrl: bd.config.DATABASE_URL } : { dataDir: bd.config.DATA_DIR });
    try {
      const uuids = [...lotes.values()].flatMap((ls) => ls.flatMap((l) => l.ventas.map((v) => (v as { uuid: string }).uuid)));
      const conteo = await fila<{ ventas: number; distintas: number; detalles: number; pagos: number; total: string; esperado: string }>(
        database.db,
        sql`WITH enviadas AS (SELECT unnest(${`{${uuids.join(',')}}`}::uuid[]) AS uuid)
            SELECT (SELECT count(*)::int FROM ventas v JOIN enviadas s USING (uuid)) AS ventas,
                   (SELECT count(DISTINCT v.uuid)::int FROM ventas v JOIN enviadas s USING (uuid)) AS distintas,
                   (SELECT count(*)::int FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id JOIN enviadas s USING (uuid)) AS detalles,
                   (SELECT count(*)::int FROM ventas_pagos p JOIN ventas v ON v.id = p.venta_id JOIN enviadas s USING (uuid)) AS pagos,
                   (SELECT coalesce(sum(v.total), 0)::text FROM ventas v JOIN enviadas s USING (uuid)) AS total,
                   ${String(
                     [...lotes.values()]
                       .flatMap((ls) =>
                         ls.flatMap((l) =>
                           l.ventas.map((v) => Math.round((v as { medios_pago: { valor: number }[] }).medios_pago[0].valor * 100)),
                         ),
                       )
                       .reduce((a, b) => a + b, 0) / 100,
                   )}::numeric::text AS esperado`,
      );
      const todas = await fila<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ventas`);
      const ventas = await diferenciasVentas(database.db);
      const operacion = await diferenciasOperacion(database.db);
      const difs = Object.entries({ ...ventas, ...operacion }).filter(([, d]) => d.length > 0);
      console.log('');
      console.log(`| comprobación | esperado | encontrado |`);
      console.log(`| --- | --- | --- |`);
      console.log(`| ventas enviadas (uuids distintos) | ${enviadas} | ${conteo!.distintas} |`);
      console.log(`| ventas guardadas con esos uuids | ${enviadas} | ${conteo!.ventas} |`);
      console.log(`| ventas en la tabla, menos las ${ventasDemo} del demo | ${enviadas} | ${todas!.n - ventasDemo} |`);
      console.log(`| líneas / pagos | ${enviadas} / ${enviadas} | ${conteo!.detalles} / ${conteo!.pagos} |`);
      console.log(`| valor total | ${Number(conteo!.esperado).toFixed(2)} | ${Number(conteo!.total).toFixed(2)} |`);
      console.log(
        `| filas de resúmenes distintas de la suma cruda (ventas por hora, día y mes, totales, pagos; inventario, existencias, turnos, tanques) | 0 | ${difs.length ? difs.map(([k, d]) => `${k}: ${d.length}+`).join(', ') : '0'} |`,
      );
      if (
        conteo!.ventas !== enviadas ||
        conteo!.distintas !== enviadas ||
        todas!.n - ventasDemo !== enviadas ||
        conteo!.detalles !== enviadas ||
        conteo!.pagos !== enviadas ||
        Number(conteo!.total) !== Number(conteo!.esperado) ||
        difs.length
      )
        fallo = true;
    } finally {
      await database.close();
    }
    console.log(`\n${fallo ? 'FALLÓ' : 'OK'} en ${Math.round((Date.now() - inicio) / 1000)} s`);
  } finally {
    if (hijo && hijo.exitCode === null) hijo.kill('SIGKILL');
    await bd.borrar();
  }
  process.exit(fallo ? 1 : 0);
}

await main();
