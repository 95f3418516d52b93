import { sql, type SQL } from 'drizzle-orm';
import type { OrdenCampo, TPaginacionQuery } from '@eds/contracts/paginacion';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import {
  DIAS_MAXIMOS_ANULACION_DEFECTO,
  MENSAJES_ANULACION as M,
  MENSAJES_NOTA_CREDITO as MENSAJES_NOTA,
  type CAMPOS_ORDEN_VENTA_ANULABLE,
  type TMotivoAnulacion,
  type TVentaAnulable,
  type TVentaAnulada,
} from '@eds/contracts/facturacion/anulacion';
import { ESTADO_MOVIMIENTO, TIPO_PRODUCTO, type TipoNegocio } from '@eds/contracts/operacion';
import { inicioMes } from '@eds/contracts/dia-operativo';
import { fila, filas, type Conn } from '../../db/client';
import { aTexto, dinero, volumen } from '../../lib/decimal';
import { AppError } from '../../lib/errors';
import { fechaBogota } from '../../lib/tiempo';
import { paginar, textoInstante } from '../../lib/paginar';
import { acumularJuntos, type FilaResumen } from '../ventas/resumenes/acumular';
import { partesResumenesDeVentas } from '../ventas/resumenes/ventas';
import { parametroEfectivo } from '../parametros';
import type { LineaPreparada, PagoPreparado, VentaPreparada } from '../ventas/tipos';
import { impuestosGuardados, type ImpuestoLineaGuardado } from '../ventas/impuestos-linea';

/**
 * Sale annulment (SCREENS.md G16), in the caller's ONE transaction: the sale is locked and marked annulled
 * (estado_movimiento …002, which the reconciled-day trigger refuses on a reconciled day), the annulment stored
 * (unique per sale), and everything the sale added taken back in the lock order every writer follows (031): store
 * stock returned (fuel is not: the meters counted it), the shift's counters, the customer quota, then the rollups
 * (negative deltas, so dashboards and reports keep equal to the raw sums of registered sales). An electronically
 * invoiced sale gets a credit note (CUDE, concept 2), queued in the invoice's fe_envios job when the invoice is
 * authorised, or waiting for it (a trigger queues it when the invoice becomes authorised).
 */

export interface PeticionAnulacion {
  ventaId: number;
  motivoId: number;
  observacion: string;
  usuarioId: number | null;
  alcance: ReadonlySet<number>;
  /** Business types the caller may annul (the kiosk screen's module only reaches K). */
  tipos: ReadonlySet<string>;
  web?: boolean;
  ahora?: Date;
}

export interface FilaVenta {
  id: number;
  empresa_id: number;
  negocio_id: number;
  fecha: string;
  fecha_negocio: string;
  hora: number;
  tipo_negocio: TipoNegocio;
  tipo_movimiento: string;
  estado_movimiento: string;
  turno_id: number | null;
  cliente_id: number | null;
  vehiculo_id: number | null;
  placa: string | null;
  fidelizacion: string | null;
  cantidad: string;
  subtotal: string;
  impuestos: string;
  descuento: string;
  total: string;
}

/** DIAS_MAXIMOS_ANULACION of the station (G10: station → business → global), or the default when unset or not a whole number ≥ 0. */
export async function diasMaximosAnulacion(conn: Conn, empresaId: number): Promise<number> {
  const valor = await parametroEfectivo(conn, 'DIAS_MAXIMOS_ANULACION', empresaId);
  const n = valor === null || valor.trim() === '' ? Number.NaN : Number(valor);
  return Number.isInteger(n) && n >= 0 ? n : DIAS_MAXIMOS_ANULACION_DEFECTO;
}

const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

