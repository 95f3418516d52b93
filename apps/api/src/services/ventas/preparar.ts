import { diaOperativo, horaLocal, instanteBogota } from '@eds/contracts/dia-operativo';
import { MENSAJES_COMERCIAL as MC } from '@eds/contracts/comercial';
import { promocionAlcanzaProducto } from '@eds/contracts/descuentos-motor';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import {
  BODEGA_DE_NEGOCIO,
  COMBUSTIBLE,
  NOMBRE_TIPO_NEGOCIO,
  OPERACION_VENTA,
  TIPO_PRODUCTO,
  estadoMovimiento,
} from '@eds/contracts/operacion';
import type { TVentaPos } from '@eds/contracts/pos';
import { aTexto, dinero, impuestoIncluido, multiplicar, volumen } from '../../lib/decimal';
import { RechazoItem } from '../pos/lote';
import type { CatalogoVentas, ProductoCatalogo } from './catalogo';
import type { ImpuestoLinea, LineaPreparada, PagoPreparado, VentaPreparada } from './tipos';

/** A sale dated later than this past the server's clock is refused (devices' clocks drift a little). */
const TOLERANCIA_FUTURO_MS = 10 * 60_000;

export interface ContextoVenta {
  /** The sending device; 0 for an office invoice (the Facturador), which no resolution's Equipos restrict. */
  equipoId: number;
  tiposNegocioEquipo: readonly string[];
  catalogo: CatalogoVentas;
  ahora: Date;
  /** Start of the station's business-day cycle, minutes after midnight. */
  inicioCicloMin: number;
}

