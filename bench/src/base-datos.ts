import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { sembrarReferencia } from '../../apps/api/src/db/seed/referencia';
import { sembrarReferenciaOperacion } from '../../apps/api/src/db/seed/operacion/referencia';

export type Motor = 'pglite' | 'postgres';

export interface BaseDeBanco {
  database: Database;
  motor: Motor;
  borrar: () => Promise<void>;
}

function urlConBase(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one measurement: an embedded PGlite in a temporary folder on disk (as `npm
 * start` runs it), or a new database on the PostgreSQL server of BENCH_DATABASE_URL.
 */
export async function baseNueva(motor: Motor): Promise<BaseDeBanco> {
  let database: Database;
  let borrar: () => Promise<void>;
  if (motor === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL es obligatoria para medir en PostgreSQL');
    const nombre = `eds_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: urlConBase(url, nombre), poolMax: 16 });
    borrar = async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'eds-bench-'));
    database = await openDatabase({ dataDir: dir });
    borrar = async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    };
  }
  await database.migrate();
  await database.db.transaction(async (tx) => {
    await sembrarReferencia(tx);
    await sembrarReferenciaOperacion(tx);
  });
  return { database, motor, borrar };
}
