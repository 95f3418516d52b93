import { sql } from 'drizzle-orm';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { TCorreoSalida } from '@eds/contracts/sistema';
import type { Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';

export interface Correo {
  negocioId: number | null;
  para: string;
  asunto: string;
  texto: string;
}

/**
 * Queues a mail in the same transaction as the change that caused it, so a rolled-back change sends
 * nothing. The mail worker delivers it through SMTP when SMTP_URL is set; otherwise it stays in the
 * outbox for the administrator to read.
 */
export async function encolarCorreo(conn: Conn, correo: Correo): Promise<void> {
  await conn.execute(
    sql`INSERT INTO correos_salida (negocio_id, para, asunto, texto) VALUES (${correo.negocioId}, ${correo.para}, ${correo.asunto}, ${correo.texto})`,
  );
}

/** The business's mail outbox, newest first (what was sent, and what waits when there is no SMTP). */
export async function bandejaDeSalida(conn: Conn, negocioId: number, pagina: TPaginacionQuery) {
  return paginar<TCorreoSalida>(
    conn,
    {
      columnas: sql`id, para, asunto, texto, ${textoInstante(sql`creado_en`)} AS creado_en, ${textoInstante(sql`enviado_en`)} AS enviado_en, error`,
      origen: sql`FROM correos_salida WHERE negocio_id = ${negocioId}`,
      orden: sql`id DESC`,
    },
    pagina,
  );
}
