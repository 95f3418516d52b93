import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_BALANCE_OPERATIVO_DIARIO } from '@eds/contracts/reportes/inventario-balance';
import { filas } from '../../../db/client';
import { porcentaje, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';
import { cifrasBalance } from './balance';

type Filtros = z.output<typeof REPORTE_BALANCE_OPERATIVO_DIARIO.filtros>;

/** balance-operativo-diario: one row per station and business day with sales, cash or over/short (see balance.ts). */
export const balanceOperativoDiario = reporteServidor<Filtros>({
  definicion: REPORTE_BALANCE_OPERATIVO_DIARIO,
  clave: ['dia'],
  fuente: (ctx) => {
    const negocios = ctx.filtros.tipo_negocio ? [ctx.filtros.tipo_negocio] : undefined;
    return sql`
      SELECT e.id AS estacion_id, e.alias AS estacion, c.periodo::text AS dia,
             ${trunc2(sql`c.galones`)} AS galones, ${trunc2(sql`c.combustible`)} AS venta_combustible, ${trunc2(sql`c.canastilla`)} AS canastilla,
             ${trunc2(sql`c.kiosco`)} AS kiosco, ${trunc2(sql`c.total`)} AS total, ${trunc2(sql`c.esperado`)} AS esperado,
             ${trunc2(sql`c.entregado`)} AS entregado, ${trunc2(sql`c.diferencia_caja`)} AS diferencia_caja, ${trunc2(sql`c.sobrante`)} AS sobrante,
             ${trunc2(sql`c.base`)} AS base, ${trunc2(sql`c.base - c.costo`)} AS utilidad, ${porcentaje(sql`c.base - c.costo`, sql`c.base`)} AS margen
        FROM (${cifrasBalance(ctx, { ids: ctx.ids, desde: ctx.desde, hasta: ctx.hasta, negocios }, 'dia')}) c
        JOIN empresas e ON e.id = c.empresa_id`;
  },
  formulas: { margen: (s) => porcentaje(s('utilidad'), s('base')) },
  grafico: async (ctx, base) => {
    const r = await filas<{ dia: string; total: number; diferencia: number }>(
      ctx.conn,
      sql`SELECT dia, sum(total)::float8 AS total, sum(diferencia_caja)::float8 AS diferencia FROM (${base}) b GROUP BY dia ORDER BY dia`,
    );
    return {
      categorias: r.map((x) => x.dia),
      series: [
        { nombre: 'Venta total', color: null, datos: r.map((x) => Number(x.total)) },
        { nombre: 'Diferencia caja', color: null, datos: r.map((x) => Number(x.diferencia)) },
      ],
    };
  },
});
