import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { sembrarReferencia } from '../../db/seed/referencia';
import { sembrarDemo } from '../../db/seed/demo';
import { sembrarReferenciaOperacion } from '../../db/seed/operacion/referencia';
import { sembrarOperacionDemo } from '../../db/seed/operacion/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests share one template clone; two instances may share a PGlite). */
  database?: Database;
  /** Leave the database open on close: its owner closes it. */
  compartida?: boolean;
}

/** Opens the database, migrates it and seeds reference data (and the demo business on an empty one). */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const config = app.config;
    const database =
      opts.database ??
      (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DB_POOL_MAX }));
    if (!opts.database) {
      await database.migrate();
      await database.withStartupLock(async () => {
        await database.db.transaction(async (tx) => {
          await sembrarReferencia(tx);
          await sembrarReferenciaOperacion(tx);
          if (config.SEED_DEMO) {
            const demo = await sembrarDemo(tx);
            if (demo) {
              const inicio = Date.now();
              const operaciones = await sembrarOperacionDemo(tx, demo, config.SEED_DEMO_DIAS, { escala: config.SEED_DEMO_ESCALA });
              app.log.info({ negocio: demo.negocioId, estaciones: demo.estaciones.length, ventas: operaciones?.ventas, ms: Date.now() - inicio }, 'demo business seeded');
            }
          }
        });
      });
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      if (!opts.compartida) await database.close();
    });
  },
  { name: 'db' },
);
