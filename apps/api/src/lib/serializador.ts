import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are checked against their contract (docs/decisions/013-response-contracts-and-paging.md):
 * - `estricto` (tests, development): the answer must match its schema, and must carry nothing the schema does not
 *   declare — a field a service adds without its contract is a 500 that names the field, not a silent loss.
 * - `validar` (production): the answer must match its schema; fields the schema does not declare are dropped, so
 *   a column selected by mistake never reaches a client.
 * Either way an answer that does not match is a 500 (ResponseSerializationError), logged with the zod issues.
 */
export type ModoRespuestas = 'estricto' | 'validar';

type Ruta = (string | number)[];

/** The first place where two JSON values differ (key order aside), or null when they are the same. */
export function primeraDiferencia(a: unknown, b: unknown, ruta: Ruta = []): { ruta: Ruta; claves?: string[] } | null {
  if (a === b) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { ruta };
    for (let i = 0; i < a.length; i++) {
      const d = primeraDiferencia(a[i], b[i], [...ruta, i]);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = new Set(Object.keys(b));
    const sobrantes = ka.filter((k) => !kb.has(k));
    if (sobrantes.length > 0 || ka.length !== kb.size) return { ruta, claves: sobrantes };
    for (const k of ka) {
      const d = primeraDiferencia((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], [...ruta, k]);
      if (d) return d;
    }
    return null;
  }
  return { ruta };
}

/** The mode a server runs with: RESPONSE_CHECK, else strict outside production. */
export function modoDeRespuestas(config: { RESPONSE_CHECK?: ModoRespuestas }): ModoRespuestas {
  return config.RESPONSE_CHECK ?? (process.env.NODE_ENV === 'production' ? 'validar' : 'estricto');
}

export function crearSerializador(modo: ModoRespuestas): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const r = z.safeEncode(schema, data);
      if (!r.success) throw new ResponseSerializationError(method, url, { cause: r.error });
      const salida = JSON.stringify(r.data);
      if (modo === 'estricto') {
        // What the handler meant to send, as JSON, against what the contract let through.
        const enviado: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
        const d = primeraDiferencia(enviado, salida === undefined ? undefined : JSON.parse(salida));
        if (d) {
          const problema = d.claves?.length
            ? {
                code: 'unrecognized_keys' as const,
                keys: d.claves,
                path: d.ruta,
                message: `Campos fuera del contrato: ${d.claves.join(', ')}`,
                input: undefined,
              }
            : { code: 'custom' as const, path: d.ruta, message: 'La respuesta cambió al pasar por su contrato', input: undefined };
          throw new ResponseSerializationError(method, url, { cause: new z.ZodError([problema]) });
        }
      }
      return salida;
    };
}
