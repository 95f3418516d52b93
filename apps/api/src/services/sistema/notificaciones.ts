import { sql } from 'drizzle-orm';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { ZMensajeSocket, type TMensajeSocket, type TNotificacion } from '@eds/contracts/sistema';
import { filas, type Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';

export const CANAL_MENSAJES = 'eds_mensajes';

/** The socket 'message' event of the spec (its contract is in packages/contracts/sistema.ts). */
export { ZMensajeSocket, type TMensajeSocket };

/**
 * Stores the message and notifies in the caller's transaction: the NOTIFY is delivered on commit, to
 * every API instance listening on the same PostgreSQL, and each one forwards it to its own sockets.
 */
export async function publicarMensaje(
  conn: Conn,
  m: { empresa: number; titulo: string; texto: string; tipo: number; creadoPor: number | null },
): Promise<TMensajeSocket> {
  const [r] = await filas<{ id: number }>(
    conn,
    sql`INSERT INTO notificaciones (empresa, titulo, texto, tipo, creado_por) VALUES (${m.empresa}, ${m.titulo}, ${m.texto}, ${m.tipo}, ${m.creadoPor}) RETURNING id`,
  );
  const mensaje: TMensajeSocket = { empresa: m.empresa, titulo: m.titulo, texto: m.texto, consecutivo: r.id, tipo: m.tipo };
  await conn.execute(sql`SELECT pg_notify(${CANAL_MENSAJES}, ${JSON.stringify(mensaje)})`);
  return mensaje;
}

/** The latest notifications of a company, newest first. */
export async function notificacionesDeEmpresa(conn: Conn, empresa: number, pagina: TPaginacionQuery) {
  return paginar<TNotificacion>(
    conn,
    {
      columnas: sql`id AS consecutivo, empresa, titulo, texto, tipo, ${textoInstante(sql`creado_en`)} AS fecha`,
      origen: sql`FROM notificaciones WHERE empresa = ${empresa}`,
      orden: sql`id DESC`,
    },
    pagina,
  );
}
