import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { validatorCompiler, hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CONCILIACION, RESTRICCION_DIA_CONCILIADO } from '@eds/contracts/conciliacion/conciliacion';
import type { TErrorCampo } from '@eds/contracts/envelope';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/errors';
import { esCaidaBaseDatos } from './lib/caida-base-datos';
import { crearSerializador, modoDeRespuestas } from './lib/serializador';
import dbPlugin from './plugins/external/db';
import seguridad from './plugins/external/seguridad';
import swagger from './plugins/external/swagger';
import demo from './demo/plugin';
import sesion from './plugins/sesion';
import autenticacionEquipo from './plugins/autenticacion-equipo';
import realtime from './plugins/realtime';
import correo from './plugins/correo';
import facturacionElectronica from './plugins/facturacion-electronica';
import limpieza from './plugins/limpieza';
import particionesVentas from './plugins/particiones-ventas';
import programadorPrecios from './plugins/programador-precios';
import cierresAutomaticosTrabajo from './plugins/cierres-automaticos';
import metricas from './plugins/metricas';
import textoRepresentable from './plugins/texto-representable';
import { rutasApi } from './routes/api/index';

z.config(z.locales.es());

export interface BuildOptions {
  config?: Partial<Config>;
  database?: Database;
  /** The database belongs to the caller, who closes it. */
  databaseCompartida?: boolean;
  /** Where log lines go (standard output by default; tests read them). */
  destinoLog?: DestinationStream;
}

export type App = FastifyInstance;

/** A registered route, as the app lists it (tests walk the list to check every route's guard). */
export interface RutaRegistrada {
  metodo: string;
  url: string;
  /** Status codes whose answer the route declares in `schema.response` (tests check every route has its success). */
  respuestas: string[];
  /** Left out of OpenAPI (the SPA shell, the docs' own files). */
  oculta: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD twins of GET routes included). */
    rutas: readonly RutaRegistrada[];
  }
}

export async function buildApp(opts: BuildOptions = {}): Promise<App> {
  const config = loadConfig(process.env, opts.config);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // A URL's query string may carry a secret (a reset link's token): request logs print the path only.
      serializers: { req: solicitudEnLog },
      redact: ['req.headers.authorization'],
      ...(opts.destinoLog ? { stream: opts.destinoLog } : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // The first start migrates and seeds the demo business (90 days of operations): that is real work, not a
    // plugin that forgot to resolve, so no start-up limit applies.
    pluginTimeout: 0,
    // Forwarded headers are believed only from the configured proxies (docs/decisions/016-proxy-and-rate-limits.md).
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their contracts: strictly (nothing undeclared) in tests and development.
  app.setSerializerCompiler(crearSerializador(modoDeRespuestas(config)));
  app.decorate('config', config);
  app.setErrorHandler(manejarError);
  // @fastify/static needs an absolute root; `npm start` passes the folder relative to the repository.
  const webDist = path.resolve(process.cwd(), config.WEB_DIST ?? 'apps/web/dist');
  const conWeb = existsSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    // Unknown API paths answer the envelope; other GETs get the SPA, which shows its own not-found page.
    if (request.url.startsWith('/api') || request.method !== 'GET' || !conWeb) {
      return reply.code(404).send({ success: false, status: 404, mensaje: MENSAJES.rutaNoEncontrada });
    }
    return reply.type('text/html').sendFile('index.html');
  });

  const rutas: RutaRegistrada[] = [];
  app.decorate('rutas', rutas);
  app.addHook('onRoute', (ruta) => {
    const schema = ruta.schema as { response?: Record<string, unknown>; hide?: boolean } | undefined;
    const respuestas = Object.keys(schema?.response ?? {});
    for (const metodo of [ruta.method].flat()) rutas.push({ metodo, url: ruta.url, respuestas, oculta: schema?.hide === true });
  });

  await app.register(dbPlugin, { database: opts.database, compartida: opts.databaseCompartida });
  // The demo is not storage: it seeds through the services, after the database is ready, on a database this app opened.
  await app.register(particionesVentas);
  await app.register(demo, { sembrar: config.SEED_DEMO && !opts.database });
  await app.register(seguridad);
  await app.register(swagger);
  await app.register(metricas);
  await app.register(textoRepresentable);
  await app.register(sesion);
  await app.register(autenticacionEquipo);
  await app.register(realtime);
  await app.register(correo);
  await app.register(facturacionElectronica);
  await app.register(limpieza);
  await app.register(programadorPrecios);
  await app.register(cierresAutomaticosTrabajo);
  await app.register(rutasApi, { prefix: '/api' });

  if (conWeb) {
    // The web build writes a .br and .gz beside each file (apps/web/scripts/comprimir.mjs): sent to browsers that take them.
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, preCompressed: true });
    // The SPA shell for its own paths: /, /app/..., /{tenant}/app/...
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.type('text/html').sendFile('index.html'));
  }

  return app;
}

/** What a request log line says of the request: method, path without its query string, and the client's address. */
export function solicitudEnLog(request: FastifyRequest) {
  const url = request.url ?? '';
  const q = url.indexOf('?');
  return { method: request.method, url: q === -1 ? url : url.slice(0, q), remoteAddress: request.ip };
}

function manejarError(
  error: FastifyError,
  request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
) {
  if (error instanceof AppError) {
    if (error.status === 205) return reply.code(205).send();
    return reply.code(error.status).send({
      success: false,
      status: error.status,
      mensaje: error.mensaje,
      ...(error.errores ? { errores: error.errores } : {}),
      ...error.extra,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errores: TErrorCampo[] = error.validation.map((v) => ({
      campo:
        String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.') || String(v.params?.issue ? ((v.params.issue as { path?: unknown[] }).path?.join('.') ?? '') : ''),
      mensaje: v.message ?? MENSAJES.datosInvalidos,
    }));
    // The first field message is the one the legacy client shows; our schemas carry the spec's texts.
    return reply.code(400).send({ success: false, status: 400, mensaje: errores[0]?.mensaje ?? MENSAJES.datosInvalidos, errores });
  }
  const codigo = error.code ?? '';
  if (codigo === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(400).send({ success: false, status: 400, mensaje: MENSAJES.cuerpoDemasiadoGrande });
  }
  if (codigo.startsWith('FST_ERR_CTP') || codigo === 'FST_ERR_VALIDATION' || error.statusCode === 400) {
    return reply.code(400).send({ success: false, status: 400, mensaje: MENSAJES.datosInvalidos });
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ success: false, status: 429, mensaje: MENSAJES.demasiadasSolicitudes });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ success: false, status: error.statusCode, mensaje: MENSAJES.datosInvalidos });
  }
  // A back-office write into a reconciled day, refused by the freezing triggers (the DIA validator of SCREENS.md).
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  if ((e.constraint ?? e.cause?.constraint) === RESTRICCION_DIA_CONCILIADO) {
    return reply.code(400).send({ success: false, status: 400, mensaje: MENSAJES_CONCILIACION.diaConciliado });
  }
  // The database is down or restarting: a clear 503 the client may retry, not a 500 (docs/operations.md).
  if (esCaidaBaseDatos(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).send({ success: false, status: 503, mensaje: MENSAJES.baseDatosNoDisponible });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ success: false, status: 500, mensaje: MENSAJES.errorInterno });
}
