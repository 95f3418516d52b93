import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MENSAJES } from '@eds/contracts/mensajes';

/** Security headers and a per-address request limit (the sign-in calls have a stricter one of their own). */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI and Emotion inject style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      max: app.config.RATE_LIMIT,
      timeWindow: '1 minute',
      // Rate-limit answers carry the same envelope as every other error.
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        success: false,
        status: 429,
        mensaje: MENSAJES.demasiadasSolicitudes,
        retryAfter: ctx.after,
      }),
    });
  },
  { name: 'seguridad', dependencies: ['db'] },
);
