import { sql, type SQL } from 'drizzle-orm';
import { inicioMes } from '@eds/contracts/dia-operativo';
import { filasPreparadas, type Conn } from '../../db/client';
import { aEntero, aTexto } from '../../lib/decimal';
import type { VentaPreparada } from './tipos';
import { recaudarConversiones } from './conversiones';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { MENSAJES_CUPOS as MC, type TMotivoNovedadCupo } from '@eds/contracts/cupos';
import { formatearDinero } from '@eds/contracts/formato';

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/**
 * What stored sales change besides their own rows and the rollups, in the same transaction: warehouse stock,
 * the counters of their shifts, the last consecutive of their resolutions, the consumption of customer
 * quotas and the repayment of GNV conversions (decision 074). Rows are locked in id order (SELECT … ORDER BY … FOR UPDATE) so concurrent batches cannot deadlock.
 */
export async function aplicarEfectosDeVentas(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  await descontarExistencias(conn, ventas);
  await sumarATurnos(conn, ventas);
  await avanzarResoluciones(conn, ventas);
  await consumirCupos(conn, ventas);
  await recaudarConversiones(conn, ventas);
}

/** The stock the sales take, one row per warehouse and product (quantities negative, fixed-point text). */
function filasExistencias(ventas: readonly VentaPreparada[]) {
  const porClave = new Map<string, { bodega_id: number; producto_id: number; empresa_id: number; cantidad: number }>();
  for (const v of ventas) {
    for (const l of v.detalles) {
      if (l.bodegaId === null) continue;
      const k = `${l.bodegaId}|${l.productoId}`;
      const e = porClave.get(k) ?? { bodega_id: l.bodegaId, producto_id: l.productoId, empresa_id: v.empresaId, cantidad: 0 };
      e.cantidad -= l.cantidad;
      porClave.set(k, e);
    }
  }
  return [...porClave.values()].map((e) => ({ ...e, cantidad: aTexto(e.cantidad, 3) }));
}

const sqlExistencias = (filas: ReturnType<typeof filasExistencias>) => sql`
    INSERT INTO existencias (bodega_id, producto_id, empresa_id, cantidad)
    SELECT bodega_id, producto_id, empresa_id, cantidad
      FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb) AS x(bodega_id int, producto_id int, empresa_id int, cantidad numeric)
     ORDER BY bodega_id, producto_id
    ON CONFLICT (bodega_id, producto_id) DO UPDATE SET cantidad = existencias.cantidad + EXCLUDED.cantidad, actualizado_en = now()`;

async function descontarExistencias(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  const filas = filasExistencias(ventas);
  if (filas.length === 0) return;
  await filasPreparadas(conn, sqlExistencias(filas));
}

/** What the sales add to their shifts' counters, one row per shift. */
function filasTurnos(ventas: readonly VentaPreparada[]) {
  const porTurno = new Map<number, { id: number; num: number; total: number; efectivo: number }>();
  for (const v of ventas) {
    if (v.turnoId === null) continue;
    const t = porTurno.get(v.turnoId) ?? { id: v.turnoId, num: 0, total: 0, efectivo: 0 };
    t.num += 1;
    t.total += v.total;
    for (const p of v.pagos) if (p.efectivo) t.efectivo += p.valor;
    porTurno.set(v.turnoId, t);
  }
  return [...porTurno.values()]
    .sort((a, b) => a.id - b.id)
    .map((t) => ({ id: t.id, num: t.num, total: aTexto(t.total, 2), efectivo: aTexto(t.efectivo, 2) }));
}

const sqlTurnos = (filas: ReturnType<typeof filasTurnos>) => sql`
    UPDATE turnos t SET num_ventas = t.num_ventas + x.num, total_ventas = t.total_ventas + x.total, total_efectivo = t.total_efectivo + x.efectivo
      FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb) AS x(id bigint, num int, total numeric, efectivo numeric)
     WHERE t.id = x.id`;

async function sumarATurnos(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  const filas = filasTurnos(ventas);
  if (filas.length === 0) return;
  await filasPreparadas(
    conn,
    sql`SELECT id FROM turnos WHERE id = ANY(${enteros(filas.map((f) => f.id))}::bigint[]) ORDER BY id FOR UPDATE`,
  );
  await filasPreparadas(conn, sqlTurnos(filas));
}

/** The last consecutive each resolution reaches with the sales. */
function filasResoluciones(ventas: readonly VentaPreparada[]) {
  const ultimo = new Map<number, number>();
  for (const v of ventas) {
    if (v.resolucionId === null || v.consecutivo === null) continue;
    ultimo.set(v.resolucionId, Math.max(ultimo.get(v.resolucionId) ?? 0, v.consecutivo));
  }
  return [...ultimo].sort((a, b) => a[0] - b[0]).map(([id, consecutivo]) => ({ id, consecutivo }));
}

