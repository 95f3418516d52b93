import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULO } from '@eds/contracts/modulos';
import {
  MENSAJES_MONITOREO,
  TIPOS_USUARIO_MASTER,
  ZEquipoMonitoreo,
  ZEstacionesEstadoBody,
  ZEstadoEstacion,
  ZMonitoreoBody,
  ZSaludEstacion,
} from '@eds/contracts/monitoreo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { zListaQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { forbidden, notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { estadoEstacion, monitoreoEquipos, saludEstaciones } from '../../../services/equipos/monitoreo';

const ZMonitoreoQuery = zListaQuery(['alias', 'empresa', 'tipo', 'ultima_conexion']);

/**
 * Monitoreo and Centro de control (SCREENS.md G06): devices with their traffic light, one station's state and every
 * station's health (master, user tipos 1–2 only). Live changes reach the screens over /ws (events 'equipo-estado'
 * and 'comando-estado', written by triggers). docs/decisions/051-device-monitoring.md.
 */
export default async function equipoMonitoreo(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/equipo/monitoreo',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Monitoreo de equipos (semáforo de conexión)',
        description:
          'Equipos activos de las estaciones del alcance (o de `empresas`): versión, último contacto, contingencia y ventas pendientes ' +
          'del último latido; semáforo VERDE dentro de MINUTOS_DESCONEXION de la estación, AMARILLO dentro de 30 minutos, ROJO si no. ' +
          'Sin orden, primero los rojos.',
        body: ZMonitoreoBody.optional(),
        querystring: ZMonitoreoQuery,
        response: respondeLista(ZEquipoMonitoreo),
      },
      onRequest: app.permiso(MODULO.MONITOREO, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      const pedidas = request.body?.empresas;
      if (pedidas) for (const id of pedidas) exigirEmpresa(request, id);
      const { filas, total } = await monitoreoEquipos(app.db, pedidas ?? [...s.empresas], {
        ...request.query,
        semaforo: request.body?.semaforo,
      });
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/estacion/:id/estado',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Centro de control de una estación',
        description:
          'Equipos con su semáforo, turnos abiertos (promotor, ventas, sobres), facturas electrónicas pendientes, tanques, resoluciones, ' +
          'última sincronización, puntaje de salud y los últimos 20 comandos.',
        params: z.object({ id: zId }),
        response: responde(ZEstadoEstacion),
      },
      onRequest: app.permiso(MODULO.CENTRO_CONTROL, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const estado = await estadoEstacion(app.db, request.params.id);
      if (!estado) throw notFound(MENSAJES.empresaNoExiste);
      return ok(estado);
    },
  );

  app.post(
    '/estaciones/estado',
    {
      schema: {
        tags: ['equipo'],
        summary: 'Centro de control master: salud de las estaciones',
        description:
          'Para usuarios de tipo 1 y 2: cada estación activa del alcance (o de `empresas`) con equipos en línea, FE pendientes, turnos ' +
          'abiertos y viejos, ventas sin sincronizar, contingencia y su puntaje de salud (0–100), de la peor a la mejor.',
        body: ZEstacionesEstadoBody.optional(),
        response: responde(z.array(ZSaludEstacion)),
      },
      onRequest: app.permiso(MODULO.CENTRO_CONTROL_MASTER, 'R'),
    },
    async (request) => {
      const s = sesionDe(request);
      if (!(TIPOS_USUARIO_MASTER as readonly number[]).includes(s.tipo)) throw forbidden(MENSAJES_MONITOREO.soloAdministradores);
      const pedidas = request.body?.empresas;
      if (pedidas) for (const id of pedidas) exigirEmpresa(request, id);
      return ok(await saludEstaciones(app.db, pedidas ?? [...s.empresas]));
    },
  );
}
