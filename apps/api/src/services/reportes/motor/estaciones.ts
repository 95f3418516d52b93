import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEstacionReporte } from '@eds/contracts/reportes/motor';
import { filas, type Conn } from '../../../db/client';
import type { SesionActiva } from '../../sesion/contexto';
import { enteros } from './sql';

const TIPOS_ESTACION: ReadonlySet<number> = new Set([TIPO_EMPRESA.EDS, TIPO_EMPRESA.CDL, TIPO_EMPRESA.KIOSCO]);

/**
 * The stations of the report filter bar: the active stations of the user's scope (a station user's own), with
 * their city and their regional, ordered by alias. Bounded by the scope itself.
 */
export async function estacionesDeReportes(conn: Conn, s: SesionActiva): Promise<TEstacionReporte[]> {
  const propias = [...s.alcance.values()].filter((e) => TIPOS_ESTACION.has(e.tipo) && e.estado === 'A');
  if (propias.length === 0) return [];
  const ciudades = await filas<{ id: number; ciudad: string | null }>(
    conn,
    sql`SELECT e.id, coalesce(c.nombre, e.atributos ->> 'ciudad') AS ciudad FROM empresas e LEFT JOIN ciudades c ON c.id = e.ciudad_id
         WHERE e.id = ANY(${enteros(propias.map((e) => e.id))}::int[])`,
  );
  const ciudad = new Map(ciudades.map((c) => [Number(c.id), c.ciudad]));
  return propias
    .map((e) => {
      const padre = e.empresas_id === null ? undefined : s.alcance.get(e.empresas_id);
      return {
        id: e.id,
        alias: e.alias,
        ciudad: ciudad.get(e.id) ?? null,
        regional_id: padre?.tipo === TIPO_EMPRESA.REGIONAL ? padre.id : null,
      };
    })
    .sort((a, b) => a.alias.localeCompare(b.alias, 'es') || a.id - b.id);
}
