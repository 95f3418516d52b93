import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { fila, type Conn } from '../db/client';
import { HOY_BOGOTA } from '../lib/tiempo';

/**
 * The demo's side of G17: the DIAN simulator knows the ranges the demo stations were authorised (their resolutions)
 * and one newer FACTURA ELECTRONICA range per station that nobody registered yet — what `Consultar DIAN` offers —
 * and every station prints with a TIRILLA 80 MM format.
 */
export async function sembrarResolucionesFormatosDemo(conn: Conn, negocioId: number): Promise<void> {
  const ya = await fila<{ n: number }>(conn, sql`SELECT count(*)::int AS n FROM formatos_factura WHERE negocio_id = ${negocioId}`);
  if (ya?.n) return;
  await conn.execute(
    sql`INSERT INTO fe_simulador_rangos (nit, numero, fecha_resolucion, prefijo, desde, hasta, fecha_inicio, fecha_fin, clave_tecnica)
        SELECT split_part(coalesce(nullif(e.nit, ''), n.nit), '-', 1), r.numero, r.fecha_inicio, r.prefijo, r.desde, r.hasta,
               r.fecha_inicio, r.fecha_fin, coalesce(r.clave_tecnica, '')
          FROM resoluciones r JOIN empresas e ON e.id = r.empresa_id JOIN negocios n ON n.id = r.negocio_id
         WHERE r.negocio_id = ${negocioId}`,
  );
  await conn.execute(
    sql`INSERT INTO fe_simulador_rangos (nit, numero, fecha_resolucion, prefijo, desde, hasta, fecha_inicio, fecha_fin, clave_tecnica)
        SELECT split_part(coalesce(nullif(e.nit, ''), n.nit), '-', 1), '1876' || lpad((9000000000 + r.id)::text, 10, '0'), ${HOY_BOGOTA},
               r.prefijo, r.hasta + 1, r.hasta + 1000000, ${HOY_BOGOTA}, ${HOY_BOGOTA} + 730, md5('rango-' || r.id) || substr(md5(r.prefijo), 1, 8)
          FROM resoluciones r JOIN empresas e ON e.id = r.empresa_id JOIN negocios n ON n.id = r.negocio_id
         WHERE r.negocio_id = ${negocioId} AND r.tipo_documento = 'FACTURA ELECTRONICA'`,
  );
  const formato = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO formatos_factura (negocio_id, descripcion, formato, encabezado, pie, leyendas, copias)
        VALUES (${negocioId}, 'TIRILLA ESTACIONES', 'TIRILLA_80', ${'COMBUSTIBLES ANDINOS S.A.S.\nNIT 900456789-1\nRÉGIMEN COMÚN'},
                ${'GRACIAS POR SU COMPRA'}, ${'RESPONSABLES DE IVA. NO SOMOS GRANDES CONTRIBUYENTES.'}, 1)
        RETURNING id`,
  );
  await conn.execute(
    sql`INSERT INTO formatos_factura_estaciones (empresa_id, formato_id)
        SELECT id, ${formato!.id} FROM empresas WHERE negocio_id = ${negocioId} AND tipo = ${TIPO_EMPRESA.EDS}`,
  );
}