export async function anularVenta(conn: Conn, p: PeticionAnulacion): Promise<TVentaAnulada> {
  const v = await fila<FilaVenta>(
    conn,
    sql`SELECT v.id, v.empresa_id, e.negocio_id, v.fecha::text, v.fecha_negocio::text, v.hora, v.tipo_negocio, v.tipo_movimiento,
               v.estado_movimiento, v.turno_id, v.cliente_id, v.vehiculo_id, v.placa, v.fidelizacion, v.cantidad::text,
               v.subtotal::text, v.impuestos::text, v.descuento::text, v.total::text
          FROM ventas v JOIN empresas e ON e.id = v.empresa_id WHERE v.id = ${p.ventaId} FOR UPDATE OF v`,
  );
  // A sale of a station outside the caller's scope does not exist for them (never a hint that the id is taken).
  if (!v || !p.alcance.has(v.empresa_id)) throw new AppError(404, M.noExiste);
  if (!p.tipos.has(v.tipo_negocio)) throw new AppError(404, M.noExiste);
  if (v.estado_movimiento.endsWith(ESTADO_MOVIMIENTO.ANULADO)) throw new AppError(400, M.yaAnulada);
  // An invoice of delivery notes moved nothing (its notes did): there is nothing here to take back.
  if (v.estado_movimiento.endsWith(ESTADO_MOVIMIENTO.FACTURA_REMISIONES)) throw new AppError(400, M.facturaRemisiones);
  // A delivery note already invoiced stands behind that invoice: annulling it would leave the invoice counted nowhere.
  if (await fila(conn, sql`SELECT 1 FROM remisiones_facturadas WHERE venta_id = ${v.id}`)) throw new AppError(400, M.remisionFacturada);
  const dias = await diasMaximosAnulacion(conn, v.empresa_id);
  if (diasEntre(v.fecha_negocio, fechaBogota(p.ahora ?? new Date())) > dias) throw new AppError(400, M.fueraDePlazo(dias));
  const motivo = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM motivos_anulacion WHERE id = ${p.motivoId} AND estado = 'A' AND (negocio_id IS NULL OR negocio_id = ${v.negocio_id})`,
  );
  if (!motivo) throw new AppError(400, M.motivoNoExiste);

  // First write: the reconciled-day trigger refuses it (400 "El día se encuentra conciliado…") before anything else.
  const estado = `${v.tipo_movimiento}${ESTADO_MOVIMIENTO.ANULADO}`;
  await conn.execute(sql`UPDATE ventas SET estado_movimiento = ${estado} WHERE id = ${v.id} AND fecha_negocio = ${v.fecha_negocio}::date`);
  const anulacion = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO ventas_anulaciones (venta_id, empresa_id, motivo_id, observacion, usuario_id, web)
        VALUES (${v.id}, ${v.empresa_id}, ${p.motivoId}, ${p.observacion}, ${p.usuarioId}, ${p.web === false ? 'N' : 'S'}) RETURNING id`,
  );

  const venta = await ventaGuardada(conn, v);
  await devolverExistencias(conn, venta);
  await restarDeTurno(conn, venta);
  await restituirCupo(conn, v, venta);
  await restarResumenes(conn, venta);
  const nota = await notaCredito(conn, v, Number(anulacion!.id));
  return { id: v.id, estado_movimiento: estado, nota_credito: nota };
}

export interface VentaReconstruida extends VentaPreparada {
  /** Lines of fuel: their stock is not returned. */
  combustible: Set<LineaPreparada>;
}

