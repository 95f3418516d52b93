import { sql, type SQL } from 'drizzle-orm';
import { MINUTOS_DESCONEXION } from '@eds/contracts/operacion';
import type { CAMPOS_ORDEN_EQUIPO, TEquipo, TEquipoDesconectado, TEquiposQuery } from '@eds/contracts/equipo';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

const COLUMNAS = sql`e.id, e.empresa_id, em.alias AS empresa, e.alias, e.tipo, e.tipo_equipo_id,
  CASE WHEN te.id IS NULL THEN NULL ELSE te.marca || ' ' || te.modelo END AS modelo, e.serial, e.isla_id, i.codigo AS isla,
  e.ip, e.mac, e.identificador_dispositivo, e.tipos_negocio, e.resolucion_id,
  CASE WHEN rs.id IS NULL THEN NULL ELSE rs.prefijo || ' ' || rs.numero END AS resolucion, e.impresora_id, imp.alias AS impresora, e.estado,
  (e.token_hash IS NOT NULL) AS token_activo, ${textoInstante(sql`e.token_emitido_en`)} AS token_emitido_en,
  ${textoInstante(sql`c.ultima_conexion`)} AS ultima_conexion, c.version_app, c.ventas_pendientes,
  (c.ultima_conexion IS NOT NULL AND c.ultima_conexion > now() - make_interval(mins => ${MINUTOS_DESCONEXION})) AS conectado`;

const DESDE = sql`FROM equipos e JOIN empresas em ON em.id = e.empresa_id
  LEFT JOIN islas i ON i.id = e.isla_id LEFT JOIN equipos_conexion c ON c.equipo_id = e.id
  LEFT JOIN tipos_equipo te ON te.id = e.tipo_equipo_id
  LEFT JOIN resoluciones rs ON rs.id = e.resolucion_id LEFT JOIN equipos imp ON imp.id = e.impresora_id`;

/** The devices of a station (active only for selectors), with their connection state. */
export async function equiposDeEstacion(conn: Conn, empresaId: number, soloActivos: boolean, pagina: TPaginacionQuery) {
  return paginar<TEquipo>(
    conn,
    {
      columnas: COLUMNAS,
      origen: sql`${DESDE} WHERE e.empresa_id = ${empresaId} ${soloActivos ? sql`AND e.estado = 'A'` : sql``}`,
      orden: sql`e.alias, e.id`,
    },
    pagina,
  );
}

/** Sortable columns: the only text that reaches ORDER BY comes from this map. */
const COLUMNA_ORDEN: Record<(typeof CAMPOS_ORDEN_EQUIPO)[number], SQL> = {
  alias: sql`e.alias`,
  tipo: sql`e.tipo`,
  serial: sql`e.serial`,
  estacion: sql`em.alias`,
  isla: sql`i.codigo`,
  ultima_conexion: sql`c.ultima_conexion`,
  estado: sql`e.estado`,
};

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Gestión de equipos: the devices of `empresaId` and of the companies under it, limited to `alcance` (the caller's
 * scope), so a station user sees its own station's devices whatever id it sends.
 */
export async function listarEquipos(conn: Conn, empresaId: number, alcance: ReadonlySet<number>, f: TEquiposQuery) {
  const condiciones: SQL[] = [
    sql`e.empresa_id IN (WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ${empresaId}
          UNION SELECT h.id FROM empresas h JOIN arbol a ON h.empresas_id = a.id
        ) SELECT id FROM arbol)`,
    sql`e.empresa_id = ANY(${enteros(alcance)}::int[])`,
  ];
  if (f.estado !== 'T') condiciones.push(sql`e.estado = ${f.estado}`);
  if (f.tipo) condiciones.push(sql`e.tipo = ${f.tipo}`);
  if (f.estacion_id) condiciones.push(sql`e.empresa_id = ${f.estacion_id}`);
  if (f.buscar) {
    const p = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`e.alias`, p)} OR ${coincide(sql`e.serial`, p)} OR ${coincide(sql`e.identificador_dispositivo`, p)} OR ${coincide(sql`e.ip`, p)} OR ${coincide(sql`em.alias`, p)})`,
    );
  }
  const orden = (f.orden?.length ? f.orden : [{ campo: 'alias' as const, direccion: 'asc' as const }]).map(
    (o) => sql`${COLUMNA_ORDEN[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`}`,
  );
  orden.push(sql`e.id`);
  return paginar<TEquipo>(
    conn,
    { columnas: COLUMNAS, origen: sql`${DESDE} WHERE ${sql.join(condiciones, sql` AND `)}`, orden: sql.join(orden, sql`, `) },
    f,
  );
}

/**
 * Active devices of active stations that have not been heard from in `minutos` (never counts as disconnected):
 * the monitor's list and the contingency warning.
 */
export async function equiposDesconectados(conn: Conn, empresas: readonly number[], minutos: number | undefined, pagina: TPaginacionQuery) {
  return paginar<TEquipoDesconectado>(
    conn,
    {
      columnas: sql`${COLUMNAS},
               CASE WHEN c.ultima_conexion IS NULL THEN NULL ELSE floor(extract(epoch FROM now() - c.ultima_conexion) / 60)::int END AS minutos_desconectado`,
      origen: sql`${DESDE}
         WHERE e.empresa_id = ANY(${enteros(empresas)}::int[]) AND e.estado = 'A' AND em.estado = 'A'
           AND (c.ultima_conexion IS NULL OR c.ultima_conexion <= now() - make_interval(mins => ${minutos ?? MINUTOS_DESCONEXION}))`,
      orden: sql`em.alias, e.alias, e.id`,
    },
    pagina,
  );
}
