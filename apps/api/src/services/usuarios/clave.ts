import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { Config } from '../../config';
import { fila, type Conn, type Db } from '../../db/client';
import { enTransaccion } from '../../db/context';
import { borrarContador, sumarContador } from '../../db/contadores';
import { AppError } from '../../lib/errors';
import { hashClave, verificarClave } from '../../lib/claves';
import { hashToken } from '../../lib/tokens';
import { encolarCorreo } from '../sistema/correo';
import { dominioPorHost, normalizarHost } from '../sesion/dominio';
import { exigirClaveNoComun } from './politica-clave';
import { abrirSolicitudClave } from './solicitudes-clave';

/** The counter of failed sign-ins of a user name (services/sesion/ingreso.ts counts, a new password clears it). */
export const claveFallosIngreso = (usuario: string) => `ingreso:${usuario.trim().toUpperCase()}`;

/** Where a reset link points: PUBLIC_URL, or https and the host configured for the domain; never a request's header. */
export function baseEnlaceClave(config: Config, hostDominio: string | undefined): string | undefined {
  const origen = config.PUBLIC_URL ?? (hostDominio ? `https://${hostDominio}` : undefined);
  return origen ? `${origen.replace(/\/+$/, '')}/app/restablecer-clave?token=` : undefined;
}

export type ResultadoSolicitud = 'enviada' | 'sin_coincidencia' | 'limite' | 'sin_direccion_publica';

/**
 * "Olvidé mi contraseña": when identification, user and domain match an active user with an e-mail address, a
 * reset request is stored and its mail queued; the link in it is minted when the mail is sent. At most
 * PASSWORD_RESET_PER_HOUR mails per user and hour. The caller answers the same in every case, so that the call
 * cannot be used to discover users; the result is for its log.
 */
export async function solicitarRestablecimiento(
  db: Db,
  config: Config,
  datos: { identificacion: string; usuario: string; dominio?: string; ip: string },
): Promise<ResultadoSolicitud> {
  const dominio = datos.dominio ? await dominioPorHost(db, datos.dominio) : undefined;
  const usuario = datos.usuario.trim().toUpperCase();
  const u = await fila<{ id: number; negocio_id: number; correo: string | null; host: string | null }>(
    db,
    sql`SELECT u.id, p.negocio_id,
               (SELECT c.contacto FROM contactos c WHERE c.personas_id = p.id AND c.tipo = 2 ORDER BY c.principal DESC, c.id LIMIT 1) AS correo,
               (SELECT d.host FROM dominios d WHERE d.negocio_id = p.negocio_id AND d.estado = 'A' ORDER BY d.id LIMIT 1) AS host
          FROM usuarios u JOIN personas p ON p.id = u.personas_id
         WHERE u.usuario = ${usuario} AND p.identificacion = ${datos.identificacion.trim()}
           AND u.estado = 'A' AND (${dominio?.negocio_id ?? null}::int IS NULL OR p.negocio_id = ${dominio?.negocio_id ?? null}::int)`,
  );
  if (!u?.correo) return 'sin_coincidencia';
  // The domain the request names, when it is one of this business's configured hosts; else the business's own.
  const base = baseEnlaceClave(config, dominio ? normalizarHost(datos.dominio!) : (u.host ?? undefined));
  if (!base) return 'sin_direccion_publica';
  const { cuenta } = await sumarContador(db, `restablecer:${u.id}`, { ventanaMs: 3_600_000 });
  if (cuenta > config.PASSWORD_RESET_PER_HOUR) return 'limite';

  const minutos = config.PASSWORD_RESET_MINUTES;
  await enTransaccion(db, { usuarioId: null, ip: datos.ip }, async (tx) => {
    const solicitud = await abrirSolicitudClave(tx, { usuarioId: u.id, minutos, ip: datos.ip, motivo: 'OLVIDO' });
    await encolarCorreo(tx, {
      negocioId: u.negocio_id,
      para: u.correo!,
      asunto: MENSAJES.correoRestablecerAsunto,
      texto: MENSAJES.correoRestablecerTexto(usuario, minutos, MENSAJES.correoEnlaceAlEnviar),
      enlaceClave: { solicitudId: solicitud.id, base },
    });
  });
  return 'enviada';
}

/**
 * Sets a new password with the token of a reset link or of an expired password's sign-in; the token works once.
 * The password must not be a common one, the account's own name, or the current one. Every open session of the
 * user ends, and the user name's failed sign-ins are forgotten.
 */
