import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZDominio, ZDominioBody, ZForgetPasswordBody, ZIngreso, ZRestablecerClaveBody, ZSigninBody } from '@eds/contracts/sesion';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { cerrarSesion, ingresar } from '../../../services/sesion/ingreso';
import { DOMINIO_DESCONOCIDO, HOSTS_LOCALES, dominioPorHost, normalizarHost } from '../../../services/sesion/dominio';
import { restablecerClave, solicitarRestablecimiento } from '../../../services/usuarios/clave';
import { tokenDe } from '../../../plugins/sesion';

/**
 * The public calls around signing in: domain lookup, sign-in, sign-out, forgotten password. Registered outside the
 * authenticated scope (routes/api/index.ts).
 */
export default async function ingreso(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiteIngreso = { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };

  app.post(
    '/v1/domain',
    { schema: { tags: ['sesion'], summary: 'Configuración del dominio', body: ZDominioBody, response: responde(ZDominio) } },
    async (request) => {
      let dominio = await dominioPorHost(app.db, request.body.dominio);
      // A local host without a configuration of its own uses the configured entry host.
      if (!dominio && app.config.LOCAL_DOMAIN_HOST && HOSTS_LOCALES.has(normalizarHost(request.body.dominio))) {
        dominio = await dominioPorHost(app.db, app.config.LOCAL_DOMAIN_HOST);
      }
      return ok(dominio ?? DOMINIO_DESCONOCIDO, dominio ? 'OK' : MENSAJES.dominioNoEncontrado);
    },
  );

  app.post(
    '/v1/signin',
    { schema: { tags: ['sesion'], summary: 'Iniciar sesión', body: ZSigninBody, response: responde(ZIngreso) }, config: limiteIngreso },
    async (request) => {
      // request.host honours X-Forwarded-Host only from a proxy named in TRUST_PROXY.
      const dominio = await dominioPorHost(app.db, request.host);
      const resultado = await ingresar(app.db, app.config, {
        usuario: request.body.user,
        clave: request.body.pass,
        negocioId: request.body.identificadorNegocio,
        dominio,
        ip: request.ip,
        agente: String(request.headers['user-agent'] ?? ''),
      });
      if (resultado.tipo === 'clave_vencida')
        return ok({ expired_pass: true as const, token_clave: resultado.tokenClave }, MENSAJES.claveVencida);
      return ok(resultado.usuario, MENSAJES.bienvenido);
    },
  );

  app.delete(
    '/v1',
    { schema: { tags: ['sesion'], summary: 'Cerrar sesión', security: [{ bearer: [] }], response: respondeSinDatos() } },
    async (request) => {
      const token = tokenDe(request);
      if (!token) throw new AppError(401, MENSAJES.sesionRequerida);
      const s = await app.sesionDeToken(token);
      if (s) {
        request.sesion = s;
        await request.transaccion((tx) => cerrarSesion(tx, s, request.ip));
      }
      // Logging out twice, or with an expired token, still ends in a signed-out client.
      return ok(null, MENSAJES.sesionCerrada);
    },
  );

  app.put(
    '/persona/forgetPassword',
    {
      schema: {
        tags: ['persona'],
        summary: 'Solicitar restablecimiento de contraseña',
        body: ZForgetPasswordBody,
        response: respondeSinDatos(),
      },
      config: limiteIngreso,
    },
    async (request) => {
      // The link goes to PUBLIC_URL or the domain's configured host, never to a host a request header names.
      const resultado = await solicitarRestablecimiento(app.db, app.config, { ...request.body, ip: request.ip });
      if (resultado === 'sin_direccion_publica') request.log.warn('password reset not mailed: set PUBLIC_URL or a host for the domain');
      // The same answer whatever happened, so that the call tells nobody which users exist.
      return ok(null, MENSAJES.solicitudClaveEnviada);
    },
  );

  app.post(
    '/persona/restablecer-clave',
    {
      schema: {
        tags: ['persona'],
        summary: 'Restablecer la contraseña con el enlace recibido',
        body: ZRestablecerClaveBody,
        response: respondeSinDatos(),
      },
      config: limiteIngreso,
    },
    async (request) => {
      await restablecerClave(app.db, { ...request.body, ip: request.ip });
      return ok(null, MENSAJES.claveRestablecida);
    },
  );
}
