import { sql } from 'drizzle-orm';
import {
  REPORTE_CIERRE_DIA_COMPLETO,
  REPORTE_FACTURAS_RESOLUCION,
  REPORTE_TRASLADOS_DIA,
  SECCIONES_DIA_COMPLETO,
} from '@eds/contracts/reportes/jornada';
import { cierreDiario } from '../cierres/cierre-diario';
import { consolidadoCierreTurno } from '../cierres/consolidado';
import { calibraciones } from '../combustible/calibraciones';
import { lecturaManguera } from '../combustible/lectura-manguera';
import { lecturaTanque } from '../combustible/lectura-tanque';
import { diferenciaRecibo } from '../inventario/diferencia-recibo';
import { enteros, trunc2 } from '../motor/sql';
import { reporteServidor, type ReporteServidor, type SeccionReporte } from '../motor/tipos';
import { bitacoraJornada } from './bitacora';

/** Numbers listed as missing per resolution at most (the count of gaps is always whole). */
const FALTANTES_LISTADOS = 50;

/**
 * The invoices of the days by resolution and prefix (a section of the book): first and last number used, how many,
 * the numbers missing in between (huecos; the first FALTANTES_LISTADOS listed) and the value of the valid ones. Every
 * numbered sale counts, annulled ones too: an annulled invoice still used its number.
 */
export const facturasPorResolucion = reporteServidor<Record<string, never>>({
  definicion: REPORTE_FACTURAS_RESOLUCION,
  clave: ['prefijo', 'resolucion'],
  fuente: (ctx) => sql`
    WITH g AS (
      SELECT v.empresa_id, v.resolucion_id, v.prefijo, min(v.consecutivo) AS desde, max(v.consecutivo) AS hasta,
             count(DISTINCT v.consecutivo) AS cantidad, array_agg(DISTINCT v.consecutivo) AS numeros,
             coalesce(sum(v.total) FILTER (WHERE right(v.estado_movimiento, 3) = '001'), 0) AS valor
        FROM ventas v
       WHERE v.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
         AND v.consecutivo IS NOT NULL AND v.prefijo IS NOT NULL
       GROUP BY 1, 2, 3)
    SELECT e.id AS estacion_id, e.alias AS estacion,
           coalesce(r.tipo_documento || ' ' || r.numero, 'SIN RESOLUCIÓN') AS resolucion, g.prefijo,
           g.desde::int AS desde, g.hasta::int AS hasta, g.cantidad::int AS cantidad, (g.hasta - g.desde + 1 - g.cantidad)::int AS huecos,
           coalesce((SELECT string_agg(n::text, ', ' ORDER BY n)
                       FROM (SELECT n FROM generate_series(g.desde, g.hasta) n WHERE n <> ALL(g.numeros) ORDER BY n
                             LIMIT ${FALTANTES_LISTADOS}) x), '') AS faltantes,
           ${trunc2(sql`g.valor`)} AS valor
      FROM g JOIN empresas e ON e.id = g.empresa_id LEFT JOIN resoluciones r ON r.id = g.resolucion_id`,
});

/**
 * The inventory transfers of the days (a section of the book): each line of the stations' TRASLADO documents of those
 * business days, read through `movimientos_inventario_dia_idx`; an annulled document keeps its row with no quantity.
 */
export const trasladosDelDia = reporteServidor<Record<string, never>>({
  definicion: REPORTE_TRASLADOS_DIA,
  clave: ['linea_id'],
  fuente: (ctx) => sql`
    SELECT e.id AS estacion_id, e.alias AS estacion, dt.id::int AS linea_id,
           to_char(m.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha_hora, m.consecutivo AS documento,
           o.descripcion AS bodega_origen, de.descripcion AS bodega_destino, p.descripcion AS producto,
           CASE WHEN m.estado = 'ANULADO' THEN 0 ELSE dt.cantidad END AS cantidad,
           ${trunc2(sql`dt.costo_unitario`)} AS costo_unitario,
           CASE WHEN m.estado = 'ANULADO' THEN 0 ELSE ${trunc2(sql`dt.valor`)} END AS valor,
           m.estado, u.usuario, m.observaciones
      FROM movimientos_inventario m
      JOIN movimientos_inventario_detalles dt ON dt.movimiento_id = m.id
      JOIN empresas e ON e.id = m.empresa_id
      JOIN bodegas o ON o.id = m.bodega_id
      LEFT JOIN bodegas de ON de.id = m.bodega_destino_id
      JOIN productos p ON p.id = dt.producto_id
      LEFT JOIN usuarios u ON u.id = m.usuario_id
     WHERE m.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND m.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
       AND m.tipo = 'TRASLADO'`,
});

/** The book's sections, in print order (SECCIONES_DIA_COMPLETO), each a report with the filters it runs with. */
export const SECCIONES: readonly SeccionReporte[] = (
  [
    [cierreDiario],
    [consolidadoCierreTurno],
    [lecturaManguera],
    [lecturaTanque],
    [calibraciones],
    [diferenciaRecibo],
    [trasladosDelDia],
    [facturasPorResolucion],
    [bitacoraJornada, { tipo_evento: ['Anulación', 'Contingencia FE', 'Equipo desconectado', 'Novedad'] }],
  ] as [ReporteServidor, Record<string, unknown>?][]
).map(([reporte, filtros], i) => ({ titulo: SECCIONES_DIA_COMPLETO[i], reporte, filtros }));

/**
 * cierre-dia-completo: the book of the stations' business days. The screen lists each section with the rows it holds
 * (each section's own query over the same stations and days, counted per station); the files print the sections
 * themselves (motor: `secciones`): the PDF one after the other, the workbook a sheet each.
 */
export const cierreDiaCompleto = reporteServidor<Record<string, never>>({
  definicion: REPORTE_CIERRE_DIA_COMPLETO,
  clave: ['orden'],
  secciones: SECCIONES,
  fuente: (ctx) => {
    const cuentas = SECCIONES.map((x, i) => {
      const sctx = { ...ctx, filtros: x.reporte.definicion.filtros.parse(x.filtros ?? {}) };
      return sql`SELECT ${i + 1}::int AS orden, s.estacion_id, count(*)::int AS filas FROM (${x.reporte.fuente(sctx)}) s GROUP BY s.estacion_id`;
    });
    return sql`
      SELECT e.id AS estacion_id, e.alias AS estacion, s.orden, s.seccion, coalesce(c.filas, 0)::int AS filas
        FROM empresas e
       CROSS JOIN unnest(${`{${SECCIONES.map((x) => `"${x.titulo}"`).join(',')}}`}::text[]) WITH ORDINALITY AS s(seccion, orden)
        LEFT JOIN (${sql.join(cuentas, sql` UNION ALL `)}) c ON c.orden = s.orden AND c.estacion_id = e.id
       WHERE e.id = ANY(${enteros(ctx.ids)}::int[])`;
  },
});
