import { sql } from 'drizzle-orm';
import type { Conn } from '../../client';

/** Units every installation has (negocio_id null). Idempotent: runs at each start. */
const UNIDADES = [
  ['GAL', 'GALON', 'gal', 'GLL'],
  ['UND', 'UNIDAD', 'und', '94'],
  ['LT', 'LITRO', 'lt', 'LTR'],
  ['M3', 'METRO CUBICO', 'm³', 'MTQ'],
  ['KG', 'KILOGRAMO', 'kg', 'KGM'],
] as const;

export async function sembrarReferenciaOperacion(conn: Conn): Promise<void> {
  for (const [codigo, descripcion, abreviatura, dian] of UNIDADES) {
    await conn.execute(sql`
      INSERT INTO unidades (negocio_id, codigo, descripcion, abreviatura, codigo_dian)
      SELECT NULL, ${codigo}, ${descripcion}, ${abreviatura}, ${dian}
      WHERE NOT EXISTS (SELECT 1 FROM unidades WHERE negocio_id IS NULL AND codigo = ${codigo})`);
  }
}
