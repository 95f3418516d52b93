import { sql, type SQL } from 'drizzle-orm';
import { diaOperativo, textoBogota } from '@eds/contracts/dia-operativo';
import {
  MENSAJES_CARTERA as M,
  type TCarteraCliente,
  type TCarteraFila,
  type TFacturaPendiente,
  type TRecaudo,
} from '@eds/contracts/cartera';
import type { z } from 'zod';
import type { ZCarteraQuery, ZRecaudoForm } from '@eds/contracts/cartera';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, filas, type Conn } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { dinero, textoDinero } from '../../lib/decimal';
import { paginar } from '../../lib/paginar';
import { coincide } from '../../lib/busqueda';
import { inicioCicloDe } from '../empresa/ciclo';

/**
 * Cartera (SCREENS.md G20, docs/decisions/073). A customer's debt is its credit sales: the CREDITO payments of its
 * registered sales (an annulled sale and an invoice of delivery notes owe nothing) at the stations in scope, less what
 * registered collections allocated to each. A collection is allocated oldest sale first, never above the balance, and
 * lowers the consumption of the quota each paid sale consumed by what it paid of it, so the credit available is
 * quota − unpaid consumption.
 */

const lista = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** The credit sales of the customers with what is still owed, one row per sale (in scope, registered). */
function ventasCredito(clientes: SQL, alcance: ReadonlySet<number>): SQL {
  return sql`
    SELECT v.id, v.cliente_id, v.empresa_id, v.vehiculo_id, v.fecha, v.fecha_negocio, v.prefijo, v.consecutivo,
           sum(p.valor) AS valor,
           coalesce((SELECT sum(a.valor) FROM recaudos_aplicaciones a JOIN recaudos r ON r.id = a.recaudo_id
                      WHERE a.venta_id = v.id AND r.estado = 'REGISTRADO'), 0) AS pagado
      FROM ventas v
      JOIN ventas_pagos p ON p.venta_id = v.id AND p.fecha_negocio = v.fecha_negocio
      JOIN medios_pago m ON m.id = p.medio_pago_id AND m.tipo = 'CREDITO'
     WHERE v.cliente_id = ANY(${clientes}) AND right(v.estado_movimiento, 3) = '001'
       AND v.empresa_id = ANY(${lista(alcance)}::int[])
     GROUP BY v.id, v.cliente_id, v.empresa_id, v.vehiculo_id, v.fecha, v.fecha_negocio, v.prefijo, v.consecutivo`;
}

/** Balance and ageing per customer, from the unpaid part of each credit sale, at the business day `hoy`. */
function saldos(clientes: SQL, alcance: ReadonlySet<number>, hoy: string): SQL {
  return sql`
    SELECT s.cliente_id,
           sum(s.valor - s.pagado)::numeric(14,2)::text AS saldo,
           coalesce(sum(s.valor - s.pagado) FILTER (WHERE ${hoy}::date - s.fecha_negocio <= 30), 0)::numeric(14,2)::text AS d0_30,
           coalesce(sum(s.valor - s.pagado) FILTER (WHERE ${hoy}::date - s.fecha_negocio BETWEEN 31 AND 60), 0)::numeric(14,2)::text AS d31_60,
           coalesce(sum(s.valor - s.pagado) FILTER (WHERE ${hoy}::date - s.fecha_negocio BETWEEN 61 AND 90), 0)::numeric(14,2)::text AS d61_90,
           coalesce(sum(s.valor - s.pagado) FILTER (WHERE ${hoy}::date - s.fecha_negocio > 90), 0)::numeric(14,2)::text AS d90_mas
      FROM (${ventasCredito(clientes, alcance)}) s
     WHERE s.valor > s.pagado
     GROUP BY s.cliente_id`;
}

/** The customer's general CREDITO quota (neither fleet nor vehicle) with what it has consumed and has left. */
const cupoGeneral = (tipo: 'CREDITO' | 'PREPAGO') => sql`
  LEFT JOIN LATERAL (SELECT q.id, q.valor, q.consumido FROM cupos q
                      WHERE q.cliente_id = c.id AND q.tipo = ${tipo} AND q.estado = 'A' AND q.flota_id IS NULL AND q.vehiculo_id IS NULL
                      ORDER BY q.id LIMIT 1) q ON true`;

