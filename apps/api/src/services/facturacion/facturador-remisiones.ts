import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { diaOperativo, horaLocal, textoBogota } from '@eds/contracts/dia-operativo';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES_ANULACION } from '@eds/contracts/facturacion/anulacion';
import {
  MENSAJES_FACTURADOR as M,
  type TFacturaEmitida,
  type TRemisionesPendientes,
  type TTicketsFacturables,
} from '@eds/contracts/facturacion/facturador';
import { CODIGOS_PARAMETROS_REMISION } from '@eds/contracts/facturacion/parametrizacion';
import { ESTADO_MOVIMIENTO } from '@eds/contracts/operacion';
import { fila, filas, type Conn } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fechaBogota } from '../../lib/tiempo';
import { textoInstante } from '../../lib/paginar';
import { minutosDeInicio } from '../empresa/ciclo';
import { parametroEfectivo, parametroNumero } from '../parametros';
import { guardarResumenesDeVentas } from '../ventas/resumenes/ventas';
import { guardarSoloFilas } from '../ventas/guardar';
import type { LineaPreparada, PagoPreparado, VentaPreparada } from '../ventas/tipos';
import { restarResumenes, ventaGuardada, type FilaVenta } from './anulacion';
import { exigirCliente, negocioDeEstacion, siguienteNumero, type Numeracion } from './facturador';

/**
 * The Facturador's Remisiones and Ticket a factura tabs (SCREENS.md G16; docs/decisions/053-facturador-remisiones-
 * tickets-and-pos-discounts.md).
 *
 * - A **remisión** is a sale numbered in a REMISION resolution of the station: it moved stock, quota, shift and rollups
 *   when the POS sent it. Its invoice is one new sale of origen OFICINA in state …003 carrying the notes' lines and
 *   payments, numbered in the station's FACTURA ELECTRÓNICA resolution and queued to DIAN (state 5) like every office
 *   invoice, stored as rows only (no effects, no rollups: the notes counted them). `remisiones_facturadas` marks each
 *   note invoiced; its primary key and the notes' row locks make a second invoice of one impossible, concurrent
 *   attempts included.
 * - A **ticket** is a POS sale without a number: within TIEMPO_MAXIMO_DATOS_CLIENTE minutes of the sale it becomes the
 *   customer's electronic invoice in place (the same sale gets the customer, the number and its invoice row; the unique
 *   invoice per sale makes it once). Its rollups move from consumidor final to the customer.
 */

const DIAS_FACTURAR_DEFECTO = 30;
const MINUTOS_TICKET_DEFECTO = 5;

const enteros = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const diasEntre = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

async function parametrosRemision(conn: Conn, empresaId: number): Promise<{ dias: number; agrupar: boolean }> {
  const dias = await parametroNumero(conn, CODIGOS_PARAMETROS_REMISION.dias_facturar, empresaId);
  const agrupar = await parametroEfectivo(conn, CODIGOS_PARAMETROS_REMISION.agrupar_cliente, empresaId);
  return {
    dias: dias !== null && Number.isInteger(dias) && dias >= 0 ? dias : DIAS_FACTURAR_DEFECTO,
    // Grouping is the default: only an explicit N invoices each note on its own.
    agrupar: (agrupar ?? 'S').trim().toUpperCase() !== 'N',
  };
}

/** A customer's notes at a station not yet invoiced, in the range of business days and within the days allowed. */
export async function remisionesPendientes(
  conn: Conn,
  p: { empresaId: number; clienteId: number; desde: string; hasta: string; ahora?: Date },
): Promise<TRemisionesPendientes> {
  const { dias, agrupar } = await parametrosRemision(conn, p.empresaId);
  const hoy = fechaBogota(p.ahora ?? new Date());
  const remisiones = await filas<TRemisionesPendientes['remisiones'][number]>(
    conn,
    sql`SELECT v.id::int AS venta_id, v.prefijo || v.consecutivo AS numero, ${textoInstante(sql`v.fecha`)} AS fecha,
               v.fecha_negocio::text AS fecha_negocio, v.tipo_negocio, v.placa, v.total::float8 AS total
          FROM ventas v JOIN resoluciones r ON r.id = v.resolucion_id
         WHERE v.empresa_id = ${p.empresaId} AND v.cliente_id = ${p.clienteId} AND r.tipo_documento = 'REMISION'
           AND right(v.estado_movimiento, 3) = ${ESTADO_MOVIMIENTO.REGISTRADO}
           AND v.fecha_negocio BETWEEN ${p.desde}::date AND ${p.hasta}::date
           AND v.fecha_negocio >= ${hoy}::date - ${dias}::int
           AND NOT EXISTS (SELECT 1 FROM remisiones_facturadas rf WHERE rf.venta_id = v.id)
         ORDER BY v.fecha, v.id LIMIT 500`,
  );
  return { remisiones, dias_facturar: dias, agrupar_cliente: agrupar };
}

