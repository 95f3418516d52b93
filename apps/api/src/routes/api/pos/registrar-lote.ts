import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { loteAbierto, loteDe, ZRespuestaLote, type TResultadoLote } from '@eds/contracts/pos';
import { ERRORES } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { equipoDe } from '../../../plugins/autenticacion-equipo';
import type { EquipoAutenticado } from '../../../services/equipos/autenticacion';

/** A POS call carries up to 500 items of a few hundred bytes each. */
const LIMITE_CUERPO = 8 * 1024 * 1024;

interface OpcionesLote {
  url: string;
  /** Name of the list in the body (ventas, lecturas, turnos…). */
  clave: string;
  item: z.ZodType;
  summary: string;
  description: string;
  procesar: (equipo: EquipoAutenticado, items: unknown[]) => Promise<TResultadoLote>;
}

/**
 * Registers a POS batch call. OpenAPI shows the full item schema, but the request is validated only as a
 * list of 1–500 items: each item is then checked on its own, so one bad item is refused alone with its
 * message instead of failing the call. Answers 200 when every item was stored or already stored, 206 (the
 * spec's partial result) when some were refused.
 */
export function registrarLote(fastify: FastifyInstance, o: OpcionesLote): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const abierto = loteAbierto(o.clave);
  const compilar: FastifySchemaCompiler<z.ZodType> = (req) =>
    validatorCompiler(req.httpPart === 'body' ? { ...req, schema: abierto } : req);
  const schema = {
    tags: ['pos'],
    summary: o.summary,
    description: o.description,
    body: loteDe(o.clave, o.item),
    response: { 200: ZRespuestaLote, 206: ZRespuestaLote, ...ERRORES },
  };
  // Fastify types a route's compiler against the route's own schema object; ours only swaps the body schema.
  const validador = compilar as unknown as FastifySchemaCompiler<typeof schema>;
  app.post(
    o.url,
    {
      bodyLimit: LIMITE_CUERPO,
      validatorCompiler: validador,
      schema,
    },
    async (request, reply) => {
      const equipo = equipoDe(request);
      const cuerpo = request.body as unknown as { empresa_id?: number } & Record<string, unknown[]>;
      if (cuerpo.empresa_id !== undefined && cuerpo.empresa_id !== equipo.empresaId) throw new AppError(403, M.equipoOtraEstacion);
      const r = await o.procesar(equipo, cuerpo[o.clave]);
      const parcial = r.rechazadas.length > 0;
      return reply.code(parcial ? 206 : 200).send({ ...ok(r, parcial ? M.loteParcial : M.loteProcesado, parcial ? 206 : 200), ...r });
    },
  );
}
