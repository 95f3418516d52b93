import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTE_VENTAS_CANASTILLA, REPORTE_VENTAS_COMBUSTIBLE } from '@eds/contracts/reportes/ventas-agrupadas';
import { claseDeReporte } from '@eds/contracts/reportes/motor';
import { filas } from '../../../db/client';
import { filasRollup, ROLLUPS } from '../../dashboard/fuentes';
import { enteros, porcentaje, razon, siHay, trunc2 } from '../motor/sql';
import { reporteServidor, type Agregado, type ContextoReporte } from '../motor/tipos';
import { colorDeCombustible } from './combustibles';

type FiltrosCombustible = z.output<typeof REPORTE_VENTAS_COMBUSTIBLE.filtros>;
type FiltrosCanastilla = z.output<typeof REPORTE_VENTAS_CANASTILLA.filtros>;

interface Agrupacion {
  negocio: 'C' | 'S';
  agrupar: readonly string[];
  producto?: number | null;
  /** The sale's promoter (fuel) or cashier (store). */
  persona?: number | null;
  /** Store rows carry Base and Impuestos. */
  conBase: boolean;
}

/** Every key field of the row, null unless the report is grouped by it. */
const CAMPOS_CLAVE = [
  'dia',
  'turno_id',
  'turno',
  'isla',
  'manguera',
  'producto',
  'categoria',
  'promotor',
  'cajero',
  'medio_pago',
  'cliente',
] as const;

/** A key of the sales path: what it groups by (an id, so two names never merge) and what the row shows. */
const CLAVES_VENTAS: Record<string, { grupo: SQL; campos: Partial<Record<(typeof CAMPOS_CLAVE)[number], SQL>> }> = {
  dia: { grupo: sql`v.fecha_negocio`, campos: { dia: sql`v.fecha_negocio::text` } },
  turno: {
    grupo: sql`v.turno_id`,
    campos: {
      turno_id: sql`v.turno_id::int`,
      turno: sql`CASE WHEN v.turno_id IS NULL THEN NULL ELSE '#' || v.turno_id || ' · ' || coalesce(ti.descripcion, '') || ' · ' || coalesce(trim(tpe.nombres || ' ' || tpe.apellidos), '') END`,
    },
  },
  isla: { grupo: sql`coalesce(tu.isla_id, su.isla_id)`, campos: { isla: sql`coalesce(ti.descripcion, si.descripcion)` } },
  manguera: {
    grupo: sql`v.manguera_id`,
    campos: { manguera: sql`CASE WHEN m.id IS NULL THEN NULL ELSE 'Surtidor ' || su.numero || ' · Manguera ' || m.numero END` },
  },
  producto: { grupo: sql`d.producto_id`, campos: { producto: sql`p.descripcion` } },
  categoria: { grupo: sql`p.categoria_id`, campos: { categoria: sql`c.descripcion` } },
  promotor: { grupo: sql`coalesce(v.promotor_id, tu.promotor_id)`, campos: { promotor: sql`trim(pe.nombres || ' ' || pe.apellidos)` } },
  cajero: { grupo: sql`coalesce(v.promotor_id, tu.promotor_id)`, campos: { cajero: sql`trim(pe.nombres || ' ' || pe.apellidos)` } },
  medio_pago: { grupo: sql`vp.medio_pago_id`, campos: { medio_pago: sql`mp.descripcion` } },
  cliente: { grupo: sql`v.cliente_id`, campos: { cliente: sql`cl.nombre` } },
};

/** The row's key fields: those of the chosen keys, null for the rest. */
function camposClave(elegidos: Partial<Record<string, SQL>>): SQL {
  return sql.join(
    CAMPOS_CLAVE.map((k) => sql`${elegidos[k] ?? sql`NULL`}${k === 'turno_id' ? sql`::int` : sql`::text`} AS ${sql.identifier(k)}`),
    sql`, `,
  );
}

/** The figures of a row from its sums, each truncated once. */
function cifras(a: Agrupacion): SQL {
  return sql`count(DISTINCT v.id)::int AS ventas,
             ${trunc2(sql`sum(d.cantidad * x.factor)`)} AS cantidad,
             ${trunc2(sql`sum(d.valor * x.factor)`)} AS valor,
             ${trunc2(sql`sum(d.descuento * x.factor)`)} AS descuentos,
             ${razon(sql`sum(d.valor * x.factor)`, sql`sum(d.cantidad * x.factor)`)} AS precio_promedio,
             ${razon(sql`sum(d.valor * x.factor)`, sql`count(DISTINCT v.id)`)} AS ticket_promedio,
             ${porcentaje(sql`sum(d.valor * x.factor)`, sql`sum(sum(d.valor * x.factor)) OVER ()`)} AS participacion
             ${a.conBase ? sql`, ${trunc2(sql`sum((d.valor - d.impuestos) * x.factor)`)} AS base, ${trunc2(sql`sum(d.impuestos * x.factor)`)} AS impuestos` : sql``}`;
}

