import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { zId } from '@eds/contracts/validaciones';
import { filas } from '../../../db/client';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, sesionDe } from '../../../plugins/app/sesion/guardas';
import { ancestros } from '../../../plugins/app/empresa/alcance';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNAS_RESUMEN = sql`e.id, e.alias, e.nombre, e.razon_social, e.tipo, e.empresas_id, e.estado,
  e.atributos ->> 'ciudad' AS ciudad, e.atributos ->> 'provincia' AS departamento, e.atributos ->> 'pais' AS pais`;

/** Company lookups of the shell. Every answer is limited to the companies the caller may see. */
export default async function empresaLookups(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/empresa/node/:id/:direccion',
    {
      schema: {
        tags: ['empresa'],
        summary: 'Hijos (0) o padres (1) de una empresa',
        params: z.object({ id: zId, direccion: z.enum(['0', '1']) }),
        security: [{ bearer: [] }],
      },
      preHandler: app.autenticar,
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.params.id);
      if (request.params.direccion === '0') {
        const hijos = await filas(
          app.db,
          sql`SELECT ${COLUMNAS_RESUMEN} FROM empresas e
               WHERE e.empresas_id = ${request.params.id} AND e.id = ANY(${enteros(s.empresas)}::int[]) ORDER BY e.alias`,
        );
        return ok(hijos);
      }
      const ids = await ancestros(app.db, request.params.id);
      if (ids.length === 0) return ok([]);
      const padres = await filas<{ id: number }>(
        app.db,
        sql`SELECT ${COLUMNAS_RESUMEN} FROM empresas e WHERE e.id = ANY(${enteros(ids)}::int[]) AND e.negocio_id = ${s.negocioId}`,
      );
      // Nearest parent first.
      return ok(ids.map((id) => padres.find((p) => p.id === id)).filter(Boolean));
    },
  );

  app.get(
    '/empresa/select/all/:negocioId',
    {
      schema: { tags: ['empresa'], summary: 'Estaciones del negocio visibles para el usuario', params: z.object({ negocioId: zId }), security: [{ bearer: [] }] },
      preHandler: app.autenticar,
    },
    async (request) => {
      const s = sesionDe(request);
      if (request.params.negocioId !== s.negocioId) throw new AppError(403, MENSAJES.empresaFueraDeAlcance);
      const estaciones = await filas<{ lat: string | null; lng: string | null }>(
        app.db,
        sql`SELECT e.id AS "idEds", e.nombre, e.razon_social, e.alias, e.tipo, e.empresas_id,
                   e.ciudad_id, e.departamento_id, e.pais_id,
                   e.atributos ->> 'ciudad' AS ciudad, e.atributos ->> 'provincia' AS departamento, e.atributos ->> 'pais' AS pais,
                   e.latitud AS lat, e.longitud AS lng
              FROM empresas e
             WHERE e.negocio_id = ${s.negocioId} AND e.tipo IN (${TIPO_EMPRESA.EDS}, ${TIPO_EMPRESA.CDL}, ${TIPO_EMPRESA.KIOSCO})
               AND e.estado = 'A' AND e.id = ANY(${enteros(s.empresas)}::int[])
             ORDER BY e.alias`,
      );
      return ok(
        estaciones.map(({ lat, lng, ...e }) => ({
          ...e,
          localizacion: { lat: lat === null ? null : Number(lat), lng: lng === null ? null : Number(lng) },
        })),
      );
    },
  );

  app.get(
    '/empresa/obtener-hijo/dominio_id/:id',
    {
      schema: { tags: ['empresa'], summary: 'Empresas descendientes de una empresa', params: z.object({ id: zId }), security: [{ bearer: [] }] },
      preHandler: app.autenticar,
    },
    async (request) => {
      const s = sesionDe(request);
      exigirEmpresa(request, request.params.id);
      const hijos = await filas(
        app.db,
        sql`WITH RECURSIVE arbol AS (
              SELECT id FROM empresas WHERE empresas_id = ${request.params.id}
              UNION SELECT e.id FROM empresas e JOIN arbol a ON e.empresas_id = a.id
            )
            SELECT ${COLUMNAS_RESUMEN} FROM empresas e JOIN arbol a ON a.id = e.id
             WHERE e.id = ANY(${enteros(s.empresas)}::int[]) ORDER BY e.tipo, e.alias`,
      );
      return { success: true, status: 200, mensaje: 'OK', hijos };
    },
  );
}
