import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZCambioEstadoEmpresa, ZEmpresa, ZEmpresaEdicion, ZEmpresaForm, ZEstacionesQuery } from '@eds/contracts/empresa/empresas';
import { MENSAJES_EMPRESA as M } from '@eds/contracts/empresa/mensajes';
import { ZMoverEmpresa } from '@eds/contracts/empresa/operacion';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { crearEmpresa, editarEmpresa, listarEstaciones, moverEmpresa, obtenerEmpresa } from '../../../services/empresa/empresas';
import { cambiarEstadoEmpresa } from '../../../services/empresa/gestion-eds';
import { esUsuarioDeEstacion, exigirAlguna, moduloDeTipo, tipoEnAlcance } from './permisos';

/**
 * Companies and stations (SCREENS.md G01, G02): the stations list, one company, create, edit, move and the A/I
 * switch. The letter comes from the company's type (EDS EMPRESA, CDL) or from the tree (ESTRUCTURA).
 */
export default async function empresas(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresa'];

  app.get(
    '/empresa/gestionEDS/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Estaciones de un tipo bajo una empresa (paginado)',
        params: z.object({ id: zId }),
        querystring: ZEstacionesQuery,
        response: respondeLista(ZEmpresa),
      },
    },
    async (request) => {
      exigirAlguna(request, [moduloDeTipo(request.query.tipo), MODULO.MIS_EDS], 'R');
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarEstaciones(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/empresa/:id',
    { schema: { tags, summary: 'Una empresa con todos sus datos', params: z.object({ id: zId }), response: responde(ZEmpresa) } },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await obtenerEmpresa(app.db, request.params.id));
    },
  );

  app.post(
    '/empresa',
    { schema: { tags, summary: 'Crear una empresa o estación', body: ZEmpresaForm, response: responde(ZIdRegistro) } },
    async (request) => {
      exigirAlguna(request, [moduloDeTipo(request.body.tipo), MODULO.ESTRUCTURA], 'C');
      exigirEmpresa(request, request.body.empresas_id);
      const id = await request.transaccion((tx) => crearEmpresa(tx, sesionDe(request).negocioId, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/empresa',
    {
      schema: { tags, summary: 'Editar una empresa o estación (id en el cuerpo)', body: ZEmpresaEdicion, response: responde(ZIdRegistro) },
    },
    async (request) => {
      const e = request.body;
      const tipo = tipoEnAlcance(request, e.id);
      exigirAlguna(request, [moduloDeTipo(tipo), MODULO.ESTRUCTURA, MODULO.MIS_EDS], 'U');
      // A station user keeps its station's parent (outside its scope) and changes only contact data.
      const soloContacto = esUsuarioDeEstacion(request);
      if (!soloContacto) exigirEmpresa(request, e.empresas_id);
      await request.transaccion((tx) => editarEmpresa(tx, sesionDe(request).negocioId, e, soloContacto));
      return ok({ id: e.id }, C.editado);
    },
  );

  app.put(
    '/empresa/mover',
    {
      schema: { tags, summary: 'Mover una empresa bajo otra (arrastrar en Estructura)', body: ZMoverEmpresa, response: respondeSinDatos() },
      onRequest: app.permiso(MODULO.ESTRUCTURA, 'U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.id);
      exigirEmpresa(request, request.body.empresas_id);
      await request.transaccion((tx) => moverEmpresa(tx, sesionDe(request).negocioId, request.body.id, request.body.empresas_id));
      return ok(null, M.empresaMovida);
    },
  );

  app.put(
    '/empresa/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una empresa',
        description: 'Una estación no se inactiva con turnos abiertos; al inactivarla se revocan los tokens de sus equipos.',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        body: ZCambioEstadoEmpresa,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const { id, estado } = request.params;
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, id)), MODULO.ESTRUCTURA], 'U');
      await request.transaccion((tx) => cambiarEstadoEmpresa(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
