import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { TDominio } from '@eds/contracts/sesion';
import type { Config } from '../../config';
import { fila, type Conn, type Db } from '../../db/client';
import { enTransaccion, marcarActor } from '../../db/context';
import { AppError } from '../../lib/errors';
import { claveSenuelo, hashClave, verificarClave } from '../../lib/claves';
import { claveTemporal, hashToken, nuevoToken } from '../../lib/tokens';
import { fechaHoraBogota } from '../../lib/tiempo';
import { empresasPermitidas } from '../empresa/alcance';
import { encolarCorreo } from '../sistema/correo';
import { borrarSesion, buscarUsuarioIngreso, crearSesion } from './repositorio';
import { construirUsuarioSesion } from './usuario-sesion';

export interface DatosIngreso {
  usuario: string;
  clave: string;
  negocioId?: number;
  dominio?: TDominio;
  ip: string;
  agente: string;
}

export type ResultadoIngreso =
  | { tipo: 'sesion'; usuario: Awaited<ReturnType<typeof construirUsuarioSesion>> }
  | { tipo: 'clave_vencida' };

/**
 * Sign-in: credentials, temporary lock after repeated failures, the expired-password flow, and a
 * new session whose company scope is computed now.
 */
export async function ingresar(db: Db, config: Config, datos: DatosIngreso): Promise<ResultadoIngreso> {
  const usuario = datos.usuario.trim().toUpperCase();
  const u = await buscarUsuarioIngreso(db, usuario);
  const ahora = new Date();

  if (!u) {
    await verificarClave(await claveSenuelo(), datos.clave);
    throw new AppError(401, MENSAJES.usuarioClaveInvalidos);
  }
  if (u.bloqueado_hasta && u.bloqueado_hasta > ahora) {
    throw new AppError(401, MENSAJES.usuarioBloqueado(minutosRestantes(u.bloqueado_hasta, ahora)));
  }
  const claveOk = await verificarClave(u.clave_hash, datos.clave);
  // A user of another business signing in under this domain is told the same as a wrong password.
  const negocioOk = datos.negocioId === undefined || datos.negocioId === 0 || datos.negocioId === u.negocio_id;
  if (!claveOk || !negocioOk) {
    const bloqueo = await registrarFallo(db, config, u.id);
    if (bloqueo) throw new AppError(401, MENSAJES.usuarioBloqueado(config.LOGIN_LOCK_MINUTES));
    throw new AppError(401, MENSAJES.usuarioClaveInvalidos);
  }
  if (u.estado !== 'A') throw new AppError(401, MENSAJES.usuarioInactivo);

  if (claveVencida(config, u.clave_actualizada_en, ahora)) {
    await renovarClaveVencida(db, u.id, u.personas_id, u.negocio_id, usuario);
    return { tipo: 'clave_vencida' };
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
    await tx.execute(sql`UPDATE usuarios SET intentos_fallidos = 0, bloqueado_hasta = NULL, ultimo_ingreso = now() WHERE id = ${u.id}`);
    await tx.execute(
      sql`INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, despues, ip) VALUES (${u.id}, 'INGRESO', 'sesiones', ${String(u.id)}, ${JSON.stringify({ usuario })}::jsonb, ${datos.ip})`,
    );
  });
  const vence = vencimientoSesion(config, ahora, expiraEn);
  const sesion = await construirUsuarioSesion(db, { usuarioId: u.id, token, empresasPermitidas: empresas, expiraEn: vence, dominio: datos.dominio?.id ? datos.dominio : undefined });
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

function minutosRestantes(hasta: Date, ahora: Date): number {
  return Math.max(1, Math.ceil((hasta.getTime() - ahora.getTime()) / 60_000));
}

/** Counts a failed attempt; returns true when this failure locks the user. */
async function registrarFallo(db: Db, config: Config, usuarioId: number): Promise<boolean> {
  const r = await fila<{ bloqueado: boolean }>(
    db,
    sql`UPDATE usuarios SET
          intentos_fallidos = CASE WHEN intentos_fallidos + 1 >= ${config.LOGIN_MAX_ATTEMPTS} THEN 0 ELSE intentos_fallidos + 1 END,
          bloqueado_hasta = CASE WHEN intentos_fallidos + 1 >= ${config.LOGIN_MAX_ATTEMPTS}
                                 THEN now() + make_interval(mins => ${config.LOGIN_LOCK_MINUTES}) ELSE bloqueado_hasta END
        WHERE id = ${usuarioId}
        RETURNING (bloqueado_hasta IS NOT NULL AND bloqueado_hasta > now()) AS bloqueado`,
  );
  return r?.bloqueado ?? false;
}

/**
 * The expired_pass flow: the password is replaced by a random one, mailed to the user's address,
 * and no session is opened. Without an address on file the user must ask an administrator.
 */
async function renovarClaveVencida(db: Db, usuarioId: number, personaId: number, negocioId: number, usuario: string): Promise<void> {
  const temporal = claveTemporal();
  const hash = await hashClave(temporal);
  await db.transaction(async (tx) => {
    await marcarActor(tx, { usuarioId: null });
    await tx.execute(sql`UPDATE usuarios SET clave_hash = ${hash}, clave_actualizada_en = now() WHERE id = ${usuarioId}`);
    const correo = await fila<{ contacto: string }>(
      tx,
      sql`SELECT contacto FROM contactos WHERE personas_id = ${personaId} AND tipo = 2 ORDER BY principal DESC, id LIMIT 1`,
    );
    if (correo) {
      await encolarCorreo(tx, {
        negocioId,
        para: correo.contacto,
        asunto: MENSAJES.correoClaveVencidaAsunto,
        texto: MENSAJES.correoClaveVencidaTexto(usuario, fechaHoraBogota(new Date()), temporal),
      });
    }
  });
}

/** Signs a session out: the session row goes, and the exit is written to the audit log. */
export async function cerrarSesion(conn: Conn, sesion: { sesionId: number; usuarioId: number }, ip: string): Promise<void> {
  await borrarSesion(conn, sesion.sesionId);
  await conn.execute(
    sql`INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, ip) VALUES (${sesion.usuarioId}, 'SALIDA', 'sesiones', ${String(sesion.usuarioId)}, ${ip})`,
  );
}
