import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { MODULO } from '@eds/contracts/modulos';
import {
  MENSAJES_PUNTO_VENTA as M,
  ZOpcionesPuntoVenta,
  ZPuntoVentaEdicion,
  ZPuntoVentaFila,
  ZPuntoVentaForm,
  ZPuntosVentaQuery,
} from '@eds/contracts/puntos-venta';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeLista, respondeSinDatos } from '../../../lib/contratos';
import { notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  cambiarEstadoPuntoVenta,
  crearPuntoVenta,
  editarPuntoVenta,
  estacionDePunto,
  listarPuntosVenta,
  obtenerPuntoVenta,
  opcionesPuntoVenta,
} from '../../../services/estaciones/puntos-venta';

/**
 * Canastillas y kioscos (SCREENS.md G02 "Punto de venta", New: CRUD(punto-venta)): a station's store and kiosk
 * points of sale. A point is inactivated, never deleted (its devices and resolution are history of its sales).
 */
export default async function puntosVenta(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['punto-venta'];
  const params = z.object({ id: zId });
  const puede = (letra: 'R' | 'C' | 'U') => app.permiso(MODULO.GESTION_CANASTILLAS, letra);

  /** The point must exist and belong to a station in the caller's scope; another's answers as not existing. */
  async function exigirPropio(request: Parameters<typeof sesionDe>[0], id: number): Promise<number> {
    const empresaId = await estacionDePunto(app.db, id);
    if (empresaId === undefined || !sesionDe(request).empresas.has(empresaId)) throw notFound(M.noExiste);
    return empresaId;
  }

  app.get(
    '/punto-venta/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Puntos de venta de canastilla y kiosco de una estación, o de las estaciones bajo una empresa (paginado)',
        params,
        querystring: ZPuntosVentaQuery,
        response: respondeLista(ZPuntoVentaFila),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await listarPuntosVenta(app.db, request.params.id, sesionDe(request).empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/punto-venta/opciones/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Bodegas, equipos, resoluciones y responsables que puede tener un punto de venta de la estación',
        params,
        response: responde(ZOpcionesPuntoVenta),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await opcionesPuntoVenta(app.db, request.params.id));
    },
  );

  app.get(
    '/punto-venta/:id',
    { schema: { tags, summary: 'Un punto de venta', params, response: responde(ZPuntoVentaFila) }, onRequest: puede('R') },
    async (request) => ok(await obtenerPuntoVenta(app.db, request.params.id, sesionDe(request).empresas)),
  );

  app.post(
    '/punto-venta',
    {
      schema: { tags, summary: 'Crear un punto de venta', body: ZPuntoVentaForm, response: responde(ZIdRegistro) },
      onRequest: puede('C'),
    },
    async (request) => {
      exigirEmpresa(request, request.body.empresa_id);
      const id = await request.transaccion((tx) => crearPuntoVenta(tx, request.body));
      return ok({ id }, M.guardado);
    },
  );

  app.put(
    '/punto-venta',
    {
      schema: { tags, summary: 'Editar un punto de venta (id en el cuerpo)', body: ZPuntoVentaEdicion, response: respondeSinDatos() },
      onRequest: puede('U'),
    },
    async (request) => {
      await exigirPropio(request, request.body.id);
      await request.transaccion((tx) => editarPuntoVenta(tx, request.body.id, request.body));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/punto-venta/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar o inactivar un punto de venta',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: respondeSinDatos(),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      await exigirPropio(request, request.params.id);
      await request.transaccion((tx) => cambiarEstadoPuntoVenta(tx, request.params.id, request.params.estado));
      return ok(null, request.params.estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
