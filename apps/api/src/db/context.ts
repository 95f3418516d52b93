import { sql } from 'drizzle-orm';
import type { Conn, Db, Tx } from './client';

/** Who is writing, and on behalf of what: recorded by the audit trigger. */
export interface Actor {
  usuarioId: number | null;
  ip?: string | null;
  /** The acting user's company: the audit row's company when the changed row names none (catalogue rows of the business). */
  empresaId?: number | null;
  /** The module whose letter allowed the write (the last one the route checked). */
  moduloId?: number | null;
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

const texto = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export async function marcarActor(conn: Conn, actor: Actor): Promise<void> {
  // The system writing with nothing to mark (POS ingestion, jobs, seeds): the settings are transaction-local and
  // unset outside a marked transaction, which the audit trigger already reads as "nobody". One round trip saved.
  if (actor.usuarioId === null && !actor.ip && (actor.empresaId ?? null) === null && (actor.moduloId ?? null) === null) return;
  await conn.execute(
    sql`SELECT set_config('app.usuario_id', ${texto(actor.usuarioId)}, true), set_config('app.ip', ${actor.ip ?? ''}, true),
               set_config('app.empresa_id', ${texto(actor.empresaId)}, true), set_config('app.modulo_id', ${texto(actor.moduloId)}, true)`,
  );
}
