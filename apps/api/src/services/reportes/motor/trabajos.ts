import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CuerpoReporte, TTrabajoReporte } from '@eds/contracts/reportes/motor';
import { MENSAJES_TRABAJOS_REPORTE as MT } from '@eds/contracts/reportes/mensajes';
import { fila, type Conn } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { estacionesDeConsulta } from '../../dashboard/estaciones';
import type { SesionActiva } from '../../sesion/contexto';
import { construirArchivo, revisarExportacion } from './archivo';
import { enteros } from './sql';
import type { ReporteServidor } from './tipos';

/**
 * Export jobs (REPORTS.md §0: a build longer than 30 s runs as a job and a toast says when it is ready). Every export
 * is a row of `reportes_trabajos`: the file starts building at once on the instance that took the call, which waits for
 * it up to the threshold. A file ready by then answers 201 with its download; a slower one answers 202 with the job and
 * goes on building in the background, writing its progress (rows, bytes) to the row about once a second and the file
 * itself when done, so any instance reports the progress and serves the download. The download checks the business,
 * the report's module (by the route) and the stations' scope again; files expire after a day.
 */

/** How long an export call waits for its file before answering with the job (REPORTS.md: 30 s). */
export const UMBRAL_TRABAJO_DEFECTO_MS = 30_000;
let umbralMs = Number(process.env.REPORTES_UMBRAL_TRABAJO_MS ?? UMBRAL_TRABAJO_DEFECTO_MS);

/** Sets the threshold (0 sends every export through the job, as tests do; REPORTES_UMBRAL_TRABAJO_MS sets it per instance). */
export function fijarUmbralTrabajo(ms: number): void {
  umbralMs = ms;
}

/** A finished file is kept this long. */
const VIGENCIA_TRABAJO_MS = 24 * 3600_000;
/** Progress is written at most this often. */
const INTERVALO_PROGRESO_MS = 1000;

export const urlTrabajo = (id: string) => `/api/reportes/v1/trabajos/${id}/archivo`;

interface FilaTrabajo {
  id: string;
  negocio_id: number;
  ruta: string;
  estaciones: number[];
  archivo: string;
  tipo: string | null;
  estado: TTrabajoReporte['estado'];
  filas: number;
  bytes: number;
  mensaje: string | null;
}

const aTrabajo = (t: FilaTrabajo): TTrabajoReporte => ({
  trabajo: t.id,
  ruta: t.ruta,
  filename: t.archivo,
  estado: t.estado,
  filas: t.filas,
  bytes: t.bytes,
  url: t.estado === 'LISTO' ? urlTrabajo(t.id) : null,
  mensaje: t.estado === 'ERROR' ? MT.fallo : t.estado === 'EN_PROCESO' ? MT.enProceso : null,
});

/**
 * An export call: checks it (scope, PDF limit), records its job and builds the file. Answers `listo` with the download
 * when the file was ready within the threshold, else the job (its build goes on in the background).
 */
export async function exportarConTrabajo(
  conn: Conn,
  sesion: SesionActiva,
  r: ReporteServidor,
  cuerpo: CuerpoReporte,
): Promise<{ listo: true; url: string; filename: string } | { listo: false; trabajo: TTrabajoReporte }> {
  const { estaciones, formato, archivo } = await revisarExportacion(conn, sesion, r, cuerpo);
  const id = randomUUID();
  const { pagina: _p, tamano: _t, ...pedido } = cuerpo;
  await conn.execute(sql`DELETE FROM reportes_trabajos WHERE vence_en < now()`);
  await conn.execute(
    sql`INSERT INTO reportes_trabajos (id, negocio_id, usuario_id, ruta, estaciones, pedido, formato, archivo, estado, vence_en)
        VALUES (${id}, ${sesion.negocioId}, ${sesion.usuarioId}, ${r.definicion.ruta}, ${enteros(estaciones)}::int[],
                ${JSON.stringify(pedido)}::jsonb, ${formato}, ${archivo}, 'EN_PROCESO', ${new Date(Date.now() + VIGENCIA_TRABAJO_MS).toISOString()}::timestamptz)`,
  );
  const construccion = construir(conn, sesion, r, cuerpo, formato, archivo, id);
  let espera: NodeJS.Timeout | undefined;
  // A threshold of 0 sends every export through the job (tests of that path): no race with the build.
  const aTiempo =
    umbralMs > 0 &&
    (await Promise.race([
      construccion.then(() => true),
      new Promise<false>((resolve) => {
        espera = setTimeout(() => resolve(false), umbralMs);
      }),
    ]));
  clearTimeout(espera);
  if (aTiempo) {
    const t = await leerTrabajo(conn, id);
    if (t.estado === 'LISTO') return { listo: true, url: urlTrabajo(id), filename: archivo };
    throw new AppError(500, MT.fallo);
  }
  return { listo: false, trabajo: aTrabajo(await leerTrabajo(conn, id)) };
}

