import type { TReglaDescuento } from './descuentos';

/**
 * The discount engine (SCREENS.md G18, Reglas de descuento), shared by the server and the POS so that both give a
 * sale the same discount. Pure: no clock, no database.
 *
 * A rule applies to a sale when it is in force on the sale's day, the payment method is one of its own (or it has
 * none), the recipient matches (TODOS; the sale's customer, fleet or vehicle; the vehicle's type) and at least one line
 * is of its products (or it has none). Its amount over those lines:
 *   - `%`: the lines' value × valor / 100;
 *   - `$ POR GALÓN`: the lines' quantity × valor;
 *   - `$ FIJO`: valor, once per sale;
 * never more than the lines' value. Of the rules that are not acumulable only the best one applies (the largest
 * amount; on a tie the first in prioridad order: 1 first, then the lower id); the acumulable ones are added to it, in
 * prioridad order, while the sale has value left. Each rule's amount is split over its lines in proportion to their
 * value, in cents, the last line taking the remainder; no line is discounted beyond its value.
 */

export interface LineaDescuento {
  producto_id: number;
  /** Gallons for fuel, units otherwise. */
  cantidad: number;
  /** Line value before discounts (cantidad × precio). */
  valor: number;
}

export interface VentaDescuento {
  /** The sale's day in Bogotá, YYYY-MM-DD. */
  fecha: string;
  lineas: readonly LineaDescuento[];
  medio_pago_id: number | null;
  cliente_id: number | null;
  flota_id: number | null;
  /** The vehicle and its type's code (vehiculos.tipo_vehiculo). */
  vehiculo: { id: number; tipo: string } | null;
}

export interface DescuentoAplicado {
  /** The sum of every applied rule, in pesos with cents. */
  total: number;
  /** The applied rules in the order they were applied, with their amounts. */
  reglas: { id: number; descuento: number }[];
  /** The discount of each line, by the line's position. */
  lineas: number[];
}

const centavos = (v: number) => Math.round(v * 100);

/** Whether the rule reaches the sale's day, payment method and recipient (not its products). */
export function reglaAlcanzaVenta(r: TReglaDescuento, v: VentaDescuento): boolean {
  if (v.fecha < r.fecha_inicio || (r.fecha_fin !== null && v.fecha > r.fecha_fin)) return false;
  if (r.medios_pago.length > 0 && (v.medio_pago_id === null || !r.medios_pago.includes(v.medio_pago_id))) return false;
  switch (r.destinatario) {
    case 'TODOS':
      return true;
    case 'CLIENTE':
      return v.cliente_id !== null && v.cliente_id === r.cliente_id;
    case 'FLOTA':
      return v.flota_id !== null && v.flota_id === r.flota_id;
    case 'VEHÍCULO':
      return v.vehiculo !== null && v.vehiculo.id === r.vehiculo_id;
    case 'TIPO DE VEHÍCULO':
      return v.vehiculo !== null && v.vehiculo.tipo === r.tipo_vehiculo;
  }
}

/** The rule's amount in cents over the lines it covers (indices), before the sale's other rules. */
function montoRegla(r: TReglaDescuento, lineas: readonly LineaDescuento[], indices: number[]): number {
  const valor = indices.reduce((s, i) => s + centavos(lineas[i].valor), 0);
  let monto: number;
  if (r.tipo === '%') monto = Math.round((valor * r.valor) / 100);
  else if (r.tipo === '$ POR GALÓN') monto = centavos(indices.reduce((s, i) => s + lineas[i].cantidad, 0) * r.valor);
  else monto = centavos(r.valor);
  return Math.max(0, Math.min(monto, valor));
}

const enOrden = (a: TReglaDescuento, b: TReglaDescuento) => a.prioridad - b.prioridad || a.id - b.id;

/** The discount the rules in force give a sale (see the module's description). */
export function descuentoDeVenta(venta: VentaDescuento, reglas: readonly TReglaDescuento[]): DescuentoAplicado {
  const lineas = venta.lineas;
  const candidatas = [...reglas]
    .sort(enOrden)
    .filter((r) => reglaAlcanzaVenta(r, venta))
    .map((r) => {
      const indices = lineas.map((_, i) => i).filter((i) => r.productos.length === 0 || r.productos.includes(lineas[i].producto_id));
      return { regla: r, indices, monto: indices.length > 0 ? montoRegla(r, lineas, indices) : 0 };
    })
    .filter((c) => c.monto > 0);

  // The best rule that is not acumulable (ties: the first in prioridad order, as they are sorted), then the others.
  let mejor: (typeof candidatas)[number] | undefined;
  for (const c of candidatas) if (!c.regla.acumulable && (!mejor || c.monto > mejor.monto)) mejor = c;
  const aplicar = [...(mejor ? [mejor] : []), ...candidatas.filter((c) => c.regla.acumulable)];

  const restante = lineas.map((l) => centavos(l.valor));
  const porLinea = lineas.map(() => 0);
  const aplicadas: DescuentoAplicado['reglas'] = [];
  for (const c of aplicar) {
    const disponibles = c.indices.filter((i) => restante[i] > 0);
    const base = disponibles.reduce((s, i) => s + restante[i], 0);
    let monto = Math.min(c.monto, base);
    if (monto <= 0) continue;
    const total = monto;
    disponibles.forEach((i, k) => {
      const parte = Math.min(restante[i], monto, k === disponibles.length - 1 ? monto : Math.round((total * restante[i]) / base));
      restante[i] -= parte;
      porLinea[i] += parte;
      monto -= parte;
    });
    aplicadas.push({ id: c.regla.id, descuento: (total - monto) / 100 });
  }
  return {
    total: aplicadas.reduce((s, a) => s + centavos(a.descuento), 0) / 100,
    reglas: aplicadas,
    lineas: porLinea.map((c) => c / 100),
  };
}

/**
 * What a promotion reaches (SCREENS.md G18, "Productos or grupo"): its listed products and, when it names a product
 * group (G09 Grupos, tipo PRODUCTOS), the group's members as they are when the sale is made. `grupo` is null without a
 * group (an inactive group reaches nothing).
 */
export interface AlcancePromocion {
  productos: readonly number[];
  grupo: readonly number[] | null;
}

/** Whether the promotion reaches the product: listed, or a member of its group. */
export function promocionAlcanzaProducto(p: AlcancePromocion, productoId: number): boolean {
  return p.productos.includes(productoId) || (p.grupo !== null && p.grupo.includes(productoId));
}

/** The positions of the sale's lines the promotion reaches, in order. */
export function lineasDePromocion(p: AlcancePromocion, lineas: readonly Pick<LineaDescuento, 'producto_id'>[]): number[] {
  return lineas.flatMap((l, i) => (promocionAlcanzaProducto(p, l.producto_id) ? [i] : []));
}