export interface PeticionRemisiones {
  empresaId: number;
  clienteId: number;
  remisiones: number[];
  observacion?: string | null;
  usuarioId: number | null;
  ahora?: Date;
}

type FilaRemision = FilaVenta & { numero: string | null; tipo_documento: string | null };

/** One electronic invoice covering the chosen notes (POST facturador/facturar-remisiones), in the caller's transaction. */
export async function facturarRemisiones(conn: Conn, p: PeticionRemisiones): Promise<TFacturaEmitida> {
  const ahora = p.ahora ?? new Date();
  const hoy = fechaBogota(ahora);
  const negocioId = await negocioDeEstacion(conn, p.empresaId);
  await exigirCliente(conn, negocioId, p.clienteId);
  const { dias, agrupar } = await parametrosRemision(conn, p.empresaId);
  if (!agrupar && p.remisiones.length > 1) throw new AppError(400, M.remisionesNoAgrupa);

  // The notes locked in id order (every invoice of notes takes them in the same order), then checked.
  const notas = await filas<FilaRemision>(
    conn,
    sql`SELECT v.id, v.empresa_id, e.negocio_id, v.fecha::text, v.fecha_negocio::text, v.hora, v.tipo_negocio, v.tipo_movimiento,
               v.estado_movimiento, v.turno_id, v.cliente_id, v.vehiculo_id, v.placa, v.fidelizacion, v.cantidad::text,
               v.subtotal::text, v.impuestos::text, v.descuento::text, v.total::text, v.prefijo || v.consecutivo AS numero,
               r.tipo_documento
          FROM ventas v JOIN empresas e ON e.id = v.empresa_id LEFT JOIN resoluciones r ON r.id = v.resolucion_id
         WHERE v.id = ANY(${enteros(p.remisiones)}::bigint[]) ORDER BY v.id FOR UPDATE OF v`,
  );
  const porId = new Map(notas.map((n) => [Number(n.id), n]));
  for (const id of p.remisiones) {
    const n = porId.get(id);
    const numero = n?.numero ?? String(id);
    if (
      !n ||
      Number(n.empresa_id) !== p.empresaId ||
      n.tipo_documento !== 'REMISION' ||
      n.cliente_id === null ||
      Number(n.cliente_id) !== p.clienteId ||
      !n.estado_movimiento.endsWith(ESTADO_MOVIMIENTO.REGISTRADO)
    ) {
      throw new AppError(400, M.remisionNoPendiente(numero));
    }
    if (diasEntre(n.fecha_negocio, hoy) > dias) throw new AppError(400, M.remisionFueraDePlazo(numero, dias));
  }
  // Read after the locks: an invoice of the same notes committed while this one waited is seen here.
  const ya = await fila<{ numero: string }>(
    conn,
    sql`SELECT v.prefijo || v.consecutivo AS numero FROM remisiones_facturadas rf JOIN ventas v ON v.id = rf.venta_id
         WHERE rf.venta_id = ANY(${enteros(p.remisiones)}::bigint[]) ORDER BY v.id LIMIT 1`,
  );
  if (ya) throw new AppError(400, M.remisionYaFacturada(ya.numero));
  const tipos = new Set(notas.map((n) => n.tipo_negocio));
  if (tipos.size !== 1) throw new AppError(400, M.remisionesMismoNegocio);
  const tipoNegocio = notas[0].tipo_negocio;

  const numero = await siguienteNumero(conn, p.empresaId, tipoNegocio, hoy);
  const guardadas = await Promise.all(notas.map((n) => ventaGuardada(conn, n)));
  // The notes already moved stock: the invoice's lines leave no warehouse.
  const detalles: LineaPreparada[] = guardadas.flatMap((g) => g.detalles.map((l) => ({ ...l, bodegaId: null })));
  const porMedio = new Map<number, PagoPreparado>();
  for (const x of guardadas.flatMap((g) => g.pagos)) {
    const a = porMedio.get(x.medioPagoId);
    if (a) a.valor += x.valor;
    else porMedio.set(x.medioPagoId, { medioPagoId: x.medioPagoId, valor: x.valor, referencia: null, efectivo: x.efectivo });
  }
  const suma = (f: (g: VentaPreparada) => number) => guardadas.reduce((s, g) => s + f(g), 0);
  const inicio = await fila<{ inicio: string | null }>(
    conn,
    sql`SELECT atributos ->> 'inicio_ciclo' AS inicio FROM empresas WHERE id = ${p.empresaId}`,
  );
  const local = textoBogota(ahora);
  const operacion = notas[0].tipo_movimiento;
  const venta: VentaPreparada = {
    uuid: randomUUID(),
    empresaId: p.empresaId,
    equipoId: null,
    fecha: `${local.replace(' ', 'T')}-05:00`,
    fechaNegocio: diaOperativo(local, minutosDeInicio(inicio?.inicio)),
    hora: horaLocal(local),
    tipoNegocio,
    tipoMovimiento: operacion,
    estadoMovimiento: `${operacion}${ESTADO_MOVIMIENTO.FACTURA_REMISIONES}`,
    turnoId: null,
    promotorId: null,
    mangueraId: null,
    clienteId: p.clienteId,
    vehiculoId: null,
    placa: notas.length === 1 ? notas[0].placa : null,
    kilometraje: null,
    resolucionId: numero.resolucionId,
    prefijo: numero.prefijo,
    consecutivo: numero.consecutivo,
    fidelizacion: null,
    origen: 'OFICINA',
    cantidad: suma((g) => g.cantidad),
    subtotal: suma((g) => g.subtotal),
    impuestos: suma((g) => g.impuestos),
    descuento: suma((g) => g.descuento),
    total: suma((g) => g.total),
    detalles,
    pagos: [...porMedio.values()],
    factura: { estado: ESTADO_FE.ESPERANDO_AUTORIZACION, cufe: null },
    cupo: null,
  };
  const ventaId = (await guardarSoloFilas(conn, [venta])).get(venta.uuid)!;
  await usarNumero(conn, numero);
  await conn.execute(
    sql`INSERT INTO ventas_oficina (venta_id, empresa_id, usuario_id, observacion)
        VALUES (${ventaId}, ${p.empresaId}, ${p.usuarioId}, ${p.observacion || null})`,
  );
  await conn.execute(
    sql`INSERT INTO remisiones_facturadas (venta_id, factura_venta_id, empresa_id)
        SELECT id, ${ventaId}, ${p.empresaId} FROM unnest(${enteros(p.remisiones)}::bigint[]) AS id ORDER BY id`,
  );
  return emitida(conn, ventaId, numero, venta);
}

