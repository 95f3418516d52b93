import { sql } from 'drizzle-orm';
import type { TAccesoDirecto } from '@eds/contracts/sesion';
import { fila, filas, type Conn } from '../../db/client';

/** A person's favourites ("accesos directos"), oldest first. */
export async function favoritosDe(conn: Conn, personaId: number): Promise<TAccesoDirecto[]> {
  return filas<TAccesoDirecto>(
    conn,
    sql`SELECT id AS "_id", link, descripcion FROM accesos_directos WHERE personas_id = ${personaId} ORDER BY creado_en, id`,
  );
}

/** The description of the module a screen link opens, when there is one. */
export async function moduloDeLink(conn: Conn, link: string): Promise<string | undefined> {
  return (await fila<{ descripcion: string }>(conn, sql`SELECT descripcion FROM modulos WHERE link = ${link}`))?.descripcion;
}

export async function agregarFavorito(conn: Conn, personaId: number, link: string, descripcion: string): Promise<void> {
  await conn.execute(sql`
    INSERT INTO accesos_directos (personas_id, link, descripcion) VALUES (${personaId}, ${link}, ${descripcion})
    ON CONFLICT (personas_id, link) DO NOTHING`);
}

export async function quitarFavorito(conn: Conn, personaId: number, link: string): Promise<void> {
  await conn.execute(sql`DELETE FROM accesos_directos WHERE personas_id = ${personaId} AND link = ${link}`);
}