/** Checks one sale against the station's catalogue and computes its figures; throws RechazoItem. */
export function prepararVenta(v: TVentaPos, ctx: ContextoVenta): VentaPreparada {
  const { catalogo } = ctx;
  const instante = instanteBogota(v.fecha);
  if (instante.getTime() > ctx.ahora.getTime() + TOLERANCIA_FUTURO_MS) throw new RechazoItem(M.fechaFutura, 'fecha');
  const negocio = NOMBRE_TIPO_NEGOCIO[v.tipo_negocio];
  if (!ctx.tiposNegocioEquipo.includes(v.tipo_negocio)) throw new RechazoItem(M.equipoSinNegocio(negocio), 'tipo_negocio');
  const fechaNegocio = diaOperativo(v.fecha, ctx.inicioCicloMin);

  let manguera: { productoId: number; bodegaId: number; islaId: number } | undefined;
  if (v.manguera !== undefined) {
    if (v.tipo_negocio !== 'C') throw new RechazoItem(M.mangueraSoloCombustible, 'manguera');
    manguera = catalogo.mangueras.get(v.manguera);
    if (!manguera) throw new RechazoItem(M.mangueraNoExiste(v.manguera), 'manguera');
  }
  if (v.promotor !== undefined && !catalogo.promotores.has(v.promotor)) throw new RechazoItem(M.promotorNoExiste(v.promotor), 'promotor');
  let turnoId: number | null = null;
  if (v.turno !== undefined) {
    const turno = catalogo.turnos.get(v.turno.toLowerCase());
    if (!turno) throw new RechazoItem(M.turnoNoExiste, 'turno');
    if (manguera && manguera.islaId !== turno.islaId) throw new RechazoItem(M.mangueraOtraIsla(v.manguera!), 'manguera');
    turnoId = turno.id;
  }
  if (v.cliente !== undefined && !catalogo.clientes.has(v.cliente)) throw new RechazoItem(M.clienteNoExiste(v.cliente), 'cliente');
  const vehiculo = v.placa ? catalogo.vehiculos.get(v.placa) : undefined;

  const detalles = v.detalles.map((d, i) => prepararLinea(d, i, v, fechaNegocio, manguera, catalogo));
  if (v.descuento_manual) revisarDescuentoManual(v, detalles, catalogo);
  const total = detalles.reduce((s, l) => s + l.valor, 0);
  const pagos: PagoPreparado[] = v.medios_pago.map((p, i) => {
    const medio = catalogo.medios.get(p.medio_pago_id);
    if (!medio) throw new RechazoItem(M.medioPagoNoExiste(p.medio_pago_id), `medios_pago.${i}.medio_pago_id`);
    if (medio.requiereCliente && v.cliente === undefined) throw new RechazoItem(M.medioPagoRequiereCliente(medio.descripcion), 'cliente');
    return { medioPagoId: medio.id, valor: dinero(p.valor), referencia: p.referencia ?? null, efectivo: medio.tipo === 'EFECTIVO' };
  });
  const totalPagos = pagos.reduce((s, p) => s + p.valor, 0);
  if (totalPagos !== total) throw new RechazoItem(M.pagosNoCuadran(aTexto(totalPagos, 2), aTexto(total, 2)), 'medios_pago');

  let resolucionId: number | null = null;
  if (v.factura) {
    const candidatas = catalogo.resoluciones.get(v.factura.prefijo);
    if (!candidatas?.length) throw new RechazoItem(M.resolucionNoExiste(v.factura.prefijo), 'factura.prefijo');
    const consecutivo = v.factura.consecutivo;
    const r = candidatas.find((c) => consecutivo >= c.desde && consecutivo <= c.hasta);
    if (!r) throw new RechazoItem(M.consecutivoFueraDeRango(consecutivo, candidatas[0].numero), 'factura.consecutivo');
    // A resolution that names its devices numbers only theirs (the POS configuration serves a device only those).
    if (ctx.equipoId > 0 && r.equipos.length > 0 && !r.equipos.includes(ctx.equipoId)) {
      throw new RechazoItem(M.resolucionOtroEquipo(r.numero), 'factura.prefijo');
    }
    resolucionId = r.id;
  }

  const impuestos = detalles.reduce((s, l) => s + l.impuestos, 0);
  const operacion = OPERACION_VENTA[v.tipo_negocio];
  return {
    uuid: v.uuid.toLowerCase(),
    empresaId: catalogo.empresaId,
    equipoId: ctx.equipoId,
    fecha: `${v.fecha.replace(' ', 'T')}-05:00`,
    fechaNegocio,
    hora: horaLocal(v.fecha),
    tipoNegocio: v.tipo_negocio,
    tipoMovimiento: operacion,
    estadoMovimiento: estadoMovimiento(operacion),
    turnoId,
    promotorId: v.promotor ?? null,
    mangueraId: v.manguera ?? null,
    clienteId: v.cliente ?? vehiculo?.clienteId ?? null,
    vehiculoId: vehiculo?.id ?? null,
    placa: v.placa ?? null,
    kilometraje: v.kilometraje ?? null,
    resolucionId,
    prefijo: v.factura?.prefijo ?? null,
    consecutivo: v.factura?.consecutivo ?? null,
    fidelizacion: v.fidelizacion ?? null,
    descuentoManual: v.descuento_manual ? { motivoId: v.descuento_manual.motivo_id, valor: dinero(v.descuento_manual.valor) } : null,
    origen: v.origen ?? 'POS',
    cantidad: detalles.reduce((s, l) => s + l.cantidad, 0),
    subtotal: total - impuestos,
    impuestos,
    descuento: detalles.reduce((s, l) => s + l.descuento, 0),
    total,
    detalles,
    pagos,
    // A contingency invoice waits in the station's batch (state 4, not yet sent) until the back office sends it.
    factura: v.factura?.contingencia
      ? { estado: 4, cufe: v.factura.cufe ?? null, contingencia: true }
      : v.factura?.electronica
        ? { estado: v.factura.estado ?? 7, cufe: v.factura.cufe ?? null, contingencia: false }
        : null,
    cupo: cupoDeVenta(v, pagos, catalogo, vehiculo),
    controlCupo: controlCupo(v, pagos, catalogo),
    gnv: gnvDeVenta(v, detalles, catalogo),
  };
}

/** The m³ of GNV a sale with a plate carries (a conversion's repayment reads it), else null. */
function gnvDeVenta(v: TVentaPos, detalles: readonly LineaPreparada[], catalogo: CatalogoVentas): VentaPreparada['gnv'] {
  if (!v.placa) return null;
  const m3 = detalles.reduce((s, l) => s + (catalogo.productos.get(l.productoId)?.combustibleId === COMBUSTIBLE.GNV ? l.cantidad : 0), 0);
  return m3 > 0 ? { m3 } : null;
}

