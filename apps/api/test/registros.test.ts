import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { nuevaBaseDatos } from './helper';

/**
 * What the server writes to its log (issue 9, item 6): request lines name the path, never the query string, where
 * a reset link's token (or any other secret a URL may carry) would be.
 */
let app: App;
let base: Awaited<ReturnType<typeof nuevaBaseDatos>>;
const lineas: string[] = [];

beforeAll(async () => {
  base = await nuevaBaseDatos();
  const destinoLog = new Writable({
    write(trozo: Buffer, _codificacion, listo) {
      lineas.push(...trozo.toString('utf8').split('\n').filter(Boolean));
      listo();
    },
  });
  app = await buildApp({ config: { LOG_LEVEL: 'info' }, database: base.database, databaseCompartida: true, destinoLog });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await base.database.close();
  await base.borrar();
});

describe('request logs', () => {
  it('print the path of each request without its query string', async () => {
    const secreto = 'Zt9mXq2secretoDelEnlace0000000000000000000';
    await app.inject({ method: 'GET', url: `/app/restablecer-clave?token=${secreto}` });
    await app.inject({ method: 'GET', url: `/api/health?token=${secreto}&otro=1` });
    await app.inject({ method: 'POST', url: `/api/persona/restablecer-clave?token=${secreto}`, payload: { token: secreto, clave: 'x' } });

    const entradas = lineas.map((l) => JSON.parse(l) as { msg?: string; req?: { method: string; url: string } });
    const urls = entradas.filter((e) => e.req).map((e) => `${e.req!.method} ${e.req!.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /app/restablecer-clave', 'GET /api/health', 'POST /api/persona/restablecer-clave']));
    expect(lineas.join('\n')).not.toContain(secreto);
  });
});
