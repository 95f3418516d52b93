import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearApp, type AppDePrueba } from './helper';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/** GET /api/metrics (docs/operations.md, "Monitoring"): Prometheus' text format behind its own bearer token. */
const TOKEN = 'metricas-de-prueba-0123456789abcdef';
let t: AppDePrueba;
let e: EstacionPos;

beforeAll(async () => {
  t = await crearApp({ METRICS_TOKEN: TOKEN });
  e = await estacionPos(t);
});
afterAll(async () => t.cerrar());

async function metricas(): Promise<string> {
  const r = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toContain('text/plain');
  return r.body;
}

/** The value of one series (name and exact labels), 0 when it is not there yet. */
function valor(texto: string, serie: string): number {
  const linea = texto.split('\n').find((l) => l.startsWith(`${serie} `));
  return linea ? Number(linea.slice(serie.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  it('answers 401 without the configured token, and does not exist when none is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const otro = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer otro-token-de-la-misma-longitud!!' },
    });
    expect(otro.statusCode).toBe(401);
    expect(otro.json().success).toBe(false);
    const sin = await crearApp({}, { database: t.database });
    try {
      expect((await sin.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await sin.app.close();
    }
  });

  it('moves the request, POS ingestion and queue figures after a POS batch', async () => {
    const antes = await metricas();
    const lote = [ventaCombustible(e, 5), ventaCombustible(e, 7), ventaCombustible(e, 2)];
    const malo = ventaCombustible(e, 3, { manguera: 2147483647 });
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [...lote, malo] });
    expect(r.statusCode, r.body).toBe(206);
    const otra = await postPos(t.app, e.token, 'ventas', { ventas: lote });
    expect(otra.json().data.duplicadas).toBe(3);
    const despues = await metricas();

    const serie = (n: string) => valor(despues, n) - valor(antes, n);
    expect(serie('eds_pos_batches_total{tipo="ventas",status="206"}')).toBe(1);
    expect(serie('eds_pos_batches_total{tipo="ventas",status="200"}')).toBe(1);
    expect(serie('eds_pos_items_total{tipo="ventas",resultado="aceptadas"}')).toBe(3);
    expect(serie('eds_pos_items_total{tipo="ventas",resultado="duplicadas"}')).toBe(3);
    expect(serie('eds_pos_items_total{tipo="ventas",resultado="rechazadas"}')).toBe(1);
    expect(serie('eds_http_requests_total{method="POST",route="/api/pos/v1/ventas",status="200"}')).toBe(1);
    expect(serie('eds_http_request_duration_seconds_count{method="POST",route="/api/pos/v1/ventas",status="206"}')).toBe(1);
    // The queues are read from the database at each scrape.
    expect(despues).toMatch(/^eds_fe_queue_jobs\{estado="PENDIENTE"\} \d+$/m);
    expect(despues).toMatch(/^eds_mail_outbox_messages\{estado="pendiente"\} \d+$/m);
    expect(valor(despues, 'eds_queue_read_ok')).toBe(1);
  });
});
