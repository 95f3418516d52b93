import { sql } from 'drizzle-orm';
import type { TFacturaNoGestionada } from '@eds/contracts/dashboard';
import { textoBogota } from '@eds/contracts/dia-operativo';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { listaEnteros, num } from '../dashboard/fuentes';
import type { EstacionResumen } from '../dashboard/estaciones';

/** Electronic invoices in the unmanaged states, newest first (the monitor link shows them all). */
export async function facturasNoGestionadas(
  conn: Conn,
  estaciones: EstacionResumen[],
  estados: readonly number[],
  pagina: TPaginacionQuery,
): Promise<{ filas: TFacturaNoGestionada[]; total: number }> {
  const r = await paginar<{
    id: number;
    empresa_id: number;
    prefijo: string;
    consecutivo: number;
    fecha: Date | string;
    estado: number;
    mensaje: string | null;
  }>(
    conn,
    {
      columnas: sql`f.id, f.empresa_id, f.prefijo, f.consecutivo, f.fecha, f.estado, f.mensaje`,
      origen: sql`FROM facturas_electronicas f
         WHERE f.empresa_id = ANY(${listaEnteros(estaciones.map((e) => e.id))}::int[]) AND f.estado <> 2
           AND f.estado = ANY(${listaEnteros(estados)}::int[])`,
      orden: sql`f.fecha DESC, f.id DESC`,
    },
    pagina,
  );
  const alias = new Map(estaciones.map((e) => [e.id, e.alias]));
  return {
    total: r.total,
    filas: r.filas.map((f) => ({
      ...f,
      consecutivo: num(f.consecutivo),
      alias: alias.get(f.empresa_id) ?? '',
      fecha: textoBogota(new Date(f.fecha)),
    })),
  };
}
