import { sql } from 'drizzle-orm';
import { MENSAJES_EMPLEADO as M } from '@eds/contracts/usuarios/empleados';
import { type Conn } from '../../db/client';
import { borrarContador, leerContador } from '../../db/contadores';
import { badRequest } from '../../lib/errors';
import { hashClave } from '../../lib/claves';
import { nuevoToken } from '../../lib/tokens';
import { encolarCorreo } from '../sistema/correo';
import { claveFallosIngreso } from './clave';
import { abrirSolicitudClave } from './solicitudes-clave';
import { auditarEvento, cargoDePersona, correoDePersona, insertarUsuario } from './empleados';

/**
 * An administrator's actions on users (SCREENS.md G08, issue 11 item 2): create a person's user with its first
 * password mailed, mail a temporary password, unlock a user name locked by failed sign-ins. Passwords are never
 * chosen, shown or stored by anyone: the mail worker makes each one when it sends its mail (docs/decisions/016, 017),
 * and the user must replace it at the next sign-in (the expired_pass flow).
 */

/** How long a mailed temporary password may still be made (the mail may wait for SMTP): a week. */
export const MINUTOS_CLAVE_TEMPORAL = 7 * 24 * 60;

/** A hash no password opens: the account's password until its mail makes the real one. */
export const hashInutilizable = (): Promise<string> => hashClave(nuevoToken());

interface Actor {
  usuarioId: number;
  ip: string;
  moduloId?: number;
}

async function mailTemporal(
  conn: Conn,
  datos: { usuarioId: number; personaId: number; negocioId: number; usuario: string; primera: boolean; ip: string },
): Promise<void> {
  const { correo, nombre } = await correoDePersona(conn, datos.personaId);
  if (!correo) throw badRequest(M.personaSinCorreo, [{ campo: 'persona.correo', mensaje: M.personaSinCorreo }]);
  const solicitud = await abrirSolicitudClave(conn, {
    usuarioId: datos.usuarioId,
    minutos: MINUTOS_CLAVE_TEMPORAL,
    ip: datos.ip,
    motivo: 'TEMPORAL',
  });
  await encolarCorreo(conn, {
    negocioId: datos.negocioId,
    para: correo,
    asunto: datos.primera ? M.correoUsuarioAsunto : M.correoTemporalAsunto,
    texto: (datos.primera ? M.correoUsuarioTexto : M.correoTemporalTexto)(nombre, datos.usuario, M.correoClaveAlEnviar),
    claveTemporal: { solicitudId: solicitud.id },
  });
}

/**
 * `POST persona/create-user`: the person's user, with the person's position as its profile and company as its
 * company; its first password goes by mail. `claveHash` is an unusable hash made outside the transaction.
 */
export async function crearUsuarioDePersona(
  conn: Conn,
  actor: Actor,
  p: { personaId: number; negocioId: number; empresaId: number; usuario: string; claveHash: string },
): Promise<number> {
  const cargo = await cargoDePersona(conn, p.personaId);
  if (!cargo) throw badRequest(M.cargoNoPermitido, [{ campo: 'persona.cargo', mensaje: M.cargoNoPermitido }]);
  const usuarioId = await insertarUsuario(conn, {
    personaId: p.personaId,
    usuario: p.usuario,
    empresaId: p.empresaId,
    cargo,
    claveHash: p.claveHash,
  });
  await mailTemporal(conn, { usuarioId, personaId: p.personaId, negocioId: p.negocioId, usuario: p.usuario, primera: true, ip: actor.ip });
  return usuarioId;
}

/**
 * An administrator's reset: the current password stops working at once (an unusable hash), the user's sessions
 * end, the name's failed sign-ins are forgotten, and a temporary password is mailed. Audited as CLAVE_TEMPORAL.
 */
export async function restablecerClaveUsuario(
  conn: Conn,
  actor: Actor,
  u: { usuarioId: number; usuario: string; personaId: number; negocioId: number; empresaId: number; claveHash: string },
): Promise<void> {
  await conn.execute(
    sql`UPDATE usuarios SET clave_hash = ${u.claveHash}, clave_actualizada_en = now(), cambiar_clave = true WHERE id = ${u.usuarioId}`,
  );
  await conn.execute(sql`DELETE FROM sesiones WHERE usuarios_id = ${u.usuarioId}`);
  await borrarContador(conn, claveFallosIngreso(u.usuario));
  await mailTemporal(conn, {
    usuarioId: u.usuarioId,
    personaId: u.personaId,
    negocioId: u.negocioId,
    usuario: u.usuario,
    primera: false,
    ip: actor.ip,
  });
  await auditarEvento(conn, {
    actor: actor.usuarioId,
    accion: 'CLAVE_TEMPORAL',
    usuarioId: u.usuarioId,
    detalle: { usuario: u.usuario },
    ip: actor.ip,
    empresaId: u.empresaId,
    moduloId: actor.moduloId,
  });
}

/** Unlocks a user name locked by failed sign-ins (the shared counter of decision 016). Audited as DESBLOQUEO. */
export async function desbloquearUsuario(
  conn: Conn,
  actor: Actor,
  u: { usuarioId: number; usuario: string; empresaId: number },
  maxIntentos: number,
): Promise<void> {
  const contador = claveFallosIngreso(u.usuario);
  const { cuenta } = await leerContador(conn, contador);
  if (cuenta < maxIntentos) throw badRequest(M.usuarioNoBloqueado);
  await borrarContador(conn, contador);
  await auditarEvento(conn, {
    actor: actor.usuarioId,
    accion: 'DESBLOQUEO',
    usuarioId: u.usuarioId,
    detalle: { usuario: u.usuario, intentos: cuenta },
    ip: actor.ip,
    empresaId: u.empresaId,
    moduloId: actor.moduloId,
  });
}
