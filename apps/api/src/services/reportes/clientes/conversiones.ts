import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_ALERTA_CONVERSIONES, REPORTE_CONVERSIONES } from '@eds/contracts/reportes/clientes';
import { DIAS_ALERTA_CERTIFICADO } from '@eds/contracts/configuracion/conversiones';
import { enteros, siHay, trunc2 } from '../motor/sql';
import { reporteServidor } from '../motor/tipos';

/**
 * conversiones: the GNV conversions registered at the stations (conversiones.empresa_id) with their conversion date in
 * the days asked for; m³ and recaudado are the repayment ledger's (conversiones_recaudos) up to the last day asked
 * for, saldo = financiado − recaudado as of that day. The ledger is read by conversion, so the cost follows the
 * conversions listed, not the sales.
 */
export const conversiones = reporteServidor<z.output<typeof REPORTE_CONVERSIONES.filtros>>({
  definicion: REPORTE_CONVERSIONES,
  clave: ['conversion_id'],
  fuente: (ctx) => sql`
    SELECT e.id AS estacion_id, e.alias AS estacion, c.id AS conversion_id, c.placa, cl.nombre AS cliente, t.razon_social AS taller,
           f.razon_social AS financiera, c.fecha_conversion::text AS fecha_conversion, ${trunc2(sql`c.valor_financiado`)} AS financiado,
           ${trunc2(sql`coalesce(r.m3, 0)`)} AS m3, ${trunc2(sql`coalesce(r.valor, 0)`)} AS recaudado,
           ${trunc2(sql`c.valor_financiado - coalesce(r.valor, 0)`)} AS saldo, c.estado
      FROM conversiones c
      JOIN empresas e ON e.id = c.empresa_id
      JOIN clientes cl ON cl.id = c.cliente_id
      JOIN talleres t ON t.id = c.taller_id
      LEFT JOIN financieras f ON f.id = c.financiera_id
      LEFT JOIN LATERAL (SELECT sum(x.m3) AS m3, sum(x.valor) AS valor FROM conversiones_recaudos x
                          WHERE x.conversion_id = c.id AND x.fecha_negocio <= ${ctx.hasta}::date) r ON true
     WHERE c.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND c.fecha_conversion BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date${siHay(
       ctx.filtros.estado,
       sql`c.estado = ${ctx.filtros.estado ?? ''}`,
     )}`,
});

/**
 * alerta_conversiones: at the cut date (the last day asked for), each conversion of the stations that is not annulled
 * and needs follow-up — VENCIDO (annual review before the cut), POR_VENCER (within `dias` days of it, 30 by default),
 * or SIN_TANQUEO (still owing and no repaid GNV fill in the 30 days up to the cut). The first that applies, in that
 * order. Último tanqueo is the last repaid fill up to the cut.
 */
export const alertaConversiones = reporteServidor<z.output<typeof REPORTE_ALERTA_CONVERSIONES.filtros>>({
  definicion: REPORTE_ALERTA_CONVERSIONES,
  clave: ['conversion_id'],
  fuente: (ctx) => {
    const dias = ctx.filtros.dias ?? DIAS_ALERTA_CERTIFICADO;
    return sql`
      WITH c AS (
        SELECT c.*, (c.vence_revision - ${ctx.hasta}::date) AS dias_para_vencer,
               (SELECT max(x.fecha_negocio) FROM conversiones_recaudos x WHERE x.conversion_id = c.id AND x.fecha_negocio <= ${ctx.hasta}::date) AS ultimo
          FROM conversiones c
         WHERE c.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND c.estado <> 'ANULADA' AND c.fecha_conversion <= ${ctx.hasta}::date),
      a AS (
        SELECT c.*, CASE WHEN c.dias_para_vencer < 0 THEN 'VENCIDO'
                         WHEN c.dias_para_vencer <= ${dias}::int THEN 'POR_VENCER'
                         WHEN c.estado <> 'PAGADA' AND c.saldo > 0 AND (c.ultimo IS NULL OR c.ultimo < ${ctx.hasta}::date - 30) THEN 'SIN_TANQUEO'
                    END AS alerta
          FROM c)
      SELECT e.id AS estacion_id, e.alias AS estacion, a.id AS conversion_id, a.placa, cl.nombre AS cliente, cl.identificacion AS documento,
             cl.telefono, t.razon_social AS taller, a.fecha_conversion::text AS fecha_conversion, a.vence_revision::text AS vence_revision,
             a.dias_para_vencer::int AS dias_para_vencer, a.ultimo::text AS ultimo_tanqueo, ${trunc2(sql`a.saldo`)} AS saldo, a.alerta
        FROM a
        JOIN empresas e ON e.id = a.empresa_id
        JOIN clientes cl ON cl.id = a.cliente_id
        JOIN talleres t ON t.id = a.taller_id
       WHERE a.alerta IS NOT NULL${siHay(ctx.filtros.tipo_alerta, sql`a.alerta = ${ctx.filtros.tipo_alerta ?? ''}`)}`;
  },
});
