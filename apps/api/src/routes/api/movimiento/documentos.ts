import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_INVENTARIO as M, TIPOS_DOCUMENTO, ZDocumentoForm, type TipoDocumentoRuta } from '@eds/contracts/inventario';
import { zId } from '@eds/contracts/validaciones';
import { enTransaccion } from '../../../db/context';
import { AppError, notFound } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, moduloConcedido, sesionDe } from '../../../plugins/app/sesion/guardas';
import { tieneLetra } from '../../../plugins/app/sesion/contexto';
import { detalleDocumento, registrarDocumentoWeb } from '../../../plugins/app/inventario/administracion';

/** The action module that grants each kind of document (menu ACCIONES). */
const MODULO: Record<TipoDocumentoRuta, string> = {
  'ajuste-inicial': 'AJUSTEINICIAL',
  entrada: 'ENTRADA',
  salida: 'SALIDAS',
  traslado: 'TRASLADOS ACCIONES',
  remarcacion: 'REMARCACION',
};

/** Inventory documents typed in the back office (SCREENS G14) and the documented detail call. */
export default async function documentos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/movimiento/:tipo',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Registrar un documento de inventario (ajuste inicial, entrada, salida, traslado, remarcación)',
        params: z.object({ tipo: z.enum(TIPOS_DOCUMENTO, { error: 'Tipo de documento no válido' }) }),
        body: ZDocumentoForm,
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      const s = sesionDe(request);
      const modulo = moduloConcedido(s, MODULO[request.params.tipo]);
      if (!tieneLetra(modulo, 'C')) throw new AppError(403, modulo ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
      exigirEmpresa(request, request.body.empresa_id);
      const r = await enTransaccion(app.db, { usuarioId: s.usuarioId, ip: request.ip }, (tx) =>
        registrarDocumentoWeb(tx, request.params.tipo, request.body, { negocioId: s.negocioId, usuarioId: s.usuarioId }),
      );
      return ok(r, M.documentoRegistrado(r.consecutivo));
    },
  );

  app.get(
    '/movimiento/detalles/:id',
    {
      schema: {
        tags: ['movimiento'],
        summary: 'Detalle de un documento de inventario con sus líneas de kárdex',
        description: 'La especificación lee el documento en `mensaje[0]`; también va en `data`.',
        params: z.object({ id: zId }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      const d = await detalleDocumento(app.db, request.params.id);
      if (!d) throw notFound(MENSAJES.recursoNoEncontrado);
      exigirEmpresa(request, d.empresa_id);
      return { success: true, status: 200, mensaje: [d], data: d };
    },
  );
}
