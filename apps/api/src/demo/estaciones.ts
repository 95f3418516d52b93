import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';

/**
 * The station data of the demo stations (SCREENS.md G02): code, SICOM code, flag, POS platform (the first half on
 * BETA 4, the rest on BETA 3), businesses and e-mail, as the station form saves them.
 */
export async function sembrarEstacionesDemo(conn: Conn, estaciones: readonly number[]): Promise<void> {
  for (const [i, id] of estaciones.entries()) {
    const n = String(i + 1).padStart(3, '0');
    const atributos = {
      codigo_sicom: `4100${n}`,
      bandera: 'TERPEL',
      plataforma: i < estaciones.length / 2 ? 'BETA 4' : 'BETA 3',
      negocios: ['C', 'S', 'K'],
      responsabilidades: ['O-13', 'O-15'],
      correo: `eds${n}@combustiblesandinos.com.co`,
    };
    await conn.execute(sql`
      UPDATE empresas SET codigo = ${`EDS-${n}`}, nit = ${'900456789-4'}, telefono = ${`605300${n}0`.slice(0, 10)},
             atributos = atributos || ${JSON.stringify(atributos)}::jsonb
       WHERE id = ${id}`);
  }
}
