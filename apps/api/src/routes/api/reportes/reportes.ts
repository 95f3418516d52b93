import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { RUTAS_REPORTE, esRutaReporte } from '@eds/contracts/reportes/catalogo';
import { LISTAS_OPCIONES_REPORTE, ZArchivoReporte, ZEstacionReporte, ZOpcionReporte, rangoMaximo } from '@eds/contracts/reportes/motor';
import { MENSAJES_REPORTES as M } from '@eds/contracts/reportes/mensajes';
import { ERRORES, respondeCon, responde, respondeLista } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirPermiso, sesionDe, tokenDe } from '../../../plugins/sesion';
import { estacionesDeConsulta } from '../../../services/dashboard/estaciones';
import { generarArchivo, prepararExportacion } from '../../../services/reportes/motor/archivo';
import { rutaDeDescarga } from '../../../services/reportes/motor/descarga';
import { estacionesDeReportes } from '../../../services/reportes/motor/estaciones';
import { ejecutarReporte } from '../../../services/reportes/motor/ejecutar';
import { opcionesDeLista } from '../../../services/reportes/motor/opciones';
import { REPORTES_SERVIDOR } from '../../../services/reportes/registro';

const DESCRIPCION =
  'Cuerpo `{estaciones, fecha_inicial, fecha_final, filtros, pagina, tamano, orden}` (días operativos YYYY-MM-DD). ' +
  'Responde una página de `filas`, los `totales` y los `subtotales` por estación sobre todas las filas que cumplen los filtros, ' +
  'el `grafico` cuando `grafico: true`, `total_filas` y la `ventana` real (06:00 a 06:00). Cada estación debe estar en el alcance ' +
  'del usuario (403). Con `formato: pdf|xlsx` responde 201 `{url, filename}`: el archivo se descarga de esa url con la misma sesión.';

/**
 * The report engine's calls (docs/decisions/019-report-engine.md): one `POST /api/reportes/v1/{ruta}` per report of the
 * catalogue, each with its own body and answer contract and guarded by its module's R; the stations and filter lists of
 * the filter bar; and the download of an export.
 */
export default async function reportes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const ruta of RUTAS_REPORTE) {
    const r = REPORTES_SERVIDOR[ruta];
    const d = r.definicion;
    app.post(
      `/reportes/v1/${ruta}`,
      {
        schema: {
          tags: ['reportes'],
          summary: d.titulo,
          description: `${DESCRIPCION} Rango máximo: ${typeof d.clase === 'function' ? `${rangoMaximo('detalle')} o ${rangoMaximo('resumen')} días según los filtros` : `${rangoMaximo(d.clase)} días`}.`,
          body: d.cuerpo,
          response: { 200: envelope(d.datos), 201: envelope(ZArchivoReporte), ...ERRORES },
        },
        onRequest: app.permiso(d.modulo, 'R'),
      },
      async (request, reply) => {
        const s = sesionDe(request);
        if (request.body.formato) {
          const archivo = await prepararExportacion(app.db, s, r, request.body, tokenDe(request)!);
          return reply.code(201).send(ok(archivo, M.archivoGenerado, 201));
        }
        return ok(await ejecutarReporte(app.db, s, r, request.body));
      },
    );
  }

  app.get(
    '/reportes/v1/estaciones',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Estaciones de la barra de filtros de los reportes',
        description: 'Las estaciones activas del alcance del usuario, con ciudad y regional. Acotada por el alcance: no se pagina.',
        response: responde(z.array(ZEstacionReporte)),
      },
    },
    async (request) => ok(await estacionesDeReportes(app.db, sesionDe(request))),
  );

  app.get(
    '/reportes/v1/opciones/:lista',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Opciones de un filtro de los reportes (productos, categorías, promotores, islas, mangueras, tanques, regionales)',
        params: z.object({ lista: z.enum(LISTAS_OPCIONES_REPORTE) }),
        querystring: ZPaginacionQuery.extend({
          estaciones: z
            .string()
            .regex(/^\d+(,\d+){0,1999}$/)
            .optional(),
        }),
        response: respondeLista(ZOpcionReporte),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const pedidas = request.query.estaciones?.split(',').map(Number);
      const estaciones = await estacionesDeConsulta(app.db, s, pedidas);
      const pagina = { limite: request.query.limite, desde: request.query.desde };
      const r = await opcionesDeLista(
        app.db,
        s,
        request.params.lista,
        estaciones.map((e) => e.id),
        pagina,
      );
      return paginado(r.filas, r.total, pagina);
    },
  );

  app.get(
    '/reportes/v1/descargas',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Descargar el archivo (PDF o Excel) de una exportación',
        description:
          'El enlace que respondió la exportación (201), con la misma sesión que lo pidió y dentro de los 10 minutos siguientes. ' +
          'Responde el archivo (application/pdf o la hoja de cálculo), construido con todas las filas del reporte.',
        querystring: z.object({ enlace: z.string().min(1).max(20_000) }),
        response: respondeCon(z.string().describe('El archivo, en binario')),
      },
    },
    async (request, reply) => {
      const s = sesionDe(request);
      const ruta = rutaDeDescarga(request.query.enlace);
      if (!esRutaReporte(ruta)) throw new AppError(400, M.descargaNoValida);
      const r = REPORTES_SERVIDOR[ruta];
      exigirPermiso(request, r.definicion.modulo, 'R');
      const archivo = await generarArchivo(app.db, s, r, request.query.enlace, tokenDe(request)!);
      return (
        reply
          .type(archivo.tipo)
          .header('content-disposition', `attachment; filename="${archivo.archivo}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is built (never serialized); the schema above only documents the 200.
          .send(archivo.contenido as unknown as string)
      );
    },
  );
}
