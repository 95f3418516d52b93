import { sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client';

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
