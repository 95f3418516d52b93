import { sql } from 'drizzle-orm';
import type { TAlertaCliente } from '@eds/contracts/dashboard';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { fila, filas, type Conn, type Db } from '../../../db/client';
import { enTransaccion, type Actor } from '../../../db/context';
import { AppError } from '../../../lib/errors';
import { listaEnteros, num } from './fuentes';

/** Active own-customer alerts of the companies (the station and what hangs from it, within scope). */
export async function alertasClientes(conn: Conn, empresas: number[]): Promise<TAlertaCliente[]> {
  if (empresas.length === 0) return [];
  const r = await filas<{ id: number; nombre: string; mensaje: string; cupo: string; estado: 'A' | 'I'; fecha: Date | string }>(
    conn,
    sql`SELECT a.id, c.nombre, a.mensaje, a.cupo, a.estado, a.fecha
          FROM alertas_clientes a JOIN clientes c ON c.id = a.cliente_id
         WHERE a.estado = 'A' AND a.empresa_id = ANY(${listaEnteros(empresas)}::int[])
         ORDER BY a.fecha DESC LIMIT 200`,
  );
  return r.map((a) => ({ id: a.id, nombre: a.nombre, alerta_mensaje: a.mensaje, cupo: num(a.cupo), estado: a.estado, fecha: textoBogota(new Date(a.fecha)) }));
}

/** Inactivates one alert of a company in scope. */
export async function inactivarAlerta(db: Db, actor: Actor, id: number, alcance: ReadonlySet<number>): Promise<void> {
  const a = await fila<{ empresa_id: number }>(db, sql`SELECT empresa_id FROM alertas_clientes WHERE id = ${id}`);
  if (!a || !alcance.has(a.empresa_id)) throw new AppError(404, 'La alerta no existe');
  await enTransaccion(db, actor, (tx) => tx.execute(sql`UPDATE alertas_clientes SET estado = 'I' WHERE id = ${id}`));
}