/** The resolution's highest number used (the office takes its numbers under the resolution's row lock). */
async function usarNumero(conn: Conn, n: Numeracion): Promise<void> {
  await conn.execute(sql`UPDATE resoluciones SET actual = GREATEST(coalesce(actual, 0), ${n.consecutivo}) WHERE id = ${n.resolucionId}`);
}

async function emitida(
  conn: Conn,
  ventaId: number,
  n: Numeracion,
  v: Pick<VentaPreparada, 'subtotal' | 'impuestos' | 'total'>,
): Promise<TFacturaEmitida> {
  const f = (await fila<{ id: number; estado: number }>(
    conn,
    sql`SELECT id, estado FROM facturas_electronicas WHERE venta_id = ${ventaId}`,
  ))!;
  return {
    venta_id: ventaId,
    factura_id: Number(f.id),
    numero: `${n.prefijo}${n.consecutivo}`,
    estado: Number(f.estado),
    subtotal: v.subtotal / 100,
    impuestos: v.impuestos / 100,
    total: v.total / 100,
  };
}

async function minutosTicket(conn: Conn, empresaId: number): Promise<number> {
  const n = await parametroNumero(conn, 'TIEMPO_MAXIMO_DATOS_CLIENTE', empresaId);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : MINUTOS_TICKET_DEFECTO;
}

/** The station's tickets that may still become an invoice: POS sales without a number, inside the time allowed. */
export async function ticketsFacturables(conn: Conn, empresaId: number, ahora = new Date()): Promise<TTicketsFacturables> {
  const minutos = await minutosTicket(conn, empresaId);
  const desde = new Date(ahora.getTime() - minutos * 60_000).toISOString();
  // The business-day bound lets the station's day index narrow the rows (a sale's day is never before its calendar day − 1).
  const tickets = await filas<TTicketsFacturables['tickets'][number]>(
    conn,
    sql`SELECT v.id::int AS venta_id, ${textoInstante(sql`v.fecha`)} AS fecha, v.tipo_negocio, v.placa, c.nombre AS cliente,
               v.total::float8 AS total
          FROM ventas v LEFT JOIN clientes c ON c.id = v.cliente_id
         WHERE v.empresa_id = ${empresaId} AND v.fecha_negocio >= ${fechaBogota(new Date(desde))}::date - 1
           AND v.fecha >= ${desde}::timestamptz AND v.prefijo IS NULL AND v.origen <> 'OFICINA'
           AND right(v.estado_movimiento, 3) = ${ESTADO_MOVIMIENTO.REGISTRADO}
           AND NOT EXISTS (SELECT 1 FROM facturas_electronicas f WHERE f.venta_id = v.id)
         ORDER BY v.fecha DESC, v.id DESC LIMIT 200`,
  );
  return { tickets, minutos };
}