/** The stored sale as ingestion prepared it (cents and thousandths), to take back exactly what it added. */
export async function ventaGuardada(conn: Conn, v: FilaVenta): Promise<VentaReconstruida> {
  const lineas = await filas<{
    producto_id: number;
    bodega_id: number | null;
    cantidad: string;
    precio: string;
    descuento: string;
    impuestos: string;
    impuestos_detalle: ImpuestoLineaGuardado[] | null;
    valor: string;
    costo_unitario: string;
    promocion_id: number | null;
    tipo_producto_id: number;
  }>(
    conn,
    sql`SELECT d.producto_id, d.bodega_id, d.cantidad::text, d.precio::text, d.descuento::text, d.impuestos::text, d.impuestos_detalle, d.valor::text,
               d.costo_unitario::text, d.promocion_id, p.tipo_producto_id
          FROM ventas_detalles d JOIN productos p ON p.id = d.producto_id WHERE d.venta_id = ${v.id} ORDER BY d.id`,
  );
  const pagos = await filas<{ medio_pago_id: number; valor: string; referencia: string | null; tipo: string }>(
    conn,
    sql`SELECT vp.medio_pago_id, vp.valor::text, vp.referencia, m.tipo FROM ventas_pagos vp JOIN medios_pago m ON m.id = vp.medio_pago_id
         WHERE vp.venta_id = ${v.id} ORDER BY vp.id`,
  );
  const combustible = new Set<LineaPreparada>();
  const detalles = lineas.map((l) => {
    const linea: LineaPreparada = {
      productoId: Number(l.producto_id),
      bodegaId: l.bodega_id === null ? null : Number(l.bodega_id),
      cantidad: volumen(l.cantidad),
      precio: dinero(l.precio),
      descuento: dinero(l.descuento),
      impuestos: dinero(l.impuestos),
      impuestosDetalle: impuestosGuardados(l.impuestos_detalle),
      valor: dinero(l.valor),
      costoUnitario: dinero(l.costo_unitario),
      promocionId: l.promocion_id,
    };
    if (Number(l.tipo_producto_id) === TIPO_PRODUCTO.COMBUSTIBLE) combustible.add(linea);
    return linea;
  });
  const pagosPreparados: (PagoPreparado & { tipo: string })[] = pagos.map((x) => ({
    medioPagoId: Number(x.medio_pago_id),
    valor: dinero(x.valor),
    referencia: x.referencia,
    efectivo: x.tipo === 'EFECTIVO',
    tipo: x.tipo,
  }));
  return {
    uuid: '',
    empresaId: v.empresa_id,
    equipoId: null,
    fecha: v.fecha,
    fechaNegocio: v.fecha_negocio,
    hora: Number(v.hora),
    tipoNegocio: v.tipo_negocio,
    tipoMovimiento: v.tipo_movimiento,
    estadoMovimiento: v.estado_movimiento,
    turnoId: v.turno_id === null ? null : Number(v.turno_id),
    promotorId: null,
    mangueraId: null,
    clienteId: v.cliente_id === null ? null : Number(v.cliente_id),
    vehiculoId: v.vehiculo_id === null ? null : Number(v.vehiculo_id),
    placa: v.placa,
    kilometraje: null,
    resolucionId: null,
    prefijo: null,
    consecutivo: null,
    fidelizacion: v.fidelizacion,
    cantidad: volumen(v.cantidad),
    subtotal: dinero(v.subtotal),
    impuestos: dinero(v.impuestos),
    descuento: dinero(v.descuento),
    total: dinero(v.total),
    detalles,
    pagos: pagosPreparados,
    factura: null,
    cupo: null,
    combustible,
  };
}

/** Store goods go back to their warehouse (at the quantity sold); fuel does not. */
async function devolverExistencias(conn: Conn, v: VentaReconstruida): Promise<void> {
  const porClave = new Map<string, { bodega_id: number; producto_id: number; empresa_id: number; cantidad: number }>();
  for (const l of v.detalles) {
    if (l.bodegaId === null || v.combustible.has(l)) continue;
    const k = `${l.bodegaId}|${l.productoId}`;
    const e = porClave.get(k) ?? { bodega_id: l.bodegaId, producto_id: l.productoId, empresa_id: v.empresaId, cantidad: 0 };
    e.cantidad += l.cantidad;
    porClave.set(k, e);
  }
  if (porClave.size === 0) return;
  const json = JSON.stringify([...porClave.values()].map((e) => ({ ...e, cantidad: aTexto(e.cantidad, 3) })));
  await conn.execute(sql`
    INSERT INTO existencias (bodega_id, producto_id, empresa_id, cantidad)
    SELECT bodega_id, producto_id, empresa_id, cantidad
      FROM jsonb_to_recordset(${json}::jsonb) AS x(bodega_id int, producto_id int, empresa_id int, cantidad numeric)
     ORDER BY bodega_id, producto_id
    ON CONFLICT (bodega_id, producto_id) DO UPDATE SET cantidad = existencias.cantidad + EXCLUDED.cantidad, actualizado_en = now()`);
}

