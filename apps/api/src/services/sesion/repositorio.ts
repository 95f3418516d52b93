import { sql } from 'drizzle-orm';
import { fila, filas, type Conn } from '../../db/client';
import type { ModuloConcedido } from './contexto';

export interface FilaSesion {
  id: number;
  usuarios_id: number;
  empresas_permitidas: number[];
  ultima_actividad: Date;
  expira_en: Date;
  personas_id: number;
  empresas_id: number;
  tipo: number;
  usuario: string;
  estado: string;
  negocio_id: number;
  modulos: ModuloConcedido[] | null;
}

/** One query: the session, its user and the user's granted modules (letters merged over profiles). */
export async function buscarSesion(conn: Conn, tokenHash: string): Promise<FilaSesion | undefined> {
  const r = await fila<FilaSesion>(
    conn,
    sql`SELECT s.id, s.usuarios_id, s.empresas_permitidas, s.ultima_actividad, s.expira_en,
               u.personas_id, u.empresas_id, u.tipo, u.usuario, u.estado, e.negocio_id,
               (SELECT json_agg(json_build_object('id', g.id, 'descripcion', g.descripcion, 'link', g.link, 'asignaciones', g.asignaciones))
                  FROM (SELECT m.id, m.descripcion, m.link, string_agg(pm.asignaciones, '') AS asignaciones
                          FROM usuarios_perfiles up
                          JOIN perfiles p ON p.id = up.perfiles_id AND p.estado = 'A'
                          JOIN perfiles_modulos pm ON pm.perfiles_id = p.id
                          JOIN modulos m ON m.id = pm.modulos_id AND m.estado = 'A'
                         WHERE up.usuarios_id = u.id
                         GROUP BY m.id) g) AS modulos
          FROM sesiones s
          JOIN usuarios u ON u.id = s.usuarios_id
          JOIN empresas e ON e.id = u.empresas_id
         WHERE s.token_hash = ${tokenHash}`,
  );
  if (!r) return undefined;
  return { ...r, ultima_actividad: new Date(r.ultima_actividad), expira_en: new Date(r.expira_en) };
}

export async function borrarSesion(conn: Conn, id: number): Promise<void> {
  await conn.execute(sql`DELETE FROM sesiones WHERE id = ${id}`);
}

export async function tocarSesion(conn: Conn, id: number): Promise<void> {
  await conn.execute(sql`UPDATE sesiones SET ultima_actividad = now() WHERE id = ${id}`);
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
