import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZErrorEnvelope } from '@eds/contracts/envelope';
import { ZPaginacionQuery } from '@eds/contracts/paginacion';
import { MODULO, type NombreModulo } from '@eds/contracts/modulos';
import { RUTAS_REPORTE, esRutaReporte } from '@eds/contracts/reportes/catalogo';
import {
  LISTAS_OPCIONES_REPORTE,
  ZArchivoReporte,
  ZEstacionReporte,
  ZOpcionReporte,
  ZTrabajoReporte,
  rangoMaximo,
} from '@eds/contracts/reportes/motor';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_REPORTES as M, MENSAJES_TRABAJOS_REPORTE as MT } from '@eds/contracts/reportes/mensajes';
import { ERRORES, responde, respondeLista, respondeArchivo } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirPermiso, sesionDe } from '../../../plugins/sesion';
import { estacionesDeConsulta } from '../../../services/dashboard/estaciones';
import { archivoTrabajo, estadoTrabajo, exportarConTrabajo, trabajoVisible } from '../../../services/reportes/motor/trabajos';
import { estacionesDeReportes } from '../../../services/reportes/motor/estaciones';
import { ejecutarReporte } from '../../../services/reportes/motor/ejecutar';
import { opcionesDeLista } from '../../../services/reportes/motor/opciones';
import { REPORTES_SERVIDOR } from '../../../services/reportes/registro';

/** Modules whose screens pick stations from `GET /reportes/v1/estaciones` without naming a report: the reports', the roster's. */
const MODULOS_CON_ESTACIONES: readonly NombreModulo[] = [
  ...new Set([...RUTAS_REPORTE.map((r) => REPORTES_SERVIDOR[r].definicion.modulo), MODULO.GESTION_PLANILLA_PROMOTORES]),
];

/** The lists a report's filter bar fills: its own filters' and its sections'; `regionales` is the caller's scope itself. */
function listasDeReporte(ruta: (typeof RUTAS_REPORTE)[number]): ReadonlySet<string> {
  const r = REPORTES_SERVIDOR[ruta];
  const campos = [r.definicion, ...(r.secciones ?? []).map((x) => x.reporte.definicion)].flatMap((d) => d.campos);
  return new Set(['regionales', ...campos.flatMap((c) => (c.tipo === 'lista' ? [c.lista] : []))]);
}

/**
 * The guard of the filter bar's calls (docs/decisions/063): R of the report named by `?reporte=`; without a known
 * report, R of one of `alternativos` (so a caller holding none gets 403 before the 400 of a missing report).
 */
function permisoDeReporte(alternativos: readonly NombreModulo[]) {
  return async function permiso(request: FastifyRequest) {
    const ruta = (request.query as { reporte?: unknown } | undefined)?.reporte;
    if (typeof ruta === 'string' && esRutaReporte(ruta)) {
      exigirPermiso(request, REPORTES_SERVIDOR[ruta].definicion.modulo, 'R');
      return;
    }
    const s = sesionDe(request);
    const concedido = alternativos.find((m) => s.modulosPorNombre.get(m)?.asignaciones.includes('R'));
    exigirPermiso(request, concedido ?? alternativos[0], 'R');
  };
}

/** A report of the catalogue, by its route. */
const zRutaReporte = z.string().refine(esRutaReporte, { error: MENSAJES.valorNoValido });

const DESCRIPCION =
  'Cuerpo `{estaciones, fecha_inicial, fecha_final, filtros, pagina, tamano, orden}` (días operativos YYYY-MM-DD). ' +
  'Responde una página de `filas`, los `totales` y los `subtotales` por estación sobre todas las filas que cumplen los filtros, ' +
  'el `grafico` cuando `grafico: true`, `total_filas` y la `ventana` real (06:00 a 06:00). Cada estación debe estar en el alcance ' +
  'del usuario (403). Con `formato: pdf|xlsx` el archivo se construye en el servidor: si está listo antes de 30 s responde 201 ' +
  '`{url, filename}` (se descarga de esa url con una sesión del mismo negocio y alcance); si tarda más responde 202 con el trabajo ' +
  '(`GET /api/reportes/v1/trabajos/{id}` da su avance y, al terminar, su url). Un usuario tiene a lo más 2 archivos ' +
  'generándose a la vez: el siguiente se rechaza con 429 hasta que termine uno.';

