import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { z } from 'zod';
import { ZAccesoDirecto, ZAccesoDirectoBody } from '@eds/contracts/sesion';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { AppError, badRequest } from '../../../lib/errors';
import { sesionDe } from '../../../plugins/sesion';
import { agregarFavorito, favoritosDe, moduloDeLink, quitarFavorito } from '../../../services/sesion/favoritos';

/** Favourites ("accesos directos"): extra G lists, I adds, D removes. Always the caller's own. */
export default async function favoritos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/propiedad/acceso-directo',
    {
      schema: {
        tags: ['sesion'],
        summary: 'Favoritos del usuario',
        description: 'Responde los favoritos de la persona: a lo sumo uno por pantalla concedida, por eso la lista no se pagina.',
        body: ZAccesoDirectoBody,
        response: responde(z.array(ZAccesoDirecto)),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const { extra, link, descripcion, identificadorPersona } = request.body;
      if (identificadorPersona !== s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
      let mensaje = 'OK';
      if (extra !== 'G') {
        if (!link.startsWith('/') || link.length < 2)
          throw badRequest(MENSAJES.datosInvalidos, [{ campo: 'link', mensaje: MENSAJES.valorNoValido }]);
        mensaje = await request.transaccion(async (tx) => {
          if (extra === 'D') {
            await quitarFavorito(tx, s.personaId, link);
            return MENSAJES.favoritoRemovido;
          }
          // Only a screen the user holds can become a favourite.
          const modulo = await moduloDeLink(tx, link);
          const concedido = [...s.modulos.values()].some((m) => m.link === link);
          if (!modulo || !concedido) throw new AppError(403, MENSAJES.sinPermisoModulo);
          await agregarFavorito(tx, s.personaId, link, descripcion || modulo);
          return MENSAJES.favoritoAgregado;
        });
      }
      return ok(await favoritosDe(app.db, s.personaId), mensaje);
    },
  );
}
