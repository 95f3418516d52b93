import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstacionMisEds, ZMisEdsQuery } from '@eds/contracts/empresa/mis-eds';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { respondeLista } from '../../../lib/contratos';
import { paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { listarMisEds } from '../../../services/empresa/mis-eds';

/** Mis EDS (SCREENS.md G02): the stations of the caller's scope with their status, for the cards screen. */
export default async function misEds(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/empresa/mis-eds/:id',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Estaciones de servicio bajo una empresa con su estado: equipos en línea, turnos abiertos, día anterior conciliado',
        params: z.object({ id: zId }),
        querystring: ZMisEdsQuery,
        response: respondeLista(ZEstacionMisEds),
      },
      onRequest: app.permiso(MODULO.MIS_EDS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarMisEds(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );
}
