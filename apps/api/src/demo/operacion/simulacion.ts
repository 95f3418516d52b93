import { randomUUID } from 'node:crypto';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { OPERACION_VENTA, estadoMovimiento, type TipoNegocio } from '@eds/contracts/operacion';
import { multiplicar } from '../../lib/decimal';
import type { CatalogoVentas, ProductoCatalogo } from '../../services/ventas/catalogo';
import { impuestosDeLinea } from '../../services/ventas/preparar';
import type { LineaPreparada, PagoPreparado, VentaPreparada } from '../../services/ventas/tipos';
import type { AperturaPreparada } from '../../services/turnos/apertura';
import type { MangueraDeCierre } from '../../services/turnos/cierre';
import type { LecturaMangueraPreparada } from '../../services/lecturas/manguera';
import type { CalibracionPreparada } from '../../services/lecturas/calibraciones';
import type { LecturaTanquePreparada } from '../../services/lecturas/tanque';
import type { SobrePreparado } from '../../services/turnos/sobres';
import type { DocumentoInventario } from '../../services/inventario/documentos';
import type { OrdenCompraNueva } from '../../services/inventario/ordenes';
import type { NuevoPrecio } from '../../services/productos/precios';
import { volumenDeAltura } from '../../services/lecturas/aforo';
import { costoPromedioTrasEntrada } from '../../services/inventario/existencias';
import type { Azar } from './azar';
import { placaAleatoria } from './azar';
import type { CatalogoDemo, CombustibleDemo, ProductoDemo } from './catalogo';
import type { EstacionDemo, TanqueDemo } from './estacion';
import { CURVA_CANASTILLA, CURVA_COMBUSTIBLE, CURVA_KIOSCO, diaSemana, factorSemana, momento, type Momento } from './curvas';

/** What the whole simulation shares. */
export interface ContextoSimulacion {
  azar: Azar;
  catalogo: CatalogoDemo;
  impuestos: Pick<CatalogoVentas, 'impuestos'>;
  /** Each product's taxes and unit, as the sales catalogue has them. */
  productosImpuesto: Map<number, Pick<ProductoCatalogo, 'codigosImpuesto' | 'unidadDian'>>;
  /** Multiplies every sales count (1 = a realistic station). */
  escala: number;
  ahora: Date;
  /** First and last business day simulated. */
  primerDia: string;
  ultimoDia: string;
  /** Fuel price changes by calendar date (they apply from 00:00): factor per fuel. */
  cambiosPrecio: Map<string, Partial<Record<CombustibleDemo['clave'], number>>>;
  tarjetas: string[];
}

/** A station being simulated: its setup plus what changes day to day. */
export interface SimEstacion {
  e: EstacionDemo;
  consecutivoPos: number;
  consecutivoFe: number;
  /** Average cost (cents) by `bodega|producto` for the sale lines. */
  costos: Map<string, number>;
  /** Goods sold since the last restock, by warehouse and product (thousandths). */
  vendidos: Map<string, number>;
  agua: Map<number, number>;
  tanqueSeco: CombustibleDemo['clave'] | null;
  /** Leave the night shift of this day open (a forgotten shift for the open-shift alert). */
  turnoOlvidado: string | null;
  pedidos: number;
}

export interface PlanDia {
  precios: NuevoPrecio[];
  documentos: { orden?: OrdenCompraNueva; documento?: DocumentoInventario }[];
  aperturas: AperturaPreparada[];
  ventas: { venta: VentaPreparada; turno: string | null }[];
  calibraciones: { calibracion: CalibracionPreparada; turno: string }[];
  cierres: {
    turno: string;
    empresaId: number;
    fechaNegocio: string;
    fechaFin: string;
    efectivo: number;
    lecturas: Omit<LecturaMangueraPreparada, 'turnoId'>[];
    mangueras: MangueraDeCierre[];
  }[];
  sobres: { sobre: SobrePreparado; turno: string }[];
  lecturas: LecturaTanquePreparada[];
}

export function planVacio(): PlanDia {
  return { precios: [], documentos: [], aperturas: [], ventas: [], calibraciones: [], cierres: [], sobres: [], lecturas: [] };
}

interface TurnoSim {
  uuid: string;
  islaId: number;
  promotorId: number;
  inicio: number;
  fin: number;
  efectivo: number;
  /** Gallons through each hose (thousandths). */
  galones: Map<number, number>;
}

