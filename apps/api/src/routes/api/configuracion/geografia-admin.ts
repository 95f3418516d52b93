import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_GEOGRAFIA as G,
  ZCiudadEdicion,
  ZCiudadesQuery,
  ZCiudadFila,
  ZCiudadForm,
  ZDepartamentoEdicion,
  ZDepartamentoFila,
  ZDepartamentoForm,
  ZDepartamentosQuery,
  ZPaisEdicion,
  ZPaisesQuery,
  ZPaisFila,
  ZPaisForm,
} from '@eds/contracts/configuracion/geografia';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirPlataforma, sesionDe } from '../../../plugins/sesion';
import { ciudadesAdmin, departamentosAdmin, paisesAdmin } from '../../../services/configuracion/geografia-admin';
import { rutasEstadoCatalogo, ZIdCreado, ZSinDatos } from './rutas-catalogo';

/**
 * Geografía (SCREENS.md G11, module GEOGRAFIA): for each level (pais, departamento, ciudad) GET geografia/{nivel}
 * (paged; departments by pais_id, municipalities by departamento_id), GET geografia/{nivel}/{id}, POST and PUT
 * geografia/{nivel}, PUT geografia/{nivel}/{id}/{A|I} and DELETE geografia/{nivel}/{id} while unused. Reading takes
 * letter R; writing the letter and the platform operator (403 otherwise): every business shares the geography
 * (decision 059). The selectors stay v1/staticValue/* (geografia.ts).
 */
export async function rutasGeografiaAdmin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['geografia'];
  const modulo = MODULO.GEOGRAFIA;
  const params = z.object({ id: zId });

  // Before the route's letter and any body check: a write by anyone but the platform operator is refused.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') exigirPlataforma(request, G.soloPlataforma);
  });

  const niveles = [
    {
      nivel: 'pais',
      nombre: 'un país',
      fila: ZPaisFila,
      query: ZPaisesQuery,
      form: ZPaisForm,
      edicion: ZPaisEdicion,
      servicio: paisesAdmin,
    },
    {
      nivel: 'departamento',
      nombre: 'un departamento',
      fila: ZDepartamentoFila,
      query: ZDepartamentosQuery,
      form: ZDepartamentoForm,
      edicion: ZDepartamentoEdicion,
      servicio: departamentosAdmin,
    },
    {
      nivel: 'ciudad',
      nombre: 'un municipio',
      fila: ZCiudadFila,
      query: ZCiudadesQuery,
      form: ZCiudadForm,
      edicion: ZCiudadEdicion,
      servicio: ciudadesAdmin,
    },
  ] as const;

  for (const n of niveles) {
    const recurso = `geografia/${n.nivel}`;
    // The three services share one shape; each level's own filters are in its query schema.
    const servicio = n.servicio as unknown as typeof paisesAdmin;
    app.get(
      `/${recurso}`,
      {
        schema: {
          tags,
          summary: `Registros de ${n.nombre} (paginado)`,
          querystring: n.query,
          response: { 200: envelopePaginado(n.fila), ...ERRORES },
        },
        onRequest: app.permiso(modulo, 'R'),
      },
      async (request) => {
        const q = request.query;
        const { filas, total } = await servicio.listar(app.db, sesionDe(request).negocioId, q);
        return paginado(filas, total, q);
      },
    );
    app.get(
      `/${recurso}/:id`,
      {
        schema: { tags, summary: `Un registro de ${n.nombre}`, params, response: { 200: envelope(n.fila), ...ERRORES } },
        onRequest: app.permiso(modulo, 'R'),
      },
      async (request) => ok(await servicio.obtener(app.db, sesionDe(request).negocioId, request.params.id)),
    );
    app.post(
      `/${recurso}`,
      {
        schema: { tags, summary: `Crear ${n.nombre}`, body: n.form, response: { 200: ZIdCreado, ...ERRORES } },
        onRequest: app.permiso(modulo, 'C'),
      },
      async (request) => {
        const cuerpo = request.body;
        const id = await request.transaccion((tx) => servicio.crear(tx, sesionDe(request).negocioId, cuerpo));
        return ok({ id }, C.creado);
      },
    );
    app.put(
      `/${recurso}`,
      {
        schema: { tags, summary: `Editar ${n.nombre} (id en el cuerpo)`, body: n.edicion, response: { 200: ZSinDatos, ...ERRORES } },
        onRequest: app.permiso(modulo, 'U'),
      },
      async (request) => {
        const cuerpo = request.body;
        await request.transaccion((tx) => servicio.editar(tx, sesionDe(request).negocioId, cuerpo));
        return ok(null, C.editado);
      },
    );
    rutasEstadoCatalogo(fastify, { recurso, modulo, nombre: n.nombre, servicio });
  }
}
