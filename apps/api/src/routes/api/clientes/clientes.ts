import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENTIDADES_MEDIO,
  ID_ENTIDAD_MEDIO,
  MENSAJES_CLIENTE,
  ZCliente,
  ZClienteEdicion,
  ZClienteEstacion,
  ZClienteForm,
  ZClienteOpcion,
  ZClientesQuery,
  ZEnviarIdentificadoresBody,
  ZFlota,
  ZFlotaEdicion,
  ZFlotaForm,
  ZFlotaOpcion,
  ZFlotasQuery,
  ZIdentificadorEstacion,
  ZMedio,
  ZMedioEdicion,
  ZMedioForm,
  ZMediosQuery,
  ZOrigenMedio,
  ZPrecioEspecialCliente,
  ZPropiaQuery,
  ZResultadoEnvioIdentificador,
  ZTipoEntidadMedio,
  ZVehiculo,
  ZVehiculoEdicion,
  ZVehiculoForm,
  ZVehiculosQuery,
} from '@eds/contracts/clientes/clientes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_EMPLEADO } from '@eds/contracts/usuarios/empleados';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { envelope } from '@eds/contracts/envelope';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { ZPaginacionQuery, type TPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES, responde, respondeLista } from '../../../lib/contratos';
import { badRequest, notFound } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import type { AlcanceClientes } from '../../../services/clientes/alcance';
import { clientesDeEstacion, preciosEspecialesDeCliente, servicioClientes } from '../../../services/clientes/clientes';
import { servicioFlotas } from '../../../services/clientes/flotas';
import { enviarIdentificadores, identificadoresDeEstacion, origenesMedio, servicioMedios } from '../../../services/clientes/medios';
import { clasesPorId } from '../../../services/clientes/clases';
import { servicioVehiculos } from '../../../services/clientes/vehiculos';
import { esUsuarioDeNegocio, moduloConcedido, tieneLetra } from '../../../services/sesion/contexto';
import { ZIdCreado, ZSinDatos, type ServicioRutas } from '../configuracion/rutas-catalogo';
import type { ConexionCatalogo as Conn } from '../../../services/configuracion/catalogo-simple';

const tags = ['clientes'];
const params = z.object({ id: zId });

/** The caller's customer scope (decision 071): the whole business, or its stations. */
function alcanceDe(request: FastifyRequest): AlcanceClientes {
  const s = sesionDe(request);
  return { negocioId: s.negocioId, estaciones: esUsuarioDeNegocio(s) ? null : [...s.empresas] };
}

/** Every company of a body's list is in the caller's scope (403 otherwise), as `empresa_id` is. */
function exigirEmpresas(request: FastifyRequest, ids: readonly number[]): void {
  for (const id of ids) exigirEmpresa(request, id);
}

/** On request: the caller holds the letter on one of the modules (the call's own module is checked once known). */
function enAlguno(modulos: readonly NombreModulo[], letra: LetraPermiso) {
  return async function permiso(request: FastifyRequest) {
    const s = sesionDe(request);
    if (!modulos.some((m) => tieneLetra(moduloConcedido(s, m), letra))) exigirPermiso(request, modulos[0], letra);
  };
}

interface Definicion<
  QS extends z.ZodType,
  FS extends z.ZodType<{ empresa_id: number }>,
  ES extends z.ZodType<{ empresa_id: number; id: number }>,
> {
  recurso: string;
  nombre: string;
  /** The module of a kind (`propia` for fleets and vehicles; customers and media have one). */
  modulo: (propia: boolean) => NombreModulo;
  modulos: readonly NombreModulo[];
  /** The kind of a stored record (null when the business has no such record). */
  clase: (conn: Conn, negocioId: number, id: number) => Promise<boolean | null>;
  servicio: (a: AlcanceClientes, propia: boolean) => ServicioRutas<z.output<QS>, z.output<FS>, z.output<ES>>;
  fila: z.ZodType;
  query: QS;
  form: FS;
  edicion: ES;
  /** The body's `estaciones` (besides empresa_id) are checked against the scope. */
  conEstaciones?: boolean;
}