export async function restablecerClave(db: Db, datos: { token: string; clave: string; ip: string }): Promise<void> {
  const solicitud = await fila<{ id: number; usuarios_id: number; usuario: string; identificacion: string; clave_hash: string }>(
    db,
    sql`SELECT s.id, s.usuarios_id, u.usuario, p.identificacion, u.clave_hash
          FROM solicitudes_clave s JOIN usuarios u ON u.id = s.usuarios_id JOIN personas p ON p.id = u.personas_id
         WHERE s.token_hash = ${hashToken(datos.token)} AND s.usada_en IS NULL AND s.expira_en > now()`,
  );
  if (!solicitud) throw new AppError(400, MENSAJES.enlaceClaveInvalido);
  const hash = await hashNuevaClave(datos.clave, solicitud, 'clave');
  await enTransaccion(db, { usuarioId: solicitud.usuarios_id, ip: datos.ip }, async (tx) => {
    const usada = await fila<{ id: number }>(
      tx,
      sql`UPDATE solicitudes_clave SET usada_en = now() WHERE id = ${solicitud.id} AND usada_en IS NULL RETURNING id`,
    );
    if (!usada) throw new AppError(400, MENSAJES.enlaceClaveInvalido);
    await tx.execute(
      sql`UPDATE usuarios SET clave_hash = ${hash}, clave_actualizada_en = now(), cambiar_clave = false WHERE id = ${solicitud.usuarios_id}`,
    );
    await tx.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${solicitud.usuarios_id}`);
    await borrarContador(tx, claveFallosIngreso(solicitud.usuario));
  });
}

/**
 * The hash of a new password for an account, after the checks every new password passes (outside any transaction:
 * hashing is slow): not common, not the account's user name or identification, not the current password.
 */
async function hashNuevaClave(
  clave: string,
  cuenta: { usuario: string; identificacion: string; clave_hash: string },
  campo: string,
): Promise<string> {
  await exigirClaveNoComun(clave, cuenta, campo);
  if (await verificarClave(cuenta.clave_hash, clave)) {
    throw new AppError(400, MENSAJES.claveIgualActual, [{ campo, mensaje: MENSAJES.claveIgualActual }]);
  }
  return hashClave(clave);
}

interface CuentaClave {
  id: number;
  usuario: string;
  identificacion: string;
  clave_hash: string;
  empresas_id: number;
}

async function cuentaDeUsuario(conn: Conn, condicion: ReturnType<typeof sql>): Promise<CuentaClave | undefined> {
  return fila<CuentaClave>(
    conn,
    sql`SELECT u.id, u.usuario, p.identificacion, u.clave_hash, u.empresas_id
          FROM usuarios u JOIN personas p ON p.id = u.personas_id WHERE ${condicion}`,
  );
}

/** Checks one's own current password (a profile change signs with it); 400 when it is not right. */
export async function exigirClaveActual(conn: Conn, usuarioId: number, actual: string): Promise<void> {
  const u = await cuentaDeUsuario(conn, sql`u.id = ${usuarioId}`);
  if (!u || !(await verificarClave(u.clave_hash, actual))) {
    throw new AppError(400, MENSAJES.claveActualInvalida, [{ campo: 'clave_Administrador', mensaje: MENSAJES.claveActualInvalida }]);
  }
}

/**
 * Password change from the profile, first step (outside any transaction: hashing is slow): checks the current
 * password and the new one, and answers the new one's hash.
 */
export async function claveNuevaVerificada(conn: Conn, usuarioId: number, actual: string, nueva: string): Promise<string> {
  await exigirClaveActual(conn, usuarioId, actual);
  const u = (await cuentaDeUsuario(conn, sql`u.id = ${usuarioId}`))!;
  return hashNuevaClave(nueva, u, 'persona.clave');
}

/** Password change, second step: stores the hash; the user's other sessions end. */
export async function guardarClave(conn: Conn, usuarioId: number, hash: string, sesionActual: number): Promise<void> {
  await conn.execute(
    sql`UPDATE usuarios SET clave_hash = ${hash}, clave_actualizada_en = now(), cambiar_clave = false WHERE id = ${usuarioId}`,
  );
  await conn.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${usuarioId} AND id <> ${sesionActual}`);
}

/** The user account of a person, for an administrator's password reset; undefined when the person has none. */
export async function cuentaDePersona(conn: Conn, personaId: number): Promise<CuentaClave | undefined> {
  return cuentaDeUsuario(conn, sql`u.personas_id = ${personaId}`);
}

/**
 * An administrator's reset of another user's password, first step (outside any transaction): the new password
 * passes the same checks as one's own, and its hash is answered.
 */
export async function claveAsignadaVerificada(cuenta: CuentaClave, nueva: string): Promise<string> {
  return hashNuevaClave(nueva, cuenta, 'persona.clave');
}

/**
 * An administrator's reset, second step: the password is stored as temporary (the user must choose a new one at
 * the next sign-in, through the expired_pass flow), every session of the user ends, and its failed sign-ins are
 * forgotten. The audit trigger records who did it.
 */
export async function asignarClave(conn: Conn, cuenta: Pick<CuentaClave, 'id' | 'usuario'>, hash: string): Promise<void> {
  await conn.execute(
    sql`UPDATE usuarios SET clave_hash = ${hash}, clave_actualizada_en = now(), cambiar_clave = true WHERE id = ${cuenta.id}`,
  );
  await conn.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${cuenta.id}`);
  await borrarContador(conn, claveFallosIngreso(cuenta.usuario));
}

/** The stored form of a PIN. */
export const hashPin = (pin: string): Promise<string> => hashClave(pin);

export async function guardarPin(conn: Conn, usuarioId: number, hash: string): Promise<void> {
  await conn.execute(sql`UPDATE usuarios SET pin_hash = ${hash} WHERE id = ${usuarioId}`);
}
