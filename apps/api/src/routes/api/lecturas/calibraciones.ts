import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_CALIBRACION as MC,
  ZCalibracionCreada,
  ZCalibracionesCreadas,
  ZCalibracionesForm,
  ZCalibracionesQuery,
  ZCalibracionFila,
  ZCalibracionForm,
  ZCalibracionOpciones,
} from '@eds/contracts/combustible/calibraciones';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  anularCalibracion,
  listarCalibraciones,
  opcionesCalibracion,
  registrarCalibracion,
  registrarCalibraciones,
} from '../../../services/lecturas/calibraciones-oficina';

/**
 * Calibraciones (SCREENS.md G04, service `M:`): `POST calibracion`, `POST calibraciones` (all or none),
 * `PUT calibracion/{id}/anular` (letter N) and the list `GET calibracion/empresa/{id}`, office and POS pours alike.
 * Module GESTION CALIBRACIONES.
 */
export default async function calibraciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['calibracion'];

  app.get(
    '/calibracion/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Calibraciones (pruebas de surtidor) de una estación, o de las estaciones bajo una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZCalibracionesQuery,
        response: respondeLista(ZCalibracionFila),
      },
      onRequest: app.permiso(MODULO.GESTION_CALIBRACIONES, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      if (request.query.estacion_id) exigirEmpresa(request, request.query.estacion_id);
      const { filas, total } = await listarCalibraciones(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/calibracion/opciones/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Turnos recientes, mangueras y promotores de una estación para el formulario de calibración',
        params: z.object({ id: zId }),
        response: responde(ZCalibracionOpciones),
      },
      onRequest: app.permiso(MODULO.GESTION_CALIBRACIONES, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await opcionesCalibracion(app.db, request.params.id));
    },
  );

  app.post(
    '/calibracion',
    {
      schema: {
        tags,
        summary: 'Registrar una calibración: galones devueltos al tanque, restados de la venta por medidor',
        body: ZCalibracionForm,
        response: responde(ZCalibracionCreada),
      },
      onRequest: app.permiso(MODULO.GESTION_CALIBRACIONES, 'C'),
    },
    async (request) => {
      const r = await request.transaccion((tx) => registrarCalibracion(tx, request.body, sesionDe(request).empresas));
      return ok(r, MC.registrada);
    },
  );

  app.post(
    '/calibraciones',
    {
      schema: {
        tags,
        summary: 'Registrar varias calibraciones: se registran todas o ninguna',
        body: ZCalibracionesForm,
        response: responde(ZCalibracionesCreadas),
      },
      onRequest: app.permiso(MODULO.GESTION_CALIBRACIONES, 'C'),
    },
    async (request) => {
      const ids = await request.transaccion((tx) => registrarCalibraciones(tx, request.body.calibraciones, sesionDe(request).empresas));
      return ok({ ids }, MC.registradas(ids.length));
    },
  );

  app.put(
    '/calibracion/:id/anular',
    {
      schema: {
        tags,
        summary: 'Anular una calibración: sale del turno, del tanque y del kardex',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.GESTION_CALIBRACIONES, 'N'),
    },
    async (request) => {
      await request.transaccion((tx) => anularCalibracion(tx, request.params.id, sesionDe(request).empresas));
      return ok(null, MC.anulada);
    },
  );
}
