import { sql } from 'drizzle-orm';
import type { TOrdenCompraActiva } from '@eds/contracts/dashboard';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { fila, type Conn } from '../../db/client';
import { paginar } from '../../lib/paginar';
import { aTexto, multiplicar, porcentaje } from '../../lib/decimal';
import { siguienteConsecutivo } from './documentos';

export interface OrdenCompraNueva {
  empresaId: number;
  proveedorId: number;
  bodegaId: number;
  fecha: string;
  fechaEntrega: string;
  tipoNegocio: TipoNegocio;
  /** BORRADOR, or APROBADA when created already approved. */
  estado: 'BORRADOR' | 'APROBADA';
  observaciones?: string | null;
  usuarioId?: number | null;
  aprobadoPor?: number | null;
  lineas: { productoId: number; cantidad: number; costo: number; ivaPct?: string }[];
}

/** Creates a numbered purchase order with its lines; total = Σ cantidad × costo plus VAT. */
export async function crearOrdenCompra(conn: Conn, o: OrdenCompraNueva): Promise<{ id: number; consecutivo: number }> {
  const consecutivo = await siguienteConsecutivo(conn, 'ordenes_compra', o.empresaId, 'ORDEN_COMPRA');
  const total = o.lineas.reduce((s, l) => {
    const base = multiplicar(l.cantidad, l.costo);
    return s + base + porcentaje(base, l.ivaPct ?? '0');
  }, 0);
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO ordenes_compra (empresa_id, proveedor_id, bodega_id, consecutivo, fecha, fecha_entrega, tipo_negocio, estado, total, observaciones, creado_por, aprobado_por)
        VALUES (${o.empresaId}, ${o.proveedorId}, ${o.bodegaId}, ${consecutivo}, ${o.fecha}::date, ${o.fechaEntrega}::date, ${o.tipoNegocio}, ${o.estado},
                ${aTexto(total, 2)}, ${o.observaciones ?? null}, ${o.usuarioId ?? null}, ${o.aprobadoPor ?? null})
        RETURNING id`,
  );
  const id = r!.id;
  const json = JSON.stringify(
    o.lineas.map((l) => ({ producto_id: l.productoId, cantidad: aTexto(l.cantidad, 3), costo: aTexto(l.costo, 2), iva: l.ivaPct ?? '0' })),
  );
  await conn.execute(sql`
    INSERT INTO ordenes_compra_detalles (orden_id, producto_id, cantidad, costo, iva_pct)
    SELECT ${id}, producto_id, cantidad, costo, iva FROM jsonb_to_recordset(${json}::jsonb) AS x(producto_id int, cantidad numeric, costo numeric, iva numeric)`);
  return { id, consecutivo };
}

/** Approved orders of a station still waiting for goods (the purchase-order alert). */
export async function ordenesActivas(conn: Conn, empresaId: number, pagina: TPaginacionQuery) {
  return paginar<TOrdenCompraActiva>(
    conn,
    {
      columnas: sql`o.id, o.consecutivo, o.fecha::text AS fecha, o.fecha_entrega::text AS fecha_entrega, o.estado, o.tipo_negocio,
               coalesce(p.nombres || ' ' || p.apellidos, u.usuario) AS responsable, pr.razon_social AS proovedor, o.total::float8 AS costo_total`,
      origen: sql`FROM ordenes_compra o
          JOIN proveedores pr ON pr.id = o.proveedor_id
          LEFT JOIN usuarios u ON u.id = o.creado_por LEFT JOIN personas p ON p.id = u.personas_id
         WHERE o.empresa_id = ${empresaId} AND o.estado IN ('APROBADA', 'RECIBIDA PARCIAL')`,
      orden: sql`o.fecha, o.consecutivo, o.id`,
    },
    pagina,
  );
}
