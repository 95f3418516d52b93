import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { TCorreoSalida } from '@eds/contracts/sistema';
import { filas, type Conn, type Db } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';
import { MENSAJES_EMPLEADO } from '@eds/contracts/usuarios/empleados';
import { claveDeEnvio, tokenDeEnlace } from '../usuarios/solicitudes-clave';

export interface Correo {
  negocioId: number | null;
  /** The company the mail concerns (Notificaciones enviadas scope); left out, the user of its password request's. */
  empresaId?: number;
  para: string;
  asunto: string;
  /** The text as stored and shown in the outbox; a reset link stands there as MENSAJES.correoEnlaceAlEnviar. */
  texto: string;
  /** A password-reset link, made only when the mail is sent: the request it opens and the address before the token. */
  enlaceClave?: { solicitudId: number; base: string };
  /** A temporary password, made only when the mail is sent (it stands in `texto` as MENSAJES_EMPLEADO.correoClaveAlEnviar). */
  claveTemporal?: { solicitudId: number };
}

/**
 * Queues a mail in the same transaction as the change that caused it, so a rolled-back change sends nothing. The
 * mail worker (plugins/correo.ts) delivers it. Nothing secret is stored: a reset link is minted when it is sent.
 */
export async function encolarCorreo(conn: Conn, correo: Correo): Promise<void> {
  const solicitud = correo.enlaceClave?.solicitudId ?? correo.claveTemporal?.solicitudId ?? null;
  await conn.execute(
    sql`INSERT INTO correos_salida (negocio_id, empresa_id, para, asunto, texto, solicitud_clave_id, enlace)
        VALUES (${correo.negocioId},
                coalesce(${correo.empresaId ?? null}::int,
                         (SELECT u.empresas_id FROM solicitudes_clave s JOIN usuarios u ON u.id = s.usuarios_id WHERE s.id = ${solicitud}::int)),
                ${correo.para}, ${correo.asunto}, ${correo.texto}, ${solicitud}, ${correo.enlaceClave?.base ?? null})`,
  );
}

/** The business's mail outbox, newest first: what was sent, what waits and what failed. It holds no secret. */
export async function bandejaDeSalida(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TCorreoSalida>(
    conn,
    {
      columnas: sql`id, para, asunto, texto, ${textoInstante(sql`creado_en`)} AS creado_en, ${textoInstante(sql`enviado_en`)} AS enviado_en,
                    error, intentos, ${textoInstante(sql`proximo_intento`)} AS proximo_intento`,
      origen: sql`FROM correos_salida WHERE negocio_id = ${negocioId}`,
      orden: sql`id DESC`,
    },
    pagina,
  );
}

/** Attempts after which a mail is given up (about a day of growing waits). */
export const INTENTOS_CORREO = 8;
/** How long a claimed mail is held by the instance that claimed it before another may take it. */
const RECLAMO_SEGUNDOS = 120;

/** Wait before the next attempt after `intentos` failed ones: 1, 2, 4... minutes, at most 4 hours. */
export function esperaReintento(intentos: number): number {
  return Math.min(60 * 2 ** Math.max(0, intentos - 1), 4 * 3600);
}

export interface CorreoReclamado {
  id: number;
  para: string;
  asunto: string;
  texto: string;
  intentos: number;
  solicitud_clave_id: number | null;
  enlace: string | null;
}

/**
 * Claims up to `n` mails due for sending, in one short statement that commits at once: the claim holds them for
 * two minutes (an instance that dies mid-send gives them back) and counts the attempt. SKIP LOCKED keeps two
 * instances from claiming the same mail. No transaction stays open while SMTP is talked to.
 */
export async function reclamarCorreos(db: Db, n: number): Promise<CorreoReclamado[]> {
  return filas<CorreoReclamado>(
    db,
    sql`UPDATE correos_salida c SET reclamado_hasta = now() + make_interval(secs => ${RECLAMO_SEGUNDOS}), intentos = c.intentos + 1
         WHERE c.id IN (SELECT id FROM correos_salida
                         WHERE enviado_en IS NULL AND proximo_intento IS NOT NULL AND proximo_intento <= now()
                           AND (reclamado_hasta IS NULL OR reclamado_hasta < now())
                         ORDER BY proximo_intento, id LIMIT ${n} FOR UPDATE SKIP LOCKED)
        RETURNING c.id, c.para, c.asunto, c.texto, c.intentos, c.solicitud_clave_id, c.enlace`,
  );
}

/**
 * The text to send: the stored one, with a reset link minted now in place of its stand-in. Undefined when the
 * request behind the link is no longer pending (used, replaced or expired): the mail is then not sent.
 */
export async function textoParaEnviar(db: Db, correo: CorreoReclamado): Promise<string | undefined> {
  if (correo.solicitud_clave_id === null) return correo.texto;
  if (correo.enlace === null) {
    // A temporary password (a new user's first one, or an administrator's reset): made now, never stored.
    if (!correo.texto.includes(MENSAJES_EMPLEADO.correoClaveAlEnviar)) return correo.texto;
    const clave = await claveDeEnvio(db, correo.solicitud_clave_id);
    return clave === undefined ? undefined : correo.texto.replace(MENSAJES_EMPLEADO.correoClaveAlEnviar, clave);
  }
  const token = await tokenDeEnlace(db, correo.solicitud_clave_id);
  if (!token) return undefined;
  return correo.texto.replace(MENSAJES.correoEnlaceAlEnviar, `${correo.enlace}${token}`);
}

export async function marcarEnviado(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE correos_salida SET enviado_en = now(), reclamado_hasta = NULL, proximo_intento = NULL, error = NULL WHERE id = ${id}`,
  );
}

/** A failed attempt: the error is kept and the mail waits for its next attempt, or is given up after the last. */
export async function marcarFallo(
  db: Db,
  correo: Pick<CorreoReclamado, 'id' | 'intentos'>,
  error: string,
  definitivo = false,
): Promise<void> {
  const final = definitivo || correo.intentos >= INTENTOS_CORREO;
  await db.execute(
    sql`UPDATE correos_salida SET error = ${error.slice(0, 500)}, reclamado_hasta = NULL,
               proximo_intento = ${final ? null : sql`now() + make_interval(secs => ${esperaReintento(correo.intentos)})`}
         WHERE id = ${correo.id}`,
  );
}
