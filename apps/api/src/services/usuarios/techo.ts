import { sql } from 'drizzle-orm';
import { tipoUsuarioNoMayor } from '@eds/contracts/perfiles/perfiles';
import { fila, type Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import { empresasPermitidas } from '../empresa/alcance';
import type { AccesoSesion } from '../sesion/contexto';

/**
 * The privilege ceiling on type and scope (docs/decisions/060-type-and-scope-in-the-privilege-ceiling.md): a caller
 * creates, edits, resets or gives a position only to a user whose type is no wider than its own (1 ⊇ 2 ⊇ 3 ⊇ 5 ⊇ 4)
 * and whose companies — computed as at sign-in, for the user's type and company — are all among the caller's. The
 * letters' ceiling (no grant the caller lacks) is checked beside it, in ./empleados.ts.
 */

export interface UsuarioEnTecho {
  tipo: number;
  empresaId: number;
  /** A platform operator (decision 059): written by another operator only, never by a tenant's administrator. */
  plataforma?: boolean;
}

/** 403 with `mensaje` unless a user of this type on this company would be no wider than the caller. */
export async function exigirDentroDelTecho(conn: Conn, s: AccesoSesion, u: UsuarioEnTecho, mensaje: string): Promise<void> {
  if (!tipoUsuarioNoMayor(u.tipo, s.tipo)) throw new AppError(403, mensaje);
  if (u.plataforma && !s.plataforma) throw new AppError(403, mensaje);
  const empresa = await fila<{ negocio_id: number }>(conn, sql`SELECT negocio_id FROM empresas WHERE id = ${u.empresaId}`);
  if (!empresa) throw new AppError(403, mensaje);
  const alcance = await empresasPermitidas(conn, { tipo: u.tipo, empresaId: u.empresaId, negocioId: empresa.negocio_id });
  if (!alcance.every((id) => s.empresas.has(id))) throw new AppError(403, mensaje);
}

/** The stored type and company of a user, for the ceiling. */
export async function usuarioEnTecho(conn: Conn, usuarioId: number): Promise<UsuarioEnTecho | undefined> {
  return fila<UsuarioEnTecho>(conn, sql`SELECT tipo, empresas_id AS "empresaId", plataforma FROM usuarios WHERE id = ${usuarioId}`);
}
