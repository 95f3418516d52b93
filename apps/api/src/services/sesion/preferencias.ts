import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../../db/client';

/** The stored interface preferences of a user (theme, layout, language, tour); empty when none. */
export async function preferenciasDe(conn: Conn, usuarioId: number): Promise<Record<string, unknown>> {
  const r = await fila<{ datos: Record<string, unknown> }>(
    conn,
    sql`SELECT datos FROM preferencias_usuario WHERE usuarios_id = ${usuarioId}`,
  );
  return r?.datos ?? {};
}

/** Merges `preferencias` (already serialised) over the stored ones and answers the result. */
export async function combinarPreferencias(conn: Conn, usuarioId: number, json: string): Promise<Record<string, unknown>> {
  const r = await fila<{ datos: Record<string, unknown> }>(
    conn,
    sql`INSERT INTO preferencias_usuario (usuarios_id, datos) VALUES (${usuarioId}, ${json}::jsonb)
        ON CONFLICT (usuarios_id) DO UPDATE SET datos = preferencias_usuario.datos || EXCLUDED.datos, actualizado_en = now()
        RETURNING datos`,
  );
  return r!.datos;
}