export interface PeticionTicket {
  ventaId: number;
  clienteId: number;
  usuarioId: number | null;
  alcance: ReadonlySet<number>;
  ahora?: Date;
}

/** POST facturador/ticket-a-factura: the ticket becomes the customer's electronic invoice, in the caller's transaction. */
export async function ticketAFactura(conn: Conn, p: PeticionTicket): Promise<TFacturaEmitida> {
  const ahora = p.ahora ?? new Date();
  const v = await fila<FilaVenta & { prefijo: string | null; origen: string; tipo_documento: string | null; factura: boolean }>(
    conn,
    sql`SELECT v.id, v.empresa_id, e.negocio_id, v.fecha::text, v.fecha_negocio::text, v.hora, v.tipo_negocio, v.tipo_movimiento,
               v.estado_movimiento, v.turno_id, v.cliente_id, v.vehiculo_id, v.placa, v.fidelizacion, v.cantidad::text,
               v.subtotal::text, v.impuestos::text, v.descuento::text, v.total::text, v.prefijo, v.origen, r.tipo_documento,
               EXISTS (SELECT 1 FROM facturas_electronicas f WHERE f.venta_id = v.id) AS factura
          FROM ventas v JOIN empresas e ON e.id = v.empresa_id LEFT JOIN resoluciones r ON r.id = v.resolucion_id
         WHERE v.id = ${p.ventaId} FOR UPDATE OF v`,
  );
  // A sale of a station outside the caller's scope does not exist for them.
  if (!v || !p.alcance.has(Number(v.empresa_id)) || v.origen === 'OFICINA') throw new AppError(404, M.ticketNoExiste);
  if (v.estado_movimiento.endsWith(ESTADO_MOVIMIENTO.ANULADO)) throw new AppError(400, MENSAJES_ANULACION.yaAnulada);
  if (v.tipo_documento === 'REMISION') throw new AppError(400, M.ticketEsRemision);
  if (v.factura || v.prefijo !== null) throw new AppError(400, M.ticketYaFacturado);
  if (v.cliente_id !== null && Number(v.cliente_id) !== p.clienteId) throw new AppError(400, M.ticketOtroCliente);
  const minutos = await minutosTicket(conn, Number(v.empresa_id));
  if (Date.parse(v.fecha) + minutos * 60_000 < ahora.getTime()) throw new AppError(400, M.ticketVencido(minutos));
  await exigirCliente(conn, Number(v.negocio_id), p.clienteId);

  const numero = await siguienteNumero(conn, Number(v.empresa_id), v.tipo_negocio, fechaBogota(ahora));
  const antes = await ventaGuardada(conn, v);
  if (v.cliente_id === null) {
    // The rollups counted a consumidor final sale: they move to the customer (the same rows, taken out and put back).
    await restarResumenes(conn, antes);
  }
  // The number in the ledger first: it is where invoice numbers are unique per station.
  await conn.execute(sql`UPDATE ventas_uuid SET prefijo = ${numero.prefijo}, consecutivo = ${numero.consecutivo} WHERE id = ${v.id}`);
  await conn.execute(
    sql`UPDATE ventas SET cliente_id = ${p.clienteId}, resolucion_id = ${numero.resolucionId}, prefijo = ${numero.prefijo},
               consecutivo = ${numero.consecutivo} WHERE id = ${v.id} AND fecha_negocio = ${v.fecha_negocio}::date`,
  );
  if (v.cliente_id === null) {
    await guardarResumenesDeVentas(conn, [
      { ...antes, clienteId: p.clienteId, detalles: antes.detalles.map((l) => (antes.combustible.has(l) ? { ...l, bodegaId: null } : l)) },
    ]);
  }
  await usarNumero(conn, numero);
  await conn.execute(
    sql`INSERT INTO facturas_electronicas (empresa_id, venta_id, fecha, fecha_negocio, resolucion_id, prefijo, consecutivo, estado)
        VALUES (${v.empresa_id}, ${v.id}, ${ahora.toISOString()}::timestamptz, ${v.fecha_negocio}::date, ${numero.resolucionId},
                ${numero.prefijo}, ${numero.consecutivo}, ${ESTADO_FE.ESPERANDO_AUTORIZACION})`,
  );
  await conn.execute(sql`INSERT INTO ventas_oficina (venta_id, empresa_id, usuario_id) VALUES (${v.id}, ${v.empresa_id}, ${p.usuarioId})`);
  return emitida(conn, Number(v.id), numero, antes);
}
