import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';

/** Throws when the database does not answer. */
export async function comprobarBaseDatos(conn: Conn): Promise<void> {
  await conn.execute(sql`SELECT 1`);
}
