/** Node's socket errors and PostgreSQL's connection-exception (08) and shutdown (57P01–57P03) codes. */
const CODIGOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
/** What node-postgres says when the server goes away under a query or the pool cannot connect. */
const MENSAJES_PG =
  /Connection terminated|connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;

/**
 * True when an error means the database cannot be reached (stopped, restarting, network), as opposed to a query or
 * data error: the request is answered 503 (try again later) instead of 500, and the pool reconnects by itself when
 * the server is back (faults/pg-reinicio.ts). Looks through drizzle's wrapping (`cause`).
 */
export function esCaidaBaseDatos(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof x.code === 'string' && (CODIGOS.has(x.code) || x.code.startsWith('08'))) return true;
    if (typeof x.message === 'string' && MENSAJES_PG.test(x.message)) return true;
    e = x.cause;
  }
  return false;
}
