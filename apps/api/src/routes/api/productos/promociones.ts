import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_COMERCIAL as M,
  ZGrupoPromocion,
  ZProductoPromocion,
  ZPromocion,
  ZPromocionDetalle,
  ZPromocionEdicion,
  ZPromocionesQuery,
  ZPromocionForm,
} from '@eds/contracts/comercial';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelopePaginado } from '@eds/contracts/envelope';
import { MENSAJES } from '@eds/contracts/mensajes';
import { zId } from '@eds/contracts/validaciones';
import { MODULO } from '@eds/contracts/modulos';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { AppError, notFound } from '../../../lib/errors';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { ERRORES, responde } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import {
  cambiarEstadoPromocion,
  detallePromocion,
  guardarPromocion,
  gruposPromocion,
  listarPromociones,
  productosPromocion,
} from '../../../services/productos/promociones';

/**
 * Promotions (SCREENS.md G18): the documented calls of the century service (`promocion/get-detalle-promocion`,
 * `crear-promocion`, `editar-promocion`) and the screen's list, product selector and A/I switch. A promotion belongs
 * to the business; a user reads those that reach one of their stations and changes only those whose stations are all
 * theirs (403 otherwise).
 */
export default async function promociones(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['promocion'];
  /**
   * One screen on three modules (Promociones of fuel, kiosk and store): any of them with the letter allows the call,
   * and the audit records the one that did.
   */
  const MODULOS = [MODULO.PROMOCIONES, MODULO.PROMOCIONES_KIOSCO, MODULO.PROMOCION_CANASTILLA] as const;
  const puede = (letra: 'R' | 'C' | 'U') =>
    async function permisoPromociones(request: FastifyRequest) {
      const s = sesionDe(request);
      const modulo =
        MODULOS.find((m) => tieneLetra(moduloConcedido(s, m), letra)) ?? MODULOS.find((m) => moduloConcedido(s, m)) ?? MODULO.PROMOCIONES;
      exigirPermiso(request, modulo, letra);
    };

  /** The promotion of the caller's business; every one of its stations must be in the scope when `cambiar`. */
  async function promocionDe(request: FastifyRequest, id: number, cambiar: boolean) {
    const s = sesionDe(request);
    const p = await detallePromocion(app.db, id);
    if (!p || p.negocio_id !== s.negocioId) throw notFound(M.promocionNoExiste);
    if (cambiar) for (const e of p.estaciones) exigirEmpresa(request, e.id);
    else if (!p.estaciones.some((e) => s.empresas.has(e.id))) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
    return p;
  }

  app.get(
    '/promocion',
    {
      schema: {
        tags,
        summary: 'Promociones del negocio que alcanzan las estaciones del usuario (paginado)',
        querystring: ZPromocionesQuery,
        response: { 200: envelopePaginado(ZPromocion), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      if (request.query.empresa_id) exigirEmpresa(request, request.query.empresa_id);
      const s = sesionDe(request);
      const { filas, total } = await listarPromociones(app.db, s.negocioId, s.empresas, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/promocion/productos/:negocio',
    {
      schema: {
        tags,
        summary: 'Productos activos del negocio de un tipo de negocio (C, K, S) para una promoción',
        params: z.object({ negocio: z.enum(TIPOS_NEGOCIO) }),
        response: responde(z.array(ZProductoPromocion)),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await productosPromocion(app.db, sesionDe(request).negocioId, request.params.negocio)),
  );

  app.get(
    '/promocion/grupos',
    {
      schema: {
        tags,
        summary: 'Grupos de productos activos del negocio (G09) que una promoción puede alcanzar',
        response: responde(z.array(ZGrupoPromocion)),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await gruposPromocion(app.db, sesionDe(request).negocioId)),
  );

  app.get(
    '/promocion/get-detalle-promocion/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de una promoción con sus productos y estaciones',
        params: z.object({ id: zId }),
        response: responde(ZPromocionDetalle),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await promocionDe(request, request.params.id, false)),
  );

  app.post(
    '/promocion/crear-promocion',
    {
      schema: { tags, summary: 'Crear una promoción', body: ZPromocionForm, response: responde(ZIdRegistro) },
      onRequest: puede('C'),
    },
    async (request) => {
      const s = sesionDe(request);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      const id = await request.transaccion((tx) => guardarPromocion(tx, s.negocioId, request.body));
      return ok({ id }, M.promocionCreada);
    },
  );

  app.put(
    '/promocion/editar-promocion',
    {
      schema: { tags, summary: 'Editar una promoción', body: ZPromocionEdicion, response: responde(ZIdRegistro) },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = sesionDe(request);
      await promocionDe(request, request.body.id, true);
      for (const e of request.body.estaciones) exigirEmpresa(request, e);
      await request.transaccion((tx) => guardarPromocion(tx, s.negocioId, request.body, request.body.id));
      return ok({ id: request.body.id }, M.promocionEditada);
    },
  );

  app.put(
    '/promocion/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una promoción',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: responde(ZSinDatos),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await promocionDe(request, id, true);
      await request.transaccion((tx) => cambiarEstadoPromocion(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );
}