type Evento =
  | { t: number; tipo: 'venta'; negocio: TipoNegocio }
  | { t: number; tipo: 'revision' }
  | { t: number; tipo: 'entrega'; tanque: TanqueDemo; cantidad: number }
  | { t: number; tipo: 'lectura'; cierre: boolean }
  | { t: number; tipo: 'calibracion' };

const DURACION_TURNO = 8 * 3600;

/**
 * Sales of an average station on an average day (factor 1, escala 1): about 300 fuel sales — motorcycles of a
 * gallon or two, cars of 3 to 11, trucks of up to 70 — some 3,000 gal/day (90,000 gal/month, a busy urban
 * station), 70 store and 50 kiosk tickets.
 */
export const VENTAS_DIA = { combustible: 300, canastilla: 70, kiosco: 50 };

/** The tank meant to run dry gets no delivery in the last days of the simulation. */
const DIAS_SIN_ENTREGA = 30;

/** Credit customers do not buy alike: the first ones of the list buy most (some end the month near their quota). */
const PESO_CLIENTES = [3, 2.5, 2, 1.5, 1, 1, 0.8, 0.6, 0.5, 0.4];

/** Draws `n` moments of a day along an hourly curve (seconds after 06:00). */
function instantes(azar: Azar, curva: readonly number[], n: number): number[] {
  const salida: number[] = [];
  for (let i = 0; i < n; i++) {
    const hora = azar.ponderado(curva);
    salida.push(((hora - 6 + 24) % 24) * 3600 + azar.entero(0, 3599));
  }
  return salida;
}

