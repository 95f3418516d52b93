import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import {
  MENSAJES_RESOLUCION as M,
  ZConsultaDianBody,
  ZRangoDian,
  ZResolucion,
  ZResolucionEdicion,
  ZResolucionForm,
  ZResolucionOpcion,
  ZResolucionesQuery,
} from '@eds/contracts/facturacion/resoluciones';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoResolucion,
  consultarRangosDian,
  crearResolucion,
  editarResolucion,
  eliminarResolucion,
  listarResoluciones,
  obtenerResolucion,
  opcionesResolucion,
} from '../../../services/facturacion/resoluciones';

/** The stations of the caller's scope that are `id` or lie under it. */
function estacionesBajo(request: FastifyRequest, id: number): number[] {
  const { alcance } = sesionDe(request);
  const bajo = (e: number | null | undefined): boolean => {
    for (let x = e, pasos = 0; x != null && pasos < 32; pasos++) {
      if (x === id) return true;
      x = alcance.get(x)?.empresas_id ?? null;
    }
    return false;
  };
  return [...alcance.values()].filter((e) => e.tipo === TIPO_EMPRESA.EDS && bajo(e.id)).map((e) => e.id);
}

/**
 * Resoluciones de facturación (SCREENS.md G17): CRUD(`resolucion`) and `POST resolucion/consultar-dian` (letter X:
 * it reaches DIAN). Module GESTION RESOLUCIONES.
 */
export default async function resoluciones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facturacion'];
  const puede = (letra: 'R' | 'C' | 'U' | 'D' | 'X') => app.permiso(MODULO.GESTION_RESOLUCIONES, letra);
  const params = z.object({ id: zId });

  app.get(
    '/resolucion/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Resoluciones de una estación, o de las estaciones bajo una empresa (paginado)',
        params,
        querystring: ZResolucionesQuery,
        response: respondeLista(ZResolucion),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarResoluciones(app.db, estacionesBajo(request, request.params.id), request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/resolucion/select/empresa/:id',
    {
      schema: { tags, summary: 'Resoluciones activas para selectores', params, response: responde(z.array(ZResolucionOpcion)) },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await opcionesResolucion(app.db, estacionesBajo(request, request.params.id)));
    },
  );

  app.post(
    '/resolucion/consultar-dian',
    {
      schema: {
        tags,
        summary: 'Consultar en DIAN los rangos de numeración de la estación (GetNumberingRange)',
        body: ZConsultaDianBody,
        response: responde(z.array(ZRangoDian)),
      },
      onRequest: puede('X'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const rangos = await consultarRangosDian(app.db, app.fe.proveedor, request.body.empresa_id);
      return ok(rangos, rangos.length ? M.rangosConsultados : M.sinRangos);
    },
  );

  app.get(
    '/resolucion/:id',
    { schema: { tags, summary: 'Una resolución', params, response: responde(ZResolucion) }, onRequest: puede('R') },
    async (request) => ok(await obtenerResolucion(app.db, sesionDe(request).empresas, request.params.id)),
  );

  app.post(
    '/resolucion',
    { schema: { tags, summary: 'Crear una resolución', body: ZResolucionForm, response: responde(ZIdRegistro) }, onRequest: puede('C') },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearResolucion(tx, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/resolucion',
    {
      schema: { tags, summary: 'Editar una resolución (id en el cuerpo)', body: ZResolucionEdicion, response: responde(ZSinDatos) },
      onRequest: puede('U'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      await request.transaccion((tx) => editarResolucion(tx, sesionDe(request).empresas, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/resolucion/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una resolución',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: responde(ZSinDatos),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoResolucion(tx, sesionDe(request).empresas, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/resolucion/:id',
    { schema: { tags, summary: 'Eliminar una resolución sin uso', params, response: responde(ZSinDatos) }, onRequest: puede('D') },
    async (request) => {
      await request.transaccion((tx) => eliminarResolucion(tx, sesionDe(request).empresas, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
