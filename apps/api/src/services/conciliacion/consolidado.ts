import { sql } from 'drizzle-orm';
import { CATEGORIAS_RESUMEN, type ClaveCategoria, type TConsolidado, type TResumenNegocio } from '@eds/contracts/conciliacion/conciliacion';
import { filas, type Conn } from '../../db/client';
import { dinero } from '../../lib/decimal';

type Categoria = keyof typeof CATEGORIAS_RESUMEN;
const CLAVES: Record<string, 'fuel' | 'kiosco' | 'canastilla'> = { C: 'fuel', K: 'kiosco', S: 'canastilla' };

/** Cents, summed exactly, as the wire's number. */
const pesos = (centavos: number) => centavos / 100;

function vacio(): { venta: number; categorias: Map<ClaveCategoria, { total: number; medios: Map<string, number> }> } {
  return { venta: 0, categorias: new Map() };
}

/**
 * Consolidated payments of a station day (`v1/consolidator/allBusiness`): per business type (fuel, kiosk, store),
 * the day's sales value and its payments by the six reconciliation categories of the payment methods, with a
 * detail per payment method (except CONSUMO INTERNO and RECAUDO). Read from the day rollups kept with the sales
 * (ventas_totales_dia, ventas_pagos_dia), summed in cents.
 */
export async function consolidadoDia(conn: Conn, empresaId: number, fecha: string): Promise<TConsolidado> {
  const pagos = await filas<{ tipo_negocio: string; categoria: string; medio: string; valor: string }>(
    conn,
    sql`SELECT p.tipo_negocio, m.categoria_conciliacion AS categoria, m.descripcion AS medio, p.valor::text AS valor
          FROM ventas_pagos_dia p JOIN medios_pago m ON m.id = p.medio_pago_id
         WHERE p.empresa_id = ${empresaId} AND p.fecha_negocio = ${fecha}::date
         ORDER BY m.descripcion`,
  );
  const ventas = await filas<{ tipo_negocio: string; valor: string }>(
    conn,
    sql`SELECT tipo_negocio, valor::text AS valor FROM ventas_totales_dia WHERE empresa_id = ${empresaId} AND fecha_negocio = ${fecha}::date`,
  );
  const acumulado = { fuel: vacio(), kiosco: vacio(), canastilla: vacio() };
  for (const v of ventas) {
    const clave = CLAVES[v.tipo_negocio];
    if (clave) acumulado[clave].venta += dinero(v.valor);
  }
  for (const p of pagos) {
    const negocio = CLAVES[p.tipo_negocio];
    const categoria = CATEGORIAS_RESUMEN[p.categoria as Categoria];
    if (!negocio || !categoria) continue;
    const c = acumulado[negocio].categorias.get(categoria) ?? { total: 0, medios: new Map<string, number>() };
    const centavos = dinero(p.valor);
    c.total += centavos;
    c.medios.set(p.medio, (c.medios.get(p.medio) ?? 0) + centavos);
    acumulado[negocio].categorias.set(categoria, c);
  }
  const resumen = (a: ReturnType<typeof vacio>): TResumenNegocio => {
    const conDetalle = (k: ClaveCategoria) => {
      const c = a.categorias.get(k);
      return {
        total: pesos(c?.total ?? 0),
        detalle: [...(c?.medios ?? new Map<string, number>())].map(([medio_pago, total]) => ({ medio_pago, total: pesos(total) })),
      };
    };
    const soloTotal = (k: ClaveCategoria) => ({ total: pesos(a.categorias.get(k)?.total ?? 0) });
    return {
      valor_venta: pesos(a.venta),
      forma_pago: {
        otros_medios_pagos: conDetalle('otros_medios_pagos'),
        marcas_privadas: conDetalle('marcas_privadas'),
        contado: conDetalle('contado'),
        recaudo: soloTotal('recaudo'),
        consumo_interno: soloTotal('consumo_interno'),
        credito: conDetalle('credito'),
      },
      listado_conciliador: (Object.entries(CATEGORIAS_RESUMEN) as [Categoria, ClaveCategoria][]).map(([descripcion, k]) => ({
        descripcion,
        total_venta: pesos(a.categorias.get(k)?.total ?? 0),
      })),
    };
  };
  return { fuel: resumen(acumulado.fuel), kiosco: resumen(acumulado.kiosco), canastilla: resumen(acumulado.canastilla) };
}
