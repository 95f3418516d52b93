import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fila, type Conn, type Db } from '../../db/client';
import { hashClave } from '../../lib/claves';
import { hashToken, nuevoToken } from '../../lib/tokens';

/**
 * Why a password request exists: a forgotten password (its link goes by mail), one expired at sign-in, or a
 * temporary password an administrator had mailed (a new user's first one, or a reset): made when its mail is sent.
 */
export type MotivoSolicitud = 'OLVIDO' | 'VENCIDA' | 'TEMPORAL';

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

/** Letters and digits that cannot be mistaken for one another when typed from a mail. */
const ALFABETO_CLAVE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random temporary password: 12 characters, about 70 bits. */
export function claveTemporal(): string {
  let clave = '';
  for (let i = 0; i < 12; i++) clave += ALFABETO_CLAVE[randomInt(ALFABETO_CLAVE.length)];
  return clave;
}

/**
 * The temporary password of a pending TEMPORAL request, made when its mail is sent: a new random password becomes
 * the user's (to be changed at the next sign-in) and is answered for the mail only; nothing but its hash is stored.
 * A mail sent again makes a new one. Undefined when the request was used (the user already chose a password),
 * replaced or expired: the mail is then not sent.
 */
export async function claveDeEnvio(db: Db, solicitudId: number): Promise<string | undefined> {
  const clave = claveTemporal();
  const hash = await hashClave(clave);
  const r = await fila<{ id: number }>(
    db,
    sql`UPDATE usuarios u SET clave_hash = ${hash}, clave_actualizada_en = now(), cambiar_clave = true
          FROM solicitudes_clave s
         WHERE s.id = ${solicitudId} AND s.usuarios_id = u.id AND s.motivo = 'TEMPORAL' AND s.usada_en IS NULL AND s.expira_en > now()
        RETURNING u.id`,
  );
  return r ? clave : undefined;
}
