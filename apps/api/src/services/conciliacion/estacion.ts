import { sql } from 'drizzle-orm';
import { MENSAJES_CONCILIACION as M, type TEstacionConciliacion } from '@eds/contracts/conciliacion/conciliacion';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { fila, filas, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { minutosDeInicio } from '../empresa/ciclo';

export interface EstacionConciliable {
  id: number;
  negocioId: number;
  alias: string;
  /** The station's current business day: it and later days cannot be reconciled. */
  hoy: string;
  /** First business day with operations (shifts or sales), or null when it has none. */
  inicio: string | null;
}

/** The station (a company of type EDS) with its current business day and its first day of operations; 400 otherwise. */
export async function estacionConciliable(conn: Conn, empresaId: number, ahora = new Date()): Promise<EstacionConciliable> {
  const e = await fila<{ id: number; negocio_id: number; alias: string; tipo: number; inicio_ciclo: string | null; inicio: string | null }>(
    conn,
    sql`SELECT e.id, e.negocio_id, e.alias, e.tipo, e.atributos ->> 'inicio_ciclo' AS inicio_ciclo,
               least((SELECT min(fecha_negocio) FROM turnos WHERE empresa_id = e.id),
                     (SELECT min(fecha_negocio) FROM ventas_totales_dia WHERE empresa_id = e.id))::text AS inicio
          FROM empresas e WHERE e.id = ${empresaId}`,
  );
  if (!e || e.tipo !== TIPO_EMPRESA.EDS) throw badRequest(M.noEsEstacion, [{ campo: 'empresaId', mensaje: M.noEsEstacion }]);
  return { id: e.id, negocioId: e.negocio_id, alias: e.alias, hoy: diaOperativo(ahora, minutosDeInicio(e.inicio_ciclo)), inicio: e.inicio };
}

/**
 * The key of a station day's advisory lock: the same SQL function the freezing triggers call, so reconciling
 * (exclusive) and writing into the day (shared) serialize.
 */
export const claveDia = (empresaId: number, fecha: string) => sql`clave_dia_conciliado(${empresaId}::int, ${fecha}::date)`;

/** The active stations among `empresas` (the caller's scope), with their place, for the station selector. */
export async function estacionesDeAlcance(
  conn: Conn,
  empresas: readonly number[],
  p: { limite: number; desde: number },
): Promise<{ filas: TEstacionConciliacion[]; total: number }> {
  const r = await filas<TEstacionConciliacion & { total: number }>(
    conn,
    sql`SELECT e.id, e.alias, coalesce(c.nombre, '') AS ciudad, coalesce(d.nombre, '') AS departamento, coalesce(pa.nombre, '') AS pais,
               count(*) OVER ()::int AS total
          FROM empresas e LEFT JOIN ciudades c ON c.id = e.ciudad_id LEFT JOIN departamentos d ON d.id = e.departamento_id
          LEFT JOIN paises pa ON pa.id = e.pais_id
         WHERE e.id = ANY(${`{${empresas.join(',') || 0}}`}::int[]) AND e.tipo = ${TIPO_EMPRESA.EDS} AND e.estado = 'A'
         ORDER BY e.alias, e.id LIMIT ${p.limite} OFFSET ${p.desde}`,
  );
  return { filas: r.map(({ total: _t, ...x }) => x), total: r[0]?.total ?? 0 };
}
