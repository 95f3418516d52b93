import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instanteBogota, textoBogota } from '@eds/contracts/dia-operativo';
import { ZAforoCalcular, ZAforoCalculo, ZAforoForm, ZAforoGuardado, ZAforoVersion } from '@eds/contracts/estacion';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { responde, respondeLista } from '../../../lib/contratos';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { badRequest, notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { aforoVigente, bodegaDeAforo, guardarAforo, versionesAforo, volumenDeAltura } from '../../../services/lecturas/aforo';

/** Calibration charts of tanks (SCREENS G04 "Aforo"): versions, a new version, and trying a height. */
export default async function aforo(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: zId });

  async function tanque(request: FastifyRequest, id: number): Promise<void> {
    const b = await bodegaDeAforo(app.db, id);
    if (!b) throw notFound(M.bodegaNoExiste);
    exigirEmpresa(request, b.empresa_id);
    if (b.tipo !== 'TANQUE') throw badRequest(M.noEsTanque);
  }

  app.get(
    '/bodega/:id/aforo',
    {
      schema: {
        tags: ['bodega'],
        summary: 'Versiones de la tabla de aforo de un tanque (la primera es la vigente)',
        params,
        querystring: ZPaginacionQuery,
        response: respondeLista(ZAforoVersion),
      },
      onRequest: app.permiso(MODULO.GESTION_AFORO, 'R'),
    },
    async (request) => {
      await tanque(request, request.params.id);
      const { filas, total } = await versionesAforo(app.db, request.params.id, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.put(
    '/bodega/:id/aforo',
    {
      schema: {
        tags: ['bodega'],
        summary: 'Guardar una nueva versión de la tabla de aforo',
        params,
        body: ZAforoForm,
        response: responde(ZAforoGuardado),
      },
      onRequest: app.permiso(MODULO.GESTION_AFORO, 'U'),
    },
    async (request) => {
      await tanque(request, request.params.id);
      const s = sesionDe(request);
      const desde = request.body.vigente_desde ? instanteBogota(request.body.vigente_desde) : new Date();
      const id = await request.transaccion((tx) =>
        guardarAforo(tx, request.params.id, request.body.puntos, desde.toISOString(), s.usuarioId),
      );
      return ok({ id, vigente_desde: textoBogota(desde) }, M.registroGuardado);
    },
  );

  app.post(
    '/bodega/:id/aforo/calcular',
    {
      schema: {
        tags: ['bodega'],
        summary: 'Volumen (galones) de una altura con la tabla vigente',
        params,
        body: ZAforoCalcular,
        response: responde(ZAforoCalculo),
      },
      onRequest: app.permiso(MODULO.GESTION_AFORO, 'R'),
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
