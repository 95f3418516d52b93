import fp from 'fastify-plugin';
import { MENSAJES } from '@eds/contracts/mensajes';

/** Half of a surrogate pair alone (not a character, though JSON text may escape one). */
const SUSTITUTO_SOLO = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A NUL character or a lone surrogate. */
const noRepresentable = (t: string) => t.includes('\u0000') || SUSTITUTO_SOLO.test(t);

/** Where the first text PostgreSQL cannot store sits in a parsed value (a path such as `ventas.0.placa`), or undefined. */
export function campoNoRepresentable(valor: unknown, ruta = '', profundidad = 0): string | undefined {
  if (typeof valor === 'string') return noRepresentable(valor) ? ruta || '-' : undefined;
  if (valor === null || typeof valor !== 'object' || profundidad > 64) return undefined;
  for (const [k, v] of Object.entries(valor)) {
    if (noRepresentable(k)) return ruta ? `${ruta}.${k}` : k;
    const c = campoNoRepresentable(v, ruta ? `${ruta}.${k}` : k, profundidad + 1);
    if (c) return c;
  }
  return undefined;
}

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000), and its jsonb refuses a lone surrogate (`"\ud800"`, which
 * JSON may escape but is no character): either reached the database as an error and the request answered 500 (found
 * by faults/fuzz.ts; a lone surrogate in a text column was silently stored as U+FFFD). No field of any contract may
 * carry them, so a body, query or path parameter with one is refused before validation with 400 and the field, like
 * any other invalid input. Runs after the scopes' `onRequest` checks, so a call without a session still answers 401.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      // A POS batch is never refused whole (decision 018): its items' data errors refuse only that item.
      if (request.routeOptions.url?.startsWith('/api/pos/')) return;
      const campo = campoNoRepresentable(request.params) ?? campoNoRepresentable(request.query) ?? campoNoRepresentable(request.body);
      if (campo === undefined) return;
      return reply.code(400).send({
        success: false,
        status: 400,
        mensaje: MENSAJES.datosInvalidos,
        errores: [{ campo, mensaje: MENSAJES.datosInvalidos }],
      });
    });
  },
  { name: 'texto-representable' },
);
