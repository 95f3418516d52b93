import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { AppError } from '../../../lib/errors';
import { hashToken } from '../../../lib/tokens';
import { borrarSesion, buscarSesion, tocarSesion } from './repositorio';
import { tieneLetra, type ModuloConcedido, type SesionActiva } from './contexto';
import { vencimientoSesion } from './ingreso';

declare module 'fastify' {
  interface FastifyRequest {
    sesion?: SesionActiva;
  }
  interface FastifyInstance {
    /** Guard: a valid session is required (401 without token, 205 when expired or unknown). */
    autenticar: preHandlerAsyncHookHandler;
    /** Guard factory: the module (by description or id) must be granted with the letter. */
    permiso: (modulo: string | number, letra: LetraPermiso) => preHandlerAsyncHookHandler;
    /** Resolves the session of a raw token (the WebSocket handshake uses it). */
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

/** The caller's session; only for routes behind `autenticar`. */
export function sesionDe(request: FastifyRequest): SesionActiva {
  if (!request.sesion) throw new AppError(401, MENSAJES.sesionRequerida);
  return request.sesion;
}

/** Throws 403 unless the company is in the caller's scope. A company id from the client is never trusted. */
export function exigirEmpresa(request: FastifyRequest, empresaId: number): void {
  if (!sesionDe(request).empresas.has(empresaId)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
}

export function moduloConcedido(sesion: SesionActiva, modulo: string | number): ModuloConcedido | undefined {
  return typeof modulo === 'number' ? sesion.modulos.get(modulo) : sesion.modulosPorNombre.get(modulo);
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

    app.decorate('autenticar', async function autenticar(request: FastifyRequest, _reply: FastifyReply) {
      const token = tokenDe(request);
      if (!token) throw new AppError(401, MENSAJES.sesionRequerida);
      const s = await cargar(token);
      // Unknown and expired tokens both answer 205: the client removes its token and shows the notice.
      if (s === undefined || s === 'vencida') throw new AppError(205, MENSAJES.sesionCaducadaTitulo);
      request.sesion = s;
    });

    app.decorate('permiso', (modulo: string | number, letra: LetraPermiso) => {
      return async function permiso(request: FastifyRequest) {
        const m = moduloConcedido(sesionDe(request), modulo);
        if (!tieneLetra(m, letra)) {
          throw new AppError(403, m ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
        }
      };
    });
  },
  { name: 'guardas', dependencies: ['db'] },
);
