import { sql, type SQL } from 'drizzle-orm';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_CARTERA as M, type TPrepagoFila, type TRecarga, type ZPrepagosQuery, type ZRecargaForm } from '@eds/contracts/cartera';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import type { z } from 'zod';
import { fila, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';
import { inicioCicloDe } from '../empresa/ciclo';
import { clienteDelNegocio } from './cartera';

/**
 * Prepaid customers (SCREENS.md G20 Prepago, docs/decisions/073): a top-up raises the customer's general PREPAGO
 * quota by its value, so the balance the POS check and ingestion use (quota − consumption) is top-ups − consumption.
 */

type TRecargaValida = z.output<typeof ZRecargaForm>;

export async function registrarRecarga(
  conn: Conn,
  negocioId: number,
  usuarioId: number,
  r: TRecargaValida,
): Promise<{ id: number; saldo: string }> {
  await clienteDelNegocio(conn, negocioId, r.cliente_id, true);
  const medio = await fila<{ tipo: string }>(
    conn,
    sql`SELECT tipo FROM medios_pago WHERE id = ${r.medio_pago_id} AND negocio_id = ${negocioId} AND estado = 'A'`,
  );
  if (!medio || ['CREDITO', 'PREPAGO', 'CONSUMO INTERNO', 'BONO'].includes(medio.tipo)) {
    throw badRequest(M.medioNoValido, [{ campo: 'medio_pago_id', mensaje: M.medioNoValido }]);
  }
  const cupo = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM cupos WHERE cliente_id = ${r.cliente_id} AND tipo = 'PREPAGO' AND estado = 'A' AND flota_id IS NULL AND vehiculo_id IS NULL
         ORDER BY id LIMIT 1 FOR UPDATE`,
  );
  if (!cupo) throw badRequest(M.sinCupoPrepago, [{ campo: 'cliente_id', mensaje: M.sinCupoPrepago }]);
  const ahora = new Date();
  const dia = diaOperativo(ahora, await inicioCicloDe(conn, r.empresa_id));
  const creada = (await fila<{ id: number }>(
    conn,
    sql`INSERT INTO prepago_recargas (negocio_id, empresa_id, cliente_id, cupo_id, fecha, fecha_negocio, valor, medio_pago_id, referencia, usuario_id)
        VALUES (${negocioId}, ${r.empresa_id}, ${r.cliente_id}, ${cupo.id}, ${ahora.toISOString()}, ${dia}, ${r.valor}, ${r.medio_pago_id},
                ${r.referencia?.toUpperCase() || null}, ${usuarioId})
        RETURNING id::int AS id`,
  ))!;
  const q = (await fila<{ saldo: string }>(
    conn,
    sql`UPDATE cupos SET valor = valor + ${r.valor}::numeric WHERE id = ${cupo.id} RETURNING (valor - consumido)::numeric(14,2)::text AS saldo`,
  ))!;
  // Alerts of the period the top-up brings back under their threshold go, so crossing them again alerts again.
  await conn.execute(
    sql`DELETE FROM alertas_clientes a USING cupos q
         WHERE q.id = ${cupo.id} AND a.cupo_id = q.id AND a.periodo = coalesce(q.periodo::text, 'SIN PERIODO') AND q.consumido * 100 < q.valor * a.umbral`,
  );
  return { id: creada.id, saldo: q.saldo };
}

type TPrepagosQuery = z.output<typeof ZPrepagosQuery>;

/** The business's customers with a prepaid quota: top-ups, consumption and balance. */
export async function listarPrepagos(conn: Conn, negocioId: number, q: TPrepagosQuery): Promise<{ filas: TPrepagoFila[]; total: number }> {
  const c: SQL[] = [sql`c.negocio_id = ${negocioId}`];
  if (q.estado !== 'T') c.push(sql`c.estado = ${q.estado}`);
  if (q.buscar) {
    const patron = `%${q.buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    c.push(sql`(${coincide(sql`c.nombre`, patron)} OR ${coincide(sql`c.identificacion`, patron)})`);
  }
  const orden = q.orden?.length
    ? sql.join(
        q.orden.map((o) => sql`${o.campo === 'saldo' ? sql`(q.valor - q.consumido)` : sql`c.nombre`} ${sql.raw(o.direccion)}`),
        sql`, `,
      )
    : sql`c.nombre`;
  return paginar<TPrepagoFila>(
    conn,
    {
      columnas: sql`c.id AS cliente_id, c.identificacion, c.nombre, q.id AS cupo_id, q.valor::text AS recargas, q.consumido::text AS consumido,
                    (q.valor - q.consumido)::numeric(14,2)::text AS saldo`,
      origen: sql`FROM clientes c JOIN LATERAL (SELECT id, valor, consumido FROM cupos
                                                  WHERE cliente_id = c.id AND tipo = 'PREPAGO' AND estado = 'A' AND flota_id IS NULL AND vehiculo_id IS NULL
                                                  ORDER BY id LIMIT 1) q ON true
                  WHERE ${sql.join(c, sql` AND `)}`,
      orden: sql`${orden}, c.id`,
    },
    q,
  );
}

/** POST movimiento/historico-recargas: the top-ups taken at the companies, newest first. */
export async function historicoRecargas(
  conn: Conn,
  empresas: readonly number[],
  q: TPaginacionQuery & { cliente_id?: number },
): Promise<{ filas: TRecarga[]; total: number }> {
  return paginar<TRecarga>(
    conn,
    {
      columnas: sql`r.id::int AS id, r.empresa_id, e.alias AS empresa, r.cliente_id, c.nombre AS cliente,
                    to_char(r.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha, r.valor::text AS valor,
                    m.descripcion AS medio_pago, r.referencia`,
      origen: sql`FROM prepago_recargas r JOIN empresas e ON e.id = r.empresa_id JOIN clientes c ON c.id = r.cliente_id
                  JOIN medios_pago m ON m.id = r.medio_pago_id
                  WHERE r.empresa_id = ANY(${`{${empresas.join(',')}}`}::int[]) ${q.cliente_id ? sql`AND r.cliente_id = ${q.cliente_id}` : sql``}`,
      orden: sql`r.fecha DESC, r.id DESC`,
    },
    q,
  );
}
