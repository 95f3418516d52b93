import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_MEDICION as MM,
  ZMedicionCreada,
  ZMedicionesCreadas,
  ZMedicionesForm,
  ZMedicionesQuery,
  ZMedicionFila,
  ZMedicionForm,
} from '@eds/contracts/combustible/mediciones';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { listarMediciones, registrarMedicion, registrarMediciones } from '../../../services/lecturas/mediciones';

/**
 * Medición de tanques (SCREENS.md G04, service `M:`): `POST tanque/medicion` and `POST tanque/mediciones` (all or
 * none) store manual dips as the POS readings are stored; `GET tanque/mediciones/empresa/{id}` lists the dips of the
 * stations in scope with volume, book stock and difference. Module MEDICION TANQUES.
 */
export default async function mediciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tanque'];

  app.get(
    '/tanque/mediciones/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Mediciones de los tanques de una estación, o de las estaciones bajo una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZMedicionesQuery,
        response: respondeLista(ZMedicionFila),
      },
      onRequest: app.permiso(MODULO.MEDICION_TANQUES, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      if (request.query.estacion_id) exigirEmpresa(request, request.query.estacion_id);
      const { filas, total } = await listarMediciones(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.post(
    '/tanque/medicion',
    {
      schema: {
        tags,
        summary: 'Registrar una medición manual de un tanque (altura → volumen con la tabla de aforo vigente)',
        body: ZMedicionForm,
        response: responde(ZMedicionCreada),
      },
      onRequest: app.permiso(MODULO.MEDICION_TANQUES, 'C'),
    },
    async (request) => {
      const r = await request.transaccion((tx) => registrarMedicion(tx, request.body, sesionDe(request).empresas));
      return ok(r, MM.registrada);
    },
  );

  app.post(
    '/tanque/mediciones',
    {
      schema: {
        tags,
        summary: 'Registrar varias mediciones manuales: se guardan todas o ninguna',
        body: ZMedicionesForm,
        response: responde(ZMedicionesCreadas),
      },
      onRequest: app.permiso(MODULO.MEDICION_TANQUES, 'C'),
    },
    async (request) => {
      const ids = await request.transaccion((tx) => registrarMediciones(tx, request.body.mediciones, sesionDe(request).empresas));
      return ok({ ids }, MM.registradas(ids.length));
    },
  );
}
