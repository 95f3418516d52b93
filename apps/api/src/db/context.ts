import { sql } from 'drizzle-orm';
import type { Conn, Db, Tx } from './client';

/** Who is writing: recorded by the audit trigger. */
export interface Actor {
  usuarioId: number | null;
  ip?: string | null;
}

/**
 * Runs `fn` in one transaction with the actor recorded for the audit trigger: every write of a
 * request goes through here, so a failure half-way leaves nothing half-written.
 */
export async function enTransaccion<T>(db: Db, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await marcarActor(tx, actor);
    return fn(tx);
  });
}

export async function marcarActor(conn: Conn, actor: Actor): Promise<void> {
  await conn.execute(
    sql`SELECT set_config('app.usuario_id', ${actor.usuarioId === null ? '' : String(actor.usuarioId)}, true), set_config('app.ip', ${actor.ip ?? ''}, true)`,
  );
}
