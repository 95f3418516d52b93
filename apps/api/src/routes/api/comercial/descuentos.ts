import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  DESTINATARIOS_DESCUENTO,
  MENSAJES_DESCUENTO as M,
  ZDescuento,
  ZDescuentoEdicion,
  ZDescuentoForm,
  ZDescuentosQuery,
  ZOpcionesDescuento,
  type TDescuento,
  type TDestinatarioDescuento,
} from '@eds/contracts/descuentos';
import { envelopePaginado } from '@eds/contracts/envelope';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { ZIdRegistro, ZSinDatos } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { AppError } from '../../../lib/errors';
import { ERRORES, responde } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import {
  cambiarEstadoDescuento,
  crearDescuento,
  editarDescuento,
  eliminarDescuento,
  listarDescuentos,
  obtenerDescuento,
  opcionesDescuento,
} from '../../../services/comercial/descuentos';

type Letra = 'R' | 'C' | 'U' | 'D';

/**
 * The three discount screens are one engine on three modules; each module reaches its own destinatarios: GESTION
 * DESCUENTOS every one, DESCUENTOS VEHICULOS the vehicle and vehicle-type rules, DESCCLIENTESPROPIOS the customer ones.
 */
const MODULOS: readonly { modulo: NombreModulo; destinatarios: readonly TDestinatarioDescuento[] }[] = [
  { modulo: MODULO.GESTION_DESCUENTOS, destinatarios: DESTINATARIOS_DESCUENTO },
  { modulo: MODULO.DESCUENTOS_VEHICULOS, destinatarios: ['VEHÍCULO', 'TIPO DE VEHÍCULO'] },
  { modulo: MODULO.DESCCLIENTESPROPIOS, destinatarios: ['CLIENTE'] },
];

/**
 * Reglas de descuento (SCREENS.md G18): CRUD(`descuento`) — `GET descuento` (paged; `destinatarios` and `empresa_id`
 * narrow it), `GET descuento/{id}`, `POST descuento`, `PUT descuento` (id in the body), `PUT descuento/{id}/{A|I}`,
 * `DELETE descuento/{id}` — and `GET descuento/opciones`. A rule is read when it reaches one of the user's stations and
 * changed only when all its stations are the user's (403 otherwise).
 */
export default async function descuentos(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['descuento'];

  /** Any of the three modules with the letter lets the request in; the destinatario is checked once known. */
  const puede = (letra: Letra) =>
    async function permisoDescuentos(request: FastifyRequest) {
      const s = sesionDe(request);
      const m =
        MODULOS.find((x) => tieneLetra(moduloConcedido(s, x.modulo), letra)) ??
        MODULOS.find((x) => moduloConcedido(s, x.modulo)) ??
        MODULOS[0];
      exigirPermiso(request, m.modulo, letra);
    };

  /** The destinatarios the user reaches with the letter. */
  const destinatariosCon = (request: FastifyRequest, letra: Letra) => {
    const s = sesionDe(request);
    return new Set(MODULOS.filter((x) => tieneLetra(moduloConcedido(s, x.modulo), letra)).flatMap((x) => x.destinatarios));
  };

  /** Refuses a destinatario no module with the letter reaches; records the module that allows it. */
  const exigirDestinatario = (request: FastifyRequest, letra: Letra, destinatario: TDestinatarioDescuento) => {
    const s = sesionDe(request);
    const m = MODULOS.find((x) => x.destinatarios.includes(destinatario) && tieneLetra(moduloConcedido(s, x.modulo), letra));
    if (!m) throw new AppError(403, M.destinatarioNoPermitido);
    exigirPermiso(request, m.modulo, letra);
  };

  /** The rule, readable by the caller; with `cambiar`, every one of its stations must be the caller's. */
  const reglaDe = async (request: FastifyRequest, id: number, letra: Letra, cambiar: boolean): Promise<TDescuento> => {
    const s = sesionDe(request);
    const d = await obtenerDescuento(app.db, s.negocioId, s.empresas, id);
    exigirDestinatario(request, letra, d.destinatario);
    if (cambiar) for (const e of d.estaciones) exigirEmpresa(request, e.id);
    return d;
  };

  app.get(
    '/descuento',
    {
      schema: {
        tags,
        summary: 'Reglas de descuento que alcanzan las estaciones del usuario (paginado)',
        querystring: ZDescuentosQuery,
        response: { 200: envelopePaginado(ZDescuento), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      const q = request.query;
      if (q.empresa_id) exigirEmpresa(request, q.empresa_id);
      const propios = destinatariosCon(request, 'R');
      const destinatarios = (q.destinatarios ?? DESTINATARIOS_DESCUENTO).filter((d) => propios.has(d));
      const s = sesionDe(request);
      if (destinatarios.length === 0) return paginado([], 0, q);
      const { filas, total } = await listarDescuentos(app.db, s.negocioId, s.empresas, { ...q, destinatarios });
      return paginado(filas, total, q);
    },
  );

  app.get(
    '/descuento/opciones',
    {
      schema: {
        tags,
        summary: 'Clientes, flotas, vehículos, tipos de vehículo, productos y medios de pago activos para una regla',
        response: responde(ZOpcionesDescuento),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await opcionesDescuento(app.db, sesionDe(request).negocioId)),
  );

  app.get(
    '/descuento/:id',
    {
      schema: { tags, summary: 'Una regla de descuento', params: z.object({ id: zId }), response: responde(ZDescuento) },
      onRequest: puede('R'),
    },
    async (request) => ok(await reglaDe(request, request.params.id, 'R', false)),
  );

  app.post(
    '/descuento',
    {
      schema: { tags, summary: 'Crear una regla de descuento', body: ZDescuentoForm, response: responde(ZIdRegistro) },
      onRequest: puede('C'),
    },
    async (request) => {
      const b = request.body;
      exigirDestinatario(request, 'C', b.destinatario);
      for (const e of b.estaciones) exigirEmpresa(request, e);
      const id = await request.transaccion((tx) => crearDescuento(tx, sesionDe(request).negocioId, b));
      return ok({ id }, M.creado);
    },
  );

  app.put(
    '/descuento',
    {
      schema: { tags, summary: 'Editar una regla de descuento (id en el cuerpo)', body: ZDescuentoEdicion, response: responde(ZSinDatos) },
      onRequest: puede('U'),
    },
    async (request) => {
      const b = request.body;
      await reglaDe(request, b.id, 'U', true);
      exigirDestinatario(request, 'U', b.destinatario);
      for (const e of b.estaciones) exigirEmpresa(request, e);
      await request.transaccion((tx) => editarDescuento(tx, sesionDe(request).negocioId, b.id, b));
      return ok(null, M.editado);
    },
  );

  app.put(
    '/descuento/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una regla de descuento',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: responde(ZSinDatos),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await reglaDe(request, id, 'U', true);
      await request.transaccion((tx) => cambiarEstadoDescuento(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? M.activado : M.inactivado);
    },
  );

  app.delete(
    '/descuento/:id',
    {
      schema: { tags, summary: 'Eliminar una regla de descuento', params: z.object({ id: zId }), response: responde(ZSinDatos) },
      onRequest: puede('D'),
    },
    async (request) => {
      await reglaDe(request, request.params.id, 'D', true);
      await request.transaccion((tx) => eliminarDescuento(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, M.eliminado);
    },
  );
}
