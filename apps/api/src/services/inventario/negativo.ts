import type { Conn } from '../../db/client';
import { parametroBooleano } from '../parametros';

/** Whether back-office documents of a station may leave stock negative (parameter PERMITE_INVENTARIO_NEGATIVO = S). */
export async function permiteNegativo(conn: Conn, empresaId: number): Promise<boolean> {
  return (await parametroBooleano(conn, 'PERMITE_INVENTARIO_NEGATIVO', empresaId)) === true;
}
