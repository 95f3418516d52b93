import { sql, type SQL } from 'drizzle-orm';
import type { TNotificacionEnviada, TNotificacionFiltroValido } from '@eds/contracts/soporte';
import { MENSAJES_SOPORTE } from '@eds/contracts/soporte';
import { fila, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { publicarMensaje } from '../sistema/notificaciones';
import { AppError } from '../../lib/errors';
import { MENSAJES } from '@eds/contracts/mensajes';
import { coincide } from '../../lib/busqueda';

/**
 * Notificaciones enviadas (SCREENS.md G06): the socket messages (`notificaciones`, stored by publicarMensaje when they
 * are sent) and the mail outbox (`correos_salida`) as one log. A mail's company is its own (`empresa_id`), else the
 * root company of its business (`negocio_id`): a business id is never compared with company ids, they are different
 * id spaces (docs/decisions/063). A caller sees the rows of the companies of their scope, so a business-level mail
 * only when the business's root is in it. Mail is tipo 200; its estado is ENVIADO, PENDIENTE (waiting for an
 * attempt) or FALLIDO (given up).
 */

/** The company a mail belongs to: its own, else its business's root company (null when it has neither). */
const EMPRESA_CORREO = (c: SQL) => sql`coalesce(${c}.empresa_id,
  (SELECT r.id FROM empresas r WHERE r.negocio_id = ${c}.negocio_id AND r.empresas_id IS NULL ORDER BY r.id LIMIT 1))`;

const ISO = (c: SQL) => sql`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const UNION = sql`(
  SELECT n.id, 'SOCKET'::text AS canal, n.creado_en AS instante, n.empresa AS empresa_id, n.tipo, NULL::text AS para,
         n.titulo, n.texto, 'ENVIADO'::text AS estado, NULL::text AS error
    FROM notificaciones n
  UNION ALL
  SELECT c.id, 'CORREO', c.creado_en, ${EMPRESA_CORREO(sql`c`)}, 200, c.para, c.asunto, c.texto,
         CASE WHEN c.enviado_en IS NOT NULL THEN 'ENVIADO' WHEN c.proximo_intento IS NOT NULL THEN 'PENDIENTE' ELSE 'FALLIDO' END,
         c.error
    FROM correos_salida c
) x`;

function condiciones(f: TNotificacionFiltroValido, empresas: readonly number[]): SQL {
  const c: SQL[] = [
    sql`x.instante >= (${f.fecha_inicial}::date)::timestamp AT TIME ZONE 'America/Bogota'`,
    sql`x.instante < (${f.fecha_final}::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`,
    sql`x.empresa_id = ANY(${`{${empresas.join(',')}}`}::int[])`,
  ];
  if (f.empresa_id) c.push(sql`x.empresa_id = ${f.empresa_id}`);
  if (f.canal) c.push(sql`x.canal = ${f.canal}`);
  if (f.tipo) c.push(sql`x.tipo = ${f.tipo}`);
  if (f.estado) c.push(sql`x.estado = ${f.estado}`);
  if (f.buscar) {
    const patron = `%${f.buscar.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    c.push(sql`(${coincide(sql`x.titulo`, patron)} OR ${coincide(sql`x.texto`, patron)} OR ${coincide(sql`x.para`, patron)})`);
  }
  return sql.join(c, sql` AND `);
}

/** One page of the log, newest first. */
export async function listarNotificacionesEnviadas(conn: Conn, f: TNotificacionFiltroValido, empresas: readonly number[]) {
  return paginar<TNotificacionEnviada>(
    conn,
    {
      columnas: sql`x.id, x.canal, ${ISO(sql`x.instante`)} AS fecha, x.empresa_id, e.alias AS empresa, x.tipo, x.para, x.titulo,
                    x.texto, x.estado, x.error`,
      origen: sql`FROM ${UNION} LEFT JOIN empresas e ON e.id = x.empresa_id WHERE ${condiciones(f, empresas)}`,
      orden: sql`x.instante DESC, x.canal, x.id DESC`,
    },
    f,
  );
}

/**
 * Sends a logged notification again: a socket message is published anew (a new row, delivered to the company's
 * open sockets); a mail is queued again as a new outbox row. A mail carrying a one-time link or password is not
 * resent (its request is spent or would be reissued by its own screen). 404 outside the caller's scope.
 */
export async function reenviarNotificacion(
  conn: Conn,
  canal: 'SOCKET' | 'CORREO',
  id: number,
  empresas: ReadonlySet<number>,
  usuarioId: number,
): Promise<{ id: number }> {
  if (canal === 'SOCKET') {
    const n = await fila<{ empresa: number; titulo: string; texto: string; tipo: number }>(
      conn,
      sql`SELECT empresa, titulo, texto, tipo FROM notificaciones WHERE id = ${id}`,
    );
    if (!n) throw notFound(MENSAJES_SOPORTE.notificacionNoExiste);
    if (!empresas.has(n.empresa)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
    const m = await publicarMensaje(conn, { ...n, creadoPor: usuarioId });
    return { id: m.consecutivo };
  }
  const c = await fila<{ empresa: number | null; solicitud_clave_id: number | null; texto: string }>(
    conn,
    sql`SELECT ${EMPRESA_CORREO(sql`c`)} AS empresa, c.solicitud_clave_id, c.texto FROM correos_salida c WHERE c.id = ${id}`,
  );
  if (!c) throw notFound(MENSAJES_SOPORTE.notificacionNoExiste);
  if (c.empresa === null || !empresas.has(c.empresa)) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
  if (c.solicitud_clave_id !== null) throw badRequest(MENSAJES_SOPORTE.correoNoReenviable);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO correos_salida (negocio_id, empresa_id, para, asunto, texto)
        SELECT negocio_id, empresa_id, para, asunto, texto FROM correos_salida WHERE id = ${id} RETURNING id`,
  );
  return { id: r!.id };
}
