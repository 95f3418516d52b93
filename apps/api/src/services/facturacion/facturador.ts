import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES_ANULACION } from '@eds/contracts/facturacion/anulacion';
import {
  MENSAJES_FACTURADOR as M,
  type TCatalogoFacturador,
  type TFacturaEmitida,
  type TRefacturada,
} from '@eds/contracts/facturacion/facturador';
import { TIPOS_NEGOCIO, type TipoNegocio } from '@eds/contracts/operacion';
import type { TVentaPos } from '@eds/contracts/pos';
import { fila, filas, type Conn } from '../../db/client';
import { dinero, multiplicar, volumen } from '../../lib/decimal';
import { AppError } from '../../lib/errors';
import { fechaBogota } from '../../lib/tiempo';
import { RechazoItem } from '../pos/lote';
import { cargarCatalogoVentas } from '../ventas/catalogo';
import { guardarVentas } from '../ventas/guardar';
import { prepararVenta } from '../ventas/preparar';
import type { VentaPreparada } from '../ventas/tipos';
import { anularVenta, ventaGuardada, type FilaVenta } from './anulacion';
import { fechaHoraBogota } from './datos';

/**
 * The Facturador (SCREENS.md G16; docs/decisions/040d-facturador-and-reinvoicing.md). An office invoice is a sale
 * of origen OFICINA at the chosen station, stored by the same code as a POS sale (`guardarVentas`: lines, payments,
 * stock, quota, resolution, rollups) with its electronic invoice in state 5, which the queue's trigger hands to the
 * DIAN sender. Its number is the next one of the station's active FACTURA ELECTRÓNICA resolution for the business
 * type, taken under the resolution's row lock. `ventas_oficina` keeps who issued it and, when it re-issues an
 * annulled sale, which one.
 */

export interface LineaOficina {
  productoId: number;
  cantidad: number;
  precio: number;
  descuento: number;
}

export interface PagoOficina {
  medioPagoId: number;
  valor: number;
  referencia?: string | null;
}

export interface PeticionFactura {
  empresaId: number;
  tipoNegocio: TipoNegocio;
  clienteId: number;
  lineas: LineaOficina[];
  pagos: PagoOficina[];
  observacion?: string | null;
  usuarioId: number | null;
  ahora?: Date;
}

export interface Numeracion {
  resolucionId: number;
  prefijo: string;
  consecutivo: number;
}

const textoNegocios = (tipos: readonly string[]) => `{${tipos.join(',')}}`;

/** Locks the station's FACTURA ELECTRÓNICA resolution of the business type (active, in force) and takes its next number. */
export async function siguienteNumero(conn: Conn, empresaId: number, tipo: TipoNegocio, hoy: string): Promise<Numeracion> {
  const r = await fila<{ id: number; prefijo: string; siguiente: string; hasta: string }>(
    conn,
    sql`SELECT id, prefijo, (GREATEST(coalesce(actual, desde - 1), desde - 1) + 1)::text AS siguiente, hasta::text AS hasta
          FROM resoluciones
         WHERE empresa_id = ${empresaId} AND estado = 'A' AND tipo_documento = 'FACTURA ELECTRONICA'
           AND ${tipo} = ANY(tipos_negocio) AND fecha_inicio <= ${hoy}::date AND fecha_fin >= ${hoy}::date
         ORDER BY id LIMIT 1 FOR UPDATE`,
  );
  if (!r) throw new AppError(400, M.sinResolucion);
  const consecutivo = Number(r.siguiente);
  if (consecutivo > Number(r.hasta)) throw new AppError(400, M.rangoAgotado);
  return { resolucionId: Number(r.id), prefijo: r.prefijo, consecutivo };
}

export async function negocioDeEstacion(conn: Conn, empresaId: number): Promise<number> {
  const e = await fila<{ negocio_id: number; tipo: number }>(conn, sql`SELECT negocio_id, tipo FROM empresas WHERE id = ${empresaId}`);
  if (!e || Number(e.tipo) !== 3) throw new AppError(400, M.noEsEstacion);
  return Number(e.negocio_id);
}

