import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { instanteBogota, textoBogota } from '@eds/contracts/dia-operativo';
import { ZAforoCalcular, ZAforoForm } from '@eds/contracts/estacion';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { zId } from '@eds/contracts/validaciones';
import { fila, filas } from '../../../db/client';
import { enTransaccion } from '../../../db/context';
import { badRequest, notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { aforoVigente, guardarAforo, volumenDeAltura } from '../../../plugins/app/lecturas/aforo';

const MODULO_AFORO = 'GESTION AFORO';

/** Calibration charts of tanks (SCREENS G04 "Aforo"): versions, a new version, and trying a height. */
export default async function aforo(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: zId });

  async function tanque(request: FastifyRequest, id: number): Promise<void> {
    const b = await fila<{ empresa_id: number; tipo: string }>(app.db, sql`SELECT empresa_id, tipo FROM bodegas WHERE id = ${id}`);
    if (!b) throw notFound(M.bodegaNoExiste);
    exigirEmpresa(request, b.empresa_id);
    if (b.tipo !== 'TANQUE') throw badRequest(M.noEsTanque);
  }

  app.get(
    '/bodega/:id/aforo',
    { schema: { tags: ['bodega'], summary: 'Versiones de la tabla de aforo de un tanque (la primera es la vigente)', params, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_AFORO, 'R')] },
    async (request) => {
      await tanque(request, request.params.id);
      return ok(
        await filas(
          app.db,
          sql`SELECT id, vigente_desde, puntos, creado_en, creado_por FROM aforos WHERE bodega_id = ${request.params.id} ORDER BY vigente_desde DESC, id DESC`,
        ),
      );
    },
  );

  app.put(
    '/bodega/:id/aforo',
    { schema: { tags: ['bodega'], summary: 'Guardar una nueva versión de la tabla de aforo', params, body: ZAforoForm, security: [{ bearer: [] }] }, preHandler: [app.autenticar, app.permiso(MODULO_AFORO, 'U')] },
    async (request) => {
      await tanque(request, request.params.id);
      const s = sesionDe(request);
      const desde = request.body.vigente_desde ? instanteBogota(request.body.vigente_desde) : new Date();
      const id = await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) =>
        guardarAforo(tx, request.params.id, request.body.puntos, desde.toISOString(), s.usuarioId),
      );
      return ok({ id, vigente_desde: textoBogota(desde) }, M.registroGuardado);
    },
  );

  app.post(
    '/bodega/:id/aforo/calcular',
    {
      schema: { tags: ['bodega'], summary: 'Volumen (galones) de una altura con la tabla vigente', params, body: ZAforoCalcular, security: [{ bearer: [] }] },
      preHandler: [app.autenticar, app.permiso(MODULO_AFORO, 'R')],
    },
    async (request) => {
      await tanque(request, request.params.id);
      const en = request.body.fecha ? instanteBogota(request.body.fecha) : new Date();
      const vigente = await aforoVigente(app.db, request.params.id, en.toISOString());
      if (!vigente) throw badRequest(M.tanqueSinAforo);
      const volumen = volumenDeAltura(vigente.puntos, request.body.altura_mm);
      if (volumen === null) throw badRequest(M.alturaFueraDeAforo, [{ campo: 'altura_mm', mensaje: M.alturaFueraDeAforo }]);
      return ok({ altura_mm: request.body.altura_mm, volumen, aforo_id: vigente.id });
    },
  );
}
