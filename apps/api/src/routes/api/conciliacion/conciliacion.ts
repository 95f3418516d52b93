import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_CONCILIACION as M,
  ZCalendario,
  ZCalendarioQuery,
  ZConciliarDia,
  ZConsolidado,
  ZDiaConciliado,
  ZDiaConciliadoCreado,
  ZDiaEstacionQuery,
  ZDiasConciliadosQuery,
  ZDiferenciasLectura,
  ZEstacionConciliacion,
  ZNovedad,
  ZNovedadesQuery,
  envelopeResult,
  envelopeResultPaginado,
} from '@eds/contracts/conciliacion/conciliacion';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { permisoEnAlguno, resultado, resultadoPaginado } from './respuestas';
import { calendarioEstacion } from '../../../services/conciliacion/calendario';
import { conciliarDia, listarDiasConciliados } from '../../../services/conciliacion/conciliar';
import { consolidadoDia } from '../../../services/conciliacion/consolidado';
import { diferenciasLectura } from '../../../services/conciliacion/diferencias';
import { estacionConciliable, estacionesDeAlcance } from '../../../services/conciliacion/estacion';
import { novedadesDelDia } from '../../../services/conciliacion/novedades';

/**
 * CONCILIADOR EDS (`/app/sap/conciliacion-pdv`, module CONCILIACIÓN PDV): the reconciliation helpers of the
 * specification's accounting and accounting-integration services, at their documented paths. Reads need R;
 * reconciling needs C (it creates the closing day and its voucher). Every station id is checked against the
 * caller's scope: a station user reaches only its own station.
 */
export default async function conciliacion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['conciliacion'];
  const lee = app.permiso(MODULO.CONCILIACIÓN_PDV, 'R');
  const leeOMonitor = permisoEnAlguno([MODULO.CONCILIACIÓN_PDV, MODULO.SAP_INTEGRACIONES], 'R');

  app.get(
    '/v1/consolidator/stations',
    {
      schema: {
        tags,
        summary: 'Estaciones activas del alcance del usuario, con ciudad, departamento y país (paginado)',
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultPaginado(ZEstacionConciliacion), ...ERRORES },
      },
      onRequest: leeOMonitor,
    },
    async (request) => {
      const { filas, total } = await estacionesDeAlcance(app.db, [...sesionDe(request).empresas], request.query);
      return resultadoPaginado(filas, total, request.query);
    },
  );

  app.get(
    '/v1/news/:id',
    {
      schema: {
        tags,
        summary: 'Calendario de una estación: días con novedades, días conciliados y fecha de inicio',
        params: z.object({ id: zId }),
        querystring: ZCalendarioQuery,
        response: { 200: envelopeResult(ZCalendario), ...ERRORES },
      },
      onRequest: lee,
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return resultado(await calendarioEstacion(app.db, request.params.id, request.query.mes));
    },
  );

  app.get(
    '/v1/news',
    {
      schema: {
        tags,
        summary: 'Novedades del día de una estación (empresaId, startDate YYYY-MM-DD)',
        description: 'Pocas por construcción (una por turno, tanque o clase de novedad): no se pagina.',
        querystring: ZNovedadesQuery,
        response: { 200: envelopeResult(z.array(ZNovedad)), ...ERRORES },
      },
      onRequest: lee,
    },
    async (request) => {
      exigirEmpresa(request, request.query.empresaId);
      await estacionConciliable(app.db, request.query.empresaId);
      return resultado(await novedadesDelDia(app.db, request.query.empresaId, request.query.startDate));
    },
  );

  app.get(
    '/v1/consolidator/allBusiness',
    {
      schema: {
        tags,
        summary: 'Pagos consolidados del día por negocio (fuel, kiosco, canastilla) y categoría',
        querystring: ZDiaEstacionQuery,
        response: { 200: envelopeResult(ZConsolidado), ...ERRORES },
      },
      onRequest: lee,
    },
    async (request) => {
      exigirEmpresa(request, request.query.empresaId);
      await estacionConciliable(app.db, request.query.empresaId);
      return resultado(await consolidadoDia(app.db, request.query.empresaId, request.query.fecha));
    },
  );

  app.get(
    '/v1/consolidator/readingsdifference',
    {
      schema: {
        tags,
        summary: 'Diferencias de lectura del día por turno y producto (galones)',
        querystring: ZDiaEstacionQuery,
        response: { 200: envelopeResult(ZDiferenciasLectura), ...ERRORES },
      },
      onRequest: lee,
    },
    async (request) => {
      exigirEmpresa(request, request.query.empresaId);
      await estacionConciliable(app.db, request.query.empresaId);
      return resultado(await diferenciasLectura(app.db, request.query.empresaId, request.query.fecha));
    },
  );

  app.get(
    '/v1/sap/clousingDay',
    {
      schema: {
        tags,
        summary: 'Días conciliados: estado de un día (empresaId y fechaCierre) o el monitor de cierres (paginado)',
        querystring: ZDiasConciliadosQuery,
        response: { 200: envelopeResultPaginado(ZDiaConciliado), ...ERRORES },
      },
      onRequest: leeOMonitor,
    },
    async (request) => {
      const q = request.query;
      if (q.empresaId !== undefined) exigirEmpresa(request, q.empresaId);
      const empresas = q.empresaId !== undefined ? [q.empresaId] : [...sesionDe(request).empresas];
      const { filas, total } = await listarDiasConciliados(app.db, empresas, q);
      return resultadoPaginado(filas, total, q);
    },
  );

  app.get(
    '/v1/sap/clousingDay/all/:id',
    {
      schema: {
        tags,
        summary: 'Días conciliados de una estación (paginado)',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultPaginado(ZDiaConciliado), ...ERRORES },
      },
      onRequest: leeOMonitor,
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarDiasConciliados(app.db, [request.params.id], request.query);
      return resultadoPaginado(filas, total, request.query);
    },
  );

  app.post(
    '/v1/sap/clousingDay/create',
    {
      schema: {
        tags,
        summary: 'Conciliar un día de una estación (irreversible): congela el día y genera su comprobante contable',
        body: ZConciliarDia,
        response: { 200: envelopeResult(ZDiaConciliadoCreado), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.CONCILIACIÓN_PDV, 'C'),
    },
    async (request) => {
      const { empresaId, fechaCierre } = request.body;
      exigirEmpresa(request, empresaId);
      const usuarioId = sesionDe(request).usuarioId;
      const r = await request.transaccion((tx) => conciliarDia(tx, { empresaId, fecha: fechaCierre, usuarioId }));
      return resultado(r, M.exito);
    },
  );
}
