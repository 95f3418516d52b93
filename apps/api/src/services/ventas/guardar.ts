import { sql, type SQL } from 'drizzle-orm';
import { filaPreparada, filasPreparadas, type Conn, type Db } from '../../db/client';
import { aTexto } from '../../lib/decimal';
import { guardarResumenesDeVentas, partesResumenesDeVentas } from './resumenes/ventas';
import { clausulasResumenes } from './resumenes/acumular';
import { aplicarEfectosDeVentas, clausulasEfectos } from './efectos';
import { asegurarParticiones } from './particiones';
import { impuestosAGuardar } from './impuestos-linea';
import type { VentaPreparada } from './tipos';

/** Rows per INSERT statement. */
const TROZO = 2000;

function* trozos<T>(lista: readonly T[], n = TROZO): Generator<T[]> {
  for (let i = 0; i < lista.length; i += n) yield lista.slice(i, i + n);
}

const dinero = (c: number) => aTexto(c, 2);
const cantidad = (m: number) => aTexto(m, 3);

/**
 * Stores sales whole: header, lines, payments and electronic invoice, then the effects on stock, shifts,
 * resolutions and quotas, and the rollups, all on the caller's transaction. A uuid already stored for the
 * station is skipped (ON CONFLICT DO NOTHING on (empresa_id, uuid)): that is what makes re-sending, and two
 * API instances receiving the same sale, store it once. Returns the sales stored now with their ids.
 */
export async function guardarVentas(
  conn: Conn,
  ventas: readonly VentaPreparada[],
): Promise<{ guardadas: VentaPreparada[]; ids: Map<string, number> }> {
  const ids = new Map<string, number>();
  // Headers in uuid order (a fixed lock order between concurrent batches).
  const ordenadas = [...ventas].sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
  const posicion = new Map(ventas.map((v, i) => [v, i]));
  for (const lote of trozos(ordenadas)) {
    for (const [uuid, id] of await insertarFilas(conn, lote, (v) => posicion.get(v)!)) ids.set(uuid, id);
  }
  const guardadas = ventas.filter((v) => ids.has(v.uuid));
  if (guardadas.length === 0) return { guardadas, ids };
  // Lock order shared by every writer (docs/decisions/031-pos-ingestion-exactly-once.md): stock, shifts, resolutions, quotas, then rollups.
  await aplicarEfectosDeVentas(conn, guardadas);
  await guardarResumenesDeVentas(conn, guardadas);
  return { guardadas, ids };
}

/**
 * POS ingestion's fast path: sales the station has not stored (the caller checked their uuids) stored whole — rows,
 * stock, shifts, resolutions and rollups — in ONE statement run on its own, outside BEGIN … COMMIT (a statement is
 * its own transaction: all of it is stored or none). The rows every batch of a station shares (its stock, its
 * shift, its rollups) stay locked only while the statement runs, instead of across the round trips of a
 * transaction (docs/decisions/034-requests-at-the-speed-of-the-raw-route.md).
 *
 * Answers the number stored, or null without storing anything when the batch needs more than one statement
 * (quotas or a customer's credit, GNV sold to a plate, more rows than a statement carries): the caller then uses guardarVentas in a transaction. If one of the
 * sales was stored meanwhile (another instance, a retry in flight), the statement fails as a whole with a data error
 * (SQLSTATE 22P02) and stores nothing, as does a data error of one sale: the caller stores the batch sale by sale.
 */
