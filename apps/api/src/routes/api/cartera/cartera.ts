import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diaOperativo, textoBogota } from '@eds/contracts/dia-operativo';
import {
  MENSAJES_CARTERA as M,
  ZBono,
  ZBonoGenerarForm,
  ZBonosQuery,
  ZCarteraCliente,
  ZCarteraFila,
  ZCarteraQuery,
  ZHistoricoRecargasBody,
  ZPrepagoFila,
  ZPrepagosQuery,
  ZRecarga,
  ZRecargaForm,
  ZRecaudo,
  ZRecaudoCreado,
  ZRecaudoForm,
  ZRecaudosQuery,
} from '@eds/contracts/cartera';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeArchivo, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra, type SesionActiva } from '../../../services/sesion/contexto';
import { inicioCicloDe } from '../../../services/empresa/ciclo';
import { carteraCliente, listarCartera, listarRecaudos, registrarRecaudo } from '../../../services/cartera/cartera';
import { estadoCuentaPdf, reciboRecaudoPdf } from '../../../services/cartera/recibo-pdf';
import { historicoRecargas, listarPrepagos, registrarRecarga } from '../../../services/cartera/prepago';
import { anularBono, generarBonos, listarBonos } from '../../../services/cartera/bonos';

/** The companies of the caller's scope that are `empresaId` or hang from it (403 when it is outside the scope). */
function bajo(request: FastifyRequest, empresaId: number): number[] {
  exigirEmpresa(request, empresaId);
  const s = sesionDe(request);
  const dentro = (id: number): boolean => {
    for (let e = s.alcance.get(id); e; e = e.empresas_id === null ? undefined : s.alcance.get(e.empresas_id))
      if (e.id === empresaId) return true;
    return false;
  };
  return [...s.empresas].filter(dentro);
}

/** The customer's cartera is read from Cartera or from the customer screen's Cartera tab. */
function exigirLecturaCartera(request: FastifyRequest, letra: 'R' | 'E'): void {
  const s: SesionActiva = sesionDe(request);
  if (tieneLetra(moduloConcedido(s, MODULO.GESTION_CARTERA), letra)) return exigirPermiso(request, MODULO.GESTION_CARTERA, letra);
  exigirPermiso(request, MODULO.CLIENTES, letra);
}

async function hoyDe(request: FastifyRequest, empresaId: number): Promise<string> {
  const app = request.server;
  return diaOperativo(new Date(), await inicioCicloDe(app.db, empresaId));
}

