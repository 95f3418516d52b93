import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
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
 * itself in parts as it is generated (`reportes_trabajos_partes`), so any instance reports the progress and streams the
 * download part by part and no instance holds a whole file. A user has at most MAXIMO_TRABAJOS_USUARIO files building
 * at once; another export is refused (429) until one ends (docs/decisions/063). The download checks the business, the
 * report's module (by the route) and the stations' scope again; files expire after a day.
 */

/** How long an export call waits for its file before answering with the job (REPORTS.md: 30 s). */
export const UMBRAL_TRABAJO_DEFECTO_MS = 30_000;
let umbralMs = Number(process.env.REPORTES_UMBRAL_TRABAJO_MS ?? UMBRAL_TRABAJO_DEFECTO_MS);

/** Sets the threshold (0 sends every export through the job, as tests do; REPORTES_UMBRAL_TRABAJO_MS sets it per instance). */
export function fijarUmbralTrabajo(ms: number): void {
  umbralMs = ms;
}

/** Files one user may have building at once; the next export is refused with 429 until one ends. */
export const MAXIMO_TRABAJOS_USUARIO = 2;
/** A job still EN_PROCESO after this long (its instance stopped) no longer counts against the user's limit. */
const TRABAJO_ABANDONADO_MS = 3600_000;

/** Bytes of each stored part of a file (the last one is shorter). */
export const TAMANO_PARTE_DEFECTO = 256 * 1024;
let tamanoParte = TAMANO_PARTE_DEFECTO;

/** Sets the size of the stored parts (tests use small parts to see a file in several). */
export function fijarTamanoParte(bytes: number): void {
  tamanoParte = bytes;
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
  // The user's files building now are counted and the new job recorded under a lock of that user, so two calls at
  // once cannot both pass the limit.
  await conn.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('reportes_trabajos'), ${sesion.usuarioId})`);
    const enCurso = await fila<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM reportes_trabajos
           WHERE usuario_id = ${sesion.usuarioId} AND estado = 'EN_PROCESO'
             AND creado_en > now() - make_interval(secs => ${TRABAJO_ABANDONADO_MS / 1000})`,
    );
    if (enCurso!.n >= MAXIMO_TRABAJOS_USUARIO) throw new AppError(429, MT.demasiados);
    await tx.execute(
      sql`INSERT INTO reportes_trabajos (id, negocio_id, usuario_id, ruta, estaciones, pedido, formato, archivo, estado, vence_en)
          VALUES (${id}, ${sesion.negocioId}, ${sesion.usuarioId}, ${r.definicion.ruta}, ${enteros(estaciones)}::int[],
                  ${JSON.stringify(pedido)}::jsonb, ${formato}, ${archivo}, 'EN_PROCESO', ${new Date(Date.now() + VIGENCIA_TRABAJO_MS).toISOString()}::timestamptz)`,
    );
  });
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
    // The file goes to the database in parts as it is generated: at most one part is held here.
    let pendientes: Buffer[] = [];
    let enPendientes = 0;
    let n = 0;
    const guardarParte = async () => {
      const datos = Buffer.concat(pendientes, enPendientes);
      pendientes = [];
      enPendientes = 0;
      await conn.execute(sql`INSERT INTO reportes_trabajos_partes (trabajo_id, n, datos) VALUES (${id}, ${n}, ${datos})`);
      n++;
    };
    for await (const parte of hecho.contenido) {
      let b = Buffer.isBuffer(parte) ? parte : Buffer.from(parte as Uint8Array);
      bytes += b.length;
      while (enPendientes + b.length >= tamanoParte) {
        const cabe = tamanoParte - enPendientes;
        pendientes.push(b.subarray(0, cabe));
        enPendientes += cabe;
        b = b.subarray(cabe);
        await guardarParte();
      }
      if (b.length > 0) {
        pendientes.push(b);
        enPendientes += b.length;
      }
      avisar();
    }
    if (enPendientes > 0 || n === 0) await guardarParte();
    await progreso;
    await conn.execute(
      sql`UPDATE reportes_trabajos SET estado = 'LISTO', filas = ${filas}, bytes = ${bytes}, tipo = ${hecho.tipo}, terminado_en = now()
           WHERE id = ${id}`,
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

/**
 * The finished file of a visible job (409 while it builds, 500 when it failed), as a stream that reads its stored parts
 * one at a time, in order.
 */
export async function archivoTrabajo(
  conn: Conn,
  t: FilaTrabajo,
): Promise<{ contenido: Readable; bytes: number; archivo: string; tipo: string }> {
  if (t.estado === 'EN_PROCESO') throw new AppError(409, MT.aunNoListo);
  if (t.estado === 'ERROR') throw new AppError(500, MT.fallo);
  const cuantas = await fila<{ n: number }>(conn, sql`SELECT count(*)::int AS n FROM reportes_trabajos_partes WHERE trabajo_id = ${t.id}`);
  async function* partes() {
    for (let n = 0; n < cuantas!.n; n++) {
      const p = await fila<{ datos: Buffer }>(
        conn,
        sql`SELECT datos FROM reportes_trabajos_partes WHERE trabajo_id = ${t.id} AND n = ${n}`,
      );
      if (!p) throw new AppError(404, MT.noExiste);
      yield Buffer.from(p.datos);
    }
  }
  return { contenido: Readable.from(partes()), bytes: t.bytes, archivo: t.archivo, tipo: t.tipo ?? 'application/octet-stream' };
}
