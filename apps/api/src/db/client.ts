import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as tiposPglite, type Transaction as TransaccionPglite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Conn = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so two instances never seed at once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump and load it). */
  pglite?: PGlite;
  /** The connection string, when on PostgreSQL (a second instance opens its own pool on it). */
  url?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside this file in the sources and are copied beside the bundle on build. */
export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? path.resolve(here, 'migrations');
const STARTUP_LOCK = 72_531_001;

// Bigint counts come back as strings from pg and as numbers from PGlite: parse int8 to number on pg too.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolMax?: number;
  /** Start PGlite from a dumped data directory (tests clone a migrated template this way). */
  pgliteDump?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  return openPglite(opts);
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  if (opts.pgliteDump) {
    client = await PGlite.create({ loadDataDir: opts.pgliteDump });
  } else if (opts.dataDir && opts.dataDir !== 'memory://') {
    await mkdir(opts.dataDir, { recursive: true });
    client = await PGlite.create(opts.dataDir);
  } else {
    client = await PGlite.create();
  }
  // Transactions opened through drizzle are remembered with their engine, so prepared statements can run in them.
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      transaccionesPglite.set(tx, client);
      return fn(tx);
    });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    // One process owns an embedded database: nothing to coordinate.
    withStartupLock: (fn) => fn(),
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  let cerrada = false;
  async function withStartupLock<T>(fn: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      client.release();
    }
  }
  return {
    kind: 'postgres',
    url,
    db,
    async listen(channel, onPayload) {
      let activo = true;
      let actual: pg.Client | undefined;
      // A listening connection the server drops (restart, failover, network) is opened again, every second until
      // it is back: without it the instance would stop hearing announcements until restarted (faults/pg-reinicio.ts).
      const conectar = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: url });
        const perdida = () => {
          if (actual !== client) return;
          actual = undefined;
          listeners.splice(listeners.indexOf(client), 1);
          client.end().catch(() => undefined);
          const reintentar = () => {
            if (activo && !cerrada) conectar().catch(() => setTimeout(reintentar, 1000).unref());
          };
          setTimeout(reintentar, 1000).unref();
        };
        client.on('error', perdida);
        client.on('end', perdida);
        client.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        try {
          await client.connect();
          await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        } catch (err) {
          await client.end().catch(() => undefined);
          throw err;
        }
        if (!activo || cerrada) {
          await client.end().catch(() => undefined);
          return;
        }
        actual = client;
        listeners.push(client);
      };
      await conectar();
      return async () => {
        activo = false;
        const client = actual;
        actual = undefined;
        if (client) {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end().catch(() => undefined);
        }
      };
    },
    async migrate() {
      await withStartupLock(async () => {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      });
    },
    withStartupLock,
    async close() {
      cerrada = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/** Runs a raw query and returns its rows, whichever driver is underneath. */
export async function filas<T>(conn: Conn, query: SQL): Promise<T[]> {
  // Both drivers answer an object with `rows`; drizzle types them differently.
  const resultado = (await conn.execute(query)) as { rows: T[] };
  return resultado.rows;
}

export async function fila<T>(conn: Conn, query: SQL): Promise<T | undefined> {
  return (await filas<T>(conn, query))[0];
}

/** The parts of a drizzle database or transaction that build and run a query (public on both, typed loosely). */
interface Ejecutor {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    client?: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const nombresPreparados = new Map<string, string>();

/** A statement's name derives from its text, so one name never stands for two texts on a connection. */
function nombrePreparado(texto: string): string {
  let nombre = nombresPreparados.get(texto);
  if (!nombre) {
    nombre = `eds_${createHash('sha1').update(texto).digest('hex').slice(0, 24)}`;
    // Hot paths have a bounded set of texts; a runaway caller must not grow this map without limit.
    if (nombresPreparados.size < 5000) nombresPreparados.set(texto, nombre);
  }
  return nombre;
}

/** The embedded engine behind each open PGlite transaction. */
const transaccionesPglite = new WeakMap<TransaccionPglite, PGlite>();
/** Per embedded engine: statements prepared (true) or that cannot be (false). */
const preparadasPglite = new WeakMap<PGlite, Map<string, boolean>>();
/** As drizzle reads PGlite results: dates, times and their arrays stay text. */
const LECTORES_PGLITE = Object.fromEntries(
  [tiposPglite.TIMESTAMP, tiposPglite.TIMESTAMPTZ, tiposPglite.INTERVAL, tiposPglite.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
    t,
    (v: string) => v,
  ]),
);

/** A parameter as an SQL literal of unknown type (the prepared statement's parameter type applies), or undefined. */
function literal(v: unknown): string | undefined {
  if (v === null || v === undefined) return 'NULL';
  let texto: string;
  if (typeof v === 'string') texto = v;
  else if (typeof v === 'number' || typeof v === 'bigint') texto = String(v);
  else if (typeof v === 'boolean') texto = v ? 'true' : 'false';
  else if (v instanceof Date) texto = v.toISOString();
  else return undefined;
  if (texto.includes('\0')) return undefined;
  return `'${texto.replace(/'/g, "''")}'`;
}

/**
 * PGlite's query API has no named statements: each query is parsed and planned again inside the engine. SQL-level
 * PREPARE / EXECUTE give the same plan cache (prepared statements belong to the engine's one session and survive
 * rollbacks). Inside a transaction the PREPARE runs in a savepoint, so a text that cannot be prepared (a parameter
 * whose type cannot be inferred) falls back to an ordinary query without spoiling the transaction.
 */
async function filasPglite<T>(
  cliente: PGlite | TransaccionPglite,
  motor: PGlite,
  nombre: string,
  q: { sql: string; params: unknown[] },
): Promise<T[]> {
  let estados = preparadasPglite.get(motor);
  if (!estados) preparadasPglite.set(motor, (estados = new Map<string, boolean>()));
  const literales = q.params.map(literal);
  const comun = async () => (await cliente.query<T>(q.sql, q.params, { parsers: LECTORES_PGLITE })).rows;
  if (estados.get(nombre) === false || literales.some((l) => l === undefined)) return comun();
  if (!estados.has(nombre)) {
    const enTransaccion = cliente !== motor;
    try {
      if (enTransaccion) await cliente.exec('SAVEPOINT eds_preparar');
      await cliente.exec(`PREPARE "${nombre}" AS ${q.sql}`);
      if (enTransaccion) await cliente.exec('RELEASE SAVEPOINT eds_preparar');
      estados.set(nombre, true);
    } catch {
      if (enTransaccion) await cliente.exec('ROLLBACK TO SAVEPOINT eds_preparar; RELEASE SAVEPOINT eds_preparar');
      estados.set(nombre, false);
      return comun();
    }
  }
  const argumentos = literales.length > 0 ? `(${literales.join(', ')})` : '';
  const [r] = await cliente.exec(`EXECUTE "${nombre}"${argumentos}`, { parsers: LECTORES_PGLITE });
  return (r?.rows ?? []) as T[];
}

/**
 * `filas` for the hot paths (the session check, POS ingestion, dashboard rollups): the text runs as a named prepared
 * statement, so it is parsed once and its plan kept (the server switches to a generic plan once it costs no more
 * than custom ones); later runs only bind and execute. On PostgreSQL node-postgres prepares it once per pooled
 * connection; on PGlite it is PREPARE / EXECUTE in the engine's session. Use it for texts that repeat (a fixed
 * text with parameters), never for texts that embed values: every distinct text stays prepared.
 */
export async function filasPreparadas<T>(conn: Conn, query: SQL): Promise<T[]> {
  const e = conn as unknown as Ejecutor;
  const q = e.dialect.sqlToQuery(query);
  const nombre = nombrePreparado(q.sql);
  const cliente = e.session.client;
  const motor = cliente instanceof PGlite ? cliente : transaccionesPglite.get(cliente as TransaccionPglite);
  if (motor) return filasPglite<T>(cliente as PGlite | TransaccionPglite, motor, nombre, q);
  const resultado = (await e.session.prepareQuery(q, undefined, nombre, false).execute()) as { rows: T[] };
  return resultado.rows;
}

export async function filaPreparada<T>(conn: Conn, query: SQL): Promise<T | undefined> {
  return (await filasPreparadas<T>(conn, query))[0];
}

export { sql };
