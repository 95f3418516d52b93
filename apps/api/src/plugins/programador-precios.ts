import fp from 'fastify-plugin';
import { enTransaccion } from '../db/context';
import { aplicarCambiosVencidos } from '../services/productos/precios';

/** How often scheduled price changes are looked for. */
const INTERVALO_MS = 60_000;

/** Applies scheduled price changes when their moment comes (every instance runs it; claiming is safe). */
export default fp(
  async (app) => {
    let activo = true;
    const tick = async () => {
      if (!activo) return;
      try {
        await enTransaccion(app.db, { usuarioId: null }, (tx) => aplicarCambiosVencidos(tx));
      } catch (err) {
        app.log.warn({ err }, 'scheduled price changes could not be applied');
      }
    };
    const timer = setInterval(() => void tick(), INTERVALO_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      void tick();
    });
    app.addHook('onClose', async () => {
      activo = false;
      clearInterval(timer);
    });
  },
  { name: 'programador-precios', dependencies: ['db'] },
);
