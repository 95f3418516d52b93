import { sql } from 'drizzle-orm';
import type { TAlertaCliente } from '@eds/contracts/dashboard';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { AppError } from '../../lib/errors';
import { listaEnteros, num } from '../dashboard/fuentes';

/** Active own-customer alerts of the companies (the station and what hangs from it, within scope). */
export async function alertasClientes(
  conn: Conn,
  empresas: number[],
  pagina: TPaginacionQuery,
): Promise<{ filas: TAlertaCliente[]; total: number }> {
  const r = await paginar<{ id: number; nombre: string; mensaje: string; cupo: string; estado: 'A' | 'I'; fecha: Date | string }>(
    conn,
    {
      columnas: sql`a.id, c.nombre, a.mensaje, a.cupo, a.estado, a.fecha`,
      origen: sql`FROM alertas_clientes a JOIN clientes c ON c.id = a.cliente_id
         WHERE a.estado = 'A' AND a.empresa_id = ANY(${listaEnteros(empresas)}::int[])`,
      orden: sql`a.fecha DESC, a.id DESC`,
    },
    pagina,
  );
  return {
    total: r.total,
    filas: r.filas.map((a) => ({
      id: a.id,
      nombre: a.nombre,
      alerta_mensaje: a.mensaje,
      cupo: num(a.cupo),
      estado: a.estado,
      fecha: textoBogota(new Date(a.fecha)),
    })),
  };
}

/** Inactivates one alert of a company in scope. */
export async function inactivarAlerta(conn: Conn, id: number, alcance: ReadonlySet<number>): Promise<void> {
  const a = await fila<{ empresa_id: number }>(conn, sql`SELECT empresa_id FROM alertas_clientes WHERE id = ${id}`);
  if (!a || !alcance.has(a.empresa_id)) throw new AppError(404, MENSAJES.alertaNoExiste);
  await conn.execute(sql`UPDATE alertas_clientes SET estado = 'I' WHERE id = ${id}`);
}