export async function guardarVentasDeUnaVez(db: Db, ventas: readonly VentaPreparada[]): Promise<number | null> {
  if (ventas.length === 0) return 0;
  // Quotas, a customer's credit and GNV conversions' repayments need statements of their own (efectos.ts).
  if (ventas.length > TROZO || ventas.some((v) => v.cupo !== null || v.controlCupo !== undefined || v.gnv)) return null;
  const resumenes = clausulasResumenes(partesResumenesDeVentas(ventas));
  if (!resumenes) return null;
  const ordenadas = [...ventas].sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
  const posicion = new Map(ventas.map((v, i) => [v, i]));
  await asegurarParticiones(
    db,
    ventas.map((v) => v.fechaNegocio),
    db,
  );
  // Effects before rollups, as every writer locks them (031).
  const efectos = [...clausulasEfectos(ventas), ...resumenes];
  const clausulas = efectos.map((c) => sql`${sql.raw(c.nombre)} AS (${c.sql} RETURNING 1)`);
  // The order of the writes is set by the final SELECT, which reads every clause in turn: PostgreSQL runs a
  // data-modifying WITH clause when it is first read, and those nobody reads at the end, last written first (the
  // order is not what the text says). So: the ledger and the headers (g), then the sale's own rows (lines, payments,
  // invoices), and only then the rows every batch of the station shares — stock, shifts, resolutions, rollups, in
  // the order of 031 — which therefore stay locked the shortest time (decision 058).
  // Every header must be new: a count short of the batch makes the statement fail (a text that is not an integer),
  // which undoes all of it. The text is built from the count so that it is never evaluated while planning.
  const leer = (nombre: string) => sql`(SELECT count(*) FROM ${sql.raw(nombre)})`;
  const r = await filaPreparada<{ guardadas: number }>(
    db,
    sql`WITH ${clausulasFilas(ordenadas, (v) => posicion.get(v)!)},
        g AS (SELECT CASE WHEN count(*) = ${ventas.length} THEN count(*)::int ELSE ('ventas ya guardadas: ' || (${ventas.length} - count(*)))::int END AS guardadas FROM v)
        ${clausulas.length > 0 ? sql`, ${sql.join(clausulas, sql`, `)}` : sql``}
        SELECT (SELECT guardadas FROM g) AS guardadas, ${sql.join(['d', 'p', 'f', ...efectos.map((c) => c.nombre)].map(leer), sql`, `)}`,
  );
  return r!.guardadas;
}

/**
 * The rows of sales alone — headers, lines, payments and electronic invoices — without their effects or rollups: for a
 * document that covers sales already counted (the Facturador's invoice of delivery notes). Answers uuid → id.
 */
export async function guardarSoloFilas(conn: Conn, ventas: readonly VentaPreparada[]): Promise<Map<string, number>> {
  const posicion = new Map(ventas.map((v, i) => [v, i]));
  return insertarFilas(conn, ventas, (v) => posicion.get(v)!);
}

/**
 * The rows of some sales in one statement (one round trip): the headers that are new (ON CONFLICT DO NOTHING),
 * and the lines, payments and electronic invoices of exactly those, joined to the inserted headers by uuid.
 * Lines and payments keep the order they came in. Answers uuid → id of the headers inserted now.
 */
async function insertarFilas(
  conn: Conn,
  ventas: readonly VentaPreparada[],
  posicion: (v: VentaPreparada) => number,
): Promise<Map<string, number>> {
  await asegurarParticiones(
    conn,
    ventas.map((v) => v.fechaNegocio),
  );
  const nuevas = await filasPreparadas<{ id: number; uuid: string }>(
    conn,
    sql`WITH ${clausulasFilas(ventas, posicion)} SELECT id, uuid FROM v`,
  );
  return new Map(nuevas.map((n) => [n.uuid, Number(n.id)]));
}

/**
 * The rows of some sales as data-modifying WITH clauses: `v` inserts the headers that are new (ON CONFLICT DO
 * NOTHING) and returns them; `d`, `p` and `f` insert the lines, payments and electronic invoices of exactly those,
 * joined to them by uuid.
 */
