import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_COMANDO, ZComando, ZComandoForm, ZComandosCreados, ZComandosForm } from '@eds/contracts/comandos';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde } from '../../../lib/contratos';
import { AppError, notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { encolarComandos, estacionesDeEquipos, leerComando } from '../../../services/equipos/comandos';
import { exigirEquiposPos, payloadsDepuracion, revisarPayloadDepurar } from '../../../services/equipos/depuracion';

/**
 * Device commands (SCREENS.md G05/G06 New: POST comando, POST comandos, GET comando/{id}): queued with letter X of
 * Gestión de equipos or of a Centro de control for devices of the caller's stations; the device fetches them through
 * the POS API. The screens that queue one kind of command may queue that kind with their own module's X
 * (docs/decisions/050): Asignación de parámetros a equipos ACTUALIZAR_PARAMETROS, Depuración POS DEPURAR.
 */
export default async function equipoComandos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['equipo'];

  /** Any kind of command: Gestión de equipos (G05) and the Centros de control (G06). */
  const GENERALES: NombreModulo[] = [MODULO.GESTION_EQUIPOS, MODULO.CENTRO_CONTROL, MODULO.CENTRO_CONTROL_MASTER];
  /** The modules that may queue a command of this kind: the general ones any, a screen its own kind. */
  const modulosDe = (tipo: string): NombreModulo[] => {
    if (tipo === 'ACTUALIZAR_PARAMETROS') return [...GENERALES, MODULO.ASIGNACION_PARAMETROS_EQUIPOS];
    if (tipo === 'DEPURAR') return [...GENERALES, MODULO.DEPURACIONPOS];
    return GENERALES;
  };
  const TODOS: NombreModulo[] = [...GENERALES, MODULO.ASIGNACION_PARAMETROS_EQUIPOS, MODULO.DEPURACIONPOS];
  /** The first module granting the letter becomes the audited one; 403 when none does. */
  const exigirAlguno = (request: FastifyRequest, modulos: NombreModulo[], letra: LetraPermiso) => {
    const s = sesionDe(request);
    const concedidos = modulos.map((m) => moduloConcedido(s, m));
    const con = concedidos.find((m) => tieneLetra(m, letra));
    if (!con) throw new AppError(403, concedidos.some(Boolean) ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
    request.moduloAuditado = con.id;
  };
  const algunoCon = (letra: LetraPermiso) => async (request: FastifyRequest) => exigirAlguno(request, TODOS, letra);
  const delTipo = async (request: FastifyRequest) => exigirAlguno(request, modulosDe((request.body as { tipo: string }).tipo), 'X');

  const encolar = async (
    request: Parameters<typeof exigirEmpresa>[0],
    equipos: number[],
    tipo: string,
    payload: Record<string, unknown>,
  ): Promise<number[]> => {
    // DEPURAR: what to clean and the age, checked; each device's payload gets the newest sale the server holds from it.
    const depurar = tipo === 'DEPURAR' ? revisarPayloadDepurar(payload) : null;
    const estaciones = await estacionesDeEquipos(app.db, equipos);
    for (const estacion of estaciones.values()) exigirEmpresa(request, estacion);
    if (depurar) await exigirEquiposPos(app.db, equipos);
    return request.transaccion(async (tx) =>
      encolarComandos(
        tx,
        estaciones,
        equipos,
        tipo,
        depurar ? await payloadsDepuracion(tx, estaciones, depurar) : payload,
        sesionDe(request).usuarioId,
      ),
    );
  };

  app.post(
    '/comando',
    {
      schema: { tags, summary: 'Encolar un comando para un equipo', body: ZComandoForm, response: responde(ZComandosCreados) },
      onRequest: algunoCon('X'),
      preHandler: delTipo,
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
      onRequest: algunoCon('X'),
      preHandler: delTipo,
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
      onRequest: algunoCon('R'),
    },
    async (request) => {
      const c = await leerComando(app.db, request.params.id);
      if (!c) throw notFound(MENSAJES_COMANDO.noExiste);
      exigirEmpresa(request, c.empresa_id);
      return ok(c);
    },
  );
}
