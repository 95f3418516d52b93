import { sql } from 'drizzle-orm';
import type { TVentaManual } from '@eds/contracts/dashboard';
import { instanteBogota, textoBogota } from '@eds/contracts/dia-operativo';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { listaEnteros, num } from '../dashboard/fuentes';

/** Sales typed by hand at the POS while it could not invoice electronically (origen MANUAL), with their lines. */
export async function ventasManuales(
  conn: Conn,
  estaciones: number[],
  desde: string,
  hasta: string,
  pagina: TPaginacionQuery,
): Promise<{ filas: TVentaManual[]; total: number }> {
  const r = await paginar<{
    id: number;
    alias: string;
    prefijo: string | null;
    consecutivo: number | null;
    fecha: Date | string;
    responsable: string | null;
    detalles: { descripcion: string; precio: string; cantidad: string }[];
  }>(
    conn,
    {
      columnas: sql`v.id, e.alias, v.prefijo, v.consecutivo, v.fecha,
               (SELECT trim(pe.nombres || ' ' || pe.apellidos) FROM promotores pr JOIN personas pe ON pe.id = pr.persona_id WHERE pr.id = v.promotor_id) AS responsable,
               (SELECT json_agg(json_build_object('descripcion', p.descripcion, 'precio', d.precio, 'cantidad', d.cantidad) ORDER BY d.id)
                  FROM ventas_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio) AS detalles`,
      origen: sql`FROM ventas v JOIN empresas e ON e.id = v.empresa_id
         WHERE v.origen = 'MANUAL' AND v.empresa_id = ANY(${listaEnteros(estaciones)}::int[])
           AND v.fecha >= ${instanteBogota(desde).toISOString()}::timestamptz AND v.fecha < ${instanteBogota(hasta).toISOString()}::timestamptz`,
      orden: sql`v.fecha DESC, v.id DESC`,
    },
    pagina,
  );
  const filas = r.filas.map((v) => ({
    id: v.id,
    alias: v.alias,
    consecutivo_prefijo: v.prefijo ?? '',
    consecutivo: num(v.consecutivo),
    fecha: textoBogota(new Date(v.fecha)),
    responsable_nombre: v.responsable ?? '',
    detalles: (v.detalles ?? []).map((d) => ({ descripcion: d.descripcion, precio: num(d.precio), cantidad: num(d.cantidad) })),
  }));
  return { filas, total: r.total };
}