function prepararLinea(
  d: TVentaPos['detalles'][number],
  i: number,
  v: TVentaPos,
  fechaNegocio: string,
  manguera: { productoId: number; bodegaId: number } | undefined,
  catalogo: CatalogoVentas,
): LineaPreparada {
  const campo = `detalles.${i}`;
  const producto = catalogo.productos.get(d.producto_id);
  if (!producto) throw new RechazoItem(M.productoNoExiste(d.producto_id), `${campo}.producto_id`);
  if (!producto.tiposNegocio.includes(v.tipo_negocio)) {
    throw new RechazoItem(M.productoNoSeVende(d.producto_id, NOMBRE_TIPO_NEGOCIO[v.tipo_negocio]), `${campo}.producto_id`);
  }
  if (manguera && manguera.productoId !== producto.id) throw new RechazoItem(M.mangueraProductoNoCoincide(v.manguera!), 'manguera');
  if (d.promocion_id !== undefined) {
    const promocion = catalogo.promociones.get(d.promocion_id);
    if (!promocion) throw new RechazoItem(`La promoción ${d.promocion_id} no existe`, `${campo}.promocion_id`);
    // Its products or its group's members (the shared engine's rule, as the POS applies it).
    if (!promocionAlcanzaProducto(promocion, producto.id)) {
      throw new RechazoItem(MC.productoFueraDePromocion(d.promocion_id, producto.id), `${campo}.promocion_id`);
    }
  }
  const cantidad = volumen(d.cantidad);
  const precio = dinero(d.precio);
  const descuento = dinero(d.descuento ?? 0);
  const bruto = multiplicar(cantidad, precio);
  if (descuento > bruto) throw new RechazoItem(M.descuentoMayorValor(d.producto_id), `${campo}.descuento`);
  let valor = bruto - descuento;
  if (d.valor !== undefined) {
    const enviado = dinero(d.valor);
    // The POS may round the line its own way (quantities are rounded to 3 decimals): allow that much.
    const tolerancia = Math.ceil(precio / 1000) + 1;
    if (Math.abs(enviado - valor) > tolerancia) throw new RechazoItem(M.valorLineaNoCorresponde(d.producto_id), `${campo}.valor`);
    valor = enviado;
  }
  const bodegaId = bodegaDeLinea(producto.id, producto.tipoProductoId, v.tipo_negocio, manguera, catalogo);
  const impuestos = impuestosDeLinea(producto, cantidad, valor, fechaNegocio, catalogo);
  return {
    productoId: producto.id,
    bodegaId,
    cantidad,
    precio,
    descuento,
    impuestos: impuestos.total,
    impuestosDetalle: impuestos.detalle,
    valor,
    costoUnitario: bodegaId === null ? 0 : (catalogo.costos.get(`${bodegaId}|${producto.id}`) ?? 0),
    promocionId: d.promocion_id ?? null,
  };
}

/**
 * A manual discount (SCREENS.md G18, Descuentos manuales): an active reason of the business, given by the sale's
 * promoter, no larger than the lines' discounts, and as a share of the lines' gross value within the highest
 * percentage the promoter's profiles may grant for that reason (a profile not listed may not grant it).
 */
function revisarDescuentoManual(v: TVentaPos, detalles: readonly LineaPreparada[], catalogo: CatalogoVentas): void {
  const manual = v.descuento_manual!;
  if (v.promotor === undefined) throw new RechazoItem(M.descuentoManualSinPromotor, 'promotor');
  const motivo = catalogo.descuentosManuales.get(manual.motivo_id);
  if (!motivo) throw new RechazoItem(M.descuentoManualMotivoNoExiste(manual.motivo_id), 'descuento_manual.motivo_id');
  const valor = dinero(manual.valor);
  if (valor > detalles.reduce((s, l) => s + l.descuento, 0)) throw new RechazoItem(M.descuentoManualMayorLineas, 'descuento_manual.valor');
  const limites = (catalogo.perfilesPromotor.get(v.promotor) ?? []).map((p) => motivo.limites.get(p)).filter((x) => x !== undefined);
  if (limites.length === 0) throw new RechazoItem(M.descuentoManualSinPerfil(motivo.codigo), 'descuento_manual.motivo_id');
  // Percentages in hundredths (the column's two decimals); the sale's share rounded up, so 10.004% is above 10%.
  const maximo = Math.max(...limites.map((x) => Math.round(Number(x) * 100)));
  const bruto = detalles.reduce((s, l) => s + multiplicar(l.cantidad, l.precio), 0);
  const porcentaje = bruto === 0 ? 0 : Math.ceil((valor * 10_000) / bruto);
  if (porcentaje > maximo) {
    throw new RechazoItem(M.descuentoManualSobreLimite(aTexto(porcentaje, 2), aTexto(maximo, 2), motivo.codigo), 'descuento_manual.valor');
  }
}

/** The warehouse a line leaves: the hose's tank, else the station's tank of the fuel, else the store or kiosk. */
function bodegaDeLinea(
  productoId: number,
  tipoProductoId: number,
  tipoNegocio: TVentaPos['tipo_negocio'],
  manguera: { bodegaId: number } | undefined,
  catalogo: CatalogoVentas,
): number | null {
  if (tipoProductoId === TIPO_PRODUCTO.SERVICIO) return null;
  if (manguera) return manguera.bodegaId;
  if (tipoNegocio === 'C' && tipoProductoId === TIPO_PRODUCTO.COMBUSTIBLE) return catalogo.tanques.get(productoId) ?? null;
  return catalogo.bodegaPorTipo.get(BODEGA_DE_NEGOCIO[tipoNegocio]) ?? catalogo.bodegaPorTipo.get('GENERAL') ?? null;
}

