import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULO_WIDGET, ZMetaBody, ZMetaVentas } from '@eds/contracts/dashboard';
import { MODULO } from '@eds/contracts/modulos';
import { responde } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { estacionesDeConsulta } from '../../../services/dashboard/estaciones';
import { metaVentas } from '../../../services/dashboard/graficas';
import { exigirAlgunModulo } from '../../../services/dashboard/modulos';
import { hoyOperativo, rangoDeCuerpo } from '../../../services/dashboard/rango';

const OPERACION_A_NEGOCIO: Record<string, 'C' | 'S' | 'K'> = { '009': 'C', '017': 'S', '035': 'K' };

/** The sales goal of the month for the dashboard's budget widgets. */
export default async function metas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reportes/metas',
    {
      schema: { tags: ['dashboard'], summary: 'Meta de ventas por códigos de operación', body: ZMetaBody, response: responde(ZMetaVentas) },
      onRequest: app.permiso(MODULO.DASHBOARD, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirAlgunModulo(s, [MODULO_WIDGET.PRESUPUESTO_PDV, MODULO_WIDGET.VENTAS_PDV]);
      const estaciones = await estacionesDeConsulta(app.db, s, request.body.identificadorEstacion);
      const negocios = [
        ...new Set((request.body.tipoMovimiento ?? ['009', '017', '035']).map((o) => OPERACION_A_NEGOCIO[o]).filter(Boolean)),
      ];
      const mes = request.body.fecha_inicial ? rangoDeCuerpo(request.body).desde : hoyOperativo();
      return ok(
        await metaVentas(
          app.db,
          estaciones.map((e) => e.id),
          negocios,
          mes,
        ),
      );
    },
  );
}