const sqlResoluciones = (filas: ReturnType<typeof filasResoluciones>) => sql`
    UPDATE resoluciones r SET actual = GREATEST(coalesce(r.actual, 0), x.consecutivo)
      FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb) AS x(id int, consecutivo bigint)
     WHERE r.id = x.id AND coalesce(r.actual, 0) < x.consecutivo`;

async function avanzarResoluciones(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  const filas = filasResoluciones(ventas);
  if (filas.length === 0) return;
  await filasPreparadas(
    conn,
    sql`SELECT id FROM resoluciones WHERE id = ANY(${enteros(filas.map((f) => f.id))}::int[]) ORDER BY id FOR UPDATE`,
  );
  await filasPreparadas(conn, sqlResoluciones(filas));
}

/**
 * The effects of the sales as data-modifying WITH clauses for one statement (guardarVentasDeUnaVez), in the lock
 * order every writer follows: stock, shifts, resolutions. Quotas are not among them: their consumption is applied
 * month by month and their alerts read it back, which needs statements of their own.
 */
export function clausulasEfectos(ventas: readonly VentaPreparada[]): { nombre: string; sql: SQL }[] {
  const clausulas: { nombre: string; sql: SQL }[] = [];
  const existencias = filasExistencias(ventas);
  if (existencias.length > 0) clausulas.push({ nombre: 'e_existencias', sql: sqlExistencias(existencias) });
  const turnos = filasTurnos(ventas);
  if (turnos.length > 0) clausulas.push({ nombre: 'e_turnos', sql: sqlTurnos(turnos) });
  const resoluciones = filasResoluciones(ventas);
  if (resoluciones.length > 0) clausulas.push({ nombre: 'e_resoluciones', sql: sqlResoluciones(resoluciones) });
  return clausulas;
}

async function consumirCupos(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  // Per quota and month: a MENSUAL quota restarts when a sale of a later month arrives; a sale of an earlier
  // month than the quota's current one no longer counts against it.
  const porCupo = new Map<string, { id: number; mes: string; valor: number; empresaId: number }>();
  for (const v of ventas) {
    if (!v.cupo) continue;
    const mes = inicioMes(v.fechaNegocio);
    const k = `${v.cupo.cupoId}|${mes}`;
    const c = porCupo.get(k) ?? { id: v.cupo.cupoId, mes, valor: 0, empresaId: v.empresaId };
    c.valor += v.cupo.valor;
    porCupo.set(k, c);
  }
  if (porCupo.size === 0) {
    await marcarNovedades(conn, novedadesDeCupo(ventas, new Map()));
    return;
  }
  const ids = new Set([...porCupo.values()].map((c) => c.id));
  const estados = await filasPreparadas<EstadoCupo>(
    conn,
    sql`SELECT q.id, q.valor::text AS valor, q.consumido::text AS consumido, q.periodo::text AS periodo, q.periodicidad,
               (SELECT count(*) FROM cupos_retenciones h WHERE h.cupo_id = q.id AND h.vence_en > now())::int AS retenciones
          FROM cupos q WHERE q.id = ANY(${enteros(ids)}::int[]) ORDER BY q.id FOR UPDATE`,
  );
  const novedades = novedadesDeCupo(ventas, new Map(estados.map((e) => [e.id, e])));
  await liberarRetenciones(conn, ventas);
  // Months in order, so a reset by a later month happens after the earlier month's consumption.
  const filas = [...porCupo.values()].sort((a, b) => (a.mes < b.mes ? -1 : a.mes > b.mes ? 1 : a.id - b.id));
  for (const c of filas) {
    await filasPreparadas(
      conn,
      sql`
      UPDATE cupos SET
        consumido = CASE
          WHEN periodicidad <> 'MENSUAL' THEN consumido + ${aTexto(c.valor, 2)}::numeric
          WHEN periodo IS NULL OR periodo < ${c.mes}::date THEN ${aTexto(c.valor, 2)}::numeric
          WHEN periodo = ${c.mes}::date THEN consumido + ${aTexto(c.valor, 2)}::numeric
          ELSE consumido END,
        periodo = CASE WHEN periodicidad = 'MENSUAL' THEN GREATEST(coalesce(periodo, ${c.mes}::date), ${c.mes}::date) ELSE periodo END
      WHERE id = ${c.id}`,
    );
  }
  await alertarUmbrales(conn, filas);
  await marcarNovedades(conn, novedades);
}

