import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuditoriaDetalle, ZAuditoriaFiltro, ZAuditoriaPagina } from '@eds/contracts/configuracion/auditoria';
import { envelope } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { entidadesAuditoria, listarAuditoria, obtenerAuditoria } from '../../../services/auditoria';

/**
 * Auditoría (SCREENS.md G27): `POST auditoria/listar` (filters, ≤31 days, paged in SQL) and `GET auditoria/{id}` (the
 * row with its diff), read-only under module AUDITORIA; every read is limited to the caller's companies.
 */
export default async function auditoria(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];

  app.post(
    '/auditoria/listar',
    {
      schema: {
        tags,
        summary: 'Registro de auditoría filtrado (máximo 31 días, paginado)',
        body: ZAuditoriaFiltro,
        response: { 200: ZAuditoriaPagina, ...ERRORES },
      },
      onRequest: app.permiso(MODULO.AUDITORIA, 'R'),
    },
    async (request) => {
      if (request.body.empresa_id) exigirEmpresa(request, request.body.empresa_id);
      const { filas, total } = await listarAuditoria(app.db, request.body, [...sesionDe(request).empresas]);
      return paginado(filas, total, request.body);
    },
  );

  app.get(
    '/auditoria/entidades',
    {
      schema: {
        tags,
        summary: 'Entidades (tablas) del registro de auditoría',
        response: { 200: envelope(z.array(z.string())), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.AUDITORIA, 'R'),
    },
    async () => ok(await entidadesAuditoria(app.db)),
  );

  app.get(
    '/auditoria/:id',
    {
      schema: {
        tags,
        summary: 'Un registro de auditoría con los campos cambiados (antes → después)',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZAuditoriaDetalle), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.AUDITORIA, 'R'),
    },
    async (request) => ok(await obtenerAuditoria(app.db, request.params.id, [...sesionDe(request).empresas])),
  );
}