/** Simulates one business day of one station into `plan`. */
export function simularDia(ctx: ContextoSimulacion, s: SimEstacion, dia: string, plan: PlanDia): void {
  const { azar } = ctx;
  const e = s.e;
  const limite = Math.floor((ctx.ahora.getTime() - Date.parse(`${dia}T11:00:00Z`)) / 1000);
  if (limite <= 0) return;
  const hasta = Math.min(limite, 24 * 3600);
  const semana = factorSemana(dia);
  const ultimosDias = Math.round((Date.parse(`${ctx.ultimoDia}T00:00:00Z`) - Date.parse(`${dia}T00:00:00Z`)) / 86_400_000);

  // Fuel prices change at midnight, inside this business day.
  const cambio = ctx.cambiosPrecio.get(sumarDias(dia, 1));
  const medianoche = 18 * 3600;
  const preciosNuevos = new Map<number, number>();
  if (cambio && medianoche < hasta) {
    for (const t of e.tanques) {
      const f = cambio[t.clave];
      if (!f) continue;
      const nuevo = Math.round((e.precios.get(t.productoId)! * f) / 1000) * 1000;
      preciosNuevos.set(t.productoId, nuevo);
      plan.precios.push({
        empresaId: e.empresaId,
        productoId: t.productoId,
        precio: nuevo,
        desde: momento(dia, medianoche).iso,
        origen: 'CAMBIO',
      });
    }
  }
  const precio = (productoId: number, t: number) =>
    t >= medianoche && preciosNuevos.has(productoId) ? preciosNuevos.get(productoId)! : e.precios.get(productoId)!;

  // Shifts: 06–14, 14–22, 22–06 on every island.
  const turnos: TurnoSim[] = [];
  const numeroDia = Math.round(Date.parse(`${dia}T00:00:00Z`) / 86_400_000);
  e.islas.forEach((isla, i) => {
    for (let k = 0; k < 3; k++) {
      const inicio = k * DURACION_TURNO;
      if (inicio >= hasta) continue;
      const promotorId = e.promotores[(i * 3 + k + numeroDia) % e.promotores.length];
      const t: TurnoSim = {
        uuid: randomUUID(),
        islaId: isla.id,
        promotorId,
        inicio,
        fin: inicio + DURACION_TURNO,
        efectivo: 0,
        galones: new Map(),
      };
      turnos.push(t);
      // A few minutes after the hour, but never after the simulated present (a demo seeded at 06:01 opens at 06:00).
      const m = momento(dia, Math.min(inicio + azar.entero(0, 240), Math.max(inicio, hasta - 1)));
      plan.aperturas.push({
        uuid: t.uuid,
        empresaId: e.empresaId,
        equipoId: isla.equipoId,
        islaId: isla.id,
        promotorId,
        horarioId: e.horarios[k],
        fechaInicio: m.iso,
        fechaNegocio: dia,
        baseEfectivo: 100_000_00,
        lecturas: isla.mangueras.map((h) => lecturaManguera(e.empresaId, isla.equipoId, h.id, h.totalizador, m, dia, 'APERTURA')),
      });
    }
  });
  const turnoDe = (islaId: number, t: number) => turnos.find((x) => x.islaId === islaId && t >= x.inicio && t < x.fin);

  // The day's events in time order: sales, the morning stock check and deliveries, dips, one test pour.
  const eventos: Evento[] = [];
  const volumen = ctx.escala * e.factor * semana * azar.entre(0.92, 1.08);
  for (const t of instantes(azar, CURVA_COMBUSTIBLE, Math.round(VENTAS_DIA.combustible * volumen)))
    eventos.push({ t, tipo: 'venta', negocio: 'C' });
  for (const t of instantes(azar, CURVA_CANASTILLA, Math.round(VENTAS_DIA.canastilla * volumen)))
    eventos.push({ t, tipo: 'venta', negocio: 'S' });
  if (e.bodegaKiosco !== null)
    for (const t of instantes(azar, CURVA_KIOSCO, Math.round(VENTAS_DIA.kiosco * volumen)))
      eventos.push({ t, tipo: 'venta', negocio: 'K' });
  eventos.push(
    { t: 3 * 3600, tipo: 'revision' },
    { t: 8 * 3600, tipo: 'lectura', cierre: false },
    { t: 24 * 3600 - 600, tipo: 'lectura', cierre: true },
  );
  eventos.push({ t: azar.entero(900, 7200), tipo: 'calibracion' });
  eventos.sort((a, b) => a.t - b.t);

  const tanquePorClave = new Map(e.tanques.map((t) => [t.clave, t]));
  const consumoDia = new Map<number, number>();
  for (let i = 0; i < eventos.length; i++) {
    const ev = eventos[i];
    if (ev.t >= hasta) break;
    if (ev.tipo === 'revision') {
      for (const t of e.tanques) {
        const seco = s.tanqueSeco === t.clave && ultimosDias < DIAS_SIN_ENTREGA;
        if (seco || t.stock >= t.capacidad * 0.45) continue;
        const cantidad = Math.round((t.capacidad * 0.88 - t.stock) / 100_000) * 100_000;
        if (cantidad <= 0) continue;
        const entrega: Evento = { t: ev.t + 1800, tipo: 'entrega', tanque: t, cantidad };
        const j = eventos.findIndex((x, k) => k > i && x.t > entrega.t);
        eventos.splice(j < 0 ? eventos.length : j, 0, entrega);
      }
    } else if (ev.tipo === 'entrega') {
      entregarCombustible(ctx, s, dia, ev.t, ev.tanque, ev.cantidad, plan);
    } else if (ev.tipo === 'lectura') {
      for (const t of e.tanques) plan.lecturas.push(lecturaTanque(ctx, s, t, dia, ev.t, ev.cierre, consumoDia.get(t.id) ?? 0));
    } else if (ev.tipo === 'calibracion') {
      const isla = azar.elegir(e.islas);
      const h = azar.elegir(isla.mangueras);
      const turno = turnoDe(isla.id, ev.t);
      if (!turno) continue;
      const cantidad = 5000;
      h.totalizador += cantidad;
      turno.galones.set(h.id, (turno.galones.get(h.id) ?? 0) + cantidad);
      const m = momento(dia, ev.t);
      plan.calibraciones.push({
        turno: turno.uuid,
        calibracion: {
          uuid: randomUUID(),
          empresaId: e.empresaId,
          equipoId: isla.equipoId,
          turnoId: null,
          mangueraId: h.id,
          bodegaId: h.tanque.id,
          productoId: h.tanque.productoId,
          fecha: m.iso,
          fechaNegocio: dia,
          volumen: cantidad,
          responsableId: turno.promotorId,
        },
      });
    } else {
      const m = momento(dia, ev.t);
      const v =
        ev.negocio === 'C'
          ? ventaCombustible(ctx, s, m, dia, tanquePorClave, turnoDe, precio, consumoDia)
          : ventaBienes(ctx, s, m, dia, ev.negocio, precio);
      if (v) plan.ventas.push(v);
    }
  }

  // Close the shifts that ended, with envelopes of the cash collected.
  for (const t of turnos) {
    const isla = e.islas.find((x) => x.id === t.islaId)!;
    const fin = Math.min(t.fin, hasta);
    for (let n = 1; n <= Math.min(4, Math.floor(t.efectivo / 500_000_00)); n++) {
      const m = momento(dia, t.inicio + Math.floor(((fin - t.inicio) * n) / 5));
      const valor = azar.entero(400, 500) * 1000_00;
      t.efectivo -= valor;
      plan.sobres.push({
        turno: t.uuid,
        sobre: {
          uuid: randomUUID(),
          empresaId: e.empresaId,
          turnoId: 0,
          promotorId: t.promotorId,
          numero: n,
          fecha: m.iso,
          fechaNegocio: dia,
          valor,
        },
      });
    }
    if (t.fin > hasta || (s.turnoOlvidado === dia && t.inicio === 2 * DURACION_TURNO && isla === e.islas[0])) continue;
    const m = momento(dia, t.fin - azar.entero(60, 600));
    const lecturas: Omit<LecturaMangueraPreparada, 'turnoId'>[] = [];
    const mangueras: MangueraDeCierre[] = isla.mangueras.map((h) => {
      const galones = t.galones.get(h.id) ?? 0;
      const final = h.totalizador - galonesDesde(turnos, t, h.id) + galones;
      lecturas.push(lecturaManguera(e.empresaId, isla.equipoId, h.id, final, m, dia, 'CIERRE'));
      return {
        mangueraId: h.id,
        bodegaId: h.tanque.id,
        productoId: h.tanque.productoId,
        lecturaInicial: final - galones,
        lecturaFinal: final,
        galones,
        calibraciones: plan.calibraciones
          .filter((c) => c.turno === t.uuid && c.calibracion.mangueraId === h.id)
          .reduce((x, c) => x + c.calibracion.volumen, 0),
        reinicio: false,
      };
    });
    const descuadre = azar.probabilidad(0.15) ? azar.entero(-20, 10) * 1000_00 : 0;
    plan.cierres.push({
      turno: t.uuid,
      empresaId: e.empresaId,
      fechaNegocio: dia,
      fechaFin: m.iso,
      efectivo: Math.max(0, t.efectivo + descuadre),
      lecturas,
      mangueras,
    });
  }
  // Opening totalizers are known only now that the day's gallons are: the value before the shift's own and later gallons.
  for (const a of plan.aperturas.filter((x) => x.fechaNegocio === dia && x.empresaId === e.empresaId)) {
    const t = turnos.find((x) => x.uuid === a.uuid)!;
    for (const l of a.lecturas) {
      const h = e.islas.flatMap((x) => x.mangueras).find((x) => x.id === l.mangueraId)!;
      l.lectura = h.totalizador - galonesDesde(turnos, t, h.id);
    }
  }
  if (diaSemana(dia) === 1 && hasta > 4 * 3600) reponerBienes(ctx, s, dia, ultimosDias, plan);
}

