import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { Db } from '../../db/client';
import { sumarContador } from '../../db/contadores';

type Resultado = Parameters<FastifyRateLimitStore['incr']>[1];
type OpcionesRuta = Parameters<FastifyRateLimitStore['child']>[0];

/** Addresses one instance remembers for the general flood guard (the oldest are forgotten first). */
const DIRECCIONES_EN_MEMORIA = 10_000;

/**
 * Where request counts live. The general limit (every call, per address) is a flood guard each instance counts in
 * memory; a route with a limit of its own (sign-in, password reset) counts in PostgreSQL, so two instances behind
 * a balancer count together (docs/decisions/016-proxy-and-rate-limits.md).
 */
function almacenes(db: Db) {
  class EnPostgres implements FastifyRateLimitStore {
    constructor(private readonly prefijo: string) {}
    incr(clave: string, listo: Resultado, ventanaMs: number): void {
      sumarContador(db, `tasa:${this.prefijo}:${clave}`, { ventanaMs }).then(
        (r) => listo(null, { current: r.cuenta, ttl: r.restanteMs }),
        (err: Error) => listo(err),
      );
    }
    child(opciones: OpcionesRuta): FastifyRateLimitStore {
      return new EnPostgres(nombreRuta(opciones));
    }
  }

  return class EnMemoria implements FastifyRateLimitStore {
    private readonly cuentas = new Map<string, { cuenta: number; inicio: number }>();
    incr(clave: string, listo: Resultado, ventanaMs: number): void {
      const ahora = Date.now();
      let c = this.cuentas.get(clave);
      if (!c || c.inicio + ventanaMs <= ahora) {
        c = { cuenta: 0, inicio: ahora };
        this.cuentas.delete(clave);
        if (this.cuentas.size >= DIRECCIONES_EN_MEMORIA) this.cuentas.delete(this.cuentas.keys().next().value!);
        this.cuentas.set(clave, c);
      }
      c.cuenta++;
      listo(null, { current: c.cuenta, ttl: c.inicio + ventanaMs - ahora });
    }
    child(opciones: OpcionesRuta): FastifyRateLimitStore {
      return new EnPostgres(nombreRuta(opciones));
    }
  };
}

/** The route a limit belongs to: the plugin hands the store the route's merged limit options with `routeInfo`. */
function nombreRuta(opciones: OpcionesRuta): string {
  const ruta = (opciones as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? opciones;
  return `${String(ruta.method)} ${String(ruta.url)}`;
}

/**
 * Security headers and a per-address request limit (the sign-in calls have a stricter one of their own, shared by
 * every instance). The client's address is the connection's unless TRUST_PROXY names the proxy it came through.
 */
export default fp(
  async (app) => {
    // Helmet's headers depend on the configuration only: computed once here, and each request copies the list
    // (per request, the Fastify adapter would build Helmet's middleware again and parse the CSP directives).
    const cabeceras = cabecerasSeguridad({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI and Emotion inject style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The app's own origin ('self' covers its WebSocket too), and the services a build points elsewhere.
          connectSrc: ["'self'", ...origenesConexion(app.config.PUBLIC_URL, app.config.CSP_CONNECT_SRC)],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // On request, so that every answer carries them: errors, 404s and rate-limit refusals included. They go with the
    // reply's own headers (not the raw response's), so Node writes them once, straight from that object.
    app.addHook('onRequest', function cabecerasDeSeguridad(_request, reply, done) {
      reply.headers(cabeceras);
      done();
    });
    await app.register(rateLimit, {
      max: app.config.RATE_LIMIT,
      timeWindow: '1 minute',
      store: almacenes(app.db),
      // Rate-limit answers carry the same envelope as every other error.
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        success: false,
        status: 429,
        mensaje: MENSAJES.demasiadasSolicitudes,
        retryAfter: ctx.after,
      }),
    });
  },
  { name: 'seguridad', dependencies: ['db'] },
);

/**
 * The headers Helmet sets with these options, computed once: its middleware is run against a stand-in answer that
 * records them. Helmet without nonces is a pure function of its options, so every answer gets the same list.
 */
export function cabecerasSeguridad(opciones: HelmetOptions): Record<string, string> {
  const puestas = new Map<string, string>();
  const respuesta = {
    setHeader(nombre: string, valor: string | number | readonly string[]) {
      puestas.set(nombre.toLowerCase(), String(valor));
    },
    removeHeader(nombre: string) {
      puestas.delete(nombre.toLowerCase());
    },
  };
  let fallo: unknown;
  helmet(opciones)({} as never, respuesta as never, (err?: unknown) => {
    fallo = err;
  });
  if (fallo) throw fallo instanceof Error ? fallo : new Error('Helmet no aceptó sus opciones');
  return Object.fromEntries(puestas);
}

/**
 * Origins besides 'self' the page may connect to: the public address's WebSocket twin (for browsers that do not
 * extend 'self' to ws:/wss:) and the configured extra services, each with its WebSocket twin.
 */
export function origenesConexion(publica: string | undefined, extra: readonly string[]): string[] {
  const origenes = new Set<string>();
  for (const url of [...(publica ? [publica] : []), ...extra]) {
    const origen = new URL(url).origin;
    origenes.add(origen);
    if (origen.startsWith('http')) origenes.add(origen.replace(/^http/, 'ws'));
  }
  return [...origenes];
}
