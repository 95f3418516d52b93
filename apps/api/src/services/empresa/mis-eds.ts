import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEstacionMisEds } from '@eds/contracts/empresa/mis-eds';
import { MINUTOS_DESCONEXION } from '@eds/contracts/operacion';
import type { EstadoFiltro, OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar, textoInstante } from '../../lib/paginar';
import { HOY_BOGOTA } from '../../lib/tiempo';
import { descendientes } from './alcance';
import { COLUMNAS_EMPRESA } from './empresas';
import { coincide } from '../../lib/busqueda';

/**
 * Mis EDS (SCREENS.md G02): the service stations under a company that the caller may see, each with its status —
 * devices heard from within the disconnection minutes, shifts open, yesterday reconciled, today's sales — read
 * from indexed per-station rows (devices' connection, open-shift index, reconciled days, daily totals), so a page
 * costs the same however many sales the stations hold.
 */
export interface FiltroMisEds extends TPaginacionQuery {
  buscar?: string;
  estado: EstadoFiltro;
  orden?: OrdenCampo<'alias'>[];
}

const ESTADO = sql`
  (SELECT count(*)::int FROM equipos q WHERE q.empresa_id = e.id AND q.estado = 'A') AS equipos,
  (SELECT count(*)::int FROM equipos q JOIN equipos_conexion c ON c.equipo_id = q.id
    WHERE q.empresa_id = e.id AND q.estado = 'A' AND c.ultima_conexion > now() - make_interval(mins => ${MINUTOS_DESCONEXION})) AS equipos_conectados,
  (SELECT ${textoInstante(sql`max(c.ultima_conexion)`)} FROM equipos q JOIN equipos_conexion c ON c.equipo_id = q.id
    WHERE q.empresa_id = e.id) AS ultimo_contacto,
  EXISTS (SELECT 1 FROM dias_conciliados d WHERE d.empresa_id = e.id AND d.fecha = ${HOY_BOGOTA} - 1) AS ayer_conciliado,
  (SELECT max(d.fecha)::text FROM dias_conciliados d WHERE d.empresa_id = e.id) AS ultimo_dia_conciliado,
  coalesce((SELECT sum(v.valor)::float8 FROM ventas_totales_dia v WHERE v.empresa_id = e.id AND v.fecha_negocio = ${HOY_BOGOTA}), 0) AS ventas_hoy`;

const patron = (buscar: string) => `%${buscar.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarMisEds(conn: Conn, empresaId: number, visibles: ReadonlySet<number>, f: FiltroMisEds) {
  const bajo = (await descendientes(conn, empresaId)).filter((id) => visibles.has(id));
  const condiciones = [sql`e.id = ANY(${`{${bajo.join(',')}}`}::int[])`, sql`e.tipo = ${TIPO_EMPRESA.EDS}`];
  if (f.estado !== 'T') condiciones.push(sql`e.estado = ${f.estado}`);
  if (f.buscar) {
    const b = patron(f.buscar);
    condiciones.push(
      sql`(${coincide(sql`e.codigo`, b)} OR ${coincide(sql`e.alias`, b)} OR ${coincide(sql`e.razon_social`, b)} OR ${coincide(sql`e.atributos ->> 'ciudad'`, b)})`,
    );
  }
  const desc = f.orden?.[0]?.direccion === 'desc';
  return paginar<TEstacionMisEds>(
    conn,
    {
      columnas: sql`${COLUMNAS_EMPRESA}, ${ESTADO}`,
      origen: sql`FROM empresas e LEFT JOIN empresas p ON p.id = e.empresas_id WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: desc ? sql`e.alias DESC, e.id` : sql`e.alias, e.id`,
    },
    f,
  );
}
