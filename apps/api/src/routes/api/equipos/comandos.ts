import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_COMANDO, ZComando, ZComandoForm, ZComandosCreados, ZComandosForm } from '@eds/contracts/comandos';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde } from '../../../lib/contratos';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { encolarComandos, estacionesDeEquipos, leerComando } from '../../../services/equipos/comandos';

/** Modules whose letter X queues commands: Gestión de equipos (G05) and the Centros de control (G06). */
const MODULOS_COMANDO = [MODULO.GESTION_EQUIPOS, MODULO.CENTRO_CONTROL, MODULO.CENTRO_CONTROL_MASTER] as const;

/** Letter X of any module that queues commands; without one, the answer Gestión de equipos' guard gives. */
async function permisoComando(request: FastifyRequest) {
  const s = sesionDe(request);
  const concedido = MODULOS_COMANDO.find((m) => tieneLetra(moduloConcedido(s, m), 'X'));
  exigirPermiso(request, concedido ?? MODULO.GESTION_EQUIPOS, 'X');
}

/**
 * Device commands (SCREENS.md G05/G06 New: POST comando, POST comandos, GET comando/{id}): queued with letter X of
 * Gestión de equipos or of a Centro de control for devices of the caller's stations; the device fetches them through
 * the POS API.
 */
export default async function equipoComandos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['equipo'];

  const encolar = async (
    request: Parameters<typeof exigirEmpresa>[0],
    equipos: number[],
    tipo: string,
    payload: Record<string, unknown>,
  ): Promise<number[]> => {
    const estaciones = await estacionesDeEquipos(app.db, equipos);
    for (const estacion of estaciones.values()) exigirEmpresa(request, estacion);
    return request.transaccion((tx) => encolarComandos(tx, estaciones, equipos, tipo, payload, sesionDe(request).usuarioId));
  };

  app.post(
    '/comando',
    {
      schema: { tags, summary: 'Encolar un comando para un equipo', body: ZComandoForm, response: responde(ZComandosCreados) },
      onRequest: permisoComando,
    },
    async (request) => {
      const ids = await encolar(request, [request.body.equipo_id], request.body.tipo, request.body.payload);
      return ok({ ids }, MENSAJES_COMANDO.enviado);
    },
  );

  app.post(
    '/comandos',
    {
      schema: { tags, summary: 'Encolar el mismo comando para varios equipos', body: ZComandosForm, response: responde(ZComandosCreados) },
      onRequest: permisoComando,
    },
    async (request) => {
      const ids = await encolar(request, request.body.equipos, request.body.tipo, request.body.payload);
      return ok({ ids }, MENSAJES_COMANDO.enviados);
    },
  );

  app.get(
    '/comando/:id',
    {
      schema: {
        tags,
        summary: 'Estado de un comando',
        description: 'PENDIENTE, ENTREGADO, EJECUTADO, FALLIDO o VENCIDO (sin respuesta 24 horas después de encolado).',
        params: z.object({ id: zId }),
        response: responde(ZComando),
      },
      onRequest: app.permiso(MODULO.GESTION_EQUIPOS, 'R'),
    },
    async (request) => {
      const c = await leerComando(app.db, request.params.id);
      if (!c) throw notFound(MENSAJES_COMANDO.noExiste);
      exigirEmpresa(request, c.empresa_id);
      return ok(c);
    },
  );
}