/** Gallons a hose delivered from the start of shift `t` on (to rebuild its opening totalizer). */
function galonesDesde(turnos: readonly TurnoSim[], t: TurnoSim, mangueraId: number): number {
  return turnos.filter((x) => x.islaId === t.islaId && x.inicio >= t.inicio).reduce((s, x) => s + (x.galones.get(mangueraId) ?? 0), 0);
}

function lecturaManguera(
  empresaId: number,
  equipoId: number,
  mangueraId: number,
  lectura: number,
  m: Momento,
  dia: string,
  tipo: string,
): Omit<LecturaMangueraPreparada, 'turnoId'> {
  return { uuid: randomUUID(), empresaId, equipoId, mangueraId, fecha: m.iso, fechaNegocio: dia, tipo, lectura, lecturaValor: null };
}

/** Quantity of a fuel sale (thousandths) and whether it was sold by money (a round amount) or by gallons. */
function cantidadCombustible(
  azar: Azar,
  clave: CombustibleDemo['clave'],
  precio: number,
): { cantidad: number; valor: number; moto: boolean } {
  const moto = clave === 'CORRIENTE' && azar.probabilidad(0.4);
  if (azar.probabilidad(0.45) && clave !== 'ADBLUE') {
    const montos = moto
      ? [5_000, 8_000, 10_000, 15_000, 20_000]
      : clave === 'DIESEL'
        ? [50_000, 100_000, 150_000, 200_000, 300_000]
        : [20_000, 30_000, 40_000, 50_000, 100_000];
    const valor = azar.elegir(montos) * 100;
    return { cantidad: Math.round((valor * 1000) / precio), valor, moto };
  }
  const galones = moto
    ? azar.entre(0.5, 2.2)
    : clave === 'DIESEL'
      ? azar.probabilidad(0.55)
        ? azar.entre(15, 70)
        : azar.entre(5, 18)
      : clave === 'ADBLUE'
        ? azar.entre(1, 5)
        : azar.entre(3, 11);
  const cantidad = Math.round(galones * 1000);
  return { cantidad, valor: multiplicar(cantidad, precio), moto };
}

