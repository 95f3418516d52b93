import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import type { NombreModulo } from '@eds/contracts/modulos';
import { ZPaginacionQuery, type TPaginacionQuery } from '@eds/contracts/paginacion';
import { zId } from '@eds/contracts/validaciones';
import type { ConexionCatalogo as Conn } from '../../../services/configuracion/catalogo-simple';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';

export const ZIdCreado = envelope(z.object({ id: z.number().int() }));
export const ZSinDatos = envelope(z.null());

type Lista<T> = Promise<{ filas: T[]; total: number }>;

/** What a catalogue's service offers the routes (services/configuracion/catalogo-simple.ts builds it). */
export interface ServicioRutas<Q, G, E> {
  listar: (conn: Conn, negocioId: number, q: Q) => Lista<unknown>;
  obtener: (conn: Conn, negocioId: number, id: number) => Promise<unknown>;
  crear: (conn: Conn, negocioId: number, d: G) => Promise<number>;
  editar: (conn: Conn, negocioId: number, d: E) => Promise<unknown>;
  cambiarEstado: (conn: Conn, negocioId: number, id: number, estado: 'A' | 'I') => Promise<void>;
  eliminar: (conn: Conn, negocioId: number, id: number) => Promise<void>;
  opciones?: (conn: Conn, negocioId: number, p: TPaginacionQuery) => Lista<unknown>;
}

export interface DefinicionRutas<
  QS extends z.ZodType,
  FS extends z.ZodType<{ empresa_id: number }>,
  ES extends z.ZodType<{ empresa_id: number; id: number }>,
> {
  /** The resource in the path: `categoria` serves /categoria/empresa/{id}, /categoria/{id}, POST /categoria... */
  recurso: string;
  modulo: NombreModulo;
  /** Names the record in the docs' summaries: 'una categoría'. */
  nombre: string;
  fila: z.ZodType;
  query: QS;
  form: FS;
  edicion: ES;
  /** The selector's row; left out where the specification documents its own selector call. */
  opcion?: z.ZodType;
  servicio: ServicioRutas<z.output<QS>, z.output<FS>, z.output<ES>>;
  /** The edit's message; 'Registro editado correctamente' unless given. */
  mensajeEditado?: (resultado: unknown) => string;
}

/**
 * CRUD(x) of SCREENS.md §0 for a G11 catalogue, as units of measure serves it: GET x/empresa/{id} (paged),
 * GET x/select/empresa/{id} (active), GET x/{id}, POST x, PUT x (id in the body), PUT x/{id}/{A|I}, DELETE x/{id}.
 * The letter is checked on request, before the body; company ids are checked against the scope; writes run in
 * the request's transaction, where the table's audit trigger records them.
 */
export function rutasCatalogo<
  QS extends z.ZodType,
  FS extends z.ZodType<{ empresa_id: number }>,
  ES extends z.ZodType<{ empresa_id: number; id: number }>,
>(fastify: FastifyInstance, def: DefinicionRutas<QS, FS, ES>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const { recurso, servicio, nombre } = def;
  const puede = (letra: 'R' | 'C' | 'U' | 'D') => app.permiso(def.modulo, letra);
  const params = z.object({ id: zId });

  app.get(
    `/${recurso}/empresa/:id`,
    {
      schema: {
        tags,
        summary: `Registros de ${nombre} del negocio de una empresa (paginado)`,
        params,
        querystring: def.query,
        response: { 200: envelopePaginado(def.fila), ...ERRORES },
      },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const q = request.query as z.output<QS> & TPaginacionQuery;
      const { filas, total } = await servicio.listar(app.db, sesionDe(request).negocioId, q);
      return paginado(filas, total, q);
    },
  );

  if (def.opcion && servicio.opciones) {
    const opciones = servicio.opciones;
    app.get(
      `/${recurso}/select/empresa/:id`,
      {
        schema: {
          tags,
          summary: `Registros activos de ${nombre} para selectores`,
          params,
          querystring: ZPaginacionQuery,
          response: { 200: envelopePaginado(def.opcion), ...ERRORES },
        },
        onRequest: puede('R'),
      },
      async (request) => {
        exigirEmpresa(request, request.params.id);
        const { filas, total } = await opciones(app.db, sesionDe(request).negocioId, request.query);
        return paginado(filas, total, request.query);
      },
    );
  }

  app.get(
    `/${recurso}/:id`,
    {
      schema: { tags, summary: `Un registro de ${nombre}`, params, response: { 200: envelope(def.fila), ...ERRORES } },
      onRequest: puede('R'),
    },
    async (request) => ok(await servicio.obtener(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    `/${recurso}`,
    {
      schema: { tags, summary: `Crear ${nombre}`, body: def.form, response: { 200: ZIdCreado, ...ERRORES } },
      onRequest: puede('C'),
    },
    async (request) => {
      const cuerpo = request.body as z.output<FS>;
      exigirEmpresa(request, cuerpo.empresa_id);
      const id = await request.transaccion((tx) => servicio.crear(tx, sesionDe(request).negocioId, cuerpo));
      return ok({ id }, C.creado);
    },
  );

  app.put(
    `/${recurso}`,
    {
      schema: { tags, summary: `Editar ${nombre} (id en el cuerpo)`, body: def.edicion, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('U'),
    },
    async (request) => {
      const cuerpo = request.body as z.output<ES>;
      exigirEmpresa(request, cuerpo.empresa_id);
      const r = await request.transaccion((tx) => servicio.editar(tx, sesionDe(request).negocioId, cuerpo));
      return ok(null, def.mensajeEditado?.(r) ?? C.editado);
    },
  );

  rutasEstadoCatalogo(fastify, def);
}

/**
 * The A/I switch and the deletion of a catalogue's record (SCREENS.md §0): PUT x/{id}/{A|I} with the spec's texts and
 * DELETE x/{id} while unused. Catalogues whose other calls the specification names (concepto/*) use them alone.
 */
export function rutasEstadoCatalogo(
  fastify: FastifyInstance,
  def: {
    recurso: string;
    modulo: NombreModulo;
    nombre: string;
    servicio: Pick<ServicioRutas<never, never, never>, 'cambiarEstado' | 'eliminar'>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuracion'];
  const { recurso, servicio, nombre } = def;
  const puede = (letra: 'U' | 'D') => app.permiso(def.modulo, letra);
  const params = z.object({ id: zId });

  app.put(
    `/${recurso}/:id/:estado`,
    {
      schema: {
        tags,
        summary: `Activar (A) o inactivar (I) ${nombre}`,
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: { 200: ZSinDatos, ...ERRORES },
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const { id, estado } = request.params;
      await request.transaccion((tx) => servicio.cambiarEstado(tx, sesionDe(request).negocioId, id, estado));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.delete(
    `/${recurso}/:id`,
    {
      schema: { tags, summary: `Eliminar ${nombre} sin uso`, params, response: { 200: ZSinDatos, ...ERRORES } },
      onRequest: puede('D'),
    },
    async (request) => {
      await request.transaccion((tx) => servicio.eliminar(tx, sesionDe(request).negocioId, request.params.id));
      return ok(null, C.eliminado);
    },
  );
}
