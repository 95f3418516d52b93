import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { ZConfiguracionPos } from '@eds/contracts/pos-configuracion';
import { ZConteosLocalesPos } from '@eds/contracts/depuracion-pos';
import { zEntero } from '@eds/contracts/validaciones';
import { responde, respondeSinDatos, respondeArchivo } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import { configuracionPos, registrarEstadoEquipo } from '../../../services/pos/configuracion';
import { MENSAJES_COMANDO, ZComandoPos, ZResultadoComando } from '@eds/contracts/comandos';
import { zId } from '@eds/contracts/validaciones';
import { entregarComandos, registrarResultado } from '../../../services/equipos/comandos';
import { MENSAJES_VERSION_POS } from '@eds/contracts/versiones-pos';
import { notFound } from '../../../lib/errors';
import { paqueteParaEstacion } from '../../../services/equipos/versiones-pos';

/** What a POS asks besides posting: its station's configuration, and a heartbeat. */
export default async function posEstado(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/pos/v1/configuracion',
    {
      schema: {
        tags: ['pos'],
        summary: 'Configuración de la estación del equipo',
        description:
          'Islas, surtidores y mangueras; productos con su precio vigente y sus cambios de precio programados (cambios_programados: ' +
          'id, precio y fecha_efectiva en hora de Bogotá, del más próximo al más lejano; el equipo vende al precio del último cuyo ' +
          'momento ya pasó, aunque no tenga conexión, y los programados quedan ENVIADO); medios de pago; promotores; horarios; resoluciones; turnos abiertos. ' +
          'Son las listas de la propia estación del equipo, acotadas por ella: no se paginan. `version`: la versión POS que el equipo debe ' +
          'ejecutar (la de mayor código de su plataforma desplegada en su estación; null si ninguna), con el SHA-256 y la dirección de su paquete.',
        response: responde(ZConfiguracionPos),
      },
    },
    async (request) => {
      const e = equipoDe(request);
      return ok(await configuracionPos(app.db, e.empresaId, e.negocioId, new Date(), e.id));
    },
  );

  app.post(
    '/pos/v1/estado',
    {
      schema: {
        tags: ['pos'],
        summary: 'Latido del equipo (estado de conexión)',
        description:
          'Registra el contacto del equipo, su versión, las ventas que aún tiene pendientes por enviar y si está vendiendo en contingencia; ' +
          'opcionalmente `conteos`, lo que guarda en su base local (ventas sincronizadas, logs, cola confirmada, caché en MB y su registro ' +
          'más antiguo) para la vista previa de Depuración POS; ' +
          'las pantallas de monitoreo lo reciben en vivo.',
        body: z
          .object({
            version_app: z.string().trim().max(40).optional(),
            ventas_pendientes: zEntero({ coercion: false }).optional(),
            contingencia: z.boolean().optional(),
            conteos: ZConteosLocalesPos.optional(),
          })
          .optional(),
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      await registrarEstadoEquipo(app.db, equipoDe(request).id, request.body ?? {});
      return ok(null, M.estadoRegistrado);
    },
  );

  app.get(
    '/pos/v1/comandos',
    {
      schema: {
        tags: ['pos'],
        summary: 'Comandos pendientes del equipo',
        description:
          'Los comandos encolados para este equipo que no han vencido (24 horas), del más antiguo al más nuevo; quedan ENTREGADO. ' +
          'Volver a pedirlos devuelve los que aún no tienen resultado.',
        response: responde(z.array(ZComandoPos)),
      },
    },
    async (request) => ok(await entregarComandos(app.db, equipoDe(request).id)),
  );

  app.post(
    '/pos/v1/comandos/:id/resultado',
    {
      schema: {
        tags: ['pos'],
        summary: 'Resultado de un comando',
        description: '`exito` deja el comando EJECUTADO, si no FALLIDO, con `detalle`. Un comando vencido o ya resuelto se rechaza.',
        params: z.object({ id: zId }),
        body: ZResultadoComando,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      await registrarResultado(app.db, equipoDe(request).id, request.params.id, request.body.exito, request.body.detalle);
      return ok(null, MENSAJES_COMANDO.resultadoRegistrado);
    },
  );

  app.get(
    '/pos/v1/versiones/:id/paquete',
    {
      schema: {
        tags: ['pos'],
        summary: 'Paquete de una versión POS desplegada en la estación del equipo',
        description:
          'Los bytes del paquete (application/octet-stream); la cabecera `x-sha256` repite el SHA-256 que `configuracion.version` anuncia. ' +
          'Una versión retirada, de otra plataforma o no desplegada en la estación del equipo responde 404.',
        params: z.object({ id: zId }),
        response: respondeArchivo('El paquete, en binario'),
      },
    },
    async (request, reply) => {
      const p = await paqueteParaEstacion(app.db, equipoDe(request).empresaId, request.params.id);
      if (!p) throw notFound(MENSAJES_VERSION_POS.noDesplegada);
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${p.nombre.replace(/[^\w.-]/g, '_')}"`)
        .header('x-sha256', p.sha256)
        .send(p.datos);
    },
  );
}
