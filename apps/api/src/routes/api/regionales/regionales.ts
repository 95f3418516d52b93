import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULO } from '@eds/contracts/modulos';
import { ZPaginacionQuery, type TPaginacionQuery } from '@eds/contracts/paginacion';
import {
  MENSAJES_REGIONAL as M,
  ZEmpresaIntegracion,
  ZOrganizacion,
  ZRegionalCreada,
  ZRegionalEditada,
  ZRegionalForm,
  ZRegionalLeida,
  ZRegionalesPagina,
  ZRegionalesQuery,
  ZValorEstatico,
  ZVinculoCreado,
  ZVinculoRegional,
  ZVinculoRegionalForm,
  envelopeResult,
  envelopeResultPaginado,
} from '@eds/contracts/regionales/regionales';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  crearRegional,
  editarRegional,
  grupoRegional,
  listarRegionales,
  obtenerRegional,
  vincularNegocio,
} from '../../../services/regionales/regionales';
import {
  empresaIntegracion,
  listarOrganizaciones,
  tiposIdentificacion,
  valoresFijos,
  type ValorFijo,
} from '../../../services/regionales/integracion';

/** The service's answer with its payload in `result`. */
const conResultado = <T>(result: T, mensaje: string = M.consultado) => ({ success: true, status: 200, mensaje, result });
const pagina = <T>({ filas, total }: { filas: T[]; total: number }, p: TPaginacionQuery) => ({
  success: true,
  status: 200,
  mensaje: M.consultado,
  result: filas,
  paginacion: { total, limite: p.limite, desde: p.desde },
});

/**
 * Regionales and the accounting-integration lookups (spec document 2 §7, "Accounting-system integration service"):
 * `v1/regional`, `v1/regionalBusiness`, `v1/regionalBusiness/regionalGroup/{id}`, `v1/staticValue/*` (country,
 * state and city are in configuracion/geografia), `v1/company/{id}`, `v1/organization/organizationListing`, and the
 * list of regionals (`v1/regional/empresa/{id}`, ours: the spec does not show its path).
 */
export default async function regionales(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['regionales'];
  const puede = (letra: 'R' | 'C' | 'U') => app.permiso(MODULO.REGIONALES, letra);

  app.get(
    '/v1/regional/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Regionales del negocio de una empresa (paginado; el diseño es nuestro)',
        params: z.object({ id: zId }),
        querystring: ZRegionalesQuery,
        response: { 200: ZRegionalesPagina, ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return pagina(await listarRegionales(app.db, sesionDe(request).negocioId, request.query), request.query);
    },
  );

  app.get(
    '/v1/regional/:id',
    {
      schema: {
        tags,
        summary: 'Una regional: los tres campos del formulario',
        params: z.object({ id: zId }),
        response: { 200: ZRegionalLeida, ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => conResultado(await obtenerRegional(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/v1/regional/',
    {
      schema: {
        tags,
        summary: 'Crear una regional (result.id_regional)',
        body: ZRegionalForm,
        response: { 200: ZRegionalCreada, ...ERRORES },
      },
      onRequest: puede('C'),
    },
    async (request) => {
      const id = await request.transaccion((tx) => crearRegional(tx, sesionDe(request).negocioId, request.body));
      return conResultado({ id_regional: id }, M.creada);
    },
  );

  app.put(
    '/v1/regional/:id',
    {
      schema: {
        tags,
        summary: 'Editar una regional',
        params: z.object({ id: zId }),
        body: ZRegionalForm,
        response: { 200: ZRegionalEditada, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      await request.transaccion((tx) => editarRegional(tx, sesionDe(request).negocioId, request.params.id, request.body));
      return conResultado(null, M.editada);
    },
  );

  app.post(
    '/v1/regionalBusiness/',
    {
      schema: {
        tags,
        summary: 'Vincular un negocio a una regional (id_estado 1 al crear la regional)',
        body: ZVinculoRegionalForm,
        response: { 200: ZVinculoCreado, ...ERRORES },
      },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.id_negocio_empresa);
      const id = await request.transaccion((tx) => vincularNegocio(tx, sesionDe(request).negocioId, request.body));
      return conResultado({ id_regional_negocio: id }, M.vinculada);
    },
  );

  app.get(
    '/v1/regionalBusiness/regionalGroup/:id',
    {
      schema: {
        tags,
        summary: 'Negocios que agrupa una regional (id = id_regional)',
        params: z.object({ id: zId }),
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultPaginado(ZVinculoRegional), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => pagina(await grupoRegional(app.db, sesionDe(request).negocioId, request.params.id, request.query), request.query),
  );

  for (const tipo of ['businessType', 'companyType', 'status'] as const satisfies readonly ValorFijo[]) {
    app.get(
      `/v1/staticValue/${tipo}`,
      {
        schema: {
          tags,
          summary: `Valores estáticos: ${tipo}`,
          querystring: ZPaginacionQuery,
          response: { 200: envelopeResultPaginado(ZValorEstatico), ...ERRORES },
        },
      },
      async (request) => pagina(valoresFijos(tipo, request.query), request.query),
    );
  }

  app.get(
    '/v1/staticValue/identificationType',
    {
      schema: {
        tags,
        summary: 'Valores estáticos: tipos de identificación',
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultPaginado(ZValorEstatico), ...ERRORES },
      },
    },
    async (request) => pagina(await tiposIdentificacion(app.db, request.query), request.query),
  );

  app.get(
    '/v1/company/:id',
    {
      schema: {
        tags,
        summary: 'Una empresa, como la lee la integración contable',
        params: z.object({ id: zId }),
        response: { 200: envelopeResult(ZEmpresaIntegracion), ...ERRORES },
      },
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return conResultado(await empresaIntegracion(app.db, sesionDe(request).negocioId, request.params.id));
    },
  );

  app.get(
    '/v1/organization/organizationListing',
    {
      schema: {
        tags,
        summary: 'Organizaciones del negocio (paginado)',
        querystring: ZPaginacionQuery,
        response: { 200: envelopeResultPaginado(ZOrganizacion), ...ERRORES },
      },
    },
    async (request) => pagina(await listarOrganizaciones(app.db, sesionDe(request).negocioId, request.query), request.query),
  );
}
