import fp from 'fastify-plugin';
import { purgar } from '../services/sistema/limpieza';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the housekeeping job (it also runs every ten minutes): what it deleted, or undefined when another instance was at it. */
    purgar: () => ReturnType<typeof purgar>;
  }
}

const PRIMERA_MS = 60_000;
const CADA_MS = 10 * 60_000;

/**
 * Housekeeping (docs/decisions/016-proxy-and-rate-limits.md): expired sessions, old reset requests, old sent mail
 * and ended counters are deleted on a schedule, by one instance at a time.
 */
export default fp(
  async (app) => {
    const pasada = () => purgar(app.db, { dias: app.config.RETENTION_DAYS, inactividadMinutos: app.config.SESSION_IDLE_MINUTES });
    app.decorate('purgar', pasada);
    const correr = () => {
      pasada()
        .then((r) => r && app.log.debug({ purgado: r }, 'housekeeping'))
        .catch((err: unknown) => app.log.warn({ err }, 'housekeeping failed'));
    };
    const primera = setTimeout(correr, PRIMERA_MS);
    const cada = setInterval(correr, CADA_MS);
    primera.unref();
    cada.unref();
    app.addHook('onClose', async () => {
      clearTimeout(primera);
      clearInterval(cada);
    });
  },
  { name: 'limpieza', dependencies: ['db'] },
);
