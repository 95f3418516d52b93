import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { ZAccesoDirectoBody, type TAccesoDirecto } from '@eds/contracts/sesion';
import { filas } from '../../../db/client';
import { enTransaccion } from '../../../db/context';
import { ok } from '../../../lib/respuesta';
import { AppError, badRequest } from '../../../lib/errors';
import { sesionDe } from '../../../plugins/app/sesion/guardas';

/** Favourites ("accesos directos"): extra G lists, I adds, D removes. Always the caller's own. */
export default async function accesoDirecto(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/propiedad/acceso-directo',
    { schema: { tags: ['sesion'], summary: 'Favoritos del usuario', body: ZAccesoDirectoBody, security: [{ bearer: [] }] }, preHandler: app.autenticar },
    async (request) => {
      const s = sesionDe(request);
      const { extra, link, descripcion, identificadorPersona } = request.body;
      if (identificadorPersona !== s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
      let mensaje = 'OK';
      if (extra !== 'G') {
        if (!link.startsWith('/') || link.length < 2) throw badRequest(MENSAJES.datosInvalidos, [{ campo: 'link', mensaje: MENSAJES.valorNoValido }]);
        await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, async (tx) => {
          if (extra === 'I') {
            // Only a screen the user holds can become a favourite.
            const [modulo] = await filas<{ descripcion: string }>(
              tx,
              sql`SELECT descripcion FROM modulos WHERE link = ${link}`,
            );
            const concedido = [...s.modulos.values()].some((m) => m.link === link);
            if (!modulo || !concedido) throw new AppError(403, MENSAJES.sinPermisoModulo);
            await tx.execute(sql`
              INSERT INTO accesos_directos (personas_id, link, descripcion) VALUES (${s.personaId}, ${link}, ${descripcion || modulo.descripcion})
              ON CONFLICT (personas_id, link) DO NOTHING`);
            mensaje = MENSAJES.favoritoAgregado;
          } else {
            await tx.execute(sql`DELETE FROM accesos_directos WHERE personas_id = ${s.personaId} AND link = ${link}`);
            mensaje = MENSAJES.favoritoRemovido;
          }
        });
      }
      const lista = await filas<TAccesoDirecto>(
        app.db,
        sql`SELECT id AS "_id", link, descripcion FROM accesos_directos WHERE personas_id = ${s.personaId} ORDER BY creado_en, id`,
      );
      return ok(lista, mensaje);
    },
  );
}
