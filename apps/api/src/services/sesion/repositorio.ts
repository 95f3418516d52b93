import { sql } from 'drizzle-orm';
import { fila, filas, filasPreparadas, type Conn } from '../../db/client';

/** What every request reads of its session: one indexed lookup by token hash, a prepared statement. */
export interface FilaSesion {
  id: number;
  usuarios_id: number;
  version: number;
  ultima_actividad: Date;
  expira_en: Date;
}

const aFilaSesion = (r: FilaSesion): FilaSesion => ({
  ...r,
  ultima_actividad: new Date(r.ultima_actividad),
  expira_en: new Date(r.expira_en),
});

/**
 * The sessions of several token hashes in one prepared, indexed statement (the request guard reads the sessions of
 * concurrent requests together: lecturas-agrupadas.ts). Token hashes are hexadecimal, so the array literal needs no quoting.
 */
export async function buscarSesiones(conn: Conn, tokenHashes: readonly string[]): Promise<Map<string, FilaSesion>> {
  const validos = tokenHashes.filter((h) => /^[0-9a-f]{64}$/.test(h));
  if (validos.length === 0) return new Map();
  const r = await filasPreparadas<FilaSesion & { token_hash: string }>(
    conn,
    sql`SELECT token_hash, id, usuarios_id, version, ultima_actividad, expira_en FROM sesiones WHERE token_hash = ANY(${`{${validos.join(',')}}`}::text[])`,
  );
  return new Map(r.map(({ token_hash, ...f }) => [token_hash, aFilaSesion(f)]));
}

/** The version and the stored company scope of a session (null: to be computed again). */
export async function alcanceGuardado(
  conn: Conn,
  id: number,
): Promise<{ usuarios_id: number; version: number; empresas_permitidas: number[] | null } | undefined> {
  return fila(conn, sql`SELECT usuarios_id, version, empresas_permitidas FROM sesiones WHERE id = ${id}`);
}

/** Stores a scope computed again, unless the session changed meanwhile (then the next request computes it anew). */
export async function guardarAlcance(conn: Conn, id: number, version: number, empresas: number[]): Promise<void> {
  await conn.execute(
    sql`UPDATE sesiones SET empresas_permitidas = ${`{${empresas.join(',')}}`}::int[] WHERE id = ${id} AND version = ${version} AND empresas_permitidas IS NULL`,
  );
}

export async function borrarSesion(conn: Conn, id: number): Promise<void> {
  await filasPreparadas(conn, sql`DELETE FROM sesiones WHERE id = ${id}`);
}

export async function tocarSesion(conn: Conn, id: number): Promise<void> {
  await filasPreparadas(conn, sql`UPDATE sesiones SET ultima_actividad = now() WHERE id = ${id}`);
}

export async function crearSesion(
  conn: Conn,
  datos: { tokenHash: string; usuarioId: number; dominioId: number | null; empresas: number[]; expiraEn: Date; ip: string; agente: string },
): Promise<number> {
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO sesiones (token_hash, usuarios_id, dominio_id, empresas_permitidas, expira_en, ip, agente)
        VALUES (${datos.tokenHash}, ${datos.usuarioId}, ${datos.dominioId}, ${`{${datos.empresas.join(',')}}`}::int[], ${datos.expiraEn.toISOString()}::timestamptz, ${datos.ip}, ${datos.agente})
        RETURNING id`,
  );
  return r!.id;
}

/** Expired sessions are removed lazily on use and in bulk here (called periodically). */
export async function purgarSesiones(conn: Conn, idleMinutos: number): Promise<number> {
  const r = await filas<{ id: number }>(
    conn,
    sql`DELETE FROM sesiones WHERE expira_en < now() OR ultima_actividad < now() - make_interval(mins => ${idleMinutos}) RETURNING id`,
  );
  return r.length;
}

export interface FilaUsuarioIngreso {
  id: number;
  personas_id: number;
  usuario: string;
  clave_hash: string;
  tipo: number;
  empresas_id: number;
  estado: string;
  intentos_fallidos: number;
  bloqueado_hasta: Date | null;
  clave_actualizada_en: Date;
  negocio_id: number;
}

export async function buscarUsuarioIngreso(conn: Conn, usuario: string): Promise<FilaUsuarioIngreso | undefined> {
  const r = await fila<FilaUsuarioIngreso>(
    conn,
    sql`SELECT u.id, u.personas_id, u.usuario, u.clave_hash, u.tipo, u.empresas_id, u.estado, u.intentos_fallidos,
               u.bloqueado_hasta, u.clave_actualizada_en, e.negocio_id
          FROM usuarios u JOIN empresas e ON e.id = u.empresas_id
         WHERE u.usuario = ${usuario}`,
  );
  if (!r) return undefined;
  return {
    ...r,
    bloqueado_hasta: r.bloqueado_hasta ? new Date(r.bloqueado_hasta) : null,
    clave_actualizada_en: new Date(r.clave_actualizada_en),
  };
}
