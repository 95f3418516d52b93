import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { filas } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus registry (present only when METRICS_TOKEN is set). */
    metricas?: Registry;
  }
}

/** The POS calls whose answer is a batch result ({aceptadas, duplicadas, rechazadas}): counted by kind. */
const PREFIJO_POS = '/api/pos/v1/';

/** Same length digests, so the comparison takes the same time whatever the token sent. */
const resumen = (t: string) => createHash('sha256').update(t).digest();

/**
 * `GET /api/metrics` in Prometheus' text format (docs/operations.md, "Monitoring"), for one instance: requests by
 * route and status with their durations, POS batches and their items stored, duplicated and refused, and the job
 * queues read from PostgreSQL at scrape time (electronic-invoice sending queue, mail outbox).
 *
 * Off unless METRICS_TOKEN is set: then the route exists and answers only `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise). The route is left out of OpenAPI; it is not a call of the application.
 */
export default fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const esperado = resumen(token);
    const registro = new Registry();
    collectDefaultMetrics({ register: registro, prefix: 'eds_' });

    const peticiones = new Counter({
      name: 'eds_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registro],
    });
    const duracion = new Histogram({
      name: 'eds_http_request_duration_seconds',
      help: 'Time from the request received to the answer sent, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registro],
    });
    const lotes = new Counter({
      name: 'eds_pos_batches_total',
      help: 'POS batch calls answered, by kind (ventas, lecturas-tanque...) and status code.',
      labelNames: ['tipo', 'status'] as const,
      registers: [registro],
    });
    const registros = new Counter({
      name: 'eds_pos_items_total',
      help: 'Items of POS batches by kind and outcome: stored (aceptadas), already stored (duplicadas), refused (rechazadas).',
      labelNames: ['tipo', 'resultado'] as const,
      registers: [registro],
    });

    // Job queues, read from the database (shared by every instance) when Prometheus scrapes.
    const colaFe = new Gauge({
      name: 'eds_fe_queue_jobs',
      help: 'Electronic-invoice sending jobs not done, by state: PENDIENTE (due or waiting to retry), EN_CURSO, FALLIDO (given up).',
      labelNames: ['estado'] as const,
      registers: [registro],
    });
    const feReintentando = new Gauge({
      name: 'eds_fe_queue_retrying_jobs',
      help: 'Electronic-invoice jobs pending after at least one failed attempt.',
      registers: [registro],
    });
    const feAntiguedad = new Gauge({
      name: 'eds_fe_queue_oldest_due_seconds',
      help: 'Age of the oldest electronic-invoice job already due and not taken (0 when none).',
      registers: [registro],
    });
    const correos = new Gauge({
      name: 'eds_mail_outbox_messages',
      help: 'Mail not sent, by state: pendiente (waiting or retrying), abandonado (given up after its attempts).',
      labelNames: ['estado'] as const,
      registers: [registro],
    });
    const correosConError = new Gauge({
      name: 'eds_mail_outbox_failed_attempts_messages',
      help: 'Mail not sent whose last attempt failed.',
      registers: [registro],
    });
    const lecturaColas = new Gauge({
      name: 'eds_queue_read_ok',
      help: '1 when the last scrape read the queues from the database, 0 when it failed.',
      registers: [registro],
      async collect() {
        try {
          const [f] = await filas<{ pendiente: number; en_curso: number; fallido: number; reintentando: number; antiguedad: number }>(
            app.db,
            sql`SELECT count(*) FILTER (WHERE estado = 'PENDIENTE')::int AS pendiente,
                       count(*) FILTER (WHERE estado = 'EN_CURSO')::int AS en_curso,
                       count(*) FILTER (WHERE estado = 'FALLIDO')::int AS fallido,
                       count(*) FILTER (WHERE estado = 'PENDIENTE' AND intentos > 0)::int AS reintentando,
                       coalesce(extract(epoch FROM now() - min(proximo_en) FILTER (WHERE estado = 'PENDIENTE' AND proximo_en <= now())), 0)::float8 AS antiguedad
                  FROM fe_envios WHERE estado <> 'HECHO'`,
          );
          const [c] = await filas<{ pendiente: number; abandonado: number; con_error: number }>(
            app.db,
            sql`SELECT count(*) FILTER (WHERE proximo_intento IS NOT NULL)::int AS pendiente,
                       count(*) FILTER (WHERE proximo_intento IS NULL)::int AS abandonado,
                       count(*) FILTER (WHERE error IS NOT NULL)::int AS con_error
                  FROM correos_salida WHERE enviado_en IS NULL`,
          );
          colaFe.set({ estado: 'PENDIENTE' }, f.pendiente);
          colaFe.set({ estado: 'EN_CURSO' }, f.en_curso);
          colaFe.set({ estado: 'FALLIDO' }, f.fallido);
          feReintentando.set(f.reintentando);
          feAntiguedad.set(Number(f.antiguedad));
          correos.set({ estado: 'pendiente' }, c.pendiente);
          correos.set({ estado: 'abandonado' }, c.abandonado);
          correosConError.set(c.con_error);
          this.set(1);
        } catch (err) {
          app.log.warn({ err }, 'metrics: could not read the job queues');
          this.set(0);
        }
      },
    });
    void lecturaColas;

    app.decorate('metricas', registro);

    app.addHook('onSend', async (request, reply, payload) => {
      const ruta = request.routeOptions.url;
      if (request.method === 'POST' && ruta?.startsWith(PREFIJO_POS)) {
        const tipo = ruta.slice(PREFIJO_POS.length).replace(/\/$/, '');
        lotes.inc({ tipo, status: String(reply.statusCode) });
        if (typeof payload === 'string' && reply.statusCode < 300) {
          try {
            const r = JSON.parse(payload) as { aceptadas?: unknown; duplicadas?: unknown; rechazadas?: unknown };
            if (typeof r.aceptadas === 'number') registros.inc({ tipo, resultado: 'aceptadas' }, r.aceptadas);
            if (typeof r.duplicadas === 'number') registros.inc({ tipo, resultado: 'duplicadas' }, r.duplicadas);
            if (Array.isArray(r.rechazadas)) registros.inc({ tipo, resultado: 'rechazadas' }, r.rechazadas.length);
          } catch {
            /* not a batch answer */
          }
        }
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route's template, never the path itself (ids would make one series per record); unknown paths are one.
      const etiquetas = { method: request.method, route: request.routeOptions.url ?? 'no_encontrada', status: String(reply.statusCode) };
      peticiones.inc(etiquetas);
      duracion.observe(etiquetas, reply.elapsedTime / 1000);
    });

    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const cabecera = request.headers.authorization ?? '';
      const enviado = cabecera.startsWith('Bearer ') ? cabecera.slice(7) : '';
      if (!timingSafeEqual(resumen(enviado), esperado)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ success: false, status: 401, mensaje: MENSAJES.sinPermisoAccion });
      }
      const texto = await registro.metrics();
      return reply.type(registro.contentType).send(texto);
    });
  },
  { name: 'metricas', dependencies: ['db'] },
);