/**
 * CRUD(x) of SCREENS.md §0 for the G19 records, with the customer scope of decision 071: GET x/empresa/{id} (paged,
 * filtered), GET x/{id}, POST x, PUT x (id in the body), PUT x/{id}/{A|I}, DELETE x/{id}. Fleets and vehicles of the
 * business's own fleet answer to FLOTAS/VEHICULOS EMPRESA, the customers' to FLOTAS/VEHICULOS USUARIOS: the letter
 * of one of them is checked on request, the record's own module once its kind is known.
 */
function rutasCrud<
  QS extends z.ZodType,
  FS extends z.ZodType<{ empresa_id: number }>,
  ES extends z.ZodType<{ empresa_id: number; id: number }>,
>(fastify: FastifyInstance, def: Definicion<QS, FS, ES>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { recurso, nombre } = def;
  const propiaDe = (v: unknown) => v === 'S' || v === true;

  /** The record's kind, after its module's letter is checked; 404 when the business has no such record. */
  async function claseDe(request: FastifyRequest, id: number, letra: LetraPermiso): Promise<boolean> {
    const propia = await def.clase(app.db, sesionDe(request).negocioId, id);
    if (propia === null) throw notFound(C.noExiste);
    exigirPermiso(request, def.modulo(propia), letra);
    return propia;
  }

  app.get(
    `/${recurso}/empresa/:id`,
    {
      schema: {
        tags,
        summary: `Registros de ${nombre} del alcance del usuario (paginado)`,
        params,
        querystring: def.query,
        response: respondeLista(def.fila),
      },
      onRequest: enAlguno(def.modulos, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const q = request.query as z.output<QS> & TPaginacionQuery & { propia?: string };
      const propia = propiaDe(q.propia);
      exigirPermiso(request, def.modulo(propia), 'R');
      const { filas, total } = await def.servicio(alcanceDe(request), propia).listar(app.db, sesionDe(request).negocioId, q);
      return paginado(filas, total, q);
    },
  );

  app.get(
    `/${recurso}/:id`,
    {
      schema: { tags, summary: `Un registro de ${nombre}`, params, response: responde(def.fila) },
      onRequest: enAlguno(def.modulos, 'R'),
    },
    async (request) => {
      const propia = await claseDe(request, request.params.id, 'R');
      const s = def.servicio(alcanceDe(request), propia);
      return ok(await s.obtener(app.db, sesionDe(request).negocioId, request.params.id));
    },
  );

  app.post(
    `/${recurso}`,
    {
      schema: { tags, summary: `Crear ${nombre}`, body: def.form, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: enAlguno(def.modulos, 'C'),
    },
    async (request) => {
      const cuerpo = request.body as z.output<FS>;
      exigirEmpresa(request, cuerpo.empresa_id);
      if (def.conEstaciones) exigirEmpresas(request, (cuerpo as { estaciones?: number[] }).estaciones ?? []);
      const propia = propiaDe((cuerpo as { propia?: boolean }).propia);
      exigirPermiso(request, def.modulo(propia), 'C');
      const s = def.servicio(alcanceDe(request), propia);
      const id = await request.transaccion((tx) => s.crear(tx, sesionDe(request).negocioId, cuerpo));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    `/${recurso}`,
    {
      schema: { tags, summary: `Editar ${nombre} (id en el cuerpo)`, body: def.edicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: enAlguno(def.modulos, 'U'),
    },
    async (request) => {
      const cuerpo = request.body as z.output<ES>;
      exigirEmpresa(request, cuerpo.empresa_id);
      if (def.conEstaciones) exigirEmpresas(request, (cuerpo as { estaciones?: number[] }).estaciones ?? []);
      const propia = await claseDe(request, cuerpo.id, 'U');
      const s = def.servicio(alcanceDe(request), propia);
      await request.transaccion((tx) => s.editar(tx, sesionDe(request).negocioId, cuerpo));
      return ok(null, C.editado);
    },
  );

  app.put(
    `/${recurso}/:id/:estado`,
    {
      schema: {
        tags,
        summary: `Activar (A) o inactivar (I) ${nombre}`,
        params: z.object({ id: zId, estado: z.enum(['A', 'I']) }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: enAlguno(def.modulos, 'U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      const propia = await claseDe(request, id, 'U');
      const s = def.servicio(alcanceDe(request), propia);
      await request.transaccion((tx) => s.cambiarEstado(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    `/${recurso}/:id`,
    {
      schema: { tags, summary: `Eliminar ${nombre} sin uso`, params, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: enAlguno(def.modulos, 'D'),
    },
    async (request) => {
      const propia = await claseDe(request, request.params.id, 'D');
      const s = def.servicio(alcanceDe(request), propia);
      await request.transaccion((tx) => s.eliminar(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, C.eliminado);
    },
  );
}

/**
 * Own customers, fleets, vehicles and identification media (SCREENS.md G19, issue 25): their CRUD calls and the
 * specification's lookups (`cliente/dominio2/{dominio}/eds/{empresa}`, `flota/select/{id}`,
 * `medios-identificacion/...`). Every call is scoped: another business's record is not found, a station user reaches
 * the customers of its stations and of the whole business (decision 071).
 */
export default async function clientesG19(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const flotas = [MODULO.FLOTAS_USUARIOS, MODULO.FLOTAS_EMPRESA] as const;
  const vehiculos = [MODULO.VEHICULOS_USUARIOS, MODULO.VEHICULOS_EMPRESA] as const;

  rutasCrud(fastify, {
    recurso: 'cliente',
    nombre: 'un cliente',
    modulo: () => MODULO.CLIENTES,
    modulos: [MODULO.CLIENTES],
    clase: clasesPorId.cliente,
    servicio: (a) => servicioClientes(a),
    fila: ZCliente,
    query: ZClientesQuery,
    form: ZClienteForm,
    edicion: ZClienteEdicion,
    conEstaciones: true,
  });
  rutasCrud(fastify, {
    recurso: 'flota',
    nombre: 'una flota',
    modulo: (propia) => (propia ? MODULO.FLOTAS_EMPRESA : MODULO.FLOTAS_USUARIOS),
    modulos: flotas,
    clase: clasesPorId.flota,
    servicio: (a, propia) => servicioFlotas(a, propia),
    fila: ZFlota,
    query: ZFlotasQuery,
    form: ZFlotaForm,
    edicion: ZFlotaEdicion,
  });
  rutasCrud(fastify, {
    recurso: 'vehiculo',
    nombre: 'un vehículo',
    modulo: (propia) => (propia ? MODULO.VEHICULOS_EMPRESA : MODULO.VEHICULOS_USUARIOS),
    modulos: vehiculos,
    clase: clasesPorId.vehiculo,
    servicio: (a, propia) => servicioVehiculos(a, propia),
    fila: ZVehiculo,
    query: ZVehiculosQuery,
    form: ZVehiculoForm,
    edicion: ZVehiculoEdicion,
  });
  rutasCrud(fastify, {
    recurso: 'medio-identificacion',
    nombre: 'un medio de identificación',
    modulo: () => MODULO.GESTION_MEDIOS_IDENTIFICACION,
    modulos: [MODULO.GESTION_MEDIOS_IDENTIFICACION],
    clase: clasesPorId.medio,
    servicio: (a) => servicioMedios(a),
    fila: ZMedio,
    query: ZMediosQuery,
    form: ZMedioForm,
    edicion: ZMedioEdicion,
    conEstaciones: true,
  });

  // Selectors (active records only).
  app.get(
    '/cliente/select/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Clientes activos del alcance del usuario',
        params,
        querystring: ZPaginacionQuery,
        response: respondeLista(ZClienteOpcion),
      },
      onRequest: enAlguno([MODULO.CLIENTES, ...flotas, ...vehiculos], 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const { filas, total } = await servicioClientes(alcanceDe(request)).opciones<z.infer<typeof ZClienteOpcion>>(
        app.db,
        sesionDe(request).negocioId,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );

  // The specification's flota/select/{id} (every active fleet of the business) stays in configuracion/catalogos.ts.
  app.get(
    '/flota/select/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Flotas activas (propia=S: las propias del negocio) para selectores',
        params,
        querystring: ZPaginacionQuery.extend(ZPropiaQuery.shape),
        response: respondeLista(ZFlotaOpcion),
      },
      onRequest: enAlguno([...flotas, ...vehiculos], 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const propia = request.query.propia === 'S';
      const { filas, total } = await servicioFlotas(alcanceDe(request), propia).opciones<z.infer<typeof ZFlotaOpcion>>(
        app.db,
        sesionDe(request).negocioId,
        request.query,
      );
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/cliente/dominio2/:dominio/eds/:empresa',
    {
      schema: {
        tags,
        summary: 'Clientes activos que atiende una estación (los suyos y los de todo el negocio)',
        params: z.object({ dominio: zId, empresa: zId }),
        response: responde(z.array(ZClienteEstacion)),
      },
      onRequest: enAlguno([MODULO.CLIENTES, ...flotas, ...vehiculos], 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.empresa);
      return ok(await clientesDeEstacion(app.db, sesionDe(request).negocioId, request.params.dominio, request.params.empresa));
    },
  );

  app.get(
    '/cliente/:id/precios-especiales',
    {
      schema: {
        tags,
        summary: 'Precios especiales de un cliente y de sus flotas',
        params,
        response: responde(z.array(ZPrecioEspecialCliente)),
      },
      onRequest: app.permiso(MODULO.CLIENTES, 'R'),
    },
    async (request) => {
      const negocioId = sesionDe(request).negocioId;
      // The customer must be one the caller sees (404 otherwise).
      await servicioClientes(alcanceDe(request)).obtener(app.db, negocioId, request.params.id);
      return ok(await preciosEspecialesDeCliente(app.db, negocioId, request.params.id));
    },
  );

  // Identification media: the specification's calls.
  const medio = MODULO.GESTION_MEDIOS_IDENTIFICACION;
  app.get(
    '/medios-identificacion/identificadores/tipo_entidad',
    {
      schema: {
        tags,
        summary: 'Tipos de entidad que un medio de identificación identifica',
        response: responde(z.array(ZTipoEntidadMedio)),
      },
      onRequest: app.permiso(medio, 'R'),
    },
    async () => ok(ENTIDADES_MEDIO.map((codigo) => ({ id: ID_ENTIDAD_MEDIO[codigo], codigo, descripcion: codigo }))),
  );

  app.get(
    '/medios-identificacion/select/origen/:id',
    {
      schema: {
        tags,
        summary: 'Registros activos del tipo de entidad {id} (1 promotor, 2 vehículo, 3 flota) a los que se asigna un medio',
        params,
        response: responde(z.array(ZOrigenMedio)),
      },
      onRequest: app.permiso(medio, 'R'),
    },
    async (request) => {
      const entidad = ENTIDADES_MEDIO.find((e) => ID_ENTIDAD_MEDIO[e] === request.params.id);
      if (!entidad) throw notFound(C.noExiste);
      return ok(await origenesMedio(app.db, alcanceDe(request), entidad));
    },
  );

  app.get(
    '/medios-identificacion/identificadores/:id',
    {
      schema: {
        tags,
        summary: 'Medios de identificación que sirve la estación {id} a sus equipos',
        params,
        response: responde(z.array(ZIdentificadorEstacion)),
      },
      onRequest: app.permiso(medio, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await identificadoresDeEstacion(app.db, sesionDe(request).negocioId, request.params.id));
    },
  );

  app.post(
    '/medios-identificacion/identificadores/estacion',
    {
      schema: {
        tags,
        summary: 'Enviar medios de identificación a estaciones (206: lista de los no procesados)',
        body: ZEnviarIdentificadoresBody,
        response: {
          200: envelope(z.array(ZResultadoEnvioIdentificador)),
          206: envelope(z.array(ZResultadoEnvioIdentificador)),
          ...ERRORES,
        },
      },
      onRequest: app.permiso(medio, 'U'),
    },
    async (request, reply) => {
      const s = sesionDe(request);
      const { medios, estaciones } = request.body;
      const r = await request.transaccion((tx) =>
        enviarIdentificadores(tx, alcanceDe(request), (id) => s.empresas.has(id), medios, estaciones),
      );
      if (r.procesados === 0)
        throw badRequest(
          MENSAJES_CLIENTE.identificadoresError,
          r.rechazados.map((x) => ({ campo: 'estaciones', mensaje: x.mensaje })),
        );
      if (r.rechazados.length) return reply.code(206).send(ok(r.rechazados, MENSAJES_EMPLEADO.identificadoresParciales, 206));
      return ok(r.rechazados, MENSAJES_CLIENTE.identificadoresActualizados);
    },
  );
}
