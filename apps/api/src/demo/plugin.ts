import fp from 'fastify-plugin';
import { sembrarDemo } from './sembrar';
import { sembrarOperacionDemo } from './operacion/index';
import { sembrarConciliacionDemo } from './conciliacion';

export interface DemoPluginOptions {
  /** Seed the demo business when the database has none (SEED_DEMO, and only on a database this app opened). */
  sembrar: boolean;
}

/**
 * Seeds the demo business (companies, users, and SEED_DEMO_DIAS days of operations through the services) on an
 * empty database, under the startup lock and in one transaction: two instances starting together seed it once,
 * and a failure half-way leaves nothing.
 */
export default fp<DemoPluginOptions>(
  async (app, opts) => {
    if (!opts.sembrar) return;
    const { SEED_DEMO_DIAS, SEED_DEMO_ESCALA } = app.config;
    await app.database.withStartupLock(() =>
      app.db.transaction(async (tx) => {
        const demo = await sembrarDemo(tx);
        if (!demo) return;
        const inicio = Date.now();
        const operaciones = await sembrarOperacionDemo(tx, demo, SEED_DEMO_DIAS, { escala: SEED_DEMO_ESCALA });
        await sembrarConciliacionDemo(tx, demo);
        app.log.info(
          { negocio: demo.negocioId, estaciones: demo.estaciones.length, ventas: operaciones?.ventas, ms: Date.now() - inicio },
          'demo business seeded',
        );
      }),
    );
  },
  { name: 'demo', dependencies: ['db'] },
);
