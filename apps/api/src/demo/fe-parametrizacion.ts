import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { HOY_BOGOTA } from '../lib/tiempo';

/**
 * The demo's side of the electronic-invoicing parameter tabs: EDS MEDELLIN POBLADO holds an active REMISION numbering
 * resolution, so it may issue delivery notes (`parametrizacion/save/parametros/REMISION`), while the other stations,
 * without one, are refused — the per-station save shows both outcomes.
 */
export async function sembrarFeParametrizacionDemo(conn: Conn, negocioId: number): Promise<void> {
  await conn.execute(
    sql`INSERT INTO resoluciones (negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, clave_tecnica, tipos_negocio)
        SELECT ${negocioId}, e.id, 'REMISION', '18764' || lpad(e.id::text, 9, '0'), 'REM', 1, 100000, ${HOY_BOGOTA} - 30, ${HOY_BOGOTA} + 700,
               md5('remision-' || e.id), '{C,S,K}'
          FROM empresas e
         WHERE e.negocio_id = ${negocioId} AND e.alias = 'EDS MEDELLIN POBLADO'
           AND NOT EXISTS (SELECT 1 FROM resoluciones r WHERE r.empresa_id = e.id AND r.tipo_documento = 'REMISION')`,
  );
}
