import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end().catch(() => undefined);
      };
    },
    async migrate() {
      await withStartupLock(async () => {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      });
    },
    withStartupLock,
    async close() {
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

export { sql };
