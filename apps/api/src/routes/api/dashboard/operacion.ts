import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ESTADOS_FE_NO_GESTIONADOS, ZContingenciaBody, ZDeshabilitarAlertaBody, ZFacturasNoAutorizadasBody, ZMetaBody, type TCicloEmpresa } from '@eds/contracts/dashboard';
import { zId } from '@eds/contracts/validaciones';
import { fila } from '../../../db/client';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { estacionesDeConsulta } from '../../../plugins/app/dashboard/estaciones';
import { exigirAlgunModulo, WIDGET } from '../../../plugins/app/dashboard/modulos';
import { facturasNoGestionadas } from '../../../plugins/app/dashboard/alertas';
import { alertasClientes, inactivarAlerta } from '../../../plugins/app/dashboard/alertas-clientes';
import { enviarFacturaContingencia, loteContingencia, ventasManuales } from '../../../plugins/app/dashboard/contingencia';
import { metaVentas } from '../../../plugins/app/dashboard/graficas';
import { hoyOperativo, rangoDeCuerpo } from '../../../plugins/app/dashboard/rango';

const seguridad = [{ bearer: [] }];
const OPERACION_A_NEGOCIO: Record<string, 'C' | 'S' | 'K'> = { '009': 'C', '017': 'S', '035': 'K' };

/** The dashboard's helper calls around the reports (purchase orders are in movimiento/orden-compra.ts): manual sales, client alerts, invoices, cycle, goals. */
export default async function operacionDashboard(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const leerAlertas = [app.autenticar, app.permiso('DASHBOARD', 'R')];

  app.post(
    '/movimiento/contingencia',
    { schema: { tags: ['dashboard'], summary: 'Ventas manuales (contingencia) de las estaciones en el rango', body: ZContingenciaBody, security: seguridad }, preHandler: leerAlertas },
    async (request) => {
      exigirAlgunModulo(request, [WIDGET.ALERTAS]);
      const estaciones = await estacionesDeConsulta(app.db, request, request.body.estaciones);
      const fin = request.body.fecha_final.length === 10 ? `${request.body.fecha_final} 23:59:59` : request.body.fecha_final;
      const inicio = request.body.fecha_inicial.length === 10 ? `${request.body.fecha_inicial} 00:00:00` : request.body.fecha_inicial;
      return ok(await ventasManuales(app.db, estaciones.map((e) => e.id), inicio, fin));
    },
  );

  app.get(
    '/cupos/getcliente-empresas/alertasGlobales-Obtener/:empresa',
    { schema: { tags: ['dashboard'], summary: 'Alertas de clientes propios de una empresa', params: z.object({ empresa: zId }), security: seguridad }, preHandler: leerAlertas },
    async (request) => {
      exigirAlgunModulo(request, [WIDGET.ALERTAS]);
      const estaciones = await estacionesDeConsulta(app.db, request, request.params.empresa);
      return ok(await alertasClientes(app.db, [request.params.empresa, ...estaciones.map((e) => e.id)]));
    },
  );

  app.put(
    '/cupos/getcliente-empresas/alertasGlobales/deshabilitar',
    {
      schema: { tags: ['dashboard'], summary: 'Inactivar una alerta de cliente propio', body: ZDeshabilitarAlertaBody, security: seguridad },
      preHandler: [app.autenticar, app.permiso('ALERTAS', 'U')],
    },
    async (request) => {
      const s = sesionDe(request);
      await inactivarAlerta(app.db, { usuarioId: s.usuarioId, ip: request.ip }, request.body.id, s.empresas);
      return ok({ id: request.body.id, estado: 'I' }, 'Alerta inactivada correctamente');
    },
  );

  app.post(
    '/guru.facturacion/fe-no-autorizadas',
    { schema: { tags: ['dashboard'], summary: 'Facturas electrónicas no gestionadas', body: ZFacturasNoAutorizadasBody, security: seguridad }, preHandler: leerAlertas },
    async (request) => {
      exigirAlgunModulo(request, [WIDGET.ALERTAS]);
      const estaciones = await estacionesDeConsulta(app.db, request, request.body.estaciones);
      return ok(await facturasNoGestionadas(app.db, estaciones, request.body.estados ?? ESTADOS_FE_NO_GESTIONADOS));
    },
  );

  app.get(
    '/guru.facturacion/facturasContingencia/:estacion',
    { schema: { tags: ['dashboard'], summary: 'Lote de facturas de contingencia de una estación', params: z.object({ estacion: zId }), security: seguridad }, preHandler: leerAlertas },
    async (request) => {
      exigirAlgunModulo(request, [WIDGET.ALERTAS]);
      exigirEmpresa(request, request.params.estacion);
      return ok(await loteContingencia(app.db, request.params.estacion));
    },
  );

  app.post(
    '/guru.facturacion/enviar-contingencia/:factura',
    {
      schema: { tags: ['dashboard'], summary: 'Enviar una factura de contingencia', params: z.object({ factura: zId }), security: seguridad },
      preHandler: [app.autenticar, app.permiso('FACTURACION ELECTRONICA', 'X')],
    },
    async (request) => {
      const s = sesionDe(request);
      await enviarFacturaContingencia(app.db, { usuarioId: s.usuarioId, ip: request.ip }, request.params.factura, s.empresas);
      return ok({ id: request.params.factura, enviada: true }, 'Factura enviada');
    },
  );

  app.get(
    '/empresa/fecha-cierre/:empresa',
    { schema: { tags: ['dashboard'], summary: 'Ciclo del día operativo de una empresa', params: z.object({ empresa: zId }), security: seguridad }, preHandler: [app.autenticar] },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      const r = await fila<{ inicio: string | null }>(app.db, sql`SELECT atributos ->> 'inicio_ciclo' AS inicio FROM empresas WHERE id = ${request.params.empresa}`);
      if (!r) throw new AppError(404, 'La empresa no existe');
      const hora = r.inicio && /^\d{2}:\d{2}$/.test(r.inicio) ? `${r.inicio}:00` : '06:00:00';
      const ciclo: TCicloEmpresa = { empresas_id: request.params.empresa, fecha_inicio: hora, fecha_cierre: hora, dia_siguiente: true };
      return ok(ciclo);
    },
  );

  app.post(
    '/reportes/metas',
    { schema: { tags: ['dashboard'], summary: 'Meta de ventas por códigos de operación', body: ZMetaBody, security: seguridad }, preHandler: leerAlertas },
    async (request) => {
      exigirAlgunModulo(request, [WIDGET.PRESUPUESTO_PDV, WIDGET.VENTAS_PDV]);
      const estaciones = await estacionesDeConsulta(app.db, request, request.body.identificadorEstacion);
      const negocios = [...new Set((request.body.tipoMovimiento ?? ['009', '017', '035']).map((o) => OPERACION_A_NEGOCIO[o]).filter(Boolean))];
      const mes = request.body.fecha_inicial ? rangoDeCuerpo(request.body).desde : hoyOperativo();
      return ok(await metaVentas(app.db, estaciones.map((e) => e.id), negocios, mes));
    },
  );
}
