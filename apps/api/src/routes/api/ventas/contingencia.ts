import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULO_WIDGET, ZContingenciaBody, ZVentaManual } from '@eds/contracts/dashboard';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { respondeLista } from '../../../lib/contratos';
import { paginado } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { estacionesDeConsulta } from '../../../services/dashboard/estaciones';
import { exigirAlgunModulo } from '../../../services/dashboard/modulos';
import { ventasManuales } from '../../../services/ventas/contingencia';

/** Manual (contingency) sales of the stations in a range: the dashboard's alerts widget reads them. */
export default async function ventasContingencia(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/movimiento/contingencia',
    {
      schema: {
        tags: ['ventas'],
        summary: 'Ventas manuales (contingencia) de las estaciones en el rango',
        body: ZContingenciaBody,
        querystring: ZPaginacionQuery,
        response: respondeLista(ZVentaManual),
      },
      onRequest: app.permiso(MODULO.DASHBOARD, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirAlgunModulo(s, [MODULO_WIDGET.ALERTAS]);
      const estaciones = await estacionesDeConsulta(app.db, s, request.body.estaciones);
      const fin = request.body.fecha_final.length === 10 ? `${request.body.fecha_final} 23:59:59` : request.body.fecha_final;
      const inicio = request.body.fecha_inicial.length === 10 ? `${request.body.fecha_inicial} 00:00:00` : request.body.fecha_inicial;
      const { filas, total } = await ventasManuales(
        app.db,
        estaciones.map((e) => e.id),
        inicio,
        fin,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );
}
