import type { Conn } from '../../db/client';
import type { AccesoSesion } from './contexto';
import { alcanceGuardado, guardarAlcance } from './repositorio';
import { resolverAcceso } from './usuario-sesion';

export type SesionResuelta = { version: number; acceso: AccesoSesion } | 'inactiva' | undefined;

/**
 * Resolves a session's access at its current version: what an instance does the first time it meets a session, or
 * when the session's version moved past the one it holds. A scope cleared by a change is computed again and stored
 * (unless the session changed once more meanwhile). Answers 'inactiva' when the user is no longer active, undefined
 * when the session is gone.
 */
export async function resolverSesion(conn: Conn, sesionId: number): Promise<SesionResuelta> {
  // The version is read before anything it covers: what is resolved below is at least as new as that version.
  const s = await alcanceGuardado(conn, sesionId);
  if (!s) return undefined;
  const r = await resolverAcceso(conn, s.usuarios_id, s.empresas_permitidas);
  if (!r || r.estado !== 'A') return 'inactiva';
  if (r.alcanceCalculado) await guardarAlcance(conn, sesionId, s.version, r.alcanceCalculado);
  return { version: s.version, acceso: r.acceso };
}
