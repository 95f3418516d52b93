import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import type { Config } from '../src/config';
import { sql } from 'drizzle-orm';
import { filas, openDatabase, type Database } from '../src/db/client';
import { urlConBase } from './plantilla';

export const CLAVE_DEMO = 'demo2026';

let dumpEnMemoria: Blob | undefined;

/** A fresh database for this test file: a clone of the migrated and seeded template. */
export async function nuevaBaseDatos(): Promise<{ database: Database; borrar: () => Promise<void> }> {
  if (inject('plantillaTipo') === 'pglite') {
    dumpEnMemoria ??= new Blob([await readFile(inject('plantillaRef'))]);
    const database = await openDatabase({ pgliteDump: dumpEnMemoria });
    return { database, borrar: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const nombre = `eds_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let intento = 0; ; intento++) {
    try {
      await admin.query(`CREATE DATABASE ${nombre} TEMPLATE ${inject('plantillaRef')}`);
      break;
    } catch (err) {
      // Two files cloning the template at the same instant: PostgreSQL refuses one; try again.
      if (intento >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const database = await openDatabase({ databaseUrl: urlConBase(url, nombre), poolMax: 5 });
  return {
    database,
    borrar: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface AppDePrueba {
  app: App;
  database: Database;
  cerrar: () => Promise<void>;
}

/** Builds the app on a fresh database. Rate limits are high unless a test asks otherwise. */
export async function crearApp(config: Partial<Config> = {}, base?: { database: Database }): Promise<AppDePrueba> {
  const propia = base ? undefined : await nuevaBaseDatos();
  const database = base?.database ?? propia!.database;
  const app = await buildApp({
    config: {
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: 10_000,
      RATE_LIMIT: 100_000,
      FE_POLL_SECONDS: 0,
      CIERRE_AUTOMATICO_SEGUNDOS: 0,
      ...config,
    },
    database,
    databaseCompartida: true,
  });
  await app.ready();
  return {
    app,
    database,
    cerrar: async () => {
      await app.close();
      if (propia) {
        await database.close();
        await propia.borrar();
      }
    },
  };
}

export interface Ingreso {
  token: string;
  data: Record<string, unknown> & {
    p_id: number;
    u_id: number;
    empresas_id: number;
    tipo: number;
    modulos: { id: number; descripcion: string; asignaciones: string }[];
  };
}

export async function ingresar(app: App, usuario: string, clave = CLAVE_DEMO): Promise<Ingreso> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/signin/',
    payload: { user: usuario, pass: clave },
    headers: { host: 'localhost' },
  });
  if (r.statusCode !== 200) throw new Error(`ingreso de ${usuario} falló: ${r.statusCode} ${r.body}`);
  const data = r.json<{ data: Ingreso['data'] & { token: string } }>().data;
  return { token: data.token, data };
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A request with the bearer token of a signed-in user. */
export function conToken(app: App, token: string) {
  return (metodo: Metodo, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({ method: metodo, url, payload: payload as never, headers: { authorization: `Bearer ${token}`, ...headers } });
}

/** Counts rows of a table (to prove that a refused request wrote nothing). */
export async function contar(database: Database, tabla: string): Promise<number> {
  const [r] = await filas<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${tabla}`));
  return r.n;
}