/**
 * The sales path: the valid sale lines of the days, grouped by the chosen keys. Grouped by payment method, each line
 * counts in proportion to what the method paid of its sale (a mixed sale splits its gallons and value).
 */
function desdeVentas(ctx: ContextoReporte<unknown>, a: Agrupacion): SQL {
  const claves = a.agrupar.map((k) => CLAVES_VENTAS[k]);
  const porMedio = a.agrupar.includes('medio_pago');
  const grupos = [sql`v.empresa_id`, ...claves.map((c) => c.grupo)];
  return sql`
    SELECT e.id AS estacion_id, e.alias AS estacion, ${camposClave(Object.assign({}, ...claves.map((c) => c.campos)) as Partial<Record<string, SQL>>)},
           ${sql.join(
             claves.map((c) => sql`coalesce((${c.grupo})::text, '')`),
             sql` || '|' || `,
           )} AS clave__,
           ${cifras(a)}
      FROM ventas v
      JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
      ${porMedio ? sql`JOIN ventas_pagos vp ON vp.venta_id = v.id AND vp.fecha_negocio = v.fecha_negocio JOIN medios_pago mp ON mp.id = vp.medio_pago_id` : sql``}
      CROSS JOIN LATERAL (SELECT ${porMedio ? sql`vp.valor / NULLIF(v.total, 0)` : sql`1`}::numeric AS factor) x
      JOIN empresas e ON e.id = v.empresa_id
      JOIN productos p ON p.id = d.producto_id
      LEFT JOIN categorias c ON c.id = p.categoria_id
      LEFT JOIN turnos tu ON tu.id = v.turno_id
      LEFT JOIN islas ti ON ti.id = tu.isla_id
      LEFT JOIN promotores tp ON tp.id = tu.promotor_id
      LEFT JOIN personas tpe ON tpe.id = tp.persona_id
      LEFT JOIN mangueras m ON m.id = v.manguera_id
      LEFT JOIN surtidores su ON su.id = m.surtidor_id
      LEFT JOIN islas si ON si.id = su.isla_id
      LEFT JOIN promotores pr ON pr.id = coalesce(v.promotor_id, tu.promotor_id)
      LEFT JOIN personas pe ON pe.id = pr.persona_id
      LEFT JOIN clientes cl ON cl.id = v.cliente_id
     WHERE v.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND v.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
       AND v.tipo_negocio = ${a.negocio} AND right(v.estado_movimiento, 3) = '001'
       ${siHay(a.producto, sql`d.producto_id = ${a.producto ?? 0}`)}${siHay(a.persona, sql`coalesce(v.promotor_id, tu.promotor_id) = ${a.persona ?? 0}`)}
     GROUP BY e.id, e.alias, ${sql.join(grupos, sql`, `)}, ${sql.join(
       claves.flatMap((c) => Object.values<SQL>(c.campos as Record<string, SQL>)),
       sql`, `,
     )}`;
}

/**
 * The rollup path (keys: day and product, no promoter): the daily product rollup, or whole months of the monthly
 * one when the day is not a key. Grouped by day alone, # Ventas comes from the day totals (a sale with two products
 * is one sale); with the product it counts the sales that include the product, as the rollup does.
 */
function desdeResumenes(ctx: ContextoReporte<unknown>, a: Agrupacion): SQL {
  const porDia = a.agrupar.includes('dia');
  const porProducto = a.agrupar.includes('producto');
  const ids = enteros(ctx.ids);
  const fuente = porDia
    ? sql`(SELECT empresa_id, fecha_negocio, tipo_negocio, producto_id, cantidad, valor, impuestos, descuento, num_ventas FROM ventas_resumen_dia
            WHERE empresa_id = ANY(${ids}::int[]) AND fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date)`
    : filasRollup(
        ROLLUPS.productos,
        'empresa_id, NULL::date AS fecha_negocio, tipo_negocio, producto_id, cantidad, valor, impuestos, descuento, num_ventas',
        [...ctx.ids],
        ctx,
      );
  const grupos = [sql`r.empresa_id`, ...(porDia ? [sql`r.fecha_negocio`] : []), ...(porProducto ? [sql`r.producto_id`] : [])];
  const ventas = porProducto
    ? sql`sum(r.num_ventas)`
    : sql`(SELECT sum(t.num_ventas) FROM ventas_totales_dia t WHERE t.empresa_id = r.empresa_id AND t.tipo_negocio = ${a.negocio} AND t.fecha_negocio = r.fecha_negocio)`;
  return sql`
    SELECT e.id AS estacion_id, e.alias AS estacion,
           ${camposClave({ ...(porDia ? { dia: sql`r.fecha_negocio::text` } : {}), ...(porProducto ? { producto: sql`p.descripcion` } : {}) })},
           ${sql.join([...(porDia ? [sql`coalesce(r.fecha_negocio::text, '')`] : []), ...(porProducto ? [sql`coalesce(r.producto_id::text, '')`] : [])], sql` || '|' || `)} AS clave__,
           ${ventas}::int AS ventas,
           ${trunc2(sql`sum(r.cantidad)`)} AS cantidad,
           ${trunc2(sql`sum(r.valor)`)} AS valor,
           ${trunc2(sql`sum(r.descuento)`)} AS descuentos,
           ${razon(sql`sum(r.valor)`, sql`sum(r.cantidad)`)} AS precio_promedio,
           ${razon(sql`sum(r.valor)`, ventas)} AS ticket_promedio,
           ${porcentaje(sql`sum(r.valor)`, sql`sum(sum(r.valor)) OVER ()`)} AS participacion
           ${a.conBase ? sql`, ${trunc2(sql`sum(r.valor - r.impuestos)`)} AS base, ${trunc2(sql`sum(r.impuestos)`)} AS impuestos` : sql``}
      FROM ${fuente} r
      JOIN empresas e ON e.id = r.empresa_id
      JOIN productos p ON p.id = r.producto_id
     WHERE r.tipo_negocio = ${a.negocio}${siHay(a.producto, sql`r.producto_id = ${a.producto ?? 0}`)}
     GROUP BY e.id, e.alias, ${sql.join(grupos, sql`, `)}${porProducto ? sql`, p.descripcion` : sql``}`;
}

