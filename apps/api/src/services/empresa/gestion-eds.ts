import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { esEstacion } from '@eds/contracts/empresa/empresas';
import { MENSAJES_EMPRESA as M } from '@eds/contracts/empresa/mensajes';
import type { TAccionesEstacion, TCopiaResumen, TParteCopia } from '@eds/contracts/empresa/operacion';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { bloquearEmpresa } from './empresas';

/**
 * What a station's administration does beyond its form (SCREENS.md G02): activation with its rules, location,
 * business-day cycle, per-station actions and copying another station's configuration.
 */

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** The station (of the business, of a station type), locked; 404 when it is not the business's, 400 when not a station. */
async function estacion(conn: Conn, negocioId: number, id: number) {
  const e = await bloquearEmpresa(conn, id);
  if (e.negocio_id !== negocioId) throw notFound(MENSAJES.empresaNoExiste);
  if (!esEstacion(e.tipo)) throw badRequest(M.noEsEstacion);
  return e;
}

async function exigirSinTurnosAbiertos(conn: Conn, empresaId: number): Promise<void> {
  const abierto = await fila(conn, sql`SELECT 1 FROM turnos WHERE empresa_id = ${empresaId} AND estado = 'A' LIMIT 1`);
  if (abierto) throw badRequest(M.turnosAbiertos);
}

/**
 * Activates or inactivates a company. Inactivating a station is refused while a shift is open and revokes the
 * tokens of its devices (they must be enrolled again); a company with active companies under it, or the business
 * root, is not inactivated; a company is not activated under an inactive parent. Answers the tokens revoked.
 */
export async function cambiarEstadoEmpresa(
  conn: Conn,
  negocioId: number,
  id: number,
  estado: 'A' | 'I',
  soloEstacion = false,
): Promise<{ tokensRevocados: number }> {
  const e = soloEstacion ? await estacion(conn, negocioId, id) : await bloquearEmpresa(conn, id);
  if (e.negocio_id !== negocioId) throw notFound(MENSAJES.empresaNoExiste);
  if (e.empresas_id === null) throw badRequest(M.raizNoSeMueve);
  let tokensRevocados = 0;
  if (estado === 'I') {
    if (esEstacion(e.tipo)) {
      await exigirSinTurnosAbiertos(conn, id);
      const r = await filas<{ id: number }>(
        conn,
        sql`UPDATE equipos SET token_hash = NULL, token_emitido_en = NULL WHERE empresa_id = ${id} AND token_hash IS NOT NULL RETURNING id`,
      );
      tokensRevocados = r.length;
    }
    const hijo = await fila(conn, sql`SELECT 1 FROM empresas WHERE empresas_id = ${id} AND estado = 'A' LIMIT 1`);
    if (hijo) throw badRequest(M.hijosActivos);
  } else {
    const padre = await fila<{ estado: string }>(conn, sql`SELECT estado FROM empresas WHERE id = ${e.empresas_id}`);
    if (padre?.estado !== 'A') throw badRequest(M.padreInactivo);
  }
  await conn.execute(sql`UPDATE empresas SET estado = ${estado} WHERE id = ${id}`);
  return { tokensRevocados };
}

/** GET empresa/localizacion/{id}. */
export async function localizacion(conn: Conn, id: number) {
  const r = await fila<{
    empresas_id: number;
    alias: string;
    direccion: string | null;
    ciudad: string | null;
    lat: number | null;
    lng: number | null;
  }>(
    conn,
    sql`SELECT id AS empresas_id, alias, direccion, atributos ->> 'ciudad' AS ciudad, latitud::float8 AS lat, longitud::float8 AS lng
          FROM empresas WHERE id = ${id}`,
  );
  if (!r) throw notFound(MENSAJES.empresaNoExiste);
  const { lat, lng, ...resto } = r;
  return { ...resto, localizacion: { lat, lng } };
}

/** PUT empresa/localizacion/: the company's coordinates. */
export async function guardarLocalizacion(conn: Conn, negocioId: number, id: number, lat: number, lng: number): Promise<void> {
  const e = await bloquearEmpresa(conn, id);
  if (e.negocio_id !== negocioId) throw notFound(MENSAJES.empresaNoExiste);
  await conn.execute(sql`UPDATE empresas SET latitud = ${lat}, longitud = ${lng} WHERE id = ${id}`);
}

/**
 * POST empresa/fecha-cierre: the station's business day starts (and closes, next day) at `inicio` (HH:mm). Refused
 * while a shift is open: the open shift's day would change under it.
 */
export async function guardarCiclo(conn: Conn, negocioId: number, id: number, inicio: string): Promise<void> {
  await estacion(conn, negocioId, id);
  await exigirSinTurnosAbiertos(conn, id);
  await conn.execute(sql`UPDATE empresas SET atributos = atributos || ${JSON.stringify({ inicio_ciclo: inicio })}::jsonb WHERE id = ${id}`);
}

const SIN_ACCIONES: TAccionesEstacion = { fe: false, remision: false, fidelizacion: false, cupos: false, datafono: false };

/** GET empresa/gestionEDS/acciones/{id}: the station's features (all off until set). */
export async function accionesDe(conn: Conn, id: number): Promise<TAccionesEstacion & { empresas_id: number }> {
  const r = await fila<{ acciones: Partial<TAccionesEstacion> | null; tipo: number }>(
    conn,
    sql`SELECT atributos -> 'acciones' AS acciones, tipo FROM empresas WHERE id = ${id}`,
  );
  if (!r) throw notFound(MENSAJES.empresaNoExiste);
  if (!esEstacion(r.tipo)) throw badRequest(M.noEsEstacion);
  const a = r.acciones && typeof r.acciones === 'object' ? r.acciones : {};
  return {
    empresas_id: id,
    fe: a.fe === true,
    remision: a.remision === true,
    fidelizacion: a.fidelizacion === true,
    cupos: a.cupos === true,
    datafono: a.datafono === true,
  };
}

