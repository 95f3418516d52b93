import { sql } from 'drizzle-orm';
import type { TIndicadores } from '@eds/contracts/dashboard';
import { ventanaDiaOperativo } from '@eds/contracts/dia-operativo';
import { NOMBRE_TIPO_NEGOCIO, type TipoNegocio } from '@eds/contracts/operacion';
import { filaPreparada, type Conn } from '../../db/client';
import { filasRollup, listaEnteros, num, ROLLUPS } from './fuentes';
import type { RangoDias } from './rango';

/** Sums arrive as JSON numbers (exact decimal text parsed once). */
interface TotalTipo {
  tipo_negocio: TipoNegocio;
  num_ventas: number;
  cantidad: number;
  valor: number;
  num_vehiculos: number;
  valor_vehiculos: number;
  num_fidelizadas: number;
  valor_fidelizadas: number;
  num_mixtas: number;
  valor_mixtas: number;
}

/** VENTAS_TOTAL: the indicators card, from the rollups and the catalogue counts of the stations. */
export async function indicadores(conn: Conn, estaciones: number[], rango: RangoDias): Promise<TIndicadores> {
  const ventana = { desde: ventanaDiaOperativo(rango.desde).desdeLocal, hasta: ventanaDiaOperativo(rango.hasta).hastaLocal };
  if (estaciones.length === 0) return vacio(ventana.desde, ventana.hasta);
  const ids = listaEnteros(estaciones);
  // One statement, one round trip: the rollup totals by business type, fuels by product, purchases and the counts.
  const r = await filaPreparada<{
    totales: TotalTipo[] | null;
    combustibles: { descripcion: string; cantidad: string | number; valor: string | number }[] | null;
    compras: { num: number; valor: string | number };
    conteos: { clientes: number; empleados: number; canastilla: number; combustible: number };
  }>(
    conn,
    sql`SELECT
          (SELECT json_agg(t ORDER BY t.tipo_negocio) FROM (
             SELECT tipo_negocio, sum(num_ventas)::int AS num_ventas, sum(cantidad) AS cantidad, sum(valor) AS valor,
                    sum(num_vehiculos)::int AS num_vehiculos, sum(valor_vehiculos) AS valor_vehiculos,
                    sum(num_fidelizadas)::int AS num_fidelizadas, sum(valor_fidelizadas) AS valor_fidelizadas,
                    sum(num_mixtas)::int AS num_mixtas, sum(valor_mixtas) AS valor_mixtas
               FROM ${filasRollup(ROLLUPS.totales, 'tipo_negocio, num_ventas, cantidad, valor, num_vehiculos, valor_vehiculos, num_fidelizadas, valor_fidelizadas, num_mixtas, valor_mixtas', estaciones, rango)} x
              GROUP BY tipo_negocio) t) AS totales,
          (SELECT json_agg(c ORDER BY c.descripcion) FROM (
             SELECT p.descripcion, sum(r.cantidad) AS cantidad, sum(r.valor) AS valor
               FROM ${filasRollup(ROLLUPS.productos, 'tipo_negocio, producto_id, cantidad, valor', estaciones, rango)} r
               JOIN productos p ON p.id = r.producto_id
              WHERE r.tipo_negocio = 'C'
              GROUP BY p.id, p.descripcion) c) AS combustibles,
          (SELECT json_build_object('num', coalesce(sum(num_documentos), 0)::int, 'valor', coalesce(sum(valor), 0)) FROM movimientos_dia
            WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${rango.desde}::date AND ${rango.hasta}::date
              AND tipo IN ('ENTRADA', 'RECIBO_COMBUSTIBLE')) AS compras,
          json_build_object(
            'clientes', (SELECT count(*)::int FROM clientes c WHERE c.estado = 'A' AND c.negocio_id IN (SELECT negocio_id FROM empresas WHERE id = ANY(${ids}::int[]))),
            'empleados', (SELECT count(*)::int FROM promotores pr WHERE pr.estado = 'A' AND pr.empresa_id = ANY(${ids}::int[])),
            'canastilla', (SELECT count(*)::int FROM productos p WHERE p.estado = 'A' AND 'S' = ANY(p.tipos_negocio) AND p.tipo_producto_id <> 21
                AND p.negocio_id IN (SELECT negocio_id FROM empresas WHERE id = ANY(${ids}::int[]))),
            'combustible', (SELECT count(*)::int FROM productos p WHERE p.estado = 'A' AND p.tipo_producto_id = 21
                AND p.negocio_id IN (SELECT negocio_id FROM empresas WHERE id = ANY(${ids}::int[])))) AS conteos`,
  );
  const totales = r?.totales ?? [];
  const combustibles = r?.combustibles ?? [];
  const compras = r?.compras;
  const conteos = r?.conteos;
  const de = (t: TipoNegocio) => totales.find((x) => x.tipo_negocio === t);
  const suma = (campo: keyof TotalTipo) => totales.reduce((n, t) => n + num(t[campo] as number), 0);
  return {
    fecha_inicio: ventana.desde,
    fecha_cierre: ventana.hasta,
    total_cantidad_canastilla: num(de('S')?.cantidad),
    total_valor_canastilla: num(de('S')?.valor),
    total_cantidad_combustible: num(de('C')?.cantidad),
    total_valor_combustible: num(de('C')?.valor),
    total_valor_combustible_new: combustibles.map((c) => ({
      descripcion: c.descripcion,
      total_valor_combustible: num(c.valor),
      total_cantidad_combustible: num(c.cantidad),
      fecha_inicio: ventana.desde,
      fecha_cierre: ventana.hasta,
    })),
    total_cantidad_fidelizadas: suma('num_fidelizadas'),
    total_valor_fidelizadas: suma('valor_fidelizadas'),
    total_valor_fidelizadas_new: totales.map((t) => ({
      descripcion: NOMBRE_TIPO_NEGOCIO[t.tipo_negocio],
      total_valor_fidelizadas: num(t.valor_fidelizadas),
    })),
    total_cantidad_kioscos: num(de('K')?.cantidad),
    total_valor_kioscos: num(de('K')?.valor),
    total_vehiculos: suma('num_vehiculos'),
    ventas_vehiculos: suma('valor_vehiculos'),
    total_cantidad_compras: compras?.num ?? 0,
    total_valor_compras: num(compras?.valor),
    total_cantidad_mixtas: suma('num_mixtas'),
    total_valor_mixtas: suma('valor_mixtas'),
    total_clientes: conteos?.clientes ?? 0,
    total_empleados: conteos?.empleados ?? 0,
    total_estaciones: estaciones.length,
    total_productos_canastilla: conteos?.canastilla ?? 0,
    total_productos_combustible: conteos?.combustible ?? 0,
  };
}

function vacio(desde: string, hasta: string): TIndicadores {
  return {
    fecha_inicio: desde,
    fecha_cierre: hasta,
    total_cantidad_canastilla: 0,
    total_valor_canastilla: 0,
    total_cantidad_combustible: 0,
    total_valor_combustible: 0,
    total_valor_combustible_new: [],
    total_cantidad_fidelizadas: 0,
    total_valor_fidelizadas: 0,
    total_valor_fidelizadas_new: [],
    total_cantidad_kioscos: 0,
    total_valor_kioscos: 0,
    total_vehiculos: 0,
    ventas_vehiculos: 0,
    total_cantidad_compras: 0,
    total_valor_compras: 0,
    total_cantidad_mixtas: 0,
    total_valor_mixtas: 0,
    total_clientes: 0,
    total_empleados: 0,
    total_estaciones: 0,
    total_productos_canastilla: 0,
    total_productos_combustible: 0,
  };
}