function ventaCombustible(
  ctx: ContextoSimulacion,
  s: SimEstacion,
  m: Momento,
  dia: string,
  tanques: Map<string, TanqueDemo>,
  turnoDe: (islaId: number, t: number) => TurnoSim | undefined,
  precio: (productoId: number, t: number) => number,
  consumoDia: Map<number, number>,
): PlanDia['ventas'][number] | null {
  const { azar, catalogo } = ctx;
  const e = s.e;
  const mezcla: [CombustibleDemo['clave'], number][] = [
    ['CORRIENTE', 0.58],
    ['DIESEL', 0.32],
    ['EXTRA', 0.08],
    ['ADBLUE', 0.02],
  ];
  // A dry tank sells nothing.
  const disponibles = mezcla.filter(([c]) => {
    const t = tanques.get(c);
    return t && t.stock > t.capacidad * 0.01;
  });
  if (disponibles.length === 0) return null;
  const clave = disponibles[azar.ponderado(disponibles.map(([, p]) => p))][0];
  const tanque = tanques.get(clave)!;
  const mangueras = e.islas.flatMap((i) => i.mangueras).filter((h) => h.tanque === tanque);
  const h = azar.elegir(mangueras);
  const isla = e.islas.find((i) => i.id === h.islaId)!;
  const turno = turnoDe(isla.id, m.segundos);
  const p = precio(tanque.productoId, m.segundos);
  const { cantidad, valor, moto } = cantidadCombustible(azar, clave, p);
  tanque.stock -= cantidad;
  h.totalizador += cantidad;
  consumoDia.set(tanque.id, (consumoDia.get(tanque.id) ?? 0) + cantidad);
  if (turno) turno.galones.set(h.id, (turno.galones.get(h.id) ?? 0) + cantidad);

  // Who pays and how.
  let clienteId: number | null = null;
  let vehiculoId: number | null = null;
  let placa: string | null = null;
  let cupo: VentaPreparada['cupo'] = null;
  const r = azar.siguiente();
  let pagos: PagoPreparado[];
  const medios = catalogo.medios;
  if (r < 0.04 && !moto) {
    const cliente = catalogo.clientesCredito[azar.ponderado(PESO_CLIENTES.slice(0, catalogo.clientesCredito.length))];
    const candidatos = cliente.vehiculos.filter((v) => v.diesel === (clave === 'DIESEL'));
    const vehiculo = candidatos.length ? azar.elegir(candidatos) : cliente.vehiculos[0];
    clienteId = cliente.id;
    vehiculoId = vehiculo.id;
    placa = vehiculo.placa;
    pagos = [{ medioPagoId: medios.creditoCliente, valor, referencia: null, efectivo: false }];
    cupo = cliente.cupoId === null ? null : { cupoId: cliente.cupoId, valor };
  } else if (r < 0.05 && clave === 'DIESEL') {
    const vehiculo = azar.elegir(catalogo.flotaPropia.vehiculos);
    clienteId = catalogo.flotaPropia.id;
    vehiculoId = vehiculo.id;
    placa = vehiculo.placa;
    pagos = [{ medioPagoId: medios.consumoInterno, valor, referencia: null, efectivo: false }];
  } else {
    pagos = pagosContado(azar, valor, medios);
    if (azar.probabilidad(0.35)) placa = placaAleatoria(azar, moto);
  }
  if (turno) for (const x of pagos) if (x.efectivo) turno.efectivo += x.valor;
  const linea = lineaDe(
    ctx,
    tanque.productoId,
    h.tanque.id,
    cantidad,
    p,
    valor,
    s.costos.get(`${tanque.id}|${tanque.productoId}`) ?? tanque.costo,
    dia,
  );
  return {
    turno: turno?.uuid ?? null,
    venta: ventaDe(ctx, s, m, dia, 'C', [linea], pagos, {
      equipoId: isla.equipoId,
      turnoId: null,
      promotorId: turno?.promotorId ?? null,
      mangueraId: h.id,
      clienteId,
      vehiculoId,
      placa,
      cupo,
    }),
  };
}