export async function exigirCliente(conn: Conn, negocioId: number, clienteId: number): Promise<void> {
  const c = await fila(conn, sql`SELECT 1 FROM clientes WHERE id = ${clienteId} AND negocio_id = ${negocioId} AND estado = 'A'`);
  if (!c) throw new AppError(400, M.clienteNoExiste);
}

/** Stores the sale, its office row, and answers the invoice as stored (queued to send, state 5). */
async function guardarFactura(
  conn: Conn,
  venta: VentaPreparada,
  o: { usuarioId: number | null; observacion?: string | null; refacturaDe?: number },
): Promise<TFacturaEmitida> {
  const { ids } = await guardarVentas(conn, [venta]);
  const ventaId = ids.get(venta.uuid)!;
  await conn.execute(
    sql`INSERT INTO ventas_oficina (venta_id, empresa_id, usuario_id, refactura_de, observacion)
        VALUES (${ventaId}, ${venta.empresaId}, ${o.usuarioId}, ${o.refacturaDe ?? null}, ${o.observacion || null})`,
  );
  const f = (await fila<{ id: number; estado: number }>(
    conn,
    sql`SELECT id, estado FROM facturas_electronicas WHERE venta_id = ${ventaId}`,
  ))!;
  return {
    venta_id: ventaId,
    factura_id: Number(f.id),
    numero: `${venta.prefijo}${venta.consecutivo}`,
    estado: Number(f.estado),
    subtotal: venta.subtotal / 100,
    impuestos: venta.impuestos / 100,
    total: venta.total / 100,
  };
}

/** The manual invoice (POST facturador/facturar), in the caller's transaction. The caller checked the station's scope. */
export async function facturar(conn: Conn, p: PeticionFactura): Promise<TFacturaEmitida> {
  const ahora = p.ahora ?? new Date();
  const negocioId = await negocioDeEstacion(conn, p.empresaId);
  await exigirCliente(conn, negocioId, p.clienteId);
  // Lines priced as the server stores them; the payments must add up to that total (SCREENS.md's text).
  const total = p.lineas.reduce((s, l) => s + multiplicar(volumen(l.cantidad), dinero(l.precio)) - dinero(l.descuento), 0);
  const pagado = p.pagos.reduce((s, x) => s + dinero(x.valor), 0);
  if (total !== pagado) throw new AppError(400, M.pagosNoCuadran);

  const numero = await siguienteNumero(conn, p.empresaId, p.tipoNegocio, fechaBogota(ahora));
  const catalogo = await cargarCatalogoVentas(conn, p.empresaId, negocioId, {
    productos: new Set(p.lineas.map((l) => l.productoId)),
    turnos: new Set(),
    clientes: new Set([p.clienteId]),
    placas: new Set(),
    promociones: new Set(),
  });
  const { fecha, hora } = fechaHoraBogota(ahora);
  const pos: TVentaPos = {
    uuid: randomUUID(),
    fecha: `${fecha} ${hora}`,
    tipo_negocio: p.tipoNegocio,
    detalles: p.lineas.map((l) => ({ producto_id: l.productoId, cantidad: l.cantidad, precio: l.precio, descuento: l.descuento })),
    medios_pago: p.pagos.map((x) => ({ medio_pago_id: x.medioPagoId, valor: x.valor, referencia: x.referencia ?? undefined })),
    cliente: p.clienteId,
    factura: { prefijo: numero.prefijo, consecutivo: numero.consecutivo, electronica: true, estado: ESTADO_FE.ESPERANDO_AUTORIZACION },
  };
  let venta: VentaPreparada;
  try {
    venta = prepararVenta(pos, {
      equipoId: 0,
      tiposNegocioEquipo: TIPOS_NEGOCIO,
      catalogo,
      ahora,
      inicioCicloMin: catalogo.inicioCicloMin,
    });
  } catch (err) {
    if (err instanceof RechazoItem) throw new AppError(400, err.mensaje);
    throw err;
  }
  venta = { ...venta, equipoId: null, origen: 'OFICINA', resolucionId: numero.resolucionId };
  return guardarFactura(conn, venta, { usuarioId: p.usuarioId, observacion: p.observacion });
}

