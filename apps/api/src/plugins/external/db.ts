import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { prepararBaseDatos } from '../../db/seed/preparar';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Where report queries read: the READ_DATABASE_URL replica's pool when configured, else `db`. */
    dbLectura: Db;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests share one template clone; two instances may share a PGlite). */
  database?: Database;
  /** Leave the database open on close: its owner closes it. */
  compartida?: boolean;
}

/**
 * Opens the database, migrates it and writes the reference data (modules, geography, reference operation data).
 * Storage only: the demo business is seeded by the demo plugin, registered right after this one.
 */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const config = app.config;
    const database =
      opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DB_POOL_MAX }));
    if (!opts.database) await prepararBaseDatos(database);
    app.decorate('database', database);
    app.decorate('db', database.db);
    // Report reads may go to a replica (docs/scaling.md): a pool of its own, never migrated or written.
    const replica =
      config.READ_DATABASE_URL && database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: config.READ_DATABASE_URL, poolMax: config.DB_POOL_MAX })
        : undefined;
    app.decorate('dbLectura', replica?.db ?? database.db);
    app.addHook('onClose', async () => {
      await replica?.close();
      if (!opts.compartida) await database.close();
    });
  },
  { name: 'db' },
);