function pagosContado(azar: Azar, valor: number, medios: CatalogoDemo['medios']): PagoPreparado[] {
  const r = azar.siguiente();
  if (r < 0.02 && valor > 2_000_00) {
    const efectivo = Math.round(valor / 2 / 100) * 100;
    return [
      { medioPagoId: medios.efectivo, valor: efectivo, referencia: null, efectivo: true },
      { medioPagoId: medios.debito, valor: valor - efectivo, referencia: String(azar.entero(100000, 999999)), efectivo: false },
    ];
  }
  const pesos = [0.66, 0.19, 0.06, 0.06, 0.03];
  const medio = [medios.efectivo, medios.debito, medios.credito, medios.transferencia, medios.app][azar.ponderado(pesos)];
  return [
    {
      medioPagoId: medio,
      valor,
      referencia: medio === medios.efectivo ? null : String(azar.entero(100000, 999999)),
      efectivo: medio === medios.efectivo,
    },
  ];
}

function ventaBienes(
  ctx: ContextoSimulacion,
  s: SimEstacion,
  m: Momento,
  dia: string,
  negocio: 'S' | 'K',
  precio: (productoId: number, t: number) => number,
): PlanDia['ventas'][number] {
  const { azar, catalogo } = ctx;
  const e = s.e;
  const productos: ProductoDemo[] = negocio === 'S' ? catalogo.canastilla : catalogo.kiosco;
  const bodega = negocio === 'S' ? e.bodegaCanastilla : e.bodegaKiosco!;
  const lineas: LineaPreparada[] = [];
  const n = azar.ponderado([0.55, 0.28, 0.12, 0.05]) + 1;
  const usados = new Set<number>();
  for (let i = 0; i < n; i++) {
    const p = productos[azar.ponderado(productos.map((x) => x.peso))];
    if (usados.has(p.id)) continue;
    usados.add(p.id);
    const cantidad = (azar.probabilidad(0.8) ? 1 : azar.entero(2, 3)) * 1000;
    const pr = precio(p.id, m.segundos);
    const clave = `${bodega}|${p.id}`;
    s.vendidos.set(clave, (s.vendidos.get(clave) ?? 0) + cantidad);
    lineas.push(lineaDe(ctx, p.id, bodega, cantidad, pr, multiplicar(cantidad, pr), s.costos.get(clave) ?? p.costo, dia));
  }
  const total = lineas.reduce((x, l) => x + l.valor, 0);
  const pagos = pagosContado(azar, total, catalogo.medios);
  return {
    turno: null,
    venta: ventaDe(ctx, s, m, dia, negocio, lineas, pagos, {
      equipoId: negocio === 'S' ? e.equipoCanastilla : e.equipoKiosco,
      turnoId: null,
      promotorId: null,
      mangueraId: null,
      clienteId: null,
      vehiculoId: null,
      placa: null,
      cupo: null,
    }),
  };
}

function lineaDe(
  ctx: ContextoSimulacion,
  productoId: number,
  bodegaId: number,
  cantidad: number,
  precio: number,
  valor: number,
  costo: number,
  dia: string,
): LineaPreparada {
  const producto = ctx.productosImpuesto.get(productoId) ?? { codigosImpuesto: [], unidadDian: '94' };
  const impuestos = impuestosDeLinea(producto, cantidad, valor, dia, ctx.impuestos);
  return {
    productoId,
    bodegaId,
    cantidad,
    precio,
    descuento: 0,
    impuestos: impuestos.total,
    impuestosDetalle: impuestos.detalle,
    valor,
    costoUnitario: costo,
    promocionId: null,
  };
}