export interface PeticionRefactura {
  ventaId: number;
  motivoId: number;
  observacion: string;
  clienteId: number;
  usuarioId: number | null;
  alcance: ReadonlySet<number>;
  tipos: ReadonlySet<string>;
  ahora?: Date;
}

/**
 * "Anular y refacturar" (POST facturador/refacturar), in ONE transaction: the invoiced sale is annulled exactly as
 * the annulment screen does (credit note, stock, quota, shift and rollups taken back), and the same sale — its lines,
 * payments, business day and shift — is stored again for the new customer with a new number of the station's
 * FACTURA ELECTRÓNICA resolution, queued to DIAN. Fuel lines do not leave the tank again (the annulment left the
 * fuel's kardex sale in place: the meters counted it once).
 */
export async function refacturar(conn: Conn, p: PeticionRefactura): Promise<TRefacturada> {
  const ahora = p.ahora ?? new Date();
  const v = await fila<FilaVenta & { manguera_id: number | null; promotor_id: number | null; factura_id: number | null }>(
    conn,
    sql`SELECT v.id, v.empresa_id, e.negocio_id, v.fecha::text, v.fecha_negocio::text, v.hora, v.tipo_negocio, v.tipo_movimiento,
               v.estado_movimiento, v.turno_id, v.cliente_id, v.vehiculo_id, v.placa, v.fidelizacion, v.cantidad::text,
               v.subtotal::text, v.impuestos::text, v.descuento::text, v.total::text, v.manguera_id, v.promotor_id,
               (SELECT f.id FROM facturas_electronicas f WHERE f.venta_id = v.id) AS factura_id
          FROM ventas v JOIN empresas e ON e.id = v.empresa_id WHERE v.id = ${p.ventaId} FOR UPDATE OF v`,
  );
  if (!v || !p.alcance.has(v.empresa_id) || !p.tipos.has(v.tipo_negocio)) throw new AppError(404, MENSAJES_ANULACION.noExiste);
  if (v.factura_id === null) throw new AppError(400, M.noFacturada);
  if (v.cliente_id !== null && Number(v.cliente_id) === p.clienteId) throw new AppError(400, M.mismoCliente);
  const negocioId = Number(v.negocio_id);
  await exigirCliente(conn, negocioId, p.clienteId);

  const anulada = await anularVenta(conn, {
    ventaId: v.id,
    motivoId: p.motivoId,
    observacion: p.observacion,
    usuarioId: p.usuarioId,
    alcance: p.alcance,
    tipos: p.tipos,
    ahora,
  });

  const numero = await siguienteNumero(conn, v.empresa_id, v.tipo_negocio, fechaBogota(ahora));
  const original = await ventaGuardada(conn, v);
  const pagos = original.pagos as (VentaPreparada['pagos'][number] & { tipo: string })[];
  const venta: VentaPreparada = {
    ...original,
    uuid: randomUUID(),
    equipoId: null,
    estadoMovimiento: `${v.tipo_movimiento}001`,
    promotorId: v.promotor_id === null ? null : Number(v.promotor_id),
    mangueraId: v.manguera_id === null ? null : Number(v.manguera_id),
    clienteId: p.clienteId,
    // The vehicle belonged to the first customer: the plate stays as text.
    vehiculoId: null,
    resolucionId: numero.resolucionId,
    prefijo: numero.prefijo,
    consecutivo: numero.consecutivo,
    origen: 'OFICINA',
    detalles: original.detalles.map((l) => (original.combustible.has(l) ? { ...l, bodegaId: null } : l)),
    pagos: pagos.map(({ tipo: _tipo, ...x }) => x),
    factura: { estado: ESTADO_FE.ESPERANDO_AUTORIZACION, cufe: null },
    cupo: await cupoDelCliente(conn, p.clienteId, pagos),
  };
  const factura = await guardarFactura(conn, venta, { usuarioId: p.usuarioId, observacion: p.observacion, refacturaDe: v.id });
  return { anulada: { id: anulada.id, nota_credito: anulada.nota_credito }, factura };
}

