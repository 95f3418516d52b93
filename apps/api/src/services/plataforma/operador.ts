import { sql } from 'drizzle-orm';
import { fila, filas, type Conn } from '../../db/client';

export interface OperadorPlataforma {
  id: number;
  usuario: string;
  estado: string;
  negocio: string;
}

/**
 * Marks a user as the platform operator, or clears the mark (decision 059). Only the install-time command
 * (`npm run plataforma:operador`) and the demo seed call it: no contract, route or screen carries the mark, so no
 * business can grant it. The user's open sessions are resolved again (trigger `sesiones_por_usuarios`, migration
 * 0053). Answers the user, or undefined when no user has that name.
 */
export async function marcarOperadorPlataforma(conn: Conn, usuario: string, plataforma: boolean): Promise<OperadorPlataforma | undefined> {
  return fila<OperadorPlataforma>(
    conn,
    sql`UPDATE usuarios u SET plataforma = ${plataforma}
          FROM empresas e JOIN negocios n ON n.id = e.negocio_id
         WHERE u.usuario = ${usuario.trim().toUpperCase()} AND e.id = u.empresas_id
     RETURNING u.id, u.usuario, u.estado, n.nombre AS negocio`,
  );
}

/** The platform operators, for the command's listing. */
export async function operadoresPlataforma(conn: Conn): Promise<OperadorPlataforma[]> {
  return filas<OperadorPlataforma>(
    conn,
    sql`SELECT u.id, u.usuario, u.estado, n.nombre AS negocio
          FROM usuarios u JOIN empresas e ON e.id = u.empresas_id JOIN negocios n ON n.id = e.negocio_id
         WHERE u.plataforma ORDER BY u.usuario`,
  );
}
