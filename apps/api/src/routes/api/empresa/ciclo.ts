import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCicloEmpresa, type TCicloEmpresa } from '@eds/contracts/dashboard';
import { MENSAJES } from '@eds/contracts/mensajes';
import { zId } from '@eds/contracts/validaciones';
import { responde } from '../../../lib/contratos';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa } from '../../../plugins/sesion';
import { cicloDeEmpresa } from '../../../services/empresa/ciclo';

/** The business-day cycle of a company (the dashboard reads it to place "today"). */
export default async function empresaCiclo(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/empresa/fecha-cierre/:empresa',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Ciclo del día operativo de una empresa',
        params: z.object({ empresa: zId }),
        response: responde(ZCicloEmpresa),
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      const c = await cicloDeEmpresa(app.db, request.params.empresa);
      if (!c) throw notFound(MENSAJES.empresaNoExiste);
      const ciclo: TCicloEmpresa = { empresas_id: request.params.empresa, fecha_inicio: c.hora, fecha_cierre: c.hora, dia_siguiente: true };
      return ok(ciclo);
    },
  );
}
