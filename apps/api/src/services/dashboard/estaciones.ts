import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { filas, type Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SesionActiva } from '../sesion/contexto';
import { listaEnteros } from './fuentes';

export interface EstacionResumen {
  id: number;
  alias: string;
}

/**
 * The stations a dashboard call reads. A body may name stations, a regional or the business root (each checked
 * against the user's scope: 403 otherwise); without one, every station the user may see. Sales are filed under
 * the station, so the answer's ids are what the rollups are keyed by.
 */
export async function estacionesDeConsulta(conn: Conn, s: SesionActiva, identificador: number | number[] | null | undefined): Promise<EstacionResumen[]> {
  const pedidas = identificador === null || identificador === undefined ? [] : Array.isArray(identificador) ? identificador : [identificador];
  for (const id of pedidas) if (!s.empresas.has(id)) throw new AppError(403, MENSAJES.estacionFueraDeAlcance);
  const raices = pedidas.length > 0 ? pedidas : [...s.empresas];
  const r = await filas<EstacionResumen>(
    conn,
    sql`WITH RECURSIVE arbol AS (
          SELECT id FROM empresas WHERE id = ANY(${listaEnteros(raices)}::int[])
          UNION SELECT e.id FROM empresas e JOIN arbol a ON e.empresas_id = a.id
        )
        SELECT e.id, e.alias FROM empresas e JOIN arbol a ON a.id = e.id
         WHERE e.tipo IN (${TIPO_EMPRESA.EDS}, ${TIPO_EMPRESA.CDL}, ${TIPO_EMPRESA.KIOSCO}) AND e.estado = 'A'
         ORDER BY e.alias`,
  );
  return r.filter((e) => s.empresas.has(e.id));
}
