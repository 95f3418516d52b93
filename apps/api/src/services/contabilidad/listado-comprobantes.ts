import { sql } from 'drizzle-orm';
import type { TComprobanteResumen, TComprobantesQuery } from '@eds/contracts/conciliacion/comprobantes';
import { fila, filas, type Conn } from '../../db/client';
import { dinero } from '../../lib/decimal';

/**
 * The day vouchers of the stations in `empresas` (the caller's scope, or the one station asked for), newest first,
 * each with its balance check recomputed from its lines in cents: debits = credits and both equal the totals
 * stored with the voucher. Apuntamientos contables lists them and offers the balanced ones for sending.
 */
export async function listarComprobantes(
  conn: Conn,
  empresas: readonly number[],
  f: TComprobantesQuery,
): Promise<{ filas: TComprobanteResumen[]; total: number }> {
  const condiciones = [sql`c.empresa_id = ANY(${`{${empresas.join(',') || 0}}`}::int[])`];
  if (f.fechaInicial) condiciones.push(sql`c.fecha >= ${f.fechaInicial}::date`);
  if (f.fechaFinal) condiciones.push(sql`c.fecha <= ${f.fechaFinal}::date`);
  if (f.estado) condiciones.push(sql`c.estado = ${f.estado}`);
  const donde = sql.join(condiciones, sql` AND `);
  const r = await filas<{
    id: number;
    empresas_id: number;
    estacion: string;
    fecha: string;
    estado: TComprobanteResumen['estado'];
    lineas: number;
    debitos: string;
    creditos: string;
    total_debitos: string;
    total_creditos: string;
    total: number;
  }>(
    conn,
    sql`SELECT c.id, c.empresa_id AS empresas_id, e.alias AS estacion, c.fecha::text AS fecha, c.estado,
               coalesce(l.lineas, 0)::int AS lineas, coalesce(l.debitos, 0)::text AS debitos, coalesce(l.creditos, 0)::text AS creditos,
               c.total_debitos::text AS total_debitos, c.total_creditos::text AS total_creditos, count(*) OVER ()::int AS total
          FROM comprobantes_contables c JOIN empresas e ON e.id = c.empresa_id
          LEFT JOIN LATERAL (SELECT count(*) AS lineas, sum(debito) AS debitos, sum(credito) AS creditos
                               FROM comprobantes_lineas WHERE comprobante_id = c.id) l ON true
         WHERE ${donde}
         ORDER BY c.fecha DESC, e.alias, c.id LIMIT ${f.limite} OFFSET ${f.desde}`,
  );
  if (r.length === 0 && f.desde > 0) {
    const c = await fila<{ total: number }>(conn, sql`SELECT count(*)::int AS total FROM comprobantes_contables c WHERE ${donde}`);
    return { filas: [], total: c?.total ?? 0 };
  }
  return {
    filas: r.map(({ total: _t, debitos, creditos, total_debitos, total_creditos, ...x }) => ({
      ...x,
      debitos: Number(debitos),
      creditos: Number(creditos),
      // Compared in whole cents read from the numeric text: no float sum decides the check.
      cuadra:
        dinero(debitos) === dinero(creditos) && dinero(debitos) === dinero(total_debitos) && dinero(creditos) === dinero(total_creditos),
    })),
    total: r[0]?.total ?? 0,
  };
}