/**
 * Taxes inside a line's value (prices include them), one by one as in force at the sale's date: per-unit taxes
 * ($ per gallon) are quantity × rate; percentage taxes are taken out of what remains, together: base = rest /
 * (1 + Σ%), and their amount is shared among them by rate (the last takes the cent left over). Answers the total
 * (what `impuestos` has always held) and each tax with its DIAN code, rate, units and amount (decision 062).
 */
export function impuestosDeLinea(
  producto: Pick<ProductoCatalogo, 'codigosImpuesto' | 'unidadDian'>,
  cantidad: number,
  valor: number,
  fecha: string,
  catalogo: Pick<CatalogoVentas, 'impuestos'>,
): { total: number; detalle: ImpuestoLinea[] } {
  const porUnidad: ImpuestoLinea[] = [];
  const porcentuales: { linea: ImpuestoLinea; tasa: number }[] = [];
  for (const codigo of [...producto.codigosImpuesto].sort()) {
    const version = catalogo.impuestos.get(codigo)?.find((x) => x.vigenteDesde <= fecha);
    if (!version) continue;
    const linea: ImpuestoLinea = {
      codigo,
      codigoDian: version.codigoDian,
      tipo: version.porcentajeValor,
      tarifa: version.valor,
      cantidad,
      unidad: producto.unidadDian,
      valor: 0,
    };
    if (version.porcentajeValor === '$') porUnidad.push({ ...linea, valor: multiplicar(cantidad, dinero(version.valor)) });
    else porcentuales.push({ linea, tasa: Number(version.valor) });
  }
  // Per-unit taxes never exceed the line's value (a line discounted below them): the last ones give way.
  let disponible = valor;
  for (const l of porUnidad) {
    l.valor = Math.min(l.valor, disponible);
    disponible -= l.valor;
  }
  const pct = porcentuales.reduce((s, p) => s + p.tasa, 0);
  const totalPct = pct > 0 ? impuestoIncluido(disponible, pct.toFixed(4)) : 0;
  let repartido = 0;
  porcentuales.forEach((p, i) => {
    p.linea.valor = i === porcentuales.length - 1 ? totalPct - repartido : Math.round((totalPct * p.tasa) / pct);
    repartido += p.linea.valor;
  });
  const detalle = [...porUnidad, ...porcentuales.map((p) => p.linea)];
  return { total: valor - disponible + totalPct, detalle };
}

/** The customer and the credit or prepaid amount of a station's sale, whose quota use is checked when stored (072). */
function controlCupo(v: TVentaPos, pagos: readonly PagoPreparado[], catalogo: CatalogoVentas): VentaPreparada['controlCupo'] {
  if (v.cliente == null) return undefined;
  let valor = 0;
  for (const p of pagos) {
    const tipo = catalogo.medios.get(p.medioPagoId)!.tipo;
    if (tipo === 'CREDITO' || tipo === 'PREPAGO') valor += p.valor;
  }
  return valor > 0 ? { clienteId: v.cliente, valor } : undefined;
}

/** Credit and prepaid payments consume the most specific active quota of the customer (vehicle, fleet, customer). */
function cupoDeVenta(
  v: TVentaPos,
  pagos: readonly PagoPreparado[],
  catalogo: CatalogoVentas,
  vehiculo: { id: number; flotaId: number | null } | undefined,
): VentaPreparada['cupo'] {
  const clienteId = v.cliente ?? null;
  if (clienteId === null) return null;
  let valor = 0;
  let tipo: string | null = null;
  for (const p of pagos) {
    const medio = catalogo.medios.get(p.medioPagoId)!;
    if (medio.tipo === 'CREDITO' || medio.tipo === 'PREPAGO') {
      valor += p.valor;
      tipo = medio.tipo;
    }
  }
  if (valor === 0 || tipo === null) return null;
  const cupos = (catalogo.cupos.get(clienteId) ?? []).filter((c) => c.tipo === tipo);
  const elegido =
    (vehiculo && cupos.find((c) => c.vehiculoId === vehiculo.id)) ??
    (vehiculo?.flotaId != null ? cupos.find((c) => c.flotaId === vehiculo.flotaId && c.vehiculoId === null) : undefined) ??
    cupos.find((c) => c.flotaId === null && c.vehiculoId === null);
  return elegido ? { cupoId: elegido.id, valor } : null;
}
