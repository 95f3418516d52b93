import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_CONTABILIDAD as M, ZRegla, ZReglaEdicion, ZReglaForm, ZReglasQuery } from '@eds/contracts/conciliacion/contabilidad';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';
import {
  cambiarEstadoRegla,
  crearRegla,
  editarRegla,
  eliminarRegla,
  listarReglas,
  obtenerRegla,
} from '../../../services/contabilidad/reglas';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/** Posting rules (G28 Apuntamientos contables, module APUNTAMIENTOS): CRUD(`SI:v1/postingRule`) of the caller's business;
 * writes by business-level users only (decision 060). */
export default async function reglas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contabilidad'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(MODULO.APUNTAMIENTOS, letra);
  // Every station's vouchers read these rows: writes are for business-level users only, before the body is judged.
  const escribe = (letra: 'C' | 'U' | 'D') => [
    puede(letra),
    async (request: FastifyRequest) => {
      if (!esUsuarioDeNegocio(sesionDe(request))) throw new AppError(403, M.soloNegocio);
    },
  ];

  app.get(
    '/v1/postingRule/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Reglas contables del negocio de una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZReglasQuery,
        response: { 200: envelopePaginado(ZRegla), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarReglas(app.db, sesionDe(request).negocioId, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/v1/postingRule/:id',
    {
      schema: { tags, summary: 'Una regla contable', params: z.object({ id: zId }), response: { 200: envelope(ZRegla), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerRegla(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/v1/postingRule',
    {
      schema: { tags, summary: 'Crear una regla contable', body: ZReglaForm, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: escribe('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearRegla(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/v1/postingRule',
    {
      schema: {
        tags,
        summary: 'Editar una regla contable (id en el cuerpo)',
        body: ZReglaEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: escribe('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarRegla(tx, sesionDe(request).negocioId, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/v1/postingRule/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una regla contable',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: escribe('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoRegla(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/v1/postingRule/:id',
    {
      schema: { tags, summary: 'Eliminar una regla contable', params: z.object({ id: zId }), response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: escribe('D'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarRegla(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
