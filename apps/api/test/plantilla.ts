import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { sembrarReferencia } from '../src/db/seed/referencia';
import { sembrarDemo } from '../src/demo/sembrar';
import { sembrarReferenciaOperacion } from '../src/db/seed/operacion/referencia';
import { sembrarOperacionDemo } from '../src/demo/operacion/index';
import type { Conn } from '../src/db/client';

/** Days of demo operations in the test template: enough for every kind of row, small enough to clone fast. */
export const DIAS_DEMO_PRUEBAS = 3;

async function sembrar(tx: Conn): Promise<void> {
  await sembrarReferencia(tx);
  await sembrarReferenciaOperacion(tx);
  const demo = await sembrarDemo(tx);
  if (demo) await sembrarOperacionDemo(tx, demo, DIAS_DEMO_PRUEBAS);
}

/** Where the template database lives for this run: a PGlite dump file, or a PostgreSQL template name. */
export interface Plantilla {
  tipo: 'pglite' | 'postgres';
  /** PGlite: path of the dumped data directory. PostgreSQL: the template database's name. */
  ref: string;
}

export function urlConBase(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
}

/** Migrates and seeds one database, then keeps it as the template every test file clones. */
export async function crearPlantilla(archivoDump: string): Promise<Plantilla> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const nombre = `eds_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre}`);
    await admin.end();
    const db = await openDatabase({ databaseUrl: urlConBase(url, nombre), poolMax: 2 });
    await db.migrate();
    await db.db.transaction(sembrar);
    await db.close();
    return { tipo: 'postgres', ref: nombre };
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await db.migrate();
  await db.db.transaction(sembrar);
  const dump = await db.pglite!.dumpDataDir('none');
  await writeFile(archivoDump, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return { tipo: 'pglite', ref: archivoDump };
}

export async function borrarPlantilla(p: Plantilla): Promise<void> {
  if (p.tipo !== 'postgres') return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${p.ref} WITH (FORCE)`);
  await admin.end();
}