const FORMULAS: Readonly<Record<string, (s: Agregado, g: Agregado) => SQL>> = {
  precio_promedio: (s) => razon(s('valor'), s('cantidad')),
  ticket_promedio: (s) => razon(s('valor'), s('ventas')),
  participacion: (s, g) => porcentaje(s('valor'), g('valor')),
};

export const ventasCombustible = reporteServidor<FiltrosCombustible>({
  definicion: REPORTE_VENTAS_COMBUSTIBLE,
  clave: ['clave__'],
  fuente: (ctx) => {
    const a: Agrupacion = {
      negocio: 'C',
      agrupar: ctx.filtros.agrupar,
      producto: ctx.filtros.producto,
      persona: ctx.filtros.promotor,
      conBase: false,
    };
    return claseDeReporte(REPORTE_VENTAS_COMBUSTIBLE, ctx.filtros) === 'resumen' ? desdeResumenes(ctx, a) : desdeVentas(ctx, a);
  },
  formulas: FORMULAS,
  grafico: async (ctx) => {
    // Gallons per day, stacked by fuel, from the daily product rollup.
    const r = await filas<{ dia: string; producto: string; combustible_id: number | null; galones: number }>(
      ctx.conn,
      sql`SELECT r.fecha_negocio::text AS dia, p.descripcion AS producto, p.combustible_id, trunc(sum(r.cantidad), 2)::float8 AS galones
            FROM ventas_resumen_dia r JOIN productos p ON p.id = r.producto_id
           WHERE r.empresa_id = ANY(${enteros(ctx.ids)}::int[]) AND r.fecha_negocio BETWEEN ${ctx.desde}::date AND ${ctx.hasta}::date
             AND r.tipo_negocio = 'C'${siHay(ctx.filtros.producto, sql`r.producto_id = ${ctx.filtros.producto ?? 0}`)}
           GROUP BY 1, 2, 3 ORDER BY 1, 2`,
    );
    const dias = [...new Set(r.map((f) => f.dia))];
    const productos = [...new Map(r.map((f) => [f.producto, f.combustible_id])).entries()];
    return {
      categorias: dias,
      series: productos.map(([producto, combustible]) => ({
        nombre: producto,
        color: colorDeCombustible(combustible),
        datos: dias.map((d) => Number(r.find((f) => f.dia === d && f.producto === producto)?.galones ?? 0)),
      })),
    };
  },
});

export const ventasCanastilla = reporteServidor<FiltrosCanastilla>({
  definicion: REPORTE_VENTAS_CANASTILLA,
  clave: ['clave__'],
  fuente: (ctx) => {
    const a: Agrupacion = {
      negocio: 'S',
      agrupar: ctx.filtros.agrupar,
      producto: ctx.filtros.producto,
      persona: ctx.filtros.cajero,
      conBase: true,
    };
    return claseDeReporte(REPORTE_VENTAS_CANASTILLA, ctx.filtros) === 'resumen' ? desdeResumenes(ctx, a) : desdeVentas(ctx, a);
  },
  formulas: FORMULAS,
  grafico: async (ctx) => {
    const rollup = filasRollup(ROLLUPS.productos, 'empresa_id, tipo_negocio, producto_id, valor', [...ctx.ids], ctx);
    const r = await filas<{ producto: string; valor: number }>(
      ctx.conn,
      sql`SELECT p.descripcion AS producto, sum(r.valor)::float8 AS valor FROM ${rollup} r JOIN productos p ON p.id = r.producto_id
           WHERE r.tipo_negocio = 'S'${siHay(ctx.filtros.producto, sql`r.producto_id = ${ctx.filtros.producto ?? 0}`)}
           GROUP BY p.id, p.descripcion ORDER BY 2 DESC, 1 LIMIT 10`,
    );
    return { categorias: r.map((f) => f.producto), series: [{ nombre: 'Valor', color: null, datos: r.map((f) => Number(f.valor)) }] };
  },
});
