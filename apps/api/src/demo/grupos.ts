import { sql } from 'drizzle-orm';
import { type Conn } from '../db/client';
import type { DemoSembrado } from './sembrar';

/**
 * Demo groups (SCREENS.md G09, `configuracion/grupos`): the Caribbean coast's stations and the fuels, so that the
 * groups screen and `grupo/select/v2` show something on a fresh demo.
 */
export async function sembrarGruposDemo(conn: Conn, demo: DemoSembrado): Promise<void> {
  await conn.execute(sql`
    WITH g AS (
      INSERT INTO grupos (negocio_id, empresa_id, tipo, nombre)
      VALUES (${demo.negocioId}, ${demo.raizId}, 'ESTACIONES', 'ESTACIONES COSTA CARIBE') RETURNING id
    )
    INSERT INTO grupos_miembros (grupo_id, miembro_id)
    SELECT g.id, e.id FROM g, empresas e
     WHERE e.negocio_id = ${demo.negocioId} AND e.tipo = 3 AND e.alias IN ('EDS BARRANQUILLA CENTRO', 'EDS CARTAGENA BOCAGRANDE', 'EDS SANTA MARTA RODADERO')`);
  await conn.execute(sql`
    WITH g AS (
      INSERT INTO grupos (negocio_id, empresa_id, tipo, nombre)
      VALUES (${demo.negocioId}, ${demo.raizId}, 'PRODUCTOS', 'COMBUSTIBLES LIQUIDOS') RETURNING id
    )
    INSERT INTO grupos_miembros (grupo_id, miembro_id)
    SELECT g.id, p.id FROM g, productos p WHERE p.negocio_id = ${demo.negocioId} AND p.tipo_producto_id = 21`);
}
