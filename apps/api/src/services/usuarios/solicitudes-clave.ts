import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../../db/client';
import { hashToken, nuevoToken } from '../../lib/tokens';

/** Why a password request exists: a forgotten password (its link goes by mail) or one expired at sign-in. */
export type MotivoSolicitud = 'OLVIDO' | 'VENCIDA';

/**
 * Opens a password request for the user, replacing the pending ones, and answers its id and token. Only the token's
 * hash is stored. A forgotten-password request's token is never shown to anyone: the mail worker mints the one its
 * link carries when it sends the mail (`tokenDeEnlace`).
 */
export async function abrirSolicitudClave(
  conn: Conn,
  datos: { usuarioId: number; minutos: number; ip: string; motivo: MotivoSolicitud },
): Promise<{ id: number; token: string }> {
  await conn.execute(sql`UPDATE solicitudes_clave SET usada_en = now() WHERE usuarios_id = ${datos.usuarioId} AND usada_en IS NULL`);
  const token = nuevoToken();
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO solicitudes_clave (usuarios_id, token_hash, expira_en, ip, motivo)
        VALUES (${datos.usuarioId}, ${hashToken(token)}, now() + make_interval(mins => ${datos.minutos}), ${datos.ip}, ${datos.motivo})
        RETURNING id`,
  );
  return { id: r!.id, token };
}

/**
 * A fresh token for the link of a pending request, minted when its mail is sent: the new hash replaces the stored
 * one, so only the mail just sent opens it. Undefined when the request was used, replaced or expired.
 */
export async function tokenDeEnlace(conn: Conn, solicitudId: number): Promise<string | undefined> {
  const token = nuevoToken();
  const r = await fila<{ id: number }>(
    conn,
    sql`UPDATE solicitudes_clave SET token_hash = ${hashToken(token)}
         WHERE id = ${solicitudId} AND usada_en IS NULL AND expira_en > now() RETURNING id`,
  );
  return r ? token : undefined;
}
