import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZDominioBody, ZSigninBody } from '@eds/contracts/sesion';
import { enTransaccion } from '../../../db/context';
import { ok } from '../../../lib/respuesta';
import { fechaHoraBogota } from '../../../lib/tiempo';
import { AppError } from '../../../lib/errors';
import { ingresar } from '../../../plugins/app/sesion/ingreso';
import { construirUsuarioSesion } from '../../../plugins/app/sesion/usuario-sesion';
import { sesionDe, tokenDe } from '../../../plugins/app/sesion/guardas';
import { DOMINIO_DESCONOCIDO, HOSTS_LOCALES, dominioPorHost, normalizarHost } from '../../../plugins/app/sesion/dominio';

const ZHeadersNegocio = z.object({ identificadornegocio: z.coerce.number().int().nonnegative().optional() }).loose();

export default async function sesionV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/v1/domain', { schema: { tags: ['sesion'], summary: 'Configuración del dominio', body: ZDominioBody } }, async (request) => {
    let dominio = await dominioPorHost(app.db, request.body.dominio);
    // A local host without a configuration of its own uses the configured entry host.
    if (!dominio && app.config.LOCAL_DOMAIN_HOST && HOSTS_LOCALES.has(normalizarHost(request.body.dominio))) {
      dominio = await dominioPorHost(app.db, app.config.LOCAL_DOMAIN_HOST);
    }
    return ok(dominio ?? DOMINIO_DESCONOCIDO, dominio ? 'OK' : MENSAJES.dominioNoEncontrado);
  });

  app.post(
    '/v1/signin',
    {
      schema: { tags: ['sesion'], summary: 'Iniciar sesión', body: ZSigninBody },
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => {
      const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? '';
      const dominio = await dominioPorHost(app.db, String(host));
      const resultado = await ingresar(app.db, app.config, {
        usuario: request.body.user,
        clave: request.body.pass,
        negocioId: request.body.identificadorNegocio ?? dominio?.negocio_id,
        dominio,
        ip: request.ip,
        agente: String(request.headers['user-agent'] ?? ''),
      });
      if (resultado.tipo === 'clave_vencida') return ok({ expired_pass: true }, MENSAJES.claveVencida);
      return ok(resultado.usuario, MENSAJES.bienvenido);
    },
  );

  app.get(
    '/v1/session',
    { schema: { tags: ['sesion'], summary: 'Validar la sesión', headers: ZHeadersNegocio, security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request, reply) => {
      const s = sesionDe(request);
      const negocio = request.headers.identificadornegocio;
      // A valid token presented for another business is not valid here.
      if (negocio !== undefined && Number(negocio) !== 0 && Number(negocio) !== s.negocioId) {
        return reply.code(206).send({ success: false, status: 206, mensaje: MENSAJES.sesionInvalida, data: null });
      }
      const usuario = await construirUsuarioSesion(app.db, {
        usuarioId: s.usuarioId,
        token: tokenDe(request)!,
        empresasPermitidas: [...s.empresas],
        expiraEn: s.expiraEn,
      });
      return ok(usuario);
    },
  );

  app.get('/v1', { schema: { tags: ['sesion'], summary: 'Vencimiento de la sesión', security: [{ bearer: [] }] }, preHandler: app.autenticar }, async (request) => {
    return ok({ fechavencimiento: fechaHoraBogota(sesionDe(request).expiraEn) });
  });

  app.delete('/v1', { schema: { tags: ['sesion'], summary: 'Cerrar sesión', security: [{ bearer: [] }] } }, async (request) => {
    const token = tokenDe(request);
    if (!token) throw new AppError(401, MENSAJES.sesionRequerida);
    const s = await app.sesionDeToken(token);
    if (s) {
      await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, async (tx) => {
        await tx.execute(sql`DELETE FROM sesiones WHERE id = ${s.sesionId}`);
        await tx.execute(
          sql`INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, ip) VALUES (${s.usuarioId}, 'SALIDA', 'sesiones', ${String(s.usuarioId)}, ${request.ip})`,
        );
      });
    }
    // Logging out twice, or with an expired token, still ends in a signed-out client.
    return ok(null, MENSAJES.sesionCerrada);
  });
}
