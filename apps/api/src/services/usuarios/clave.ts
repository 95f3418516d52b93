import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { Config } from '../../config';
import { fila, type Conn, type Db } from '../../db/client';
import { enTransaccion } from '../../db/context';
import { AppError } from '../../lib/errors';
import { hashClave, verificarClave } from '../../lib/claves';
import { hashToken, nuevoToken } from '../../lib/tokens';
import { encolarCorreo } from '../sistema/correo';
import { dominioPorHost } from '../sesion/dominio';

/**
 * "Olvidé mi contraseña": when identification, user and domain match an active user with an e-mail
 * address, a reset request is stored and its link mailed. The answer is the same in every case so
 * that the call cannot be used to discover users.
 */
export async function solicitarRestablecimiento(
  db: Db,
  config: Config,
  datos: { identificacion: string; usuario: string; dominio?: string; origen: string; ip: string },
): Promise<void> {
  const dominio = datos.dominio ? await dominioPorHost(db, datos.dominio) : undefined;
  const u = await fila<{ id: number; negocio_id: number; correo: string | null }>(
    db,
    sql`SELECT u.id, p.negocio_id,
               (SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 2 ORDER BY c.principal DESC, c.id LIMIT 1) AS correo
          FROM usuarios u JOIN personas p ON p.id = u.personas_id
         WHERE u.usuario = ${datos.usuario.trim().toUpperCase()} AND p.identificacion = ${datos.identificacion.trim()}
           AND u.estado = 'A' AND (${dominio?.negocio_id ?? null}::int IS NULL OR p.negocio_id = ${dominio?.negocio_id ?? null}::int)`,
  );
  if (!u?.correo) return;
  const token = nuevoToken();
  const minutos = config.PASSWORD_RESET_MINUTES;
  const enlace = `${(config.PUBLIC_URL ?? datos.origen).replace(/\/$/, '')}/app/restablecer-clave?token=${token}`;
  await enTransaccion(db, { usuarioId: null, ip: datos.ip }, async (tx) => {
    // A new request replaces the pending ones.
    await tx.execute(sql`UPDATE solicitudes_clave SET usada_en = now() WHERE usuarios_id = ${u.id} AND usada_en IS NULL`);
    await tx.execute(
      sql`INSERT INTO solicitudes_clave (usuarios_id, token_hash, expira_en, ip) VALUES (${u.id}, ${hashToken(token)}, now() + make_interval(mins => ${minutos}), ${datos.ip})`,
    );
    await encolarCorreo(tx, {
      negocioId: u.negocio_id,
      para: u.correo!,
      asunto: MENSAJES.correoRestablecerAsunto,
      texto: MENSAJES.correoRestablecerTexto(datos.usuario.trim().toUpperCase(), minutos, enlace),
    });
  });
}

/** Sets a new password from a reset link; the link works once. Every open session of the user ends. */
export async function restablecerClave(db: Db, datos: { token: string; clave: string; ip: string }): Promise<void> {
  const solicitud = await fila<{ id: number; usuarios_id: number }>(
    db,
    sql`SELECT id, usuarios_id FROM solicitudes_clave WHERE token_hash = ${hashToken(datos.token)} AND usada_en IS NULL AND expira_en > now()`,
  );
  if (!solicitud) throw new AppError(400, MENSAJES.enlaceClaveInvalido);
  const hash = await hashClave(datos.clave);
  await enTransaccion(db, { usuarioId: solicitud.usuarios_id, ip: datos.ip }, async (tx) => {
    const usada = await fila<{ id: number }>(
      tx,
      sql`UPDATE solicitudes_clave SET usada_en = now() WHERE id = ${solicitud.id} AND usada_en IS NULL RETURNING id`,
    );
    if (!usada) throw new AppError(400, MENSAJES.enlaceClaveInvalido);
    await tx.execute(
      sql`UPDATE usuarios SET clave_hash = ${hash}, clave_actualizada_en = now(), intentos_fallidos = 0, bloqueado_hasta = NULL WHERE id = ${solicitud.usuarios_id}`,
    );
    await tx.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${solicitud.usuarios_id}`);
  });
}

/**
 * Password change from the profile, first step (outside any transaction: hashing is slow): checks the current
 * password and answers the new one's hash.
 */
export async function claveNuevaVerificada(conn: Conn, usuarioId: number, actual: string, nueva: string): Promise<string> {
  const u = await fila<{ clave_hash: string }>(conn, sql`SELECT clave_hash FROM usuarios WHERE id = ${usuarioId}`);
  if (!u || !(await verificarClave(u.clave_hash, actual))) throw new AppError(400, MENSAJES.claveActualInvalida);
  return hashClave(nueva);
}

/** Password change, second step: stores the hash; the user's other sessions end. */
export async function guardarClave(conn: Conn, usuarioId: number, hash: string, sesionActual: number): Promise<void> {
  await conn.execute(sql`UPDATE usuarios SET clave_hash = ${hash}, clave_actualizada_en = now() WHERE id = ${usuarioId}`);
  await conn.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${usuarioId} AND id <> ${sesionActual}`);
}

/** The stored form of a PIN. */
export const hashPin = (pin: string): Promise<string> => hashClave(pin);

export async function guardarPin(conn: Conn, usuarioId: number, hash: string): Promise<void> {
  await conn.execute(sql`UPDATE usuarios SET pin_hash = ${hash} WHERE id = ${usuarioId}`);
}