function clausulasFilas(ventas: readonly VentaPreparada[], posicion: (v: VentaPreparada) => number): SQL {
  const cabeceras = ventas.map((v) => ({
    empresa_id: v.empresaId,
    equipo_id: v.equipoId,
    uuid: v.uuid,
    fecha: v.fecha,
    fecha_negocio: v.fechaNegocio,
    hora: v.hora,
    tipo_negocio: v.tipoNegocio,
    tipo_movimiento: v.tipoMovimiento,
    estado_movimiento: v.estadoMovimiento,
    turno_id: v.turnoId,
    promotor_id: v.promotorId,
    manguera_id: v.mangueraId,
    cliente_id: v.clienteId,
    vehiculo_id: v.vehiculoId,
    placa: v.placa,
    kilometraje: v.kilometraje,
    resolucion_id: v.resolucionId,
    prefijo: v.prefijo,
    consecutivo: v.consecutivo,
    cantidad: cantidad(v.cantidad),
    subtotal: dinero(v.subtotal),
    impuestos: dinero(v.impuestos),
    descuento: dinero(v.descuento),
    total: dinero(v.total),
    num_lineas: v.detalles.length,
    mixta: v.pagos.length > 1,
    fidelizacion: v.fidelizacion,
    descuento_manual_motivo_id: v.descuentoManual?.motivoId ?? null,
    descuento_manual_valor: v.descuentoManual ? dinero(v.descuentoManual.valor) : null,
    origen: v.origen ?? 'POS',
  }));
  // Lines and payments in the order of the sales as given (the caller's order), each numbered to keep it.
  const enOrden = [...ventas].sort((a, b) => posicion(a) - posicion(b));
  let orden = 0;
  const lineas = enOrden.flatMap((v) =>
    v.detalles.map((l) => ({
      orden: orden++,
      uuid: v.uuid,
      empresa_id: v.empresaId,
      fecha_negocio: v.fechaNegocio,
      producto_id: l.productoId,
      bodega_id: l.bodegaId,
      cantidad: cantidad(l.cantidad),
      precio: dinero(l.precio),
      descuento: dinero(l.descuento),
      impuestos: dinero(l.impuestos),
      impuestos_detalle: impuestosAGuardar(l.impuestosDetalle),
      valor: dinero(l.valor),
      costo_unitario: dinero(l.costoUnitario),
      promocion_id: l.promocionId,
    })),
  );
  const pagos = enOrden.flatMap((v) =>
    v.pagos.map((p) => ({
      orden: orden++,
      uuid: v.uuid,
      empresa_id: v.empresaId,
      fecha_negocio: v.fechaNegocio,
      medio_pago_id: p.medioPagoId,
      valor: dinero(p.valor),
      referencia: p.referencia,
    })),
  );
  const facturas = enOrden
    .filter((v) => v.factura !== null && v.prefijo !== null && v.consecutivo !== null)
    .map((v) => ({
      orden: orden++,
      uuid: v.uuid,
      empresa_id: v.empresaId,
      fecha: v.fecha,
      fecha_negocio: v.fechaNegocio,
      resolucion_id: v.resolucionId,
      prefijo: v.prefijo,
      consecutivo: v.consecutivo,
      cufe: v.factura!.cufe,
      estado: v.factura!.estado,
      contingencia: v.factura!.contingencia ?? false,
    }));
  // The headers are read once (cab); the ledger first: it hands out the ids of the sales that are new and skips those
  // already stored (exactly once); then the headers it accepted.
  return sql`cab AS MATERIALIZED (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(cabeceras)}::jsonb) AS x(empresa_id int, equipo_id int, uuid uuid, fecha timestamptz,
              fecha_negocio date, hora smallint, tipo_negocio char(1), tipo_movimiento char(3), estado_movimiento char(6), turno_id bigint,
              promotor_id int, manguera_id int, cliente_id int, vehiculo_id int, placa text, kilometraje int, resolucion_id int, prefijo text,
              consecutivo bigint, cantidad numeric, subtotal numeric, impuestos numeric, descuento numeric, total numeric,
              num_lineas smallint, mixta boolean, fidelizacion text, descuento_manual_motivo_id int, descuento_manual_valor numeric, origen text)
        ),
        u AS (
          INSERT INTO ventas_uuid (empresa_id, uuid, fecha_negocio, prefijo, consecutivo)
          SELECT empresa_id, uuid, fecha_negocio, prefijo, consecutivo FROM cab
           ORDER BY uuid
          ON CONFLICT (empresa_id, uuid) DO NOTHING
          RETURNING id, uuid, empresa_id
        ),
        v AS (
          INSERT INTO ventas (id, empresa_id, equipo_id, uuid, fecha, fecha_negocio, hora, tipo_negocio, tipo_movimiento, estado_movimiento,
            turno_id, promotor_id, manguera_id, cliente_id, vehiculo_id, placa, kilometraje, resolucion_id, prefijo, consecutivo,
            cantidad, subtotal, impuestos, descuento, total, num_lineas, mixta, fidelizacion, descuento_manual_motivo_id, descuento_manual_valor, origen)
          SELECT u.id, cab.empresa_id, equipo_id, cab.uuid, fecha, fecha_negocio, hora, tipo_negocio, tipo_movimiento, estado_movimiento,
            turno_id, promotor_id, manguera_id, cliente_id, vehiculo_id, placa, kilometraje, resolucion_id, prefijo, consecutivo,
            cantidad, subtotal, impuestos, descuento, total, num_lineas, mixta, fidelizacion, descuento_manual_motivo_id, descuento_manual_valor, origen
            FROM cab JOIN u ON u.uuid = cab.uuid AND u.empresa_id = cab.empresa_id
           ORDER BY u.id
          RETURNING id, uuid, empresa_id, fecha_negocio
        ),
        d AS (
          INSERT INTO ventas_detalles (venta_id, empresa_id, fecha_negocio, producto_id, bodega_id, cantidad, precio, descuento, impuestos,
            impuestos_detalle, valor, costo_unitario, promocion_id)
          SELECT v.id, x.empresa_id, v.fecha_negocio, x.producto_id, x.bodega_id, x.cantidad, x.precio, x.descuento, x.impuestos,
            x.impuestos_detalle, x.valor, x.costo_unitario, x.promocion_id
            FROM jsonb_to_recordset(${JSON.stringify(lineas)}::jsonb) AS x(orden int, uuid uuid, empresa_id int, fecha_negocio date, producto_id int,
              bodega_id int, cantidad numeric, precio numeric, descuento numeric, impuestos numeric, impuestos_detalle jsonb, valor numeric,
              costo_unitario numeric, promocion_id int)
            JOIN v ON v.uuid = x.uuid AND v.empresa_id = x.empresa_id
           ORDER BY x.orden
          RETURNING 1
        ),
        p AS (
          INSERT INTO ventas_pagos (venta_id, empresa_id, fecha_negocio, medio_pago_id, valor, referencia)
          SELECT v.id, x.empresa_id, v.fecha_negocio, x.medio_pago_id, x.valor, x.referencia
            FROM jsonb_to_recordset(${JSON.stringify(pagos)}::jsonb) AS x(orden int, uuid uuid, empresa_id int, fecha_negocio date, medio_pago_id int, valor numeric, referencia text)
            JOIN v ON v.uuid = x.uuid AND v.empresa_id = x.empresa_id
           ORDER BY x.orden
          RETURNING 1
        ),
        f AS (
          INSERT INTO facturas_electronicas (empresa_id, venta_id, fecha, fecha_negocio, resolucion_id, prefijo, consecutivo, cufe, estado, contingencia)
          SELECT x.empresa_id, v.id, x.fecha, x.fecha_negocio, x.resolucion_id, x.prefijo, x.consecutivo, x.cufe, x.estado, x.contingencia
            FROM jsonb_to_recordset(${JSON.stringify(facturas)}::jsonb) AS x(orden int, uuid uuid, empresa_id int, fecha timestamptz, fecha_negocio date,
              resolucion_id int, prefijo text, consecutivo bigint, cufe text, estado smallint, contingencia boolean)
            JOIN v ON v.uuid = x.uuid AND v.empresa_id = x.empresa_id
           ORDER BY x.orden
          RETURNING 1
        )`;
}