/** Builds a job's file into its row; never throws (a failure is the job's state). */
async function construir(
  conn: Conn,
  sesion: SesionActiva,
  r: ReporteServidor,
  cuerpo: CuerpoReporte,
  formato: 'pdf' | 'xlsx',
  archivo: string,
  id: string,
): Promise<void> {
  let filas = 0;
  let bytes = 0;
  let escrito = Date.now();
  let progreso: Promise<unknown> = Promise.resolve();
  const avisar = () => {
    if (Date.now() - escrito < INTERVALO_PROGRESO_MS) return;
    escrito = Date.now();
    progreso = progreso.then(() =>
      conn.execute(sql`UPDATE reportes_trabajos SET filas = ${filas}, bytes = ${bytes} WHERE id = ${id} AND estado = 'EN_PROCESO'`),
    );
  };
  try {
    const hecho = await construirArchivo(conn, sesion, r, cuerpo, formato, archivo, () => {
      filas++;
      avisar();
    });
    const partes: Buffer[] = [];
    for await (const parte of hecho.contenido) {
      const b = Buffer.isBuffer(parte) ? parte : Buffer.from(parte as Uint8Array);
      partes.push(b);
      bytes += b.length;
      avisar();
    }
    await progreso;
    const contenido = Buffer.concat(partes);
    await conn.execute(
      sql`UPDATE reportes_trabajos SET estado = 'LISTO', filas = ${filas}, bytes = ${contenido.length}, tipo = ${hecho.tipo},
                 contenido = ${contenido}, terminado_en = now() WHERE id = ${id}`,
    );
  } catch (error) {
    await progreso.catch(() => undefined);
    const mensaje = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await conn
      .execute(sql`UPDATE reportes_trabajos SET estado = 'ERROR', mensaje = ${mensaje}, terminado_en = now() WHERE id = ${id}`)
      .catch(() => undefined);
  }
}

async function leerTrabajo(conn: Conn, id: string): Promise<FilaTrabajo> {
  const t = await fila<FilaTrabajo>(
    conn,
    sql`SELECT id::text, negocio_id, ruta, estaciones, archivo, tipo, estado, filas, bytes, mensaje FROM reportes_trabajos WHERE id = ${id}`,
  );
  if (!t) throw new AppError(404, MT.noExiste);
  return t;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A job as the session may see it: of its own business (another business's job is 404, as if it did not exist), and
 * with every station it holds inside the session's scope (403 `No tiene permisos sobre la estación seleccionada`).
 * The caller checks the report's module by `ruta`.
 */
export async function trabajoVisible(conn: Conn, sesion: SesionActiva, id: string): Promise<FilaTrabajo> {
  if (!UUID.test(id)) throw new AppError(404, MT.noExiste);
  const t = await fila<FilaTrabajo & { vencido: boolean }>(
    conn,
    sql`SELECT id::text, negocio_id, ruta, estaciones, archivo, tipo, estado, filas, bytes, mensaje, vence_en < now() AS vencido
          FROM reportes_trabajos WHERE id = ${id}`,
  );
  if (!t || t.negocio_id !== sesion.negocioId || t.vencido) throw new AppError(404, MT.noExiste);
  await estacionesDeConsulta(conn, sesion, t.estaciones);
  return t;
}

export const estadoTrabajo = (t: FilaTrabajo) => aTrabajo(t);

/** The finished file of a visible job (409 while it builds, 500 when it failed). */
export async function archivoTrabajo(conn: Conn, t: FilaTrabajo): Promise<{ contenido: Buffer; archivo: string; tipo: string }> {
  if (t.estado === 'EN_PROCESO') throw new AppError(409, MT.aunNoListo);
  if (t.estado === 'ERROR') throw new AppError(500, MT.fallo);
  const c = await fila<{ contenido: Buffer }>(conn, sql`SELECT contenido FROM reportes_trabajos WHERE id = ${t.id}`);
  return { contenido: Buffer.from(c!.contenido), archivo: t.archivo, tipo: t.tipo ?? 'application/octet-stream' };
}