/** POST/PUT empresa/gestionEDS/acciones/{id}: sets the station's features. */
export async function guardarAcciones(conn: Conn, negocioId: number, id: number, a: TAccionesEstacion): Promise<void> {
  await estacion(conn, negocioId, id);
  const acciones = { ...SIN_ACCIONES, ...a };
  await conn.execute(sql`UPDATE empresas SET atributos = atributos || ${JSON.stringify({ acciones })}::jsonb WHERE id = ${id}`);
}

async function tieneMovimientos(conn: Conn, id: number): Promise<boolean> {
  const r = await fila(
    conn,
    sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM ventas WHERE empresa_id = ${id}) OR EXISTS (SELECT 1 FROM turnos WHERE empresa_id = ${id})
           OR EXISTS (SELECT 1 FROM movimientos_inventario WHERE empresa_id = ${id})`,
  );
  return r !== undefined;
}

/** GET empresa/copia-empresa/{id}: what the target holds, whether it has sales, and the stations it may copy from. */
export async function resumenCopia(conn: Conn, negocioId: number, id: number, visibles: ReadonlySet<number>): Promise<TCopiaResumen> {
  const e = await fila<{ tipo: number; negocio_id: number }>(conn, sql`SELECT tipo, negocio_id FROM empresas WHERE id = ${id}`);
  if (!e || e.negocio_id !== negocioId) throw notFound(MENSAJES.empresaNoExiste);
  if (!esEstacion(e.tipo)) throw badRequest(M.noEsEstacion);
  const cuenta = await fila<{ precios: number; turnos: number }>(
    conn,
    sql`SELECT (SELECT count(*)::int FROM precios WHERE empresa_id = ${id} AND vigente_hasta IS NULL) AS precios,
               (SELECT count(*)::int FROM horarios WHERE empresa_id = ${id} AND estado = 'A') AS turnos`,
  );
  const origenes = await filas<{ id: number; alias: string; tipo: number }>(
    conn,
    sql`SELECT id, alias, tipo FROM empresas
         WHERE negocio_id = ${negocioId} AND id <> ${id} AND id = ANY(${enteros(visibles)}::int[]) AND tipo = ${e.tipo} AND estado = 'A'
         ORDER BY alias, id LIMIT 500`,
  );
  return { empresas_id: id, tiene_movimientos: await tieneMovimientos(conn, id), ...cuenta!, origenes };
}

/**
 * PUT empresa/copia-empresa/{id}: copies the chosen parts of `origen` into station `id`. Refused when the target
 * already has sales, shifts or inventory documents: its history would no longer match its configuration.
 * Prices replace the target's current ones (from now); shift schedules replace its schedules.
 */
export async function copiarConfiguracion(
  conn: Conn,
  negocioId: number,
  id: number,
  origen: number,
  partes: readonly TParteCopia[],
  usuarioId: number,
): Promise<{ precios: number; turnos: number }> {
  if (origen === id) throw badRequest(M.mismaEstacion, [{ campo: 'origen_id', mensaje: M.mismaEstacion }]);
  // Both stations locked in id order, so two crossed copies cannot deadlock.
  const [a, b] = [Math.min(id, origen), Math.max(id, origen)];
  const primera = await estacion(conn, negocioId, a);
  const segunda = await estacion(conn, negocioId, b);
  if (primera.tipo !== segunda.tipo) throw badRequest(M.noEsEstacion);
  if (await tieneMovimientos(conn, id)) throw badRequest(M.destinoConMovimientos);
  let precios = 0;
  let turnos = 0;
  if (partes.includes('precios')) {
    await conn.execute(sql`UPDATE precios SET vigente_hasta = now() WHERE empresa_id = ${id} AND vigente_hasta IS NULL`);
    const r = await filas<{ id: number }>(
      conn,
      sql`INSERT INTO precios (empresa_id, producto_id, precio, vigente_desde, origen, usuario_id)
          SELECT ${id}, producto_id, precio, now(), 'INICIAL', ${usuarioId} FROM precios WHERE empresa_id = ${origen} AND vigente_hasta IS NULL
          RETURNING id`,
    );
    precios = r.length;
  }
  if (partes.includes('turnos')) {
    // The target's own schedules are kept, inactive, for whatever refers to them.
    await conn.execute(sql`UPDATE horarios h SET estado = 'I' WHERE h.empresa_id = ${id}`);
    const r = await filas<{ id: number }>(
      conn,
      sql`INSERT INTO horarios (empresa_id, nombre, hora_inicio, hora_fin, estado)
          SELECT ${id}, nombre, hora_inicio, hora_fin, 'A' FROM horarios WHERE empresa_id = ${origen} AND estado = 'A' RETURNING id`,
    );
    turnos = r.length;
  }
  const claves = [
    ...(partes.includes('acciones') ? ['acciones'] : []),
    ...(partes.includes('dia_operativo') ? ['inicio_ciclo'] : []),
    ...(partes.includes('parametros') ? ['plataforma', 'negocios', 'responsabilidades'] : []),
  ];
  if (claves.length > 0) {
    await conn.execute(sql`
      UPDATE empresas d SET atributos = (d.atributos - ${`{${claves.join(',')}}`}::text[])
             || COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(o.atributos) AS x(k, v) WHERE k = ANY(${`{${claves.join(',')}}`}::text[])), '{}'::jsonb)
        FROM empresas o WHERE d.id = ${id} AND o.id = ${origen}`);
  }
  return { precios, turnos };
}