/** Credit or prepaid payments charge the new customer's own active quota of that type (not a vehicle's or fleet's). */
async function cupoDelCliente(
  conn: Conn,
  clienteId: number,
  pagos: readonly { valor: number; tipo: string }[],
): Promise<VentaPreparada['cupo']> {
  const credito = pagos.filter((x) => x.tipo === 'CREDITO' || x.tipo === 'PREPAGO');
  if (credito.length === 0) return null;
  const tipo = credito[credito.length - 1].tipo;
  const c = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM cupos WHERE cliente_id = ${clienteId} AND tipo = ${tipo} AND estado = 'A' AND vehiculo_id IS NULL AND flota_id IS NULL
         ORDER BY id LIMIT 1`,
  );
  return c ? { cupoId: Number(c.id), valor: credito.reduce((s, x) => s + x.valor, 0) } : null;
}

/** What the form offers at one station (the caller checked its scope). */
export async function catalogoFacturador(conn: Conn, empresaId: number, ahora = new Date()): Promise<TCatalogoFacturador> {
  const negocioId = await negocioDeEstacion(conn, empresaId);
  const hoy = fechaBogota(ahora);
  const productos = await filas<{ id: number; codigo: string; descripcion: string; precio: string; tipos_negocio: string[] }>(
    conn,
    sql`SELECT p.id, p.codigo, p.descripcion, coalesce(pr.precio, p.precio)::text AS precio, p.tipos_negocio
          FROM productos p
          LEFT JOIN LATERAL (
            SELECT precio FROM precios WHERE empresa_id = ${empresaId} AND producto_id = p.id AND vigente_desde <= ${ahora.toISOString()}
               AND (vigente_hasta IS NULL OR vigente_hasta > ${ahora.toISOString()})
             ORDER BY vigente_desde DESC LIMIT 1) pr ON true
         WHERE p.negocio_id = ${negocioId} AND p.estado = 'A' AND p.tipos_negocio && ${textoNegocios(TIPOS_NEGOCIO)}::text[]
         ORDER BY p.descripcion, p.id LIMIT 1000`,
  );
  const medios = await filas<{ id: number; descripcion: string }>(
    conn,
    sql`SELECT id, descripcion FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY descripcion, id`,
  );
  const clientes = await filas<{ id: number; identificacion: string; nombre: string }>(
    conn,
    sql`SELECT id, identificacion, nombre FROM clientes WHERE negocio_id = ${negocioId} AND estado = 'A' ORDER BY nombre, id LIMIT 1000`,
  );
  const resoluciones = await filas<{ tipo_negocio: TipoNegocio; prefijo: string; siguiente: number }>(
    conn,
    sql`SELECT DISTINCT ON (t.tipo) t.tipo AS tipo_negocio, r.prefijo, (GREATEST(coalesce(r.actual, r.desde - 1), r.desde - 1) + 1)::int AS siguiente
          FROM resoluciones r CROSS JOIN LATERAL unnest(r.tipos_negocio) AS t(tipo)
         WHERE r.empresa_id = ${empresaId} AND r.estado = 'A' AND r.tipo_documento = 'FACTURA ELECTRONICA'
           AND r.fecha_inicio <= ${hoy}::date AND r.fecha_fin >= ${hoy}::date AND coalesce(r.actual, r.desde - 1) < r.hasta
         ORDER BY t.tipo, r.id`,
  );
  return {
    productos: productos.map((x) => ({ ...x, precio: Number(x.precio) })),
    medios,
    clientes,
    resoluciones: resoluciones.filter((r) => (TIPOS_NEGOCIO as readonly string[]).includes(r.tipo_negocio)),
  };
}
