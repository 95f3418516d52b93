import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZSesionOtroNegocio, ZUsuarioSesion, ZVencimientoSesion } from '@eds/contracts/sesion';
import { responde } from '../../../lib/contratos';
import { crearSerializador, modoDeRespuestas } from '../../../lib/serializador';
import { ok } from '../../../lib/respuesta';
import { fechaHoraBogota } from '../../../lib/tiempo';
import type { UsuarioSesionBase } from '../../../services/sesion/contexto';
import { usuarioSesionDe } from '../../../services/sesion/usuario-sesion';
import { sesionDe, tokenDe } from '../../../plugins/sesion';

const ZHeadersNegocio = z.object({ identificadornegocio: z.coerce.number().int().nonnegative().optional() }).loose();

/** The signed-in session: validate it (with the user, as at sign-in) and read its expiry. */
export default async function sesion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The session answer is the user's access at the session's version (held in memory by version, decision 015) plus
  // the token and the expiry. Its 19 KB are checked against the contract and written as JSON once per version: the
  // answer of a version is checked with stand-ins for the token and the expiry (unique texts), and each request puts
  // its own in their place (decision 058). The stand-ins must each appear exactly once in the checked text, else
  // the answer goes through the route's serializer as any other.
  const esquema = responde(ZUsuarioSesion)[200];
  const serializar = crearSerializador(modoDeRespuestas(fastify.config))({
    schema: esquema,
    method: 'GET',
    url: '/api/v1/session',
    httpStatus: '200',
  }) as (data: unknown) => string;
  const TOKEN = `eds-token-${randomUUID()}`;
  const VENCE = '1000-01-01 00:00:00';
  const plantillas = new WeakMap<UsuarioSesionBase, readonly [string, string, string] | null>();
  const plantilla = (usuario: UsuarioSesionBase) => {
    let p = plantillas.get(usuario);
    if (p === undefined) {
      const respuesta = {
        ...usuarioSesionDe({ usuarioSesion: usuario }, { token: TOKEN, expiraEn: new Date(0) }),
        fechavencimiento: VENCE,
      };
      const texto = serializar(ok(respuesta));
      const [antes, ...resto] = texto.split(JSON.stringify(TOKEN));
      const partes = resto.length === 1 ? resto[0].split(JSON.stringify(VENCE)) : [];
      p = partes.length === 2 ? [antes, partes[0], partes[1]] : null;
      plantillas.set(usuario, p);
    }
    return p;
  };

  app.get(
    '/v1/session',
    {
      schema: {
        tags: ['sesion'],
        summary: 'Validar la sesión',
        description: '206 sin datos cuando el token es de otro negocio que el indicado en `identificadornegocio`.',
        headers: ZHeadersNegocio,
        response: { ...responde(ZUsuarioSesion), 206: ZSesionOtroNegocio },
      },
    },
    async (request, reply) => {
      const s = sesionDe(request);
      const negocio = request.headers.identificadornegocio;
      // A valid token presented for another business is not valid here.
      if (negocio !== undefined && Number(negocio) !== 0 && Number(negocio) !== s.negocioId) {
        return reply.code(206).send({ success: false, status: 206, mensaje: MENSAJES.sesionInvalida, data: null });
      }
      // Resolved with the session's grants (memory of this instance, at the session's current version).
      const token = tokenDe(request)!;
      const p = plantilla(s.usuarioSesion);
      if (p) {
        const texto = p[0] + JSON.stringify(token) + p[1] + JSON.stringify(fechaHoraBogota(s.expiraEn)) + p[2];
        // Already checked JSON: sent as it is (a JSON string skips the route's serializer).
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(texto);
      }
      return ok(usuarioSesionDe(s, { token, expiraEn: s.expiraEn }));
    },
  );

  app.get(
    '/v1',
    { schema: { tags: ['sesion'], summary: 'Vencimiento de la sesión', response: responde(ZVencimientoSesion) } },
    async (request) => {
      return ok({ fechavencimiento: fechaHoraBogota(sesionDe(request).expiraEn) });
    },
  );
}