/**
 * The report engine's calls (docs/decisions/019-report-engine.md): one `POST /api/reportes/v1/{ruta}` per report of the
 * catalogue, each with its own body and answer contract and guarded by its module's R; the stations and filter lists of
 * the filter bar; and the progress and download of an export (its job).
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
          response: {
            200: envelope(d.datos),
            201: envelope(ZArchivoReporte),
            202: envelope(ZTrabajoReporte),
            ...ERRORES,
            429: ZErrorEnvelope,
          },
        },
        onRequest: app.permiso(d.modulo, 'R'),
      },
      async (request, reply) => {
        const s = sesionDe(request);
        if (request.body.formato) {
          const x = await exportarConTrabajo(app.db, s, r, request.body);
          if (x.listo) return reply.code(201).send(ok({ url: x.url, filename: x.filename }, M.archivoGenerado, 201));
          return reply.code(202).send(ok(x.trabajo, MT.enProceso, 202));
        }
        return ok(await ejecutarReporte(app.dbLectura, s, r, request.body));
      },
    );
  }

  app.get(
    '/reportes/v1/estaciones',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Estaciones de la barra de filtros de los reportes',
        description:
          'Las estaciones activas del alcance del usuario, con ciudad y regional. Acotada por el alcance: no se pagina. Con ' +
          '`reporte` exige el permiso R del módulo de ese reporte; sin él, el de algún reporte o el de la planilla de promotores.',
        querystring: z.object({ reporte: zRutaReporte.optional() }),
        response: responde(z.array(ZEstacionReporte)),
      },
      onRequest: permisoDeReporte(MODULOS_CON_ESTACIONES),
    },
    async (request) => ok(await estacionesDeReportes(app.db, sesionDe(request))),
  );

  app.get(
    '/reportes/v1/opciones/:lista',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Opciones de un filtro de los reportes (productos, categorías, promotores, islas, mangueras, tanques, regionales)',
        description:
          '`reporte` es la ruta del reporte cuya barra de filtros pide la lista: exige el permiso R de su módulo, y la lista debe ' +
          'ser uno de sus filtros (403 si no).',
        params: z.object({ lista: z.enum(LISTAS_OPCIONES_REPORTE) }),
        querystring: ZPaginacionQuery.extend({
          reporte: zRutaReporte,
          estaciones: z
            .string()
            .regex(/^\d+(,\d+){0,1999}$/)
            .optional(),
        }),
        response: respondeLista(ZOpcionReporte),
      },
      onRequest: permisoDeReporte(MODULOS_CON_ESTACIONES.filter((m) => m !== MODULO.GESTION_PLANILLA_PROMOTORES)),
    },
    async (request) => {
      const s = sesionDe(request);
      const ruta = request.query.reporte;
      if (!esRutaReporte(ruta) || !listasDeReporte(ruta).has(request.params.lista)) throw new AppError(403, MENSAJES.sinPermisoModulo);
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
    '/reportes/v1/trabajos/:id',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Avance de una exportación que se construye como trabajo',
        description:
          'Estado (`EN_PROCESO`, `LISTO`, `ERROR`), filas escritas y bytes del archivo; `url` cuando está listo. Sólo para una sesión ' +
          'del mismo negocio con el módulo del reporte y todas sus estaciones en su alcance (otro negocio: 404).',
        params: z.object({ id: z.string().uuid() }),
        response: responde(ZTrabajoReporte),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const t = await trabajoVisible(app.db, s, request.params.id);
      if (!esRutaReporte(t.ruta)) throw new AppError(404, MT.noExiste);
      exigirPermiso(request, REPORTES_SERVIDOR[t.ruta].definicion.modulo, 'R');
      return ok(estadoTrabajo(t));
    },
  );

  app.get(
    '/reportes/v1/trabajos/:id/archivo',
    {
      schema: {
        tags: ['reportes'],
        summary: 'Descargar el archivo de una exportación',
        description:
          'El archivo (PDF o Excel) que construyó el trabajo, guardado en la base de datos: lo sirve cualquier instancia, a una sesión ' +
          'del mismo negocio con el módulo del reporte y todas sus estaciones en su alcance. 409 mientras se construye.',
        params: z.object({ id: z.string().uuid() }),
        response: respondeArchivo('El archivo, en binario'),
      },
    },
    async (request, reply) => {
      const s = sesionDe(request);
      const t = await trabajoVisible(app.db, s, request.params.id);
      if (!esRutaReporte(t.ruta)) throw new AppError(404, MT.noExiste);
      exigirPermiso(request, REPORTES_SERVIDOR[t.ruta].definicion.modulo, 'R');
      const archivo = await archivoTrabajo(app.db, t);
      return reply
        .type(archivo.tipo)
        .header('content-disposition', `attachment; filename="${archivo.archivo}"`)
        .header('content-length', archivo.bytes)
        .header('cache-control', 'no-store')
        .send(archivo.contenido);
    },
  );
}