function ventaDe(
  ctx: ContextoSimulacion,
  s: SimEstacion,
  m: Momento,
  dia: string,
  negocio: TipoNegocio,
  detalles: LineaPreparada[],
  pagos: PagoPreparado[],
  o: Pick<VentaPreparada, 'equipoId' | 'turnoId' | 'promotorId' | 'mangueraId' | 'clienteId' | 'vehiculoId' | 'placa' | 'cupo'>,
): VentaPreparada {
  const { azar } = ctx;
  const total = detalles.reduce((x, l) => x + l.valor, 0);
  const impuestos = detalles.reduce((x, l) => x + l.impuestos, 0);
  // Customers who ask for an electronic invoice; the last day and a half still has some awaiting DIAN.
  const electronica = o.clienteId !== null ? azar.probabilidad(0.7) : azar.probabilidad(0.04);
  let clienteId = o.clienteId;
  if (electronica && clienteId === null) clienteId = azar.elegir(ctx.catalogo.clientesContado).id;
  const reciente = ctx.ahora.getTime() - Date.parse(m.iso) < 36 * 3600_000;
  const estadoFe = reciente && azar.probabilidad(0.35) ? azar.elegir([7, 7, 5, 4, 3, 6]) : 2;
  const resolucion = electronica ? s.e.resolucionFe : s.e.resolucionPos;
  const consecutivo = electronica ? s.consecutivoFe++ : s.consecutivoPos++;
  const operacion = OPERACION_VENTA[negocio];
  return {
    uuid: randomUUID(),
    empresaId: s.e.empresaId,
    fecha: m.iso,
    fechaNegocio: dia,
    hora: m.hora,
    tipoNegocio: negocio,
    tipoMovimiento: operacion,
    estadoMovimiento: estadoMovimiento(operacion),
    ...o,
    clienteId,
    kilometraje: null,
    resolucionId: resolucion.id,
    prefijo: resolucion.prefijo,
    consecutivo,
    fidelizacion: azar.probabilidad(0.12) ? azar.elegir(ctx.tarjetas) : null,
    cantidad: detalles.reduce((x, l) => x + l.cantidad, 0),
    subtotal: total - impuestos,
    impuestos,
    descuento: 0,
    total,
    detalles,
    pagos,
    factura: electronica ? { estado: estadoFe, cufe: null } : null,
  };
}

/** A dip: the book stock with a plausible over/short, turned into a height on the chart and back to gallons. */
function lecturaTanque(
  ctx: ContextoSimulacion,
  s: SimEstacion,
  t: TanqueDemo,
  dia: string,
  seg: number,
  cierre: boolean,
  consumo: number,
): LecturaTanquePreparada {
  const { azar } = ctx;
  const ruido = azar.normal() * 0.0015 * Math.max(consumo, 200_000) + (azar.probabilidad(0.03) ? -0.01 * Math.max(consumo, 200_000) : 0);
  const medido = Math.max(0, Math.min(t.capacidad, t.stock + ruido)) / 1000;
  const altura = alturaDeVolumen(t, medido);
  const agua = Math.max(0, Math.min(40, (s.agua.get(t.id) ?? azar.entero(0, 10)) + (azar.probabilidad(0.1) ? azar.entero(-8, 6) : 0)));
  s.agua.set(t.id, agua);
  const m = momento(dia, seg);
  return {
    uuid: randomUUID(),
    empresaId: s.e.empresaId,
    equipoId: null,
    bodegaId: t.id,
    productoId: t.productoId,
    fecha: m.iso,
    fechaNegocio: dia,
    alturaMm: altura,
    alturaAguaMm: agua,
    volumen: Math.round((volumenDeAltura(t.puntos, altura) ?? 0) * 1000),
    volumenAgua: Math.round((volumenDeAltura(t.puntos, agua) ?? 0) * 1000),
    temperatura: Math.round(azar.entre(24, 31) * 10) / 10,
    origen: cierre ? 'SONDA' : 'MANUAL',
    cierre,
    aforoId: t.aforoId,
  };
}

/** The height (mm, one decimal) whose chart volume is `galones`: a search on the increasing chart. */
function alturaDeVolumen(t: TanqueDemo, galones: number): number {
  let bajo = 0;
  let alto = t.puntos[t.puntos.length - 1].altura_mm;
  for (let i = 0; i < 40; i++) {
    const medio = (bajo + alto) / 2;
    if ((volumenDeAltura(t.puntos, medio) ?? 0) < galones) bajo = medio;
    else alto = medio;
  }
  return Math.round(alto * 10) / 10;
}