/** Cartera, collections, prepaid top-ups and vouchers (SCREENS.md G20, docs/decisions/073). */
export default async function cartera(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cartera/empresa/:id',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Cartera: clientes con saldo y edades (0–30, 31–60, 61–90, >90 días) en las estaciones de la empresa',
        params: z.object({ id: zId }),
        querystring: ZCarteraQuery,
        response: respondeLista(ZCarteraFila),
      },
      onRequest: app.permiso(MODULO.GESTION_CARTERA, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      const empresas = bajo(request, request.params.id);
      const r = await listarCartera(app.db, s.negocioId, request.params.id, new Set(empresas), request.query);
      return paginado(r.filas, r.total, request.query);
    },
  );

  app.get(
    '/cartera/cliente/:id',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Cartera de un cliente: saldo, edades, cupo, facturas pendientes (la más antigua primero) y recaudos',
        description: 'Letra R de GESTION CARTERA o de CLIENTES (su pestaña Cartera). Solo las ventas de las estaciones del alcance.',
        params: z.object({ id: zId }),
        response: responde(ZCarteraCliente),
      },
    },
    async (request) => {
      exigirLecturaCartera(request, 'R');
      const s = sesionDe(request);
      return ok(await carteraCliente(app.db, s.negocioId, request.params.id, s.empresas, s.empresaId));
    },
  );

  app.get(
    '/cartera/cliente/:id/estado-cuenta',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Estado de cuenta del cliente en PDF (letra E)',
        params: z.object({ id: zId }),
        response: respondeArchivo('El PDF, en binario'),
      },
    },
    async (request, reply) => {
      exigirLecturaCartera(request, 'E');
      const s = sesionDe(request);
      const c = await carteraCliente(app.db, s.negocioId, request.params.id, s.empresas, s.empresaId);
      const pdf = await estadoCuentaPdf(c, textoBogota(new Date()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="estado_cuenta_${c.identificacion}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/cupos/getcliente-empresas/recaudos/:id',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Recaudos tomados en la empresa (y lo que cuelga de ella), el más reciente primero',
        params: z.object({ id: zId }),
        querystring: ZRecaudosQuery,
        response: respondeLista(ZRecaudo),
      },
      onRequest: app.permiso(MODULO.GESTION_CARTERA, 'R'),
    },
    async (request) => {
      const r = await listarRecaudos(app.db, bajo(request, request.params.id), request.query);
      return paginado(r.filas, r.total, request.query);
    },
  );

  app.post(
    '/cupos/getcliente-empresas/recaudos',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Registrar recaudo: se aplica a las facturas elegidas y luego a la más antigua; nunca por encima del saldo',
        description:
          'El valor baja el consumo del cupo que consumió cada venta pagada (el del vehículo, la flota o el cliente). ' +
          'Responde el recaudo con su número de recibo (GET recaudo/{id}/pdf), el saldo y el disponible del cupo.',
        body: ZRecaudoForm,
        response: responde(ZRecaudoCreado),
      },
      onRequest: app.permiso(MODULO.GESTION_CARTERA, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const r = await request.transaccion((tx) => registrarRecaudo(tx, s.negocioId, s.usuarioId, s.empresas, request.body));
      return ok(r, M.recaudoRegistrado(r.consecutivo));
    },
  );

  app.get(
    '/recaudo/:id/pdf',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Recibo de caja de un recaudo, en PDF',
        params: z.object({ id: zId }),
        response: respondeArchivo('El PDF, en binario'),
      },
      onRequest: app.permiso(MODULO.GESTION_CARTERA, 'R'),
    },
    async (request, reply) => {
      const r = await reciboRecaudoPdf(app.db, request.params.id, sesionDe(request).empresas);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recibo_${r.consecutivo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(r.pdf);
    },
  );

  app.get(
    '/prepago/empresa/:id',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Clientes prepago del negocio con recargas, consumo y saldo',
        params: z.object({ id: zId }),
        querystring: ZPrepagosQuery,
        response: respondeLista(ZPrepagoFila),
      },
      onRequest: app.permiso(MODULO.GESTION_CLIENTES_PREPAGOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const r = await listarPrepagos(app.db, sesionDe(request).negocioId, request.query);
      return paginado(r.filas, r.total, request.query);
    },
  );

  app.post(
    '/prepago/recarga',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Recargar el saldo prepago de un cliente (valor > 0)',
        body: ZRecargaForm,
        response: responde(z.object({ id: z.number().int(), saldo: z.string() })),
      },
      onRequest: app.permiso(MODULO.GESTION_CLIENTES_PREPAGOS, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.body.empresa_id);
      const r = await request.transaccion((tx) => registrarRecarga(tx, s.negocioId, s.usuarioId, request.body));
      return ok(r, M.recargaRegistrada);
    },
  );

  app.post(
    '/movimiento/historico-recargas',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Histórico de recargas prepago de la empresa (y lo que cuelga de ella)',
        body: ZHistoricoRecargasBody,
        response: respondeLista(ZRecarga),
      },
      onRequest: app.permiso(MODULO.GESTION_CLIENTES_PREPAGOS, 'R'),
    },
    async (request) => {
      const r = await historicoRecargas(app.db, bajo(request, request.body.empresa_id), request.body);
      return paginado(r.filas, r.total, request.body);
    },
  );

  app.get(
    '/bono/empresa/:id',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Bonos del negocio (un bono emitido vencido se lee VENCIDO)',
        params: z.object({ id: zId }),
        querystring: ZBonosQuery,
        response: respondeLista(ZBono),
      },
      onRequest: app.permiso(MODULO.GESTION_BONOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const r = await listarBonos(app.db, sesionDe(request).negocioId, await hoyDe(request, request.params.id), request.query);
      return paginado(r.filas, r.total, request.query);
    },
  );

  app.post(
    '/bono/generar',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Generar una serie de bonos con códigos únicos (1 a 10000)',
        body: ZBonoGenerarForm,
        response: responde(z.object({ serie: z.string(), cantidad: z.number().int() })),
      },
      onRequest: app.permiso(MODULO.GESTION_BONOS, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const hoy = await hoyDe(request, s.empresaId);
      const r = await request.transaccion((tx) => generarBonos(tx, s.negocioId, s.usuarioId, hoy, request.body));
      return ok(r, M.bonosGenerados(r.cantidad, r.serie));
    },
  );

  app.put(
    '/bono/:id/anular',
    {
      schema: {
        tags: ['cartera'],
        summary: 'Anular un bono emitido (letra N)',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.GESTION_BONOS, 'N'),
    },
    async (request) => {
      const s = sesionDe(request);
      await request.transaccion((tx) => anularBono(tx, s.negocioId, request.params.id));
      return ok(null, M.bonoAnulado);
    },
  );
}