async function restarDeTurno(conn: Conn, v: VentaReconstruida): Promise<void> {
  if (v.turnoId === null) return;
  const efectivo = v.pagos.filter((p) => p.efectivo).reduce((s, p) => s + p.valor, 0);
  await conn.execute(sql`SELECT id FROM turnos WHERE id = ${v.turnoId} FOR UPDATE`);
  await conn.execute(
    sql`UPDATE turnos SET num_ventas = num_ventas - 1, total_ventas = total_ventas - ${aTexto(v.total, 2)}::numeric,
               total_efectivo = total_efectivo - ${aTexto(efectivo, 2)}::numeric WHERE id = ${v.turnoId}`,
  );
}

/**
 * The credit or prepaid amount goes back to the quota ingestion charged: the customer's most specific active quota of
 * that type (vehicle, fleet, customer), while the sale's month is still the quota's period (a MENSUAL quota that has
 * moved to a later month no longer counts the sale). The part collections already paid is not returned twice.
 */
async function restituirCupo(conn: Conn, fv: FilaVenta, v: VentaReconstruida): Promise<void> {
  if (v.clienteId === null) return;
  const pagos = v.pagos as (PagoPreparado & { tipo: string })[];
  const credito = pagos.filter((x) => x.tipo === 'CREDITO' || x.tipo === 'PREPAGO');
  if (credito.length === 0) return;
  const tipo = credito[credito.length - 1].tipo;
  // What collections already paid of the sale gave its quota back then (cartera, docs/decisions/073): only the rest returns now.
  const pagado = await fila<{ valor: string }>(
    conn,
    sql`SELECT coalesce(sum(a.valor), 0)::text AS valor FROM recaudos_aplicaciones a JOIN recaudos r ON r.id = a.recaudo_id
         WHERE a.venta_id = ${fv.id} AND r.estado = 'REGISTRADO'`,
  );
  const valor = credito.reduce((s, x) => s + x.valor, 0) - dinero(pagado?.valor ?? '0');
  if (valor <= 0) return;
  const cupo = await fila<{ id: number }>(
    conn,
    sql`SELECT c.id FROM cupos c LEFT JOIN vehiculos ve ON ve.id = ${fv.vehiculo_id}
         WHERE c.cliente_id = ${v.clienteId} AND c.tipo = ${tipo} AND c.estado = 'A'
           AND (c.vehiculo_id = ve.id OR (c.vehiculo_id IS NULL AND c.flota_id = ve.flota_id) OR (c.vehiculo_id IS NULL AND c.flota_id IS NULL))
         ORDER BY (c.vehiculo_id IS NOT NULL) DESC, (c.flota_id IS NOT NULL) DESC, c.id LIMIT 1`,
  );
  if (!cupo) return;
  await conn.execute(sql`SELECT id FROM cupos WHERE id = ${cupo.id} FOR UPDATE`);
  await conn.execute(
    sql`UPDATE cupos SET consumido = GREATEST(consumido - ${aTexto(valor, 2)}::numeric, 0)
         WHERE id = ${cupo.id} AND (periodicidad <> 'MENSUAL' OR periodo = ${inicioMes(v.fechaNegocio)}::date)`,
  );
}

const negativo = (x: string | number | null): string | number | null =>
  typeof x === 'number' ? -x : x === null ? null : x.startsWith('-') ? x.slice(1) : `-${x}`;

