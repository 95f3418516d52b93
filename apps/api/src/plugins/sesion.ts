import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { LetraPermiso } from '@eds/contracts/constantes';
import type { NombreModulo } from '@eds/contracts/modulos';
import type { Tx } from '../db/client';
import { enTransaccion } from '../db/context';
import { AppError } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { borrarSesion, buscarSesiones, tocarSesion, type FilaSesion } from '../services/sesion/repositorio';
import { LecturasAgrupadas } from '../services/sesion/lecturas-agrupadas';
import { moduloConcedido, tieneLetra, type AccesoSesion, type SesionActiva } from '../services/sesion/contexto';
import { vencimientoSesion } from '../services/sesion/ingreso';
import { resolverSesion, type SesionResuelta } from '../services/sesion/acceso';

declare module 'fastify' {
  interface FastifyRequest {
    sesion?: SesionActiva;
    /** The module whose letter the route checked last (exigirPermiso): the audit rows of its writes carry it. */
    moduloAuditado?: number;
    /**
     * Runs `fn` in one transaction with the session's actor (user id and IP) recorded for the audit trigger.
     * Every write of an authenticated route goes through here.
     */
    transaccion<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
  interface FastifyInstance {
    /**
     * Guard of the authenticated scope (routes/api/index.ts): a valid session is required (401 without a token, 205
     * when expired or unknown). Runs on request, before the body is read or validated.
     */
    autenticar: onRequestAsyncHookHandler;
    /**
     * A route's letter check, used as its `onRequest` (it runs after the scope's authentication and before body
     * validation): the module (by name from `MODULO`, or by id) must be granted with the letter, else 403.
     */
    permiso: (modulo: NombreModulo | number, letra: LetraPermiso) => onRequestAsyncHookHandler;
    /**
     * Resolves the session of a raw token (the WebSocket handshake and re-checks, sign-out). `actividad: false` for a
     * check that is not the user's doing (a socket's): it does not refresh the idle clock (issue 9, item 9).
     */
    sesionDeToken: (token: string, opciones?: { actividad?: boolean }) => Promise<SesionActiva | undefined>;
    /**
     * Subscribes to sessions changed or ended on any instance (their ids, or '*' for all), as announced by the
     * database at commit. The guard does not depend on it (it compares versions); sockets use it to react at once.
     */
    alCambiarSesiones: (fn: (ids: ReadonlySet<number> | '*') => void) => void;
  }
}

/** The channel the database announces changed and ended sessions on (migration 0006). */
export const CANAL_SESIONES = 'eds_sesiones';

/** Sessions are touched at most once a minute: reads need not write on every call. */
const TOQUE_MS = 60_000;
/** Sessions held in memory per instance; the least recently used go first. */
const MAXIMO_EN_MEMORIA = 10_000;

interface EnMemoria {
  sesionId: number;
  version: number;
  acceso: AccesoSesion;
}

/**
 * What each instance holds of the sessions it served, by token hash: the access resolved at a session version. An
 * entry is used only while the session row (read on every request) still carries that version, so a change made
 * through any instance applies here on the very next request; the database's announcements only free memory sooner.
 */
class SesionesEnMemoria {
  private readonly porToken = new Map<string, EnMemoria>();
  private readonly tokenDeSesion = new Map<number, string>();

  leer(hash: string, sesionId: number, version: number): EnMemoria | undefined {
    const e = this.porToken.get(hash);
    if (!e || e.sesionId !== sesionId || e.version !== version) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.porToken.delete(hash);
    this.porToken.set(hash, e);
    return e;
  }

  guardar(hash: string, e: EnMemoria): void {
    this.quitar(hash);
    this.porToken.set(hash, e);
    this.tokenDeSesion.set(e.sesionId, hash);
    while (this.porToken.size > MAXIMO_EN_MEMORIA) this.quitar(this.porToken.keys().next().value!);
  }

  quitar(hash: string): void {
    const e = this.porToken.get(hash);
    if (!e) return;
    this.porToken.delete(hash);
    if (this.tokenDeSesion.get(e.sesionId) === hash) this.tokenDeSesion.delete(e.sesionId);
  }

