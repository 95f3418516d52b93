import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { TDominio } from '@eds/contracts/sesion';
import type { Config } from '../../config';
import { fila, type Conn, type Db } from '../../db/client';
import { borrarContador, leerContador, sumarContador } from '../../db/contadores';
import { enTransaccion } from '../../db/context';
import { AppError } from '../../lib/errors';
import { claveSenuelo, verificarClave } from '../../lib/claves';
import { hashToken, nuevoToken } from '../../lib/tokens';
import { empresasPermitidas } from '../empresa/alcance';
import { claveFallosIngreso } from '../usuarios/clave';
import { abrirSolicitudClave } from '../usuarios/solicitudes-clave';
import { borrarSesion, buscarUsuarioIngreso, crearSesion } from './repositorio';
import { resolverAcceso, usuarioSesionDe } from './usuario-sesion';

export interface DatosIngreso {
  usuario: string;
  clave: string;
  negocioId?: number;
  dominio?: TDominio;
  ip: string;
  agente: string;
}

export type ResultadoIngreso =
  | { tipo: 'sesion'; usuario: ReturnType<typeof usuarioSesionDe> }
  /** The password expired or was assigned by an administrator: no session; this token lets the person set a new one. */
  | { tipo: 'clave_vencida'; tokenClave: string };

/**
 * Sign-in: the user name's lock, credentials, the business of the domain, the expired-password flow, and a new
 * session whose company scope is computed now. Failed attempts are counted per user name in PostgreSQL, whether the
 * name exists or not, and the answers for an unknown name and a wrong password are the same, locked or not
 * (docs/decisions/016-proxy-and-rate-limits.md).
 */
export async function ingresar(db: Db, config: Config, datos: DatosIngreso): Promise<ResultadoIngreso> {
  const usuario = datos.usuario.trim().toUpperCase();
  const contador = claveFallosIngreso(usuario);
  const bloqueoMs = config.LOGIN_LOCK_MINUTES * 60_000;
  const previo = await leerContador(db, contador);
  if (previo.cuenta >= config.LOGIN_MAX_ATTEMPTS) throw new AppError(401, MENSAJES.usuarioBloqueado(minutos(previo.restanteMs)));

  const u = await buscarUsuarioIngreso(db, usuario);
  // An unknown name costs the same as a known one: a hash is verified either way.
  const claveOk = (await verificarClave(u?.clave_hash ?? (await claveSenuelo()), datos.clave)) && u !== undefined;
  // The business of the domain the request came through must be the user's, and so must `identificadorNegocio`
  // when the client names one: 0 (or nothing) names none, and never lifts the domain's own check.
  const negocioOk =
    u !== undefined &&
    (datos.dominio === undefined || datos.dominio.negocio_id === u.negocio_id) &&
    (!datos.negocioId || datos.negocioId === u.negocio_id);
  if (!u || !claveOk || !negocioOk) {
    const fallo = await sumarContador(db, contador, { ventanaMs: bloqueoMs, bloqueo: { max: config.LOGIN_MAX_ATTEMPTS, bloqueoMs } });
    if (fallo.cuenta >= config.LOGIN_MAX_ATTEMPTS) throw new AppError(401, MENSAJES.usuarioBloqueado(config.LOGIN_LOCK_MINUTES));
    throw new AppError(401, MENSAJES.usuarioClaveInvalidos);
  }
  if (u.estado !== 'A') throw new AppError(401, MENSAJES.usuarioInactivo);
  await borrarContador(db, contador);

  const ahora = new Date();
  if ((await debeCambiarClave(db, u.id)) || claveVencida(config, u.clave_actualizada_en, ahora)) {
    const { token } = await enTransaccion(db, { usuarioId: u.id, ip: datos.ip }, (tx) =>
      abrirSolicitudClave(tx, { usuarioId: u.id, minutos: config.PASSWORD_RESET_MINUTES, ip: datos.ip, motivo: 'VENCIDA' }),
    );
    return { tipo: 'clave_vencida', tokenClave: token };
  }

  const empresas = await empresasPermitidas(db, { tipo: u.tipo, empresaId: u.empresas_id, negocioId: u.negocio_id });
  const token = nuevoToken();
  const expiraEn = new Date(ahora.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  await enTransaccion(db, { usuarioId: u.id, ip: datos.ip }, async (tx) => {
    await crearSesion(tx, {
      tokenHash: hashToken(token),
      usuarioId: u.id,
      dominioId: datos.dominio?.id || null,
      empresas,
      expiraEn,
      ip: datos.ip,
      agente: datos.agente.slice(0, 300),
    });
    await tx.execute(sql`UPDATE usuarios SET ultimo_ingreso = now() WHERE id = ${u.id}`);
    await tx.execute(
      sql`INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, despues, ip) VALUES (${u.id}, 'INGRESO', 'sesiones', ${String(u.id)}, ${JSON.stringify({ usuario })}::jsonb, ${datos.ip})`,
    );
  });
  const vence = vencimientoSesion(config, ahora, expiraEn);
  const resuelto = await resolverAcceso(db, u.id, empresas);
  const sesion = usuarioSesionDe(resuelto!.acceso, { token, expiraEn: vence, dominio: datos.dominio?.id ? datos.dominio : undefined });
  return { tipo: 'sesion', usuario: sesion };
}

/** The moment a session expires: the earlier of its idle limit and its absolute limit. */
export function vencimientoSesion(config: Config, ultimaActividad: Date, expiraEn: Date): Date {
  const inactividad = new Date(ultimaActividad.getTime() + config.SESSION_IDLE_MINUTES * 60_000);
  return inactividad < expiraEn ? inactividad : expiraEn;
}

function claveVencida(config: Config, actualizada: Date, ahora: Date): boolean {
  if (config.PASSWORD_MAX_AGE_DAYS === 0) return false;
  return ahora.getTime() - actualizada.getTime() > config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
}

/** Whole minutes left of a lock, at least 1. */
function minutos(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** An administrator assigned the password: the user must choose a new one before a session opens. */
async function debeCambiarClave(db: Db, usuarioId: number): Promise<boolean> {
  const r = await fila<{ cambiar_clave: boolean }>(db, sql`SELECT cambiar_clave FROM usuarios WHERE id = ${usuarioId}`);
  return r?.cambiar_clave === true;
}

/** Signs a session out: the session row goes, and the exit is written to the audit log. */
export async function cerrarSesion(conn: Conn, sesion: { sesionId: number; usuarioId: number }, ip: string): Promise<void> {
  await borrarSesion(conn, sesion.sesionId);
  await conn.execute(
    sql`INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, ip) VALUES (${sesion.usuarioId}, 'SALIDA', 'sesiones', ${String(sesion.usuarioId)}, ${ip})`,
  );
}
