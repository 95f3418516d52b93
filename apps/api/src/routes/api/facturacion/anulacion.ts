import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_ANULACION as M,
  ZAnularVentaBody,
  ZMotivoAnulacion,
  ZVentaAnulable,
  ZVentaAnulada,
  ZVentasAnulablesQuery,
} from '@eds/contracts/facturacion/anulacion';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { responde, respondeLista } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, negocioDeEmpresaEnAlcance, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { anularVenta, listarVentasAnulables, motivosDeAnulacion } from '../../../services/facturacion/anulacion';

/**
 * Sale annulment (SCREENS.md G16, lazo-lite `L:`): `GET movimientos/obtener-motivo-anulacion`, the sales of a station
 * and day to pick from (`GET movimientos/ventas`), and `POST movimientos/anular_venta`. Two modules reach them:
 * ANULACIONVENTAS (every business type) and ANULACION VENTA KIOSCO (kiosk sales only); reading needs R, annulling N.
 */
export default async function anulacionVentas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facturacion'];

  /** Business types the caller reaches with the letter; 403 when neither module grants it. */
  const tiposCon = (request: FastifyRequest, letra: LetraPermiso): Set<string> => {
    const s = sesionDe(request);
    const general = moduloConcedido(s, MODULO.ANULACIONVENTAS);
    const kiosco = moduloConcedido(s, MODULO.ANULACION_VENTA_KIOSCO);
    const tipos = new Set<string>();
    if (tieneLetra(general, letra)) ['C', 'S', 'K'].forEach((t) => tipos.add(t));
    if (tieneLetra(kiosco, letra)) tipos.add('K');
    if (tipos.size === 0) throw new AppError(403, general || kiosco ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
    request.moduloAuditado = (tieneLetra(general, letra) ? general : kiosco)!.id;
    return tipos;
  };
  const puede = (letra: LetraPermiso) => async (request: FastifyRequest) => void tiposCon(request, letra);

  app.get(
    '/movimientos/obtener-motivo-anulacion',
    {
      schema: {
        tags,
        summary: 'Motivos de anulación de ventas del negocio',
        querystring: z.object({ empresa_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: responde(z.array(ZMotivoAnulacion)),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const s = sesionDe(request);
      let negocioId = s.negocioId;
      if (request.query.empresa_id) negocioId = negocioDeEmpresaEnAlcance(request, request.query.empresa_id);
      return ok(await motivosDeAnulacion(app.db, negocioId));
    },
  );

  app.get(
    '/movimientos/ventas',
    {
      schema: {
        tags,
        summary: 'Ventas de una estación y un día, para anular (paginado; numero busca una venta)',
        querystring: ZVentasAnulablesQuery,
        response: respondeLista(ZVentaAnulable),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const tipos = tiposCon(request, 'R');
      exigirEmpresa(request, request.query.empresa_id);
      const { filas, total } = await listarVentasAnulables(app.db, tipos, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.post(
    '/movimientos/anular_venta',
    {
      schema: {
        tags,
        summary: 'Anular una venta: nota crédito si fue facturada electrónicamente, inventario, cupo y resúmenes',
        body: ZAnularVentaBody,
        response: responde(ZVentaAnulada),
      },
      onRequest: puede('N'),
    },
    async (request) => {
      const s = sesionDe(request);
      const tipos = tiposCon(request, 'N');
      const { venta } = request.body;
      const r = await request.transaccion((tx) =>
        anularVenta(tx, {
          ventaId: venta.id,
          motivoId: venta.concepto,
          observacion: venta.observacion,
          usuarioId: s.usuarioId,
          alcance: s.empresas,
          tipos,
          web: venta.anulacion_web,
        }),
      );
      return ok(r, M.anulada);
    },
  );
}