function entregarCombustible(
  ctx: ContextoSimulacion,
  s: SimEstacion,
  dia: string,
  seg: number,
  t: TanqueDemo,
  cantidad: number,
  plan: PlanDia,
): void {
  const { azar, catalogo } = ctx;
  const c = catalogo.combustibles.find((x) => x.id === t.productoId)!;
  const costo = Math.round((c.costo * azar.entre(0.99, 1.02)) / 100) * 100;
  const clave = `${t.id}|${t.productoId}`;
  s.costos.set(
    clave,
    costoPromedioTrasEntrada(
      { bodegaId: t.id, productoId: t.productoId, cantidad: t.stock, costoPromedio: s.costos.get(clave) ?? t.costo },
      cantidad,
      costo,
    ),
  );
  t.stock += cantidad;
  s.pedidos++;
  const m = momento(dia, seg);
  plan.documentos.push({
    documento: {
      empresaId: s.e.empresaId,
      tipo: 'RECIBO_COMBUSTIBLE',
      fecha: m.iso,
      fechaNegocio: dia,
      tipoNegocio: 'C',
      bodegaId: t.id,
      proveedorId: catalogo.proveedores.combustible,
      facturaProveedor: `FC${s.e.empresaId}-${s.pedidos}`,
      concepto: 'RECIBO DE COMBUSTIBLE',
      datos: {
        guia_sicom: `SIC${s.e.empresaId}${s.pedidos}${azar.entero(1000, 9999)}`,
        placa_carrotanque: placaAleatoria(azar),
        volumen_facturado: cantidad / 1000,
      },
      lineas: [{ productoId: t.productoId, cantidad, costoUnitario: costo }],
    },
  });
}

/** Monday restock of the store and kiosk: an approved order, received the same day except the latest one. */
function reponerBienes(ctx: ContextoSimulacion, s: SimEstacion, dia: string, ultimosDias: number, plan: PlanDia): void {
  const { azar, catalogo } = ctx;
  const e = s.e;
  const m = momento(dia, 4 * 3600);
  for (const [bodega, negocio, productos, proveedores] of [
    [e.bodegaCanastilla, 'S', catalogo.canastilla, catalogo.proveedores.canastilla],
    [e.bodegaKiosco, 'K', catalogo.kiosco, catalogo.proveedores.kiosco],
  ] as const) {
    if (bodega === null) continue;
    const lineas = productos
      .map((p) => ({ p, vendido: s.vendidos.get(`${bodega}|${p.id}`) ?? 0 }))
      .filter((x) => x.vendido > 0)
      .map((x) => ({ productoId: x.p.id, cantidad: Math.ceil(x.vendido / 6000) * 6000, costo: x.p.costo, ivaPct: '19' }));
    if (lineas.length === 0) continue;
    for (const l of lineas) s.vendidos.delete(`${bodega}|${l.productoId}`);
    s.pedidos++;
    const proveedorId = azar.elegir(proveedores);
    const orden: OrdenCompraNueva = {
      empresaId: e.empresaId,
      proveedorId,
      bodegaId: bodega,
      fecha: dia,
      fechaEntrega: dia,
      tipoNegocio: negocio,
      estado: 'APROBADA',
      lineas,
    };
    // The most recent order is still waiting for the goods (the purchase-order alert).
    const pendiente = ultimosDias < 7;
    plan.documentos.push({
      orden,
      documento: pendiente
        ? undefined
        : {
            empresaId: e.empresaId,
            tipo: 'ENTRADA',
            fecha: m.iso,
            fechaNegocio: dia,
            tipoNegocio: negocio,
            bodegaId: bodega,
            proveedorId,
            facturaProveedor: `FV${e.empresaId}-${s.pedidos}`,
            concepto: 'COMPRA',
            lineas: lineas.map((l) => ({ productoId: l.productoId, cantidad: l.cantidad, costoUnitario: l.costo, ivaPct: l.ivaPct })),
          },
    });
    for (const l of lineas) {
      const clave = `${bodega}|${l.productoId}`;
      s.costos.set(clave, s.costos.get(clave) ?? l.costo);
    }
  }
}