interface EstadoCupo {
  id: number;
  valor: string;
  consumido: string;
  periodo: string | null;
  periodicidad: string;
  retenciones: number;
}

interface Novedad {
  empresa_id: number;
  venta_uuid: string;
  fecha_negocio: string;
  periodo: string;
  cliente_id: number;
  cupo_id: number | null;
  motivo: TMotivoNovedadCupo;
  valor: string;
  disponible: string | null;
  valor_texto: string;
  disponible_texto: string;
}

/** A stored numeric(14,2) as cents, the unit of VentaPreparada's amounts. */
const centavos = (texto: string) => aEntero(texto, 2);

/**
 * Which of a station's credit or prepaid sales went through without the pump's approval (docs/decisions/072), read with
 * the quota rows locked and before this batch releases any hold: per quota, in the order the holds are released, a
 * sale beyond the unexpired holds had no approval (SIN_AUTORIZACION); a sale that takes the quota's consumption of its
 * period above its value went beyond it (SOBRE_CUPO); a customer without an active quota of the kind, SIN_CUPO.
 */
function novedadesDeCupo(ventas: readonly VentaPreparada[], estados: ReadonlyMap<number, EstadoCupo>): Novedad[] {
  const uso = new Map(
    [...estados.values()].map((e) => [
      e.id,
      {
        valor: centavos(e.valor),
        consumido: centavos(e.consumido),
        periodo: e.periodo,
        mensual: e.periodicidad === 'MENSUAL',
        holds: e.retenciones,
      },
    ]),
  );
  const novedades: Novedad[] = [];
  const ordenadas = [...ventas].sort((a, b) =>
    inicioMes(a.fechaNegocio) < inicioMes(b.fechaNegocio) ? -1 : inicioMes(a.fechaNegocio) > inicioMes(b.fechaNegocio) ? 1 : 0,
  );
  for (const v of ordenadas) {
    if (!v.controlCupo) continue;
    const mes = inicioMes(v.fechaNegocio);
    const base = {
      empresa_id: v.empresaId,
      venta_uuid: v.uuid,
      fecha_negocio: v.fechaNegocio,
      periodo: mes,
      cliente_id: v.controlCupo.clienteId,
    };
    const valor = aTexto(v.controlCupo.valor, 2);
    const q = v.cupo ? uso.get(v.cupo.cupoId) : undefined;
    if (!v.cupo || !q) {
      novedades.push({
        ...base,
        cupo_id: null,
        motivo: 'SIN_CUPO',
        valor,
        disponible: null,
        valor_texto: formatearDinero(valor),
        disponible_texto: '',
      });
      continue;
    }
    const conPeriodo = { ...base, cupo_id: v.cupo.cupoId, periodo: q.mensual ? mes : 'SIN PERIODO' };
    let cuenta = true;
    if (q.mensual) {
      if (q.periodo === null || q.periodo < mes) {
        q.periodo = mes;
        q.consumido = 0;
      } else if (q.periodo > mes) cuenta = false;
    }
    const antes = q.valor - q.consumido;
    const disponible = aTexto(antes, 2);
    if (cuenta) q.consumido += v.cupo.valor;
    if (q.holds > 0) q.holds -= 1;
    else
      novedades.push({
        ...conPeriodo,
        motivo: 'SIN_AUTORIZACION',
        valor,
        disponible,
        valor_texto: formatearDinero(valor),
        disponible_texto: formatearDinero(disponible),
      });
    if (cuenta && q.consumido > q.valor)
      novedades.push({
        ...conPeriodo,
        motivo: 'SOBRE_CUPO',
        valor,
        disponible,
        valor_texto: formatearDinero(valor),
        disponible_texto: formatearDinero(disponible),
      });
  }
  return novedades;
}

/**
 * Flags the sales stored without approval or beyond their quota (ventas_cupo_novedades) and alerts each one to the
 * office as an own-customer alert of the sale's station (alertas_clientes, motivo and venta_uuid): the sale itself
 * is stored as sent, never dropped.
 */