  quitarSesiones(ids: ReadonlySet<number> | '*'): void {
    if (ids === '*') {
      this.porToken.clear();
      this.tokenDeSesion.clear();
      return;
    }
    for (const id of ids) {
      const hash = this.tokenDeSesion.get(id);
      if (hash) this.quitar(hash);
    }
  }
}

/** The payload of a session announcement: comma-separated ids, or '*'. */
export function idsAnunciados(payload: string): ReadonlySet<number> | '*' {
  if (payload === '*') return '*';
  return new Set(
    payload
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
}

export function tokenDe(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const [tipo, valor] = h.split(' ');
  if (valor && /^bearer$/i.test(tipo)) return valor.trim();
  // The legacy client sends the bare token.
  return h.trim() || undefined;
}

/** The caller's session. Inside the authenticated scope it is always there. */
export function sesionDe(request: FastifyRequest): SesionActiva {
  if (!request.sesion) throw new AppError(401, MENSAJES.sesionRequerida);
  return request.sesion;
}

/** Throws 403 unless the company is in the caller's scope. A company id from the client is never trusted. */
export function exigirEmpresa(request: FastifyRequest, empresaId: number): void {
  if (!sesionDe(request).empresas.has(empresaId)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
}

/**
 * The business of a company of the caller's scope, from the session (403 outside it): no query. The scope is read
 * again whenever the company tree changes (the trigger of migration 0006 bumps the session's version), so it is as
 * current as the session row this request read.
 */
export function negocioDeEmpresaEnAlcance(request: FastifyRequest, empresaId: number): number {
  exigirEmpresa(request, empresaId);
  const e = sesionDe(request).alcance.get(empresaId);
  if (!e) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  return e.negocio_id;
}

/**
 * Throws 403 with the call's message unless the caller is the platform operator (decision 059): the user mark set at
 * install, never the user's tipo, which every business's administrator holds.
 */
export function exigirPlataforma(request: FastifyRequest, mensaje: string): void {
  if (!sesionDe(request).plataforma) throw new AppError(403, mensaje);
}

/** Throws 403 unless the caller holds the module with the letter (for checks that depend on the validated input). */
export function exigirPermiso(request: FastifyRequest, modulo: NombreModulo | number, letra: LetraPermiso): void {
  const m = moduloConcedido(sesionDe(request), modulo);
  if (!tieneLetra(m, letra)) throw new AppError(403, m ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
  request.moduloAuditado = m!.id;
}

export default fp(
  async (app) => {
    const config = app.config;

    const memoria = new SesionesEnMemoria();
    const suscriptores = new Set<(ids: ReadonlySet<number> | '*') => void>();
    app.decorate('alCambiarSesiones', (fn: (ids: ReadonlySet<number> | '*') => void) => {
      suscriptores.add(fn);
    });
    const dejarDeEscuchar = await app.database.listen(CANAL_SESIONES, (payload) => {
      const ids = idsAnunciados(payload);
      memoria.quitarSesiones(ids);
      for (const fn of suscriptores) {
        try {
          fn(ids);
        } catch (err) {
          app.log.warn({ err }, 'session change not handled');
        }
      }
    });
    app.addHook('onClose', async () => {
      await dejarDeEscuchar();
    });
    // Concurrent first requests of one session at one version resolve it once.
    const resolviendo = new Map<string, Promise<SesionResuelta>>();
    const resolver = (sesionId: number, version: number): Promise<SesionResuelta> => {
      const clave = `${sesionId}:${version}`;
      let p = resolviendo.get(clave);
      if (!p) {
        p = resolverSesion(app.db, sesionId).finally(() => resolviendo.delete(clave));
        resolviendo.set(clave, p);
      }
      return p;
    };

    // The session rows of concurrent requests are read together, in one prepared statement per batch; a request
    // only joins a read not yet sent, so what it sees is never older than the request itself.
    const lecturas = new LecturasAgrupadas<FilaSesion>((hashes) => buscarSesiones(app.db, hashes));

    /**
     * One indexed read of the session row per request (state, expiry, version), shared with the requests that
     * arrived meanwhile; the grants and scope come from memory while the version matches, and are resolved again
     * when it does not.
     */
    async function cargar(token: string, actividad = true): Promise<SesionActiva | 'vencida' | undefined> {
      const hash = hashToken(token);
      const s = await lecturas.leer(hash);
      if (!s) {
        memoria.quitar(hash);
        return undefined;
      }
      const ahora = new Date();
      if (vencimientoSesion(config, s.ultima_actividad, s.expira_en) <= ahora) {
        memoria.quitar(hash);
        await borrarSesion(app.db, s.id);
        return 'vencida';
      }
      let e = memoria.leer(hash, s.id, s.version);
      if (!e) {
        const r = await resolver(s.id, s.version);
        if (r === undefined) return undefined;
        if (r === 'inactiva') {
          await borrarSesion(app.db, s.id);
          return 'vencida';
        }
        e = { sesionId: s.id, version: r.version, acceso: r.acceso };
        memoria.guardar(hash, e);
      }
      if (!actividad)
        return { ...e.acceso, sesionId: s.id, version: e.version, expiraEn: vencimientoSesion(config, s.ultima_actividad, s.expira_en) };
      if (ahora.getTime() - s.ultima_actividad.getTime() > TOQUE_MS) await tocarSesion(app.db, s.id);
      return { ...e.acceso, sesionId: s.id, version: e.version, expiraEn: vencimientoSesion(config, ahora, s.expira_en) };
    }

    app.decorate('sesionDeToken', async (token: string, opciones?: { actividad?: boolean }) => {
      const s = await cargar(token, opciones?.actividad ?? true);
      return s === 'vencida' ? undefined : s;
    });

    app.decorate('autenticar', async function autenticar(request: FastifyRequest) {
      const token = tokenDe(request);
      if (!token) throw new AppError(401, MENSAJES.sesionRequerida);
      const s = await cargar(token);
      // Unknown and expired tokens both answer 205: the client removes its token and shows the notice.
      if (s === undefined || s === 'vencida') throw new AppError(205, MENSAJES.sesionCaducadaTitulo);
      request.sesion = s;
    });

    app.decorate('permiso', (modulo: NombreModulo | number, letra: LetraPermiso) => {
      return async function permiso(request: FastifyRequest) {
        exigirPermiso(request, modulo, letra);
      };
    });

    app.decorateRequest('sesion', undefined);
    app.decorateRequest('moduloAuditado', undefined);
    app.decorateRequest('transaccion', function transaccion<T>(this: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
      const s = sesionDe(this);
      return enTransaccion(
        app.db,
        { usuarioId: s.usuarioId, ip: this.ip, empresaId: s.empresaId, moduloId: this.moduloAuditado ?? null },
        fn,
      );
    });
  },
  { name: 'sesion', dependencies: ['db'] },
);
