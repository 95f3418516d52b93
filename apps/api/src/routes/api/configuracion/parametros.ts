import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_PARAMETRO as M,
  ZParametroDefinicion,
  ZParametroDefinicionEdicion,
  ZParametroDefinicionForm,
  ZParametroEfectivo,
  ZParametroValorClave,
  ZParametroValorEmpresa,
  ZParametroValorEquipo,
  ZParametroValoresEquipoQuery,
  ZParametroValorGuardar,
  ZParametroValoresQuery,
  ZParametrosDefinicionQuery,
  ZTiempoMaximo,
  ZTiempoMaximoGuardar,
  ZTiempoMaximoQuery,
  ZTipoNegocioParametro,
  type GrupoParametro,
  type NivelParametro,
} from '@eds/contracts/configuracion/parametros';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION } from '@eds/contracts/mensajes-operacion';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { NOMBRE_TIPO_NEGOCIO, TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPlataforma, sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio, moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { valorEfectivo } from '../../../services/parametros';
import {
  cambiarEstadoDefinicion,
  crearDefinicion,
  editarDefinicion,
  eliminarDefinicion,
  eliminarValor,
  guardarValor,
  idDefinicion,
  listarDefiniciones,
  estacionDeEquipo,
  obtenerDefinicion,
  valoresEmpresa,
  valoresEquipo,
} from '../../../services/parametros/gestion';

const ZIdCreado = envelope(z.object({ id: z.number().int() }));
const ZSinDatos = envelope(z.null());

/**
 * Parameters (SCREENS.md G10): CRUD(parametro/definicion) for the platform operator under GLOBALES; values by level
 * (`GET parametro/valores/empresa/{id}`, `PUT`/`DELETE parametro/valores`) under the module of the screen that edits
 * them: GLOBALES (GLOBAL, NEGOCIO), PARAMETROS or CONFIGURACION VENTAS (ESTACION, by the definition's group),
 * ASIGNACION PARAMETROS EQUIPOS (EQUIPO); and the spec's `parametrizacion/*` reads.
 */
export default async function parametros(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  /** The first of the modules granting the letter (it is the audited one); 403 when none does. */
  const exigirAlguno = (request: FastifyRequest, modulos: NombreModulo[], letra: LetraPermiso) => {
    const s = sesionDe(request);
    const concedidos = modulos.map((m) => moduloConcedido(s, m));
    const con = concedidos.find((m) => tieneLetra(m, letra));
    if (!con) throw new AppError(403, concedidos.some(Boolean) ? MENSAJES.sinPermisoAccion : MENSAJES.sinPermisoModulo);
    request.moduloAuditado = con.id;
  };
  const algunoCon = (modulos: NombreModulo[], letra: LetraPermiso) => async (request: FastifyRequest) =>
    exigirAlguno(request, modulos, letra);
  const TODOS: NombreModulo[] = [MODULO.GLOBALES, MODULO.PARAMETROS, MODULO.CONFIGURACION_VENTAS, MODULO.ASIGNACION_PARAMETROS_EQUIPOS];

  /** Definitions and GLOBAL values are every business's: the platform operator's only (decision 059). */
  const exigirOperador = async (request: FastifyRequest) => exigirPlataforma(request, M.soloPlataforma);
  const administra = (letra: LetraPermiso) => [app.permiso(MODULO.GLOBALES, letra), exigirOperador];

  /** The module that edits a value of this level and group. */
  const moduloDelValor = (nivel: NivelParametro, grupo: GrupoParametro): NombreModulo[] => {
    if (nivel === 'GLOBAL' || nivel === 'NEGOCIO') return [MODULO.GLOBALES];
    if (nivel === 'EQUIPO') return [MODULO.ASIGNACION_PARAMETROS_EQUIPOS];
    return grupo === 'VENTAS' ? [MODULO.CONFIGURACION_VENTAS] : [MODULO.PARAMETROS];
  };

  /** Letter and scope of a value write: GLOBAL is the platform operator's, NEGOCIO a business-level user's, the rest by company. */
  const exigirValor = async (request: FastifyRequest, k: { definicion_id: number; nivel: NivelParametro; empresa_id: number | null }) => {
    const d = await obtenerDefinicion(app.db, k.definicion_id);
    exigirAlguno(request, moduloDelValor(k.nivel, d.grupo), 'U');
    const s = sesionDe(request);
    if (k.nivel === 'GLOBAL') {
      exigirPlataforma(request, M.soloPlataforma);
      return;
    }
    if (k.empresa_id === null)
      throw new AppError(400, MENSAJES.datosInvalidos, [{ campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto }]);
    exigirEmpresa(request, k.empresa_id);
    if (k.nivel === 'NEGOCIO' && !esUsuarioDeNegocio(s)) throw new AppError(403, M.soloNegocio);
  };

  app.get(
    '/parametro/definicion',
    {
      schema: {
        tags,
        summary: 'Definiciones de parámetros (paginado)',
        querystring: ZParametrosDefinicionQuery,
        response: { 200: envelopePaginado(ZParametroDefinicion), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.GLOBALES, 'R'),
    },
    async (request) => {
      const { filas, total } = await listarDefiniciones(app.db, request.query);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/parametro/definicion/:id',
    {
      schema: {
        tags,
        summary: 'Una definición de parámetro',
        params: z.object({ id: zId }),
        response: { 200: envelope(ZParametroDefinicion), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.GLOBALES, 'R'),
    },
    async (request) => ok(await obtenerDefinicion(app.db, request.params.id)),
  );

  app.post(
    '/parametro/definicion',
    {
      schema: {
        tags,
        summary: 'Crear una definición de parámetro',
        body: ZParametroDefinicionForm,
        response: { 200: ZIdCreado, ...ERRORES },
      },
      onRequest: administra('U'),
    },
    async (request) => {
      const id = await request.transaccion((tx) => crearDefinicion(tx, request.body));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    '/parametro/definicion',
    {
      schema: {
        tags,
        summary: 'Editar una definición de parámetro (id en el cuerpo)',
        body: ZParametroDefinicionEdicion,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: administra('U'),
    },
    async (request) => {
      await request.transaccion((tx) => editarDefinicion(tx, request.body));
      return ok(null, C.editado);
    },
  );

  app.put(
    '/parametro/definicion/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una definición de parámetro',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: administra('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => cambiarEstadoDefinicion(tx, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    '/parametro/definicion/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una definición sin valores guardados',
        params: z.object({ id: zId }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: administra('U'),
    },
    async (request) => {
      await request.transaccion((tx) => eliminarDefinicion(tx, request.params.id));
      return ok(null, C.eliminado);
    },
  );

  app.get(
    '/parametro/valores/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Valores de los parámetros de una empresa: global, negocio, propio y efectivo con su origen',
        params: z.object({ id: zId }),
        querystring: ZParametroValoresQuery,
        response: { 200: envelope(z.array(ZParametroValorEmpresa)), ...ERRORES },
      },
      onRequest: algunoCon(TODOS, 'R'),
    },
    async (request) => {
      const { grupo } = request.query;
      if (grupo === 'VENTAS') exigirAlguno(request, [MODULO.CONFIGURACION_VENTAS, MODULO.GLOBALES], 'R');
      exigirEmpresa(request, request.params.id);
      return ok(await valoresEmpresa(app.db, request.params.id, request.query));
    },
  );

  app.get(
    '/parametro/valores/equipo/:id',
    {
      schema: {
        tags,
        summary: 'Valores de los parámetros de un equipo: global, negocio, estación, propio y efectivo con su origen',
        description: 'Con `solo_equipo=S`, solo los parámetros que admiten un valor por equipo. Equipos de las estaciones del usuario.',
        params: z.object({ id: zId }),
        querystring: ZParametroValoresEquipoQuery,
        response: { 200: envelope(z.array(ZParametroValorEquipo)), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.ASIGNACION_PARAMETROS_EQUIPOS, 'R'),
    },
    async (request) => {
      const estacion = await estacionDeEquipo(app.db, request.params.id);
      if (estacion === null) throw new AppError(404, MENSAJES_OPERACION.equipoNoExiste);
      exigirEmpresa(request, estacion);
      return ok(await valoresEquipo(app.db, request.params.id, request.query.solo_equipo === 'S'));
    },
  );

  app.put(
    '/parametro/valores',
    {
      schema: {
        tags,
        summary: 'Guardar el valor de un parámetro en un nivel',
        body: ZParametroValorGuardar,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: algunoCon(TODOS, 'U'),
    },
    async (request) => {
      await exigirValor(request, request.body);
      const s = sesionDe(request);
      await request.transaccion((tx) => guardarValor(tx, request.body, s.usuarioId));
      return ok(null, M.valorGuardado);
    },
  );

  app.delete(
    '/parametro/valores',
    {
      schema: {
        tags,
        summary: 'Restablecer: quitar el valor de un nivel para heredar el del nivel superior',
        querystring: ZParametroValorClave,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: algunoCon(TODOS, 'U'),
    },
    async (request) => {
      await exigirValor(request, request.query);
      await request.transaccion((tx) => eliminarValor(tx, request.query));
      return ok(null, M.valorRestablecido);
    },
  );

  app.get(
    '/parametrizacion/parametros/:id',
    {
      schema: {
        tags,
        summary: 'Parámetros efectivos de una estación (valor y origen)',
        params: z.object({ id: zId }),
        response: { 200: envelope(z.array(ZParametroEfectivo)), ...ERRORES },
      },
      onRequest: algunoCon(TODOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const filas = await valoresEmpresa(app.db, request.params.id, {});
      return ok(
        filas.map((f) => ({ codigo: f.codigo, descripcion: f.descripcion, tipo: f.tipo, valor: f.valor_efectivo, origen: f.origen })),
      );
    },
  );

  app.get(
    '/parametrizacion/getTipoNegocio',
    {
      schema: { tags, summary: 'Tipos de negocio', response: { 200: envelope(z.array(ZTipoNegocioParametro)), ...ERRORES } },
      onRequest: algunoCon(TODOS, 'R'),
    },
    async () => ok(TIPOS_NEGOCIO.map((codigo) => ({ codigo, descripcion: NOMBRE_TIPO_NEGOCIO[codigo] }))),
  );

  const TIEMPO = 'TIEMPO_MAXIMO_DATOS_CLIENTE';

  app.get(
    '/parametrizacion/tiempo-maximo-datos-cliente',
    {
      schema: {
        tags,
        summary: 'Tiempo máximo (minutos) para registrar los datos del cliente de una venta',
        querystring: ZTiempoMaximoQuery,
        response: { 200: envelope(ZTiempoMaximo), ...ERRORES },
      },
      onRequest: algunoCon([MODULO.CONFIGURACION_VENTAS, MODULO.GLOBALES, MODULO.PARAMETROS], 'R'),
    },
    async (request) => {
      const empresaId = request.query.empresa_id ?? sesionDe(request).empresaId;
      exigirEmpresa(request, empresaId);
      const v = await valorEfectivo(app.db, TIEMPO, empresaId);
      if (!v) throw new AppError(404, C.noExiste);
      return ok({ empresa_id: empresaId, tiempo_maximo: Number(v.valor), origen: v.origen });
    },
  );

  app.post(
    '/parametrizacion/tiempo-maximo-datos-cliente',
    {
      schema: {
        tags,
        summary: 'Guardar el tiempo máximo para datos del cliente de una estación (o del negocio, en la empresa raíz)',
        body: ZTiempoMaximoGuardar,
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: algunoCon([MODULO.CONFIGURACION_VENTAS, MODULO.GLOBALES], 'U'),
    },
    async (request) => {
      const { empresa_id, tiempo_maximo } = request.body;
      const s = sesionDe(request);
      exigirEmpresa(request, empresa_id);
      const raiz = s.alcance.get(empresa_id)?.empresas_id === null;
      const definicion = await idDefinicion(app.db, TIEMPO);
      const clave = { definicion_id: definicion, nivel: (raiz ? 'NEGOCIO' : 'ESTACION') as NivelParametro, empresa_id, equipo_id: null };
      await exigirValor(request, clave);
      await request.transaccion((tx) => guardarValor(tx, { ...clave, valor: String(tiempo_maximo) }, s.usuarioId));
      return ok(null, M.valorGuardado);
    },
  );
}
