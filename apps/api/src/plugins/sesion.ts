import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { LetraPermiso } from '@eds/contracts/constantes';
import type { NombreModulo } from '@eds/contracts/modulos';
import type { Tx } from '../db/client';
import { enTransaccion } from '../db/context';
import { AppError } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { borrarSesion, buscarSesion, tocarSesion } from '../services/sesion/repositorio';
import { moduloConcedido, tieneLetra, type ModuloConcedido, type SesionActiva } from '../services/sesion/contexto';
import { vencimientoSesion } from '../services/sesion/ingreso';

declare module 'fastify' {
  interface FastifyRequest {
    sesion?: SesionActiva;
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
    /** Resolves the session of a raw token (the WebSocket handshake and sign-out use it). */
    sesionDeToken: (token: string) => Promise<SesionActiva | undefined>;
  }
}

/** Sessions are touched at most once a minute: reads need not write on every call. */
const TOQUE_MS = 60_000;

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

/** Throws 403 unless the caller holds the module with the letter (for checks that depend on the validated input). */
export function exigirPermiso(request: FastifyRequest, modulo: NombreModulo | number, letra: LetraPermiso): void {
  const m = moduloConcedido(sesionDe(request), modulo);
  if (!tieneLetra(m, letra)) throw new AppError(403, m ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
}

export default fp(
  async (app) => {
    const config = app.config;

    async function cargar(token: string): Promise<SesionActiva | 'vencida' | undefined> {
      const s = await buscarSesion(app.db, hashToken(token));
      if (!s) return undefined;
      const ahora = new Date();
      const vence = vencimientoSesion(config, s.ultima_actividad, s.expira_en);
      if (vence <= ahora || s.estado !== 'A') {
        await borrarSesion(app.db, s.id);
        return 'vencida';
      }
      if (ahora.getTime() - s.ultima_actividad.getTime() > TOQUE_MS) await tocarSesion(app.db, s.id);
      const modulos = new Map<number, ModuloConcedido>();
      const porNombre = new Map<string, ModuloConcedido>();
      for (const m of s.modulos ?? []) {
        const concedido = { ...m, asignaciones: [...new Set(m.asignaciones.split(''))].join('') };
        modulos.set(m.id, concedido);
        porNombre.set(m.descripcion, concedido);
      }
      return {
        sesionId: s.id,
        usuarioId: s.usuarios_id,
        personaId: s.personas_id,
        empresaId: s.empresas_id,
        negocioId: s.negocio_id,
        tipo: s.tipo,
        usuario: s.usuario,
        expiraEn: vencimientoSesion(config, ahora, s.expira_en),
        empresas: new Set(s.empresas_permitidas),
        modulos,
        modulosPorNombre: porNombre,
      };
    }

    app.decorate('sesionDeToken', async (token: string) => {
      const s = await cargar(token);
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
    app.decorateRequest('transaccion', function transaccion<T>(this: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return enTransaccion(app.db, { usuarioId: sesionDe(this).usuarioId, ip: this.ip }, fn);
    });
  },
  { name: 'sesion', dependencies: ['db'] },
);
