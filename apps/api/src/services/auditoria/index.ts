import { sql, type SQL } from 'drizzle-orm';
import { MENSAJES_CATALOGO } from '@eds/contracts/configuracion/catalogo';
import {
  cambiosAuditoria,
  type TAuditoriaDetalle,
  type TAuditoriaFila,
  type TAuditoriaFiltroValido,
} from '@eds/contracts/configuracion/auditoria';
import { fila, filas, type Conn } from '../../db/client';
import { notFound } from '../../lib/errors';
import { coincide, patronBusqueda } from '../../lib/busqueda';

/**
 * Auditoría (SCREENS.md G27): reads of the append-only `auditoria` log. A row is in the caller's scope when its company
 * is; a row without a company (sign-in and sign-out events) when the acting user's company is. Days are Bogotá days.
 * The range is at most 31 days, so the scan is bounded by `auditoria_fecha_idx` / `auditoria_empresa_fecha_idx`.
 */

const COLUMNAS = sql`a.id, to_char(a.fecha AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha, a.usuarios_id,
  u.usuario, NULLIF(trim(p.nombres || ' ' || p.apellidos), '') AS nombre_usuario,
  COALESCE(a.empresa_id, u.empresas_id) AS empresa_id, e.alias AS empresa, a.modulo_id, m.descripcion AS modulo,
  a.tabla AS entidad, a.registro_id, a.accion, a.ip`;

const UNIONES = sql`LEFT JOIN usuarios u ON u.id = a.usuarios_id
  LEFT JOIN personas p ON p.id = u.personas_id
  LEFT JOIN empresas e ON e.id = COALESCE(a.empresa_id, u.empresas_id)
  LEFT JOIN modulos m ON m.id = a.modulo_id`;

/** The scope: the row's company, else (no company on the row) the acting user's. */
const enAlcance = (empresas: number[]) => {
  const ids = sql`${`{${empresas.join(',')}}`}::int[]`;
  return sql`(a.empresa_id = ANY(${ids}) OR (a.empresa_id IS NULL AND u.empresas_id = ANY(${ids})))`;
};

function condiciones(f: TAuditoriaFiltroValido, empresas: number[]): SQL {
  const c: SQL[] = [
    sql`a.fecha >= (${f.fecha_inicial}::date)::timestamp AT TIME ZONE 'America/Bogota'`,
    sql`a.fecha < (${f.fecha_final}::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`,
    enAlcance(empresas),
  ];
  if (f.empresa_id) c.push(sql`COALESCE(a.empresa_id, u.empresas_id) = ${f.empresa_id}`);
  if (f.modulo_id) c.push(sql`a.modulo_id = ${f.modulo_id}`);
  if (f.entidad) c.push(sql`a.tabla = ${f.entidad.toLowerCase()}`);
  if (f.accion) c.push(sql`a.accion = ${f.accion.toUpperCase()}`);
  if (f.usuario) c.push(sql`${coincide(sql`u.usuario`, patronBusqueda(f.usuario))}`);
  return sql.join(c, sql` AND `);
}

/** One page of the log, newest first, and how many rows match. */
export async function listarAuditoria(
  conn: Conn,
  f: TAuditoriaFiltroValido,
  empresas: number[],
): Promise<{ filas: TAuditoriaFila[]; total: number }> {
  const donde = condiciones(f, empresas);
  const r = await filas<TAuditoriaFila>(
    conn,
    sql`SELECT ${COLUMNAS} FROM auditoria a ${UNIONES} WHERE ${donde}
         ORDER BY a.fecha DESC, a.id DESC LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  const c = await fila<{ total: number }>(
    conn,
    sql`SELECT count(*)::int AS total FROM auditoria a LEFT JOIN usuarios u ON u.id = a.usuarios_id WHERE ${donde}`,
  );
  return { filas: r, total: c?.total ?? 0 };
}

/** One row with its before, after and the changed fields; 404 outside the scope. */
export async function obtenerAuditoria(conn: Conn, id: number, empresas: number[]): Promise<TAuditoriaDetalle> {
  const r = await fila<TAuditoriaFila & { antes: Record<string, unknown> | null; despues: Record<string, unknown> | null }>(
    conn,
    sql`SELECT ${COLUMNAS}, a.antes, a.despues FROM auditoria a ${UNIONES} WHERE a.id = ${id} AND ${enAlcance(empresas)}`,
  );
  if (!r) throw notFound(MENSAJES_CATALOGO.noExiste);
  return { ...r, cambios: cambiosAuditoria(r.antes, r.despues) };
}

/** The entities (tables) the log holds: every table with the audit trigger, and the sign-in events. */
export async function entidadesAuditoria(conn: Conn): Promise<string[]> {
  const r = await filas<{ tabla: string }>(
    conn,
    sql`SELECT DISTINCT event_object_table AS tabla FROM information_schema.triggers
         WHERE action_statement ILIKE '%auditar()%'
        UNION SELECT 'sesiones' UNION SELECT 'usuarios'
        ORDER BY 1`,
  );
  return r.map((x) => x.tabla);
}
