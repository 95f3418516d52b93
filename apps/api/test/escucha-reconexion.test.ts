import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filas, type Database } from '../src/db/client';
import { nuevaBaseDatos } from './helper';

/**
 * The LISTEN connections (session announcements, realtime messages) survive the server dropping them, as a restart
 * of PostgreSQL does: the instance hears announcements again without being restarted (faults/pg-reinicio.ts runs
 * the real restart). The embedded engine has no connection to lose.
 */
const CANAL = 'eds_prueba_reconexion';
let base: Awaited<ReturnType<typeof nuevaBaseDatos>>;
let database: Database;

beforeAll(async () => {
  base = await nuevaBaseDatos();
  database = base.database;
});
afterAll(async () => {
  await database.close();
  await base.borrar();
});

async function esperar<T>(fn: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const fin = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > fin) throw new Error('no llegó a tiempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('LISTEN', () => {
  it('hears notifications again after the server ends its connection', async () => {
    const oidos: string[] = [];
    const dejar = await database.listen(CANAL, (p) => oidos.push(p));
    const anunciar = (p: string) => database.db.execute(sql`SELECT pg_notify(${CANAL}, ${p})`);
    await anunciar('antes');
    await esperar(async () => (oidos.includes('antes') ? true : undefined));

    if (database.kind === 'postgres') {
      const escucha = sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN "${CANAL}"`}`;
      const [primera] = await filas<{ pid: number }>(database.db, escucha);
      await database.db.execute(sql`SELECT pg_terminate_backend(${primera.pid})`);
      // A new listening connection replaces the one the server ended.
      await esperar(async () => {
        const r = await filas<{ pid: number }>(database.db, escucha);
        return r.some((x) => x.pid !== primera.pid) ? true : undefined;
      });
    }
    await anunciar('despues');
    await esperar(async () => (oidos.includes('despues') ? true : undefined));
    expect(oidos).toEqual(['antes', 'despues']);
    await dejar();
  });
});