const CERO_EDADES = { saldo: '0.00', d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', d90_mas: '0.00' };

/** Today's business day of the station (or of the first station in scope when the caller names none). */
async function hoyDe(conn: Conn, empresaId: number): Promise<string> {
  return diaOperativo(new Date(), await inicioCicloDe(conn, empresaId));
}

type TCarteraQuery = z.output<typeof ZCarteraQuery>;

/** GET cartera/empresa/{id}: the business's credit customers with their balance, ageing and quota; one page. */
export async function listarCartera(
  conn: Conn,
  negocioId: number,
  empresaId: number,
  alcance: ReadonlySet<number>,
  q: TCarteraQuery,
): Promise<{ filas: TCarteraFila[]; total: number }> {
  const hoy = await hoyDe(conn, empresaId);
  const c: SQL[] = [sql`c.negocio_id = ${negocioId}`, sql`(c.tipo = 'CREDITO' OR s.cliente_id IS NOT NULL)`];
  if (q.estado !== 'T') c.push(sql`c.estado = ${q.estado}`);
  if (q.buscar) {
    const patron = `%${q.buscar.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
    c.push(sql`(${coincide(sql`c.nombre`, patron)} OR ${coincide(sql`c.identificacion`, patron)})`);
  }
  const orden = q.orden?.length
    ? sql.join(
        q.orden.map((o) => sql`${o.campo === 'saldo' ? sql`coalesce(s.saldo::numeric, 0)` : sql`c.nombre`} ${sql.raw(o.direccion)}`),
        sql`, `,
      )
    : sql`coalesce(s.saldo::numeric, 0) DESC, c.nombre`;
  const r = await paginar<Omit<TCarteraFila, 'saldo' | 'd0_30' | 'd31_60' | 'd61_90' | 'd90_mas'> & Partial<TCarteraFila>>(
    conn,
    {
      columnas: sql`c.id AS cliente_id, c.identificacion, c.nombre, s.saldo, s.d0_30, s.d31_60, s.d61_90, s.d90_mas,
                    q.valor::text AS cupo, q.consumido::text AS consumido, (q.valor - q.consumido)::numeric(14,2)::text AS disponible`,
      origen: sql`FROM clientes c
                  LEFT JOIN (${saldos(sql`ARRAY(SELECT id FROM clientes WHERE negocio_id = ${negocioId})`, alcance, hoy)}) s ON s.cliente_id = c.id
                  ${cupoGeneral('CREDITO')}
                  WHERE ${sql.join(c, sql` AND `)}`,
      orden: sql`${orden}, c.id`,
    },
    q,
  );
  return {
    total: r.total,
    filas: r.filas.map((f) => ({
      ...f,
      saldo: f.saldo ?? CERO_EDADES.saldo,
      d0_30: f.d0_30 ?? '0.00',
      d31_60: f.d31_60 ?? '0.00',
      d61_90: f.d61_90 ?? '0.00',
      d90_mas: f.d90_mas ?? '0.00',
    })),
  };
}

/** A customer of the business, or 404 (another business's customer does not exist for the caller). */
export async function clienteDelNegocio(
  conn: Conn,
  negocioId: number,
  clienteId: number,
  bloquear = false,
): Promise<{ id: number; identificacion: string; nombre: string }> {
  const c = await fila<{ id: number; identificacion: string; nombre: string }>(
    conn,
    sql`SELECT id, identificacion, nombre FROM clientes WHERE id = ${clienteId} AND negocio_id = ${negocioId} ${bloquear ? sql`FOR UPDATE` : sql``}`,
  );
  if (!c) throw new AppError(404, M.clienteNoExiste);
  return c;
}

interface VentaPendiente {
  id: number;
  empresa_id: number;
  empresa: string;
  vehiculo_id: number | null;
  fecha_negocio: string;
  factura: string | null;
  valor: string;
  pagado: string;
  pendiente: string;
}

/** The customer's unpaid credit sales in scope, oldest first. */
async function ventasPendientes(conn: Conn, clienteId: number, alcance: ReadonlySet<number>): Promise<VentaPendiente[]> {
  return filas<VentaPendiente>(
    conn,
    sql`SELECT s.id::int AS id, s.empresa_id, e.alias AS empresa, s.vehiculo_id, s.fecha_negocio::text AS fecha_negocio,
               CASE WHEN s.consecutivo IS NULL THEN NULL ELSE coalesce(s.prefijo, '') || s.consecutivo::text END AS factura,
               s.valor::numeric(14,2)::text AS valor, s.pagado::numeric(14,2)::text AS pagado,
               (s.valor - s.pagado)::numeric(14,2)::text AS pendiente
          FROM (${ventasCredito(sql`${lista([clienteId])}::int[]`, alcance)}) s JOIN empresas e ON e.id = s.empresa_id
         WHERE s.valor > s.pagado
         ORDER BY s.fecha_negocio, s.fecha, s.id`,
  );
}

const columnasRecaudo = sql`r.id::int AS id, r.consecutivo, r.empresa_id, e.alias AS empresa, r.cliente_id, c.nombre AS cliente,
  to_char(r.fecha AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS fecha, r.fecha_negocio::text AS fecha_negocio,
  r.valor::text AS valor, r.medio_pago_id, m.descripcion AS medio_pago, r.referencia, r.estado`;
const origenRecaudo = sql`FROM recaudos r JOIN empresas e ON e.id = r.empresa_id JOIN clientes c ON c.id = r.cliente_id
  JOIN medios_pago m ON m.id = r.medio_pago_id`;

/** GET cartera/cliente/{id}: balance, ageing, quota, the unpaid sales oldest first and the last collections. */
export async function carteraCliente(
  conn: Conn,
  negocioId: number,
  clienteId: number,
  alcance: ReadonlySet<number>,
  empresaId: number,
): Promise<TCarteraCliente> {
  const c = await clienteDelNegocio(conn, negocioId, clienteId);
  const hoy = await hoyDe(conn, empresaId);
  const s = await fila<typeof CERO_EDADES>(conn, saldos(sql`${lista([clienteId])}::int[]`, alcance, hoy));
  const q = await fila<{ cupo: string | null; consumido: string | null; disponible: string | null }>(
    conn,
    sql`SELECT q.valor::text AS cupo, q.consumido::text AS consumido, (q.valor - q.consumido)::numeric(14,2)::text AS disponible
          FROM clientes c ${cupoGeneral('CREDITO')} WHERE c.id = ${clienteId}`,
  );
  const pendientes = await ventasPendientes(conn, clienteId, alcance);
  const recaudos = await filas<TRecaudo>(
    conn,
    sql`SELECT ${columnasRecaudo} ${origenRecaudo}
         WHERE r.cliente_id = ${clienteId} AND r.empresa_id = ANY(${lista(alcance)}::int[]) ORDER BY r.fecha DESC, r.id DESC LIMIT 50`,
  );
  const facturas: TFacturaPendiente[] = pendientes.map((p) => ({
    venta_id: p.id,
    empresa_id: p.empresa_id,
    empresa: p.empresa,
    fecha_negocio: p.fecha_negocio,
    factura: p.factura,
    dias: Math.round((Date.parse(`${hoy}T00:00:00Z`) - Date.parse(`${p.fecha_negocio}T00:00:00Z`)) / 86_400_000),
    valor: p.valor,
    pagado: p.pagado,
    pendiente: p.pendiente,
  }));
  return {
    cliente_id: c.id,
    identificacion: c.identificacion,
    nombre: c.nombre,
    ...(s ?? CERO_EDADES),
    cupo: q?.cupo ?? null,
    consumido: q?.consumido ?? null,
    disponible: q?.disponible ?? null,
    facturas,
    recaudos,
  };
}

type TRecaudoValido = z.output<typeof ZRecaudoForm>;

/**
 * Registers a collection: the customer's row is locked so two collections of one customer are serialised and
 * together never exceed its balance; the value goes to the chosen sales first, then to the others, oldest first;
 * each sale's quota (the one it consumed: vehicle, fleet, customer) consumes that much less. Alerts of the quota's
 * period above its new consumption go, so crossing them again alerts again.
 */
export async function registrarRecaudo(
  conn: Conn,
  negocioId: number,
  usuarioId: number,
  alcance: ReadonlySet<number>,
  r: TRecaudoValido,
): Promise<{ id: number; consecutivo: number; saldo: string; disponible: string | null }> {
  await clienteDelNegocio(conn, negocioId, r.cliente_id, true);
  const medio = await fila<{ tipo: string }>(
    conn,
    sql`SELECT tipo FROM medios_pago WHERE id = ${r.medio_pago_id} AND negocio_id = ${negocioId} AND estado = 'A'`,
  );
  if (!medio || ['CREDITO', 'PREPAGO', 'CONSUMO INTERNO', 'BONO'].includes(medio.tipo)) {
    throw badRequest(M.medioNoValido, [{ campo: 'medio_pago_id', mensaje: M.medioNoValido }]);
  }
  const pendientes = await ventasPendientes(conn, r.cliente_id, alcance);
  const saldo = pendientes.reduce((s, p) => s + dinero(p.pendiente), 0);
  if (saldo === 0) throw badRequest(M.sinSaldo, [{ campo: 'valor', mensaje: M.sinSaldo }]);
  let resto = dinero(r.valor);
  if (resto > saldo) throw badRequest(M.superaSaldo(textoDinero(saldo)), [{ campo: 'valor', mensaje: M.superaSaldo(textoDinero(saldo)) }]);
  const elegidas = new Set(r.facturas);
  for (const id of elegidas) {
    if (!pendientes.some((p) => p.id === id))
      throw badRequest(M.facturaNoPendiente, [{ campo: 'facturas', mensaje: M.facturaNoPendiente }]);
  }
  const orden = [...pendientes.filter((p) => elegidas.has(p.id)), ...pendientes.filter((p) => !elegidas.has(p.id))];
  const aplicaciones: { venta_id: number; vehiculo_id: number | null; valor: number }[] = [];
  for (const p of orden) {
    if (resto === 0) break;
    const v = Math.min(resto, dinero(p.pendiente));
    aplicaciones.push({ venta_id: p.id, vehiculo_id: p.vehiculo_id, valor: v });
    resto -= v;
  }

  await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('recaudos'), ${negocioId})`);
  const ciclo = await inicioCicloDe(conn, r.empresa_id);
  const ahora = new Date();
  const creado = (await fila<{ id: number; consecutivo: number }>(
    conn,
    sql`INSERT INTO recaudos (negocio_id, empresa_id, cliente_id, consecutivo, fecha, fecha_negocio, valor, medio_pago_id, referencia, observacion, usuario_id)
        VALUES (${negocioId}, ${r.empresa_id}, ${r.cliente_id},
                (SELECT coalesce(max(consecutivo), 0) + 1 FROM recaudos WHERE negocio_id = ${negocioId}),
                ${ahora.toISOString()}, ${diaOperativo(ahora, ciclo)}, ${r.valor}, ${r.medio_pago_id}, ${r.referencia?.toUpperCase() || null},
                ${r.observacion || null}, ${usuarioId})
        RETURNING id::int AS id, consecutivo`,
  ))!;

  // The quota each sale consumed, chosen as ingestion and annulment choose it; locked in id order.
  const json = JSON.stringify(aplicaciones.map((a) => ({ ...a, valor: textoDinero(a.valor) })));
  const conCupo = await filas<{ venta_id: number; cupo_id: number | null; valor: string }>(
    conn,
    sql`SELECT x.venta_id, (SELECT c.id FROM cupos c LEFT JOIN vehiculos ve ON ve.id = x.vehiculo_id
                             WHERE c.cliente_id = ${r.cliente_id} AND c.tipo = 'CREDITO' AND c.estado = 'A'
                               AND (c.vehiculo_id = ve.id OR (c.vehiculo_id IS NULL AND c.flota_id = ve.flota_id)
                                    OR (c.vehiculo_id IS NULL AND c.flota_id IS NULL))
                             ORDER BY (c.vehiculo_id IS NOT NULL) DESC, (c.flota_id IS NOT NULL) DESC, c.id LIMIT 1) AS cupo_id,
               x.valor::text AS valor
          FROM jsonb_to_recordset(${json}::jsonb) AS x(venta_id bigint, vehiculo_id int, valor numeric)`,
  );
  await conn.execute(
    sql`INSERT INTO recaudos_aplicaciones (recaudo_id, venta_id, cupo_id, valor)
        SELECT ${creado.id}, x.venta_id, x.cupo_id, x.valor
          FROM jsonb_to_recordset(${JSON.stringify(conCupo)}::jsonb) AS x(venta_id bigint, cupo_id int, valor numeric)`,
  );
  const porCupo = new Map<number, number>();
  for (const a of conCupo) if (a.cupo_id !== null) porCupo.set(a.cupo_id, (porCupo.get(a.cupo_id) ?? 0) + dinero(a.valor));
  if (porCupo.size > 0) {
    const ids = [...porCupo.keys()].sort((a, b) => a - b);
    await conn.execute(sql`SELECT id FROM cupos WHERE id = ANY(${lista(ids)}::int[]) ORDER BY id FOR UPDATE`);
    const cj = JSON.stringify([...porCupo].map(([id, v]) => ({ id, valor: textoDinero(v) })));
    await conn.execute(
      sql`UPDATE cupos q SET consumido = GREATEST(q.consumido - x.valor, 0)
            FROM jsonb_to_recordset(${cj}::jsonb) AS x(id int, valor numeric) WHERE q.id = x.id`,
    );
    await conn.execute(
      sql`DELETE FROM alertas_clientes a USING cupos q
           WHERE q.id = ANY(${lista(ids)}::int[]) AND a.cupo_id = q.id AND a.periodo = coalesce(q.periodo::text, 'SIN PERIODO')
             AND q.consumido * 100 < q.valor * a.umbral`,
    );
  }
  const despues = await carteraTotales(conn, r.cliente_id, alcance);
  return { id: creado.id, consecutivo: creado.consecutivo, ...despues };
}

async function carteraTotales(conn: Conn, clienteId: number, alcance: ReadonlySet<number>) {
  const pendientes = await ventasPendientes(conn, clienteId, alcance);
  const q = await fila<{ disponible: string | null }>(
    conn,
    sql`SELECT (q.valor - q.consumido)::numeric(14,2)::text AS disponible FROM clientes c ${cupoGeneral('CREDITO')} WHERE c.id = ${clienteId}`,
  );
  return { saldo: textoDinero(pendientes.reduce((s, p) => s + dinero(p.pendiente), 0)), disponible: q?.disponible ?? null };
}

/** GET cupos/getcliente-empresas/recaudos/{id}: the collections taken at the companies, newest first. */
export async function listarRecaudos(
  conn: Conn,
  empresas: readonly number[],
  q: TPaginacionQuery & { cliente_id?: number },
): Promise<{ filas: TRecaudo[]; total: number }> {
  return paginar<TRecaudo>(
    conn,
    {
      columnas: columnasRecaudo,
      origen: sql`${origenRecaudo} WHERE r.empresa_id = ANY(${lista(empresas)}::int[]) ${q.cliente_id ? sql`AND r.cliente_id = ${q.cliente_id}` : sql``}`,
      orden: sql`r.fecha DESC, r.id DESC`,
    },
    q,
  );
}

/** One collection in scope with its allocations (the receipt). */
export async function recaudoConAplicaciones(conn: Conn, id: number, alcance: ReadonlySet<number>) {
  const r = await fila<TRecaudo & { identificacion: string; observacion: string | null; usuario: string | null }>(
    conn,
    sql`SELECT ${columnasRecaudo}, c.identificacion, r.observacion, u.usuario ${origenRecaudo} LEFT JOIN usuarios u ON u.id = r.usuario_id
         WHERE r.id = ${id}`,
  );
  if (!r || !alcance.has(r.empresa_id)) throw new AppError(404, M.recaudoNoExiste);
  const aplicaciones = await filas<{ fecha_negocio: string; factura: string | null; estacion: string; valor: string }>(
    conn,
    sql`SELECT v.fecha_negocio::text AS fecha_negocio,
               CASE WHEN v.consecutivo IS NULL THEN NULL ELSE coalesce(v.prefijo, '') || v.consecutivo::text END AS factura,
               e.alias AS estacion, a.valor::text AS valor
          FROM recaudos_aplicaciones a JOIN ventas v ON v.id = a.venta_id JOIN empresas e ON e.id = v.empresa_id
         WHERE a.recaudo_id = ${id} ORDER BY v.fecha_negocio, v.fecha, v.id`,
  );
  return { ...r, aplicaciones, emitido: textoBogota(new Date()) };
}
