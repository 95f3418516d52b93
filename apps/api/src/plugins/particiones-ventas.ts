import fp from 'fastify-plugin';
import { fechaBogota } from '../lib/tiempo';
import { prepararParticiones } from '../services/ventas/particiones';

const CADA_MS = 6 * 3600_000;

/**
 * The sales tables' monthly partitions (docs/decisions/057-monthly-sales-partitions.md): from last month to two months
 * ahead, created before the server answers and checked again every six hours, so a sale of a new month always finds
 * its partition. Every instance runs it; the database function does nothing for months that exist.
 */
export default fp(
  async (app) => {
    const pasada = () => prepararParticiones(app.db, fechaBogota(new Date()));
    const creadas = await pasada();
    if (creadas > 0) app.log.info({ creadas }, 'sales partitions created');
    const cada = setInterval(() => {
      pasada()
        .then((n) => n > 0 && app.log.info({ creadas: n }, 'sales partitions created'))
        .catch((err: unknown) => app.log.warn({ err }, 'sales partitions job failed'));
    }, CADA_MS);
    cada.unref();
    app.addHook('onClose', async () => clearInterval(cada));
  },
  { name: 'particiones-ventas', dependencies: ['db'] },
);
