import { sql, type SQL } from 'drizzle-orm';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { fila, type Conn } from '../../apps/api/src/db/client';
import { enTransaccion } from '../../apps/api/src/db/context';
import { crearNegocioGenerado } from '../../apps/api/src/demo/operacion/negocio';
import { generarOperaciones } from '../../apps/api/src/demo/operacion/generador';
import { baseNueva, type Motor } from './base-datos';
import { mediana, miles, ms, tabla } from './medir';

const enteros = (ids: readonly number[]) => `{${ids.join(',')}}`;

interface Consulta {
  nombre: string;
  sql: (estaciones: readonly number[], hoy: string) => SQL;
}

/**
 * The totals a dashboard or report asks for, read from the rollups as the services do: a day, the month to date
 * and the last twelve months, for one station and for every station of the business.
 */
const CONSULTAS: Consulta[] = [
  {
    nombre: 'día',
    sql: (e, hoy) => sql`SELECT sum(valor) AS valor, sum(cantidad) AS cantidad, sum(num_ventas) AS ventas FROM ventas_totales_dia
                           WHERE empresa_id = ANY(${enteros(e)}::int[]) AND fecha_negocio = ${sumarDias(hoy, -1)}::date`,
  },
  {
    nombre: 'mes',
    sql: (e, hoy) => sql`SELECT sum(valor) AS valor, sum(cantidad) AS cantidad, sum(num_ventas) AS ventas FROM ventas_totales_mes
                           WHERE empresa_id = ANY(${enteros(e)}::int[]) AND mes = date_trunc('month', ${hoy}::date)::date`,
  },
  {
    nombre: 'año',
    sql: (e, hoy) => sql`SELECT sum(valor) AS valor, sum(cantidad) AS cantidad, sum(num_ventas) AS ventas FROM ventas_totales_mes
                           WHERE empresa_id = ANY(${enteros(e)}::int[]) AND mes > (date_trunc('month', ${hoy}::date) - interval '12 months')::date`,
  },
  {
    nombre: 'año por producto',
    sql: (e, hoy) => sql`SELECT producto_id, sum(valor) AS valor, sum(cantidad) AS cantidad FROM ventas_resumen_mes
                           WHERE empresa_id = ANY(${enteros(e)}::int[]) AND mes > (date_trunc('month', ${hoy}::date) - interval '12 months')::date
                           GROUP BY producto_id ORDER BY 2 DESC`,
  },
];

/** The same totals summed from the raw sales, to show what the rollups save. */
const CRUDAS: Consulta[] = [
  {
    nombre: 'mes (ventas crudas)',
    sql: (e, hoy) => sql`SELECT sum(total) AS valor, sum(cantidad) AS cantidad, count(*) AS ventas FROM ventas
                           WHERE empresa_id = ANY(${enteros(e)}::int[]) AND fecha_negocio >= date_trunc('month', ${hoy}::date)::date`,
  },
  {
    nombre: 'año (ventas crudas)',
    sql: (e, hoy) => sql`SELECT sum(total) AS valor, sum(cantidad) AS cantidad, count(*) AS ventas FROM ventas
                           WHERE empresa_id = ANY(${enteros(e)}::int[]) AND fecha_negocio > (date_trunc('month', ${hoy}::date) - interval '12 months')::date`,
  },
];

async function contar(conn: Conn, tabla: string): Promise<number> {
  return (await fila<{ n: number }>(conn, sql.raw(`SELECT count(*)::int AS n FROM ${tabla}`)))!.n;
}

/**
 * Sales totals at growing volumes: the same business (stations × days) generated at 1×, 10× and 100× the
 * sales, each in a fresh database; every total is timed (median of 7 after a warm-up) on the rollups and, for
 * comparison, on the raw sales.
 */
export async function benchTotales(
  motor: Motor,
  o: { estaciones: number; dias: number; escalaBase: number; volumenes: number[] },
): Promise<string> {
  const filasTabla: (string | number)[][] = [];
  const resumen: (string | number)[][] = [];
  for (const v of o.volumenes) {
    const base = await baseNueva(motor);
    try {
      const inicio = performance.now();
      const { negocioId, empresas } = await enTransaccion(base.database.db, { usuarioId: null }, (tx) =>
        crearNegocioGenerado(tx, `BANCO ${v}X`, o.estaciones),
      );
      const r = await generarOperaciones(
        negocioId,
        empresas.map((empresaId, indice) => ({ empresaId, indice })),
        {
          dias: o.dias,
          escala: o.escalaBase * v,
          escribir: (fn) => enTransaccion(base.database.db, { usuarioId: null }, fn),
          ventasPorEscritura: 50_000,
        },
      );
      const generacion = (performance.now() - inicio) / 1000;
      await base.database.db.execute(sql`ANALYZE`);
      const conn = base.database.db;
      resumen.push([
        `${v}×`,
        miles(r.ventas),
        miles(await contar(conn, 'ventas_resumen_dia')),
        miles(await contar(conn, 'ventas_totales_mes')),
        `${generacion.toFixed(0)} s (${miles(r.ventas / generacion)} ventas/s)`,
      ]);
      const hoy = diaOperativo(new Date());
      for (const [alcance, estaciones] of [
        ['una estación', [empresas[0]]],
        [`negocio (${empresas.length} estaciones)`, empresas],
      ] as const) {
        for (const c of [...CONSULTAS, ...CRUDAS]) {
          const t = await mediana(() => conn.execute(c.sql(estaciones, hoy)));
          filasTabla.push([`${v}×`, alcance, c.nombre, ms(t)]);
        }
      }
    } finally {
      await base.borrar();
    }
  }
  return [
    tabla(['volumen', 'ventas', 'filas ventas_resumen_dia', 'filas ventas_totales_mes', 'generación'], resumen),
    '',
    tabla(['volumen', 'alcance', 'total', 'ms (mediana)'], filasTabla),
  ].join('\n');
}
