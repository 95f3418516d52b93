import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../../db/client';
import { hashToken, nuevoToken } from '../../lib/tokens';

/**
 * Device tokens: 32 random bytes shown once to the administrator who issues them; only the SHA-256 hash is
 * kept. Issuing a new token replaces (and so revokes) the previous one; revoking clears it.
 */
export async function emitirTokenEquipo(conn: Conn, equipoId: number): Promise<string> {
  const token = nuevoToken();
  await conn.execute(sql`UPDATE equipos SET token_hash = ${hashToken(token)}, token_emitido_en = now() WHERE id = ${equipoId}`);
  return token;
}

export async function revocarTokenEquipo(conn: Conn, equipoId: number): Promise<void> {
  await conn.execute(sql`UPDATE equipos SET token_hash = NULL, token_emitido_en = NULL WHERE id = ${equipoId}`);
}

/** The station of a device, to check the caller's scope before touching it. */
export async function estacionDeEquipo(conn: Conn, equipoId: number): Promise<number | undefined> {
  const r = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM equipos WHERE id = ${equipoId}`);
  return r?.empresa_id;
}
