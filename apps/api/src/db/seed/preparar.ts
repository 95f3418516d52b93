import type { Database } from '../client';
import { sembrarReferencia } from './referencia';
import { sembrarReferenciaOperacion } from './operacion/referencia';

/**
 * Migrates the database and writes the reference data (modules, geography, reference operation data), under the
 * start-up lock so two instances starting together do it once: what the server does at start, and what the
 * commands that write to a database before any server ran (demo generation, the first business) do too.
 */
export async function prepararBaseDatos(database: Database): Promise<void> {
  await database.migrate();
  await database.withStartupLock(() =>
    database.db.transaction(async (tx) => {
      await sembrarReferencia(tx);
      await sembrarReferenciaOperacion(tx);
    }),
  );
}
