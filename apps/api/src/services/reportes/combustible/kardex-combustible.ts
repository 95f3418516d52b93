import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ESTADOS_KARDEX,
  LIMITE_REVISAR_KARDEX,
  REPORTE_KARDEX_COMBUSTIBLE,
  TOLERANCIA_KARDEX,
} from '@eds/contracts/reportes/kardex-combustible';
import { filas } from '../../../db/client';
import { enteros, porcentaje, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

type Filtros = z.output<typeof REPORTE_KARDEX_COMBUSTIBLE.filtros>;
const [OK, REVISAR, INVESTIGAR, SIN_LECTURA] = ESTADOS_KARDEX;

/**
 * kardex-combustible: one row per tank and business day of the range (days without movement included), from the
 * rollups kept with the readings, shifts and documents (decision 032): `tanques_dia` (meter gallons of the shifts
 * closed that day, test pours, the day's last dip and water) and `inventario_dia` (receipts and transfers).
 * Inventario inicial is the last dip of an earlier day. Each figure is truncated once; the acumulado adds the daily
 * over/short as shown. At most 366 days × the stations' tanks.
 */
export const kardexCombustible = reporteServidor<Filtros>({
  definicion: REPORTE_KARDEX_COMBUSTIBLE,
  clave: ['bodega_id', 'dia'],
  fuente: (ctx) => {
    const f = ctx.filtros;
    const tolerancia = f.tolerancia ?? TOLERANCIA_KARDEX;
    const revisar = Math.max(tolerancia, LIMITE_REVISAR_KARDEX);
    return sql`
      WITH t AS (
        SELECT b.id AS bodega_id, b.empresa_id, b.descripcion AS tanque, p.descripcion AS producto
          FROM bodegas b LEFT JOIN productos p ON p.id = b.producto_id
         WHERE b.tipo = 'TANQUE' AND b.empresa_id = ANY(${enteros(ctx.ids)}::int[])
               ${siHay(f.tanque, sql`b.id = ${f.tanque ?? 0}`)}${siHay(f.producto, sql`b.producto_id = ${f.producto ?? 0}`)}),
      k AS (
        SELECT t.*, d.dia::date AS dia,
               (SELECT x.volumen_final FROM tanques_dia x
                 WHERE x.empresa_id = t.empresa_id AND x.bodega_id = t.bodega_id AND x.fecha_negocio < d.dia AND x.volumen_final IS NOT NULL
                 ORDER BY x.fecha_negocio DESC, x.medido_en DESC NULLS LAST LIMIT 1) AS inicial,
               coalesce(i.entradas, 0) AS compras, coalesce(i.traslados_entrada, 0) AS tin, coalesce(i.traslados_salida, 0) AS tout,
               coalesce(td.medidor, 0) AS medidor, coalesce(td.calibraciones, 0) AS calibraciones, td.medido, td.agua
          FROM t
         CROSS JOIN generate_series(${ctx.desde}::date, ${ctx.hasta}::date, interval '1 day') d(dia)
          LEFT JOIN LATERAL (
               SELECT sum(x.galones_medidor) AS medidor, sum(x.calibraciones) AS calibraciones,
                      (array_agg(x.volumen_final ORDER BY x.medido_en DESC NULLS LAST) FILTER (WHERE x.volumen_final IS NOT NULL))[1] AS medido,
                      (array_agg(x.agua_final ORDER BY x.medido_en DESC NULLS LAST) FILTER (WHERE x.volumen_final IS NOT NULL))[1] AS agua
                 FROM tanques_dia x WHERE x.empresa_id = t.empresa_id AND x.bodega_id = t.bodega_id AND x.fecha_negocio = d.dia::date) td ON true
          LEFT JOIN LATERAL (
               SELECT sum(x.entradas) AS entradas, sum(x.traslados_entrada) AS traslados_entrada, sum(x.traslados_salida) AS traslados_salida
                 FROM inventario_dia x WHERE x.empresa_id = t.empresa_id AND x.bodega_id = t.bodega_id AND x.fecha_negocio = d.dia::date) i ON true),
      c AS (
        SELECT k.*, k.inicial + k.compras + k.calibraciones + k.tin - k.tout - k.medidor AS book,
               ${porcentaje(sql`k.medido - (k.inicial + k.compras + k.calibraciones + k.tin - k.tout - k.medidor)`, sql`k.medidor - k.calibraciones`)} AS pct,
               ${trunc2(sql`k.medido - (k.inicial + k.compras + k.calibraciones + k.tin - k.tout - k.medidor)`)} AS diferencia
          FROM k)
      SELECT e.id AS estacion_id, e.alias AS estacion, c.dia::text AS dia, c.bodega_id, c.tanque, c.producto,
             ${trunc2(sql`c.inicial`)} AS inicial, ${trunc2(sql`c.compras`)} AS compras, ${trunc2(sql`c.calibraciones`)} AS calibraciones,
             ${trunc2(sql`c.tin`)} AS traslados_entrada, ${trunc2(sql`c.tout`)} AS traslados_salida, ${trunc2(sql`c.medidor`)} AS galones_medidor,
             ${trunc2(sql`c.book`)} AS book, ${trunc2(sql`c.medido`)} AS medido, c.diferencia,
             CASE WHEN c.diferencia IS NULL THEN NULL
                  ELSE sum(c.diferencia) OVER (PARTITION BY c.bodega_id ORDER BY c.dia ROWS UNBOUNDED PRECEDING) END AS acumulado,
             c.pct AS porcentaje, ${trunc2(sql`c.agua`)} AS agua,
             CASE WHEN c.medido IS NULL OR c.book IS NULL THEN ${SIN_LECTURA}::text
                  WHEN coalesce(abs(c.pct), CASE WHEN c.diferencia = 0 THEN 0 ELSE ${revisar} END) <= ${tolerancia} THEN ${OK}::text
                  WHEN coalesce(abs(c.pct), ${revisar}) <= ${revisar} THEN ${REVISAR}::text
                  ELSE ${INVESTIGAR}::text END AS estado
        FROM c JOIN empresas e ON e.id = c.empresa_id`;
  },
  formulas: {
    porcentaje: (s) => porcentaje(s('diferencia'), sql`${s('galones_medidor')} - ${s('calibraciones')}`),
  },
  grafico: async (ctx, base) => {
    // The day's over/short of every tank chosen, and its running total.
    const r = await filas<{ dia: string; diferencia: number | null }>(
      ctx.conn,
      sql`SELECT dia, sum(diferencia)::float8 AS diferencia FROM (${base}) b GROUP BY dia ORDER BY dia`,
    );
    let acumulado = 0;
    return {
      categorias: r.map((x) => x.dia),
      series: [
        { nombre: 'Sobrante/Faltante', color: null, datos: r.map((x) => (x.diferencia === null ? null : Number(x.diferencia))) },
        {
          nombre: 'Acumulado',
          color: null,
          datos: r.map((x) => (acumulado = Math.round((acumulado + Number(x.diferencia ?? 0)) * 100) / 100)),
        },
      ],
    };
  },
});
