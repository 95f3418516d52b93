import { sql } from 'drizzle-orm';
import type { TipoParametro } from '@eds/contracts/configuracion/parametros';
import { fila, filas, type Conn } from '../../db/client';

/**
 * SCREENS.md G10: the effective value of a parameter for a company. Inheritance GLOBAL → NEGOCIO → ESTACION →
 * EQUIPO: the most specific level holding a value wins; the definition's `defecto` stands when none does.
 *
 * `empresaId` may be a station (its own ESTACION value, else its business's, else the global one) or the business
 * root or any other company of the tree (its business's value, else the global one: only the company itself holds an
 * ESTACION value). An unknown or inactive code answers null.
 */
export type NivelParametro = 'GLOBAL' | 'NEGOCIO' | 'ESTACION' | 'EQUIPO';

export interface ValorEfectivo {
  valor: string;
  /** The level the value comes from; DEFECTO when no level holds one. */
  origen: NivelParametro | 'DEFECTO';
}

const CONSULTA_EFECTIVO = (codigo: string, empresaId: number, equipoId: number | null) => sql`
  WITH d AS (SELECT id, defecto FROM parametros_definiciones WHERE upper(codigo) = upper(${codigo}) AND estado = 'A'),
       e AS (SELECT negocio_id FROM empresas WHERE id = ${empresaId}::integer)
  SELECT valor, origen FROM (
    SELECT v.valor, v.nivel AS origen,
           CASE v.nivel WHEN 'EQUIPO' THEN 1 WHEN 'ESTACION' THEN 2 WHEN 'NEGOCIO' THEN 3 ELSE 4 END AS rango
      FROM parametros_valores v JOIN d ON d.id = v.definicion_id
     WHERE (v.nivel = 'EQUIPO' AND v.equipo_id = ${equipoId}::integer AND v.empresa_id = ${empresaId}::integer)
        OR (v.nivel = 'ESTACION' AND v.empresa_id = ${empresaId}::integer)
        OR (v.nivel = 'NEGOCIO' AND v.negocio_id = (SELECT negocio_id FROM e))
        OR v.nivel = 'GLOBAL'
    UNION ALL
    SELECT defecto, 'DEFECTO', 5 FROM d
  ) c
  ORDER BY rango
  LIMIT 1`;

/** The effective value and where it comes from; `equipoId` adds the device level. */
export async function valorEfectivo(
  conn: Conn,
  codigo: string,
  empresaId: number,
  equipoId: number | null = null,
): Promise<ValorEfectivo | null> {
  const r = await fila<ValorEfectivo>(conn, CONSULTA_EFECTIVO(codigo, empresaId, equipoId));
  return r ?? null;
}

/** The effective value of `codigo` for company `empresaId` (station → business → global → default), or null. */
export async function parametroEfectivo(conn: Conn, codigo: string, empresaId: number): Promise<string | null> {
  return (await valorEfectivo(conn, codigo, empresaId))?.valor ?? null;
}

/** The effective value as a number; null when the code is unknown or the stored text is not a finite number. */
export async function parametroNumero(conn: Conn, codigo: string, empresaId: number): Promise<number | null> {
  const valor = await parametroEfectivo(conn, codigo, empresaId);
  if (valor === null || valor.trim() === '') return null;
  const n = Number(valor);
  return Number.isFinite(n) ? n : null;
}

/** The effective value of a BOOLEANO parameter (S/N) as a boolean; null when the code is unknown. */
export async function parametroBooleano(conn: Conn, codigo: string, empresaId: number): Promise<boolean | null> {
  const valor = await parametroEfectivo(conn, codigo, empresaId);
  return valor === null ? null : valor.toUpperCase() === 'S';
}

/**
 * Every active definition's effective value for a company in one query (optionally one group: GENERAL, VENTAS);
 * with `equipoId`, a device of that company: its own EQUIPO values come first.
 */
export async function efectivosEmpresa(
  conn: Conn,
  empresaId: number,
  grupo?: string,
  equipoId: number | null = null,
): Promise<Array<{ codigo: string; tipo: TipoParametro; valor: string; origen: ValorEfectivo['origen'] }>> {
  return filas(
    conn,
    sql`SELECT d.codigo, d.tipo,
               COALESCE(eqv.valor, est.valor, neg.valor, glo.valor, d.defecto) AS valor,
               CASE WHEN eqv.valor IS NOT NULL THEN 'EQUIPO' WHEN est.valor IS NOT NULL THEN 'ESTACION'
                    WHEN neg.valor IS NOT NULL THEN 'NEGOCIO' WHEN glo.valor IS NOT NULL THEN 'GLOBAL' ELSE 'DEFECTO' END AS origen
          FROM parametros_definiciones d
          JOIN empresas e ON e.id = ${empresaId}::integer
          LEFT JOIN parametros_valores eqv ON eqv.definicion_id = d.id AND eqv.nivel = 'EQUIPO'
                AND eqv.equipo_id = ${equipoId}::integer AND eqv.empresa_id = e.id
          LEFT JOIN parametros_valores est ON est.definicion_id = d.id AND est.nivel = 'ESTACION' AND est.empresa_id = e.id
          LEFT JOIN parametros_valores neg ON neg.definicion_id = d.id AND neg.nivel = 'NEGOCIO' AND neg.negocio_id = e.negocio_id
          LEFT JOIN parametros_valores glo ON glo.definicion_id = d.id AND glo.nivel = 'GLOBAL'
         WHERE d.estado = 'A' ${grupo ? sql`AND d.grupo = ${grupo}` : sql``}
         ORDER BY d.codigo`,
  );
}