/** Every rollup row the sale added, subtracted (fuel lines keep their kardex sale: the tank did deliver it). */
export async function restarResumenes(conn: Conn, v: VentaReconstruida): Promise<void> {
  const sinCombustible: VentaPreparada = {
    ...v,
    detalles: v.detalles.map((l) => (v.combustible.has(l) ? { ...l, bodegaId: null } : l)),
  };
  const partes = partesResumenesDeVentas([sinCombustible]).map(({ def, filas: fs }) => ({
    def,
    filas: fs.map((f) => {
      const r: FilaResumen = { ...f };
      for (const c of Object.keys(def.sumas)) r[c] = negativo(f[c] ?? 0);
      return r;
    }),
  }));
  await acumularJuntos(conn, partes);
  // A sales rollup row left with nothing (every sum back to zero) goes, as if the sale had never been counted. The
  // daily kardex (inventario_dia) keeps its rows: other documents write into them.
  for (const { def } of partes) {
    if (!def.tabla.startsWith('ventas_')) continue;
    const periodo = 'mes' in def.claves ? sql`mes = ${inicioMes(v.fechaNegocio)}::date` : sql`fecha_negocio = ${v.fechaNegocio}::date`;
    const vacias = sql.join(
      Object.keys(def.sumas).map((c) => sql`${sql.raw(c)} = 0`),
      sql` AND `,
    );
    await conn.execute(sql`DELETE FROM ${sql.raw(def.tabla)} WHERE empresa_id = ${v.empresaId} AND ${periodo} AND ${vacias}`);
  }
}

/**
 * The credit note of the sale's electronic invoice, if it has one: numbered in the station's active NOTA CRÉDITO
 * resolution when there is one, else NC followed by the station's next number (serialised by an advisory lock).
 * Queued now when the invoice is authorised; otherwise it waits for the invoice (trigger of migration 0019).
 */
async function notaCredito(conn: Conn, v: FilaVenta, anulacionId: number): Promise<TVentaAnulada['nota_credito']> {
  const f = await fila<{ id: number; estado: number }>(
    conn,
    sql`SELECT id, estado FROM facturas_electronicas WHERE venta_id = ${v.id} FOR UPDATE`,
  );
  if (!f) return null;
  const resolucion = await fila<{ id: number; prefijo: string; siguiente: string }>(
    conn,
    sql`SELECT id, prefijo, (GREATEST(coalesce(actual, desde - 1), desde - 1) + 1)::text AS siguiente FROM resoluciones
         WHERE empresa_id = ${v.empresa_id} AND estado = 'A' AND tipo_documento IN ('NOTA CRÉDITO', 'NOTA CREDITO', 'NOTA_CREDITO')
           AND coalesce(actual, desde - 1) < hasta
         ORDER BY id LIMIT 1 FOR UPDATE`,
  );
  let prefijo = 'NC';
  let consecutivo: number;
  if (resolucion) {
    prefijo = resolucion.prefijo;
    consecutivo = Number(resolucion.siguiente);
    await conn.execute(sql`UPDATE resoluciones SET actual = ${consecutivo} WHERE id = ${resolucion.id}`);
  } else {
    await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtext('fe_notas_credito|' || ${v.empresa_id}::text)::bigint)`);
    const n = await fila<{ n: string }>(
      conn,
      sql`SELECT (coalesce(max(consecutivo), 0) + 1)::text AS n FROM fe_notas_credito WHERE empresa_id = ${v.empresa_id} AND prefijo = ${prefijo}`,
    );
    consecutivo = Number(n!.n);
  }
  const autorizada = Number(f.estado) === ESTADO_FE.AUTORIZADA;
  const nota = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO fe_notas_credito (factura_id, anulacion_id, empresa_id, prefijo, consecutivo, estado, mensaje)
        VALUES (${f.id}, ${anulacionId}, ${v.empresa_id}, ${prefijo}, ${consecutivo}, ${ESTADO_FE.ESPERANDO_AUTORIZACION},
                ${autorizada ? MENSAJES_NOTA.encolada : MENSAJES_NOTA.esperaFactura}) RETURNING id`,
  );
  if (autorizada) await encolarNota(conn, f.id, v.empresa_id);
  return { id: Number(nota!.id), numero: `${prefijo}${consecutivo}`, estado: ESTADO_FE.ESPERANDO_AUTORIZACION };
}

/** The invoice's job sends its credit note next (whatever it held: an authorised invoice needs nothing else). */
export async function encolarNota(conn: Conn, facturaId: number, empresaId: number): Promise<void> {
  await conn.execute(
    sql`INSERT INTO fe_envios (factura_id, empresa_id, accion) VALUES (${facturaId}, ${empresaId}, 'NOTA_CREDITO')
        ON CONFLICT (factura_id) DO UPDATE SET accion = 'NOTA_CREDITO', estado = 'PENDIENTE', intentos = 0, proximo_en = now(),
               ultimo_error = NULL, tomado_en = NULL, tomado_por = NULL, actualizado_en = now()`,
  );
}