async function marcarNovedades(conn: Conn, novedades: readonly Novedad[]): Promise<void> {
  if (novedades.length === 0) return;
  const json = JSON.stringify(novedades);
  const x = sql`jsonb_to_recordset(${json}::jsonb) AS x(empresa_id int, venta_uuid uuid, fecha_negocio date, periodo text, cliente_id int,
                cupo_id int, motivo text, valor numeric, disponible numeric, valor_texto text, disponible_texto text)`;
  await filasPreparadas(
    conn,
    sql`INSERT INTO ventas_cupo_novedades (empresa_id, venta_uuid, fecha_negocio, cliente_id, cupo_id, motivo, valor, disponible)
        SELECT x.empresa_id, x.venta_uuid, x.fecha_negocio, x.cliente_id, x.cupo_id, x.motivo, x.valor, x.disponible FROM ${x}
        ON CONFLICT (empresa_id, venta_uuid, motivo) DO NOTHING RETURNING id`,
  );
  await filasPreparadas(
    conn,
    sql`INSERT INTO alertas_clientes (empresa_id, cliente_id, cupo_id, umbral, periodo, mensaje, cupo, consumido, motivo, venta_uuid)
        SELECT x.empresa_id, x.cliente_id, x.cupo_id, NULL, x.periodo,
               CASE x.motivo WHEN 'SIN_AUTORIZACION' THEN format(${MC.alertaSinAutorizacion}::text, cl.nombre, x.valor_texto)
                             WHEN 'SOBRE_CUPO' THEN format(${MC.alertaSobreCupo}::text, cl.nombre, x.valor_texto, x.disponible_texto)
                             ELSE format(${MC.alertaSinCupo}::text, cl.nombre, x.valor_texto) END,
               coalesce(q.valor, 0), coalesce(q.consumido, 0), x.motivo, x.venta_uuid
          FROM ${x} JOIN clientes cl ON cl.id = x.cliente_id LEFT JOIN cupos q ON q.id = x.cupo_id
        ON CONFLICT (empresa_id, venta_uuid, motivo) WHERE venta_uuid IS NOT NULL DO NOTHING RETURNING id`,
  );
}

/**
 * Each sale that consumes a quota releases the oldest unexpired hold of an online approval of that quota
 * (soporte/autorizaciones.ts, docs/decisions/063): the amount the approval reserved is now consumed. Expired holds of
 * those quotas go too. Runs with the quota rows locked, as the approvals do.
 */
async function liberarRetenciones(conn: Conn, ventas: readonly VentaPreparada[]): Promise<void> {
  const porCupo = new Map<number, number>();
  for (const v of ventas) if (v.cupo) porCupo.set(v.cupo.cupoId, (porCupo.get(v.cupo.cupoId) ?? 0) + 1);
  const json = JSON.stringify([...porCupo].map(([cupo_id, n]) => ({ cupo_id, n })));
  await filasPreparadas(
    conn,
    sql`
    WITH x AS (SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS x(cupo_id int, n int)),
    r AS (SELECT h.id, x.n, row_number() OVER (PARTITION BY h.cupo_id ORDER BY h.creado_en, h.id) AS k
            FROM cupos_retenciones h JOIN x ON x.cupo_id = h.cupo_id WHERE h.vence_en > now())
    DELETE FROM cupos_retenciones d
     WHERE d.cupo_id IN (SELECT cupo_id FROM x) AND (d.vence_en <= now() OR d.id IN (SELECT id FROM r WHERE k <= n))
    RETURNING d.id`,
  );
}

/**
 * Own-customer alerts: each threshold (80/90/100 %) a quota's consumption has reached in its period is alerted
 * once, at the station of the sale that crossed it (the unique key makes a re-crossing write nothing).
 */
async function alertarUmbrales(conn: Conn, cupos: readonly { id: number; empresaId: number }[]): Promise<void> {
  const json = JSON.stringify(cupos.map((c) => ({ cupo_id: c.id, empresa_id: c.empresaId })));
  await filasPreparadas(
    conn,
    sql`
    INSERT INTO alertas_clientes (empresa_id, cliente_id, cupo_id, umbral, periodo, mensaje, cupo, consumido)
    SELECT DISTINCT ON (c.id, u.umbral) x.empresa_id, c.cliente_id, c.id, u.umbral, coalesce(c.periodo::text, 'SIN PERIODO'),
           format(${M.alertaCupoPlantilla}::text, cl.nombre, u.umbral, c.tipo), c.valor, c.consumido
      FROM jsonb_to_recordset(${json}::jsonb) AS x(cupo_id int, empresa_id int)
      JOIN cupos c ON c.id = x.cupo_id
      JOIN clientes cl ON cl.id = c.cliente_id
      CROSS JOIN LATERAL unnest(c.umbrales) AS u(umbral)
     WHERE c.valor > 0 AND c.consumido * 100 >= c.valor * u.umbral
     ORDER BY c.id, u.umbral
    ON CONFLICT (cupo_id, periodo, umbral) WHERE venta_uuid IS NULL DO NOTHING`,
  );
}