/** The business a company belongs to. */
export async function negocioDeEmpresa(conn: Conn, empresaId: number): Promise<number> {
  return (await fila<{ negocio_id: number }>(conn, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`))!.negocio_id;
}

/** The active annulment reasons of the business of a company (system reasons first). */
export async function motivosDeAnulacion(conn: Conn, negocioId: number): Promise<TMotivoAnulacion[]> {
  return filas<TMotivoAnulacion>(
    conn,
    sql`SELECT id, descripcion FROM motivos_anulacion WHERE estado = 'A' AND (negocio_id IS NULL OR negocio_id = ${negocioId})
         ORDER BY negocio_id NULLS FIRST, id`,
  );
}

export interface FiltroVentasAnulables extends TPaginacionQuery {
  empresa_id: number;
  fecha: string;
  numero?: string;
  tipo_negocio?: string;
  orden?: OrdenCampo<(typeof CAMPOS_ORDEN_VENTA_ANULABLE)[number]>[];
}

const ORDEN_VENTA: Record<(typeof CAMPOS_ORDEN_VENTA_ANULABLE)[number], SQL> = {
  fecha: sql`v.fecha`,
  numero: sql`v.prefijo, v.consecutivo`,
  total: sql`v.total`,
};

/** The sales of one station and business day (of the business types the caller may annul), found by number. */
export async function listarVentasAnulables(conn: Conn, tipos: ReadonlySet<string>, q: FiltroVentasAnulables) {
  const condiciones = [
    sql`v.empresa_id = ${q.empresa_id}`,
    sql`v.fecha_negocio = ${q.fecha}::date`,
    sql`v.tipo_negocio = ANY(${`{${[...tipos].join(',')}}`}::text[])`,
  ];
  if (q.tipo_negocio) condiciones.push(sql`v.tipo_negocio = ${q.tipo_negocio}`);
  const numero = q.numero?.replace(/\s+/g, '');
  if (numero) {
    condiciones.push(
      /^\d+$/.test(numero)
        ? sql`v.consecutivo = ${Number(numero)}`
        : sql`upper(coalesce(v.prefijo, '') || v.consecutivo) = ${numero.toUpperCase()}`,
    );
  }
  const orden = (q.orden?.length ? q.orden : [{ campo: 'fecha' as const, direccion: 'desc' as const }]).map(
    (o) => sql`${ORDEN_VENTA[o.campo]} ${o.direccion === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}`,
  );
  orden.push(sql`v.id DESC`);
  const r = await paginar<TVentaAnulable>(
    conn,
    {
      columnas: sql`v.id::int AS id, v.empresa_id, e.alias AS estacion, ${textoInstante(sql`v.fecha`)} AS fecha, v.fecha_negocio::text AS fecha_negocio,
        v.tipo_negocio, coalesce(v.prefijo || v.consecutivo, v.consecutivo::text, '#' || v.id) AS numero, v.total::float8 AS total,
        c.nombre AS cliente, CASE WHEN right(v.estado_movimiento, 3) = '002' THEN 'ANULADA' ELSE 'REGISTRADA' END AS estado,
        f.estado::int AS estado_fe, m.descripcion AS motivo, a.observacion`,
      origen: sql`FROM ventas v JOIN empresas e ON e.id = v.empresa_id LEFT JOIN clientes c ON c.id = v.cliente_id
        LEFT JOIN facturas_electronicas f ON f.venta_id = v.id LEFT JOIN ventas_anulaciones a ON a.venta_id = v.id
        LEFT JOIN motivos_anulacion m ON m.id = a.motivo_id
       WHERE ${sql.join(condiciones, sql` AND `)}`,
      orden: sql.join(orden, sql`, `),
    },
    q,
  );
  return { ...r, filas: r.filas.map((f) => ({ ...f, total: Number(f.total) })) };
}
