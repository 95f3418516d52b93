import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import {
  aLas,
  diaDePrueba,
  islaYPromotor,
  pesos,
  publicar,
  reporte,
  tokenCanastilla,
  truncPorcentaje,
  truncRazon,
  ventaDe,
} from './reportes-fixtures';

/**
 * The goods, fuel-stock, balance and goal reports (REPORTS.md: kardex_consolidado, diferencia-recibo, balance-*,
 * costo-utilidad-combustible, inventario_productos, kardex-canastilla, reporte_compras, pdv/presupuesto_venta,
 * cuplimiento-diario) over operations posted through the back office and the POS API on a day no demo operation
 * reaches (the demo's opening stock comes later): rows and totals exact to the cent and the thousandth of a gallon,
 * 24,019 units shown as 24,01, and nothing outside the user's scope.
 */

let t: AppDePrueba;
let a: EstacionPos;
let b: EstacionPos;
let pedir: ReturnType<typeof reporte>;
let admin: ReturnType<typeof conToken>;
let D: string;
let canastilla: number;
let auxiliar: number;
let tanque: number;
let proveedorCanastilla: number;
let proveedorCombustible: number;
const documentos: Record<string, number> = {};
/** Cents of the store sale of 3 units, of the fuel sale of 10,019 gallons and of the shift's cash sale of 5 gallons. */
let ventaTienda: number;
let ventaCombustible: number;
let ventaTurno: number;
const SOBRE = 20_000;
const ENTREGADO = 5_000;
/** The month's peso goal of station a (fuel). */
const META = 30_000_000;

/** Thousandths × cents → cents truncated toward zero, as a report shows a figure computed at full precision. */
const truncValor = (milesimas: number, centavos: number) => Math.trunc((milesimas * centavos) / 1000);
const saldoCosto = async (documento: number) =>
  Math.round(
    Number(
      (await fila<{ c: string }>(
        t.database.db,
        sql`SELECT saldo_costo AS c FROM movimientos_inventario_detalles WHERE movimiento_id = ${documento} ORDER BY id LIMIT 1`,
      ))!.c,
    ) * 100,
  );

async function documento(tipo: string, cuerpo: Record<string, unknown>): Promise<number> {
  const r = await admin('POST', `/api/movimiento/${tipo}`, { empresa_id: a.empresaId, ...cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
  b = await estacionPos(t, 1);
  pedir = reporte(t.app, a.admin);
  admin = conToken(t.app, a.admin);
  D = diaDePrueba();
  const db = t.database.db;
  canastilla = (await fila<{ id: number }>(db, sql`SELECT id FROM bodegas WHERE empresa_id = ${a.empresaId} AND tipo = 'CANASTILLA'`))!.id;
  tanque = a.manguera.bodegaId;
  proveedorCanastilla = (await fila<{ id: number }>(db, sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
  proveedorCombustible = (await fila<{ id: number }>(db, sql`SELECT id FROM proveedores WHERE tipo = 'COMBUSTIBLE' ORDER BY id LIMIT 1`))!
    .id;
  const nueva = await admin('POST', '/api/bodega', {
    empresa_id: a.empresaId,
    codigo: 'BOD-REP',
    descripcion: 'bodega reportes',
    tipo: 'GENERAL',
  });
  expect(nueva.statusCode, nueva.body).toBe(200);
  auxiliar = nueva.json().data.id as number;
  const P = a.productoCanastilla.id;

  // Goods: 10 in the day before, 24,019 more on D, 3 sold at the POS, 1 written off, 2 moved to another warehouse.
  documentos.previa = await documento('entrada', {
    fecha: aLas(sumarDias(D, -1), '10:00:00'),
    tipo_negocio: 'S',
    bodega_id: canastilla,
    proveedor_id: proveedorCanastilla,
    factura_proveedor: 'REP-K1',
    lineas: [{ producto_id: P, cantidad: 10, costo_unitario: 1350, iva_pct: 19 }],
  });
  documentos.compra = await documento('entrada', {
    fecha: aLas(D, '08:00:00'),
    tipo_negocio: 'S',
    bodega_id: canastilla,
    proveedor_id: proveedorCanastilla,
    factura_proveedor: 'REP-K2',
    lineas: [{ producto_id: P, cantidad: 24.019, costo_unitario: 1500.5, iva_pct: 19 }],
  });
  const precio = a.productoCanastilla.precio;
  ventaTienda = Math.round(precio * 100) * 3;
  await publicar(t.app, await tokenCanastilla(t, a), 'ventas', 'ventas', [
    {
      uuid: randomUUID(),
      fecha: aLas(D, '09:00:00'),
      tipo_negocio: 'S',
      detalles: [{ producto_id: P, cantidad: 3, precio, valor: pesos(ventaTienda) }],
      medios_pago: [{ medio_pago_id: a.medios.efectivo, valor: pesos(ventaTienda) }],
    },
  ]);
  documentos.salida = await documento('salida', {
    fecha: aLas(D, '10:00:00'),
    tipo_negocio: 'S',
    bodega_id: canastilla,
    concepto: 'daño',
    lineas: [{ producto_id: P, cantidad: 1 }],
  });
  documentos.traslado = await documento('traslado', {
    fecha: aLas(D, '11:00:00'),
    tipo_negocio: 'S',
    bodega_id: canastilla,
    bodega_destino_id: auxiliar,
    lineas: [{ producto_id: P, cantidad: 2 }],
  });

  // Fuel: a chart for the tank, a dip before and after a delivery of 1.000 gallons, a sale of 10,019 during it.
  const aforo = await admin('PUT', `/api/bodega/${tanque}/aforo`, {
    vigente_desde: aLas(sumarDias(D, -2), '06:00:00'),
    puntos: [
      { altura_mm: 100, volumen: 50 },
      { altura_mm: 1000, volumen: 2000 },
      { altura_mm: 2000, volumen: 5000 },
    ],
  });
  expect(aforo.statusCode, aforo.body).toBe(200);
  const dip = (hora: string, altura: number, extra: Record<string, unknown> = {}) => ({
    uuid: randomUUID(),
    fecha: aLas(D, hora),
    bodega_id: tanque,
    altura_mm: altura,
    ...extra,
  });
  await publicar(t.app, a.token, 'lecturas-tanque', 'lecturas', [
    { ...dip('20:00:00', 1010, { cierre: true }), fecha: aLas(sumarDias(D, -1), '20:00:00') },
    dip('07:30:00', 1000),
    dip('10:00:00', 1320),
    dip('22:00:00', 1316, { cierre: true }),
  ]);
  documentos.recibo = await documento('entrada', {
    fecha: aLas(D, '08:00:00'),
    tipo_negocio: 'C',
    bodega_id: tanque,
    proveedor_id: proveedorCombustible,
    factura_proveedor: 'REP-C1',
    lineas: [{ producto_id: a.manguera.productoId, cantidad: 1000, costo_unitario: 9123.45 }],
  });
  const venta = ventaDe(a, aLas(D, '09:00:00'), 10.019);
  ventaCombustible = venta.centavos;
  await publicar(t.app, a.token, 'ventas', 'ventas', [venta]);
  // A shift after the delivery: its hose meter runs 5 gallons, sold cash; an envelope and a final hand-over.
  const isla = await islaYPromotor(t, a);
  const turno = randomUUID();
  const lecturas = (extra: number) =>
    isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: 5000 + i + (m === a.manguera.id ? extra : 0) }));
  await publicar(t.app, a.token, 'turnos/apertura', 'turnos', [
    { uuid: turno, fecha: aLas(D, '12:00:00'), isla_id: a.manguera.islaId, promotor_id: isla.promotorId, lecturas: lecturas(0) },
  ]);
  const delTurno = ventaDe(a, aLas(D, '12:30:00'), 5, { turno, promotor: isla.promotorId });
  ventaTurno = delTurno.centavos;
  await publicar(t.app, a.token, 'ventas', 'ventas', [delTurno]);
  await publicar(t.app, a.token, 'sobres', 'sobres', [{ uuid: randomUUID(), fecha: aLas(D, '13:00:00'), turno, numero: 1, valor: SOBRE }]);
  await publicar(t.app, a.token, 'turnos/cierre', 'turnos', [
    { uuid: turno, fecha: aLas(D, '14:00:00'), efectivo_entregado: ENTREGADO, lecturas: lecturas(5) },
  ]);
  await db.execute(sql`
    INSERT INTO metas_venta (empresa_id, anio, mes, tipo_negocio, unidad, meta)
    VALUES (${a.empresaId}, ${Number(D.slice(0, 4))}, ${Number(D.slice(5, 7))}, 'C', 'VALOR', ${META})`);
  // Station b sells on D too: it must not show up for a user of station a.
  await publicar(t.app, b.token, 'ventas', 'ventas', [ventaDe(b, aLas(D, '11:00:00'), 7)]);
});
afterAll(async () => t.cerrar());

const dia = () => ({ fecha_inicial: D, fecha_final: D });

/** A report's answer for station a, checked against its contract. */
async function datos<R extends keyof typeof REPORTES>(
  ruta: R,
  cuerpo: Record<string, unknown>,
): Promise<z.infer<(typeof REPORTES)[R]['datos']>> {
  const r = await pedir(ruta, { estaciones: [a.empresaId], ...dia(), ...cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return REPORTES[ruta].datos.parse(r.json().data) as z.infer<(typeof REPORTES)[R]['datos']>;
}

/** A station user whose scope is station a only. */
async function fueraDeAlcance(ruta: string, cuerpo: Record<string, unknown> = {}) {
  const estacion = await ingresar(t.app, 'ADMINEDS');
  const r = await reporte(t.app, estacion.token)(ruta, { estaciones: [b.empresaId], ...dia(), ...cuerpo });
  expect(r.statusCode, r.body).toBe(403);
  expect(r.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
}

describe('kardex_consolidado', () => {
  it('gives each product its opening balance, movements and closing balance at average cost, per warehouse chosen', async () => {
    const costo = await saldoCosto(documentos.traslado);
    const tienda = await datos('kardex_consolidado', { filtros: { bodega: canastilla } });
    expect(tienda.filas).toHaveLength(1);
    // 10 + 24,019 − 3 − 1 − 2 = 28,019, shown 28,01; valued at the average after the transfer.
    expect(tienda.filas[0]).toMatchObject({
      producto_id: a.productoCanastilla.id,
      saldo_inicial: 10,
      compras: 24.01,
      traslados_entrada: 0,
      ajustes: 0,
      ventas: 3,
      traslados_salida: 2,
      otras_salidas: 1,
      saldo_final: 28.01,
      costo_promedio: costo / 100,
      valor_final: pesos(truncValor(28019, costo)),
      medido: null,
      diferencia: null,
    });
    expect(tienda.totales).toMatchObject({
      saldo_final: 28.01,
      valor_final: pesos(truncValor(28019, costo)),
      costo_promedio: truncRazon(truncValor(28019, costo), 2801),
    });
  });

  it('adds the tanks with their last dip against the book balance, and nets a transfer between two warehouses chosen', async () => {
    const todos = await datos('kardex_consolidado', { tamano: 50 });
    const agua = todos.filas.find((f) => f.producto_id === a.productoCanastilla.id)!;
    expect(agua).toMatchObject({ traslados_entrada: 2, traslados_salida: 2, saldo_final: 30.01 });
    const combustible = todos.filas.find((f) => f.producto_id === a.manguera.productoId)!;
    // 1.000 received − 15,019 sold = 984,981 on the book; the day's last dip (1.316 mm) is 2.948 gallons.
    expect(combustible).toMatchObject({
      saldo_inicial: 0,
      compras: 1000,
      ventas: 15.01,
      saldo_final: 984.98,
      medido: 2948,
      diferencia: 1963.01,
    });
    // Valued at the tank's average after the delivery, as its kardex line stored it.
    expect(combustible.valor_final).toBe(pesos(truncValor(984981, await saldoCosto(documentos.recibo))));
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('kardex_consolidado');
  });
});

describe('diferencia-recibo', () => {
  it('sets the gallons received (dip after − dip before + the sale during the unloading) against the invoice', async () => {
    const data = await datos('diferencia-recibo', {});
    expect(data.filas).toHaveLength(1);
    // 2.960 − 2.000 + 10,019 = 970,019 received of 1.000 invoiced: −29,981 gallons, −2,99 %, valued at the delivery's cost.
    expect(data.filas[0]).toMatchObject({
      movimiento_id: documentos.recibo,
      fecha: `${D} 08:00:00`,
      bodega_id: tanque,
      factura: 'REP-C1',
      facturados: 1000,
      medido_antes: 2000,
      medido_despues: 2960,
      venta_descargue: 10.01,
      recibidos: 970.01,
      diferencia: -29.98,
      porcentaje: truncPorcentaje(-29981, 1000000),
      valor_diferencia: pesos(truncValor(-29981, 912345)),
      estado: 'FUERA DE TOLERANCIA',
    });
    expect(data.totales).toMatchObject({
      facturados: 1000,
      recibidos: 970.01,
      diferencia: -29.98,
      porcentaje: truncPorcentaje(-2998, 100000),
    });
    const tolerante = await datos('diferencia-recibo', { filtros: { tolerancia: 3, fuera_tolerancia: 'S' } });
    expect(tolerante.filas).toHaveLength(0);
    expect((await datos('diferencia-recibo', { filtros: { tolerancia: 3 } })).filas[0].estado).toBe('OK');
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('diferencia-recibo');
  });
});

/** Base and cost (cents) of station a's sales of a business type on D, from the stored lines. */
async function baseYCosto(tipos: string[]): Promise<{ base: number; costo: number }> {
  const r = await fila<{ base: string; costo: string }>(
    t.database.db,
    sql`SELECT sum(d.valor - d.impuestos) AS base, sum(round(d.cantidad * d.costo_unitario, 2)) AS costo
          FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id
         WHERE v.empresa_id = ${a.empresaId} AND v.fecha_negocio = ${D}::date AND v.tipo_negocio = ANY(${`{${tipos.join(',')}}`}::char[])`,
  );
  return { base: Math.round(Number(r!.base) * 100), costo: Math.round(Number(r!.costo) * 100) };
}

describe('balance-operativo-diario', () => {
  it('gives the day its sales, the cash of its closed shifts, the tank over/short and the margin', async () => {
    const data = await datos('balance-operativo-diario', { fecha_inicial: sumarDias(D, -1), grafico: true });
    // The day before has no sale, shift or book of its own (its dip opens D): no row.
    expect(data.filas.map((f) => f.dia)).toEqual([D]);
    const combustible = ventaCombustible + ventaTurno;
    const total = combustible + ventaTienda;
    const { base, costo } = await baseYCosto(['C', 'S', 'K']);
    // BOOK = 2.030 (the day before's closing dip) + 1.000 received − 5 meter gallons = 3.025 against the 2.948 of the closing dip.
    expect(data.filas[0]).toMatchObject({
      galones: 15.01,
      venta_combustible: pesos(combustible),
      canastilla: pesos(ventaTienda),
      kiosco: 0,
      total: pesos(total),
      esperado: pesos(ventaTurno),
      entregado: SOBRE + ENTREGADO,
      diferencia_caja: pesos((SOBRE + ENTREGADO) * 100 - ventaTurno),
      sobrante: -77,
      base: pesos(base),
      utilidad: pesos(base - costo),
      margen: truncPorcentaje(base - costo, base),
    });
    expect(data.totales).toMatchObject({ total: pesos(total), sobrante: -77, margen: truncPorcentaje(base - costo, base) });
    expect(data.grafico!.series[0].datos).toEqual([pesos(total)]);
    const soloTienda = await datos('balance-operativo-diario', { filtros: { tipo_negocio: 'S' } });
    expect(soloTienda.filas[0]).toMatchObject({ galones: 0, total: pesos(ventaTienda), sobrante: null });
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('balance-operativo-diario');
  });
});

describe('balance-acumulado', () => {
  it('accumulates the months of the year against the year before and the budget', async () => {
    const anio = Number(D.slice(0, 4));
    const mes = Number(D.slice(5, 7));
    const data = await datos('balance-acumulado', { filtros: { anio, tipo_negocio: 'C' }, tamano: 20, grafico: true });
    expect(data.filas.map((f) => f.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const combustible = ventaCombustible + ventaTurno;
    const { base, costo } = await baseYCosto(['C']);
    expect(data.filas[mes - 2]).toMatchObject({ total: 0, acumulado: 0 });
    expect(data.filas[mes - 1]).toMatchObject({
      galones: 15.01,
      venta_combustible: pesos(combustible),
      canastilla: 0,
      total: pesos(combustible),
      utilidad: pesos(base - costo),
      sobrante: -77,
      acumulado: pesos(combustible),
      acumulado_anterior: 0,
      variacion: null,
      presupuesto_acumulado: META,
      cumplimiento: truncPorcentaje(combustible, META * 100),
    });
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('balance-acumulado');
  });
});

describe('costo-utilidad-combustible', () => {
  it('sets each fuel price against its average cost and values the tank over/short at that cost', async () => {
    const data = await datos('costo-utilidad-combustible', { grafico: true });
    expect(data.filas).toHaveLength(1);
    const valor = ventaCombustible + ventaTurno;
    const { base, costo } = await baseYCosto(['C']);
    const utilidad = base - costo;
    // −77 gallons at the day's average cost (cost of sale / 15,019 gallons), truncated once.
    const valorizado = Math.trunc((-77_000 * costo) / 15019);
    expect(data.filas[0]).toMatchObject({
      producto_id: a.manguera.productoId,
      dia: null,
      galones: 15.01,
      precio_promedio: truncRazon(valor * 1000, 15019 * 100),
      base: pesos(base),
      costo_promedio: truncRazon(costo * 1000, 15019 * 100),
      costo: pesos(costo),
      utilidad: pesos(utilidad),
      margen_galon: truncRazon(utilidad * 1000, 15019 * 100),
      margen: truncPorcentaje(utilidad, base),
      sobrante: -77,
      sobrante_valorizado: pesos(valorizado),
      utilidad_ajustada: pesos(Math.trunc((utilidad * 15019 - 77_000 * costo) / 15019)),
    });
    const porDia = await datos('costo-utilidad-combustible', { filtros: { agrupar: ['producto', 'dia'] } });
    expect(porDia.filas.map((f) => [f.dia, f.galones])).toEqual([[D, 15.01]]);
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('costo-utilidad-combustible');
  });
});

describe('inventario_productos', () => {
  it('values the goods in stock at the cut-off and the days they last at the last 30 days of sales', async () => {
    const costo = await saldoCosto(documentos.traslado);
    const lista = Math.round(
      Number((await fila<{ p: string }>(t.database.db, sql`SELECT precio AS p FROM productos WHERE id = ${a.productoCanastilla.id}`))!.p) *
        100,
    );
    const data = await datos('inventario_productos', { filtros: { bodega: canastilla } });
    expect(data.filas).toHaveLength(1);
    expect(data.filas[0]).toMatchObject({
      producto_id: a.productoCanastilla.id,
      existencia: 28.01,
      costo_promedio: costo / 100,
      valor_costo: pesos(truncValor(28019, costo)),
      // No price of the station is in force that early: the product's list price.
      precio: lista / 100,
      valor_venta: pesos(truncValor(28019, lista)),
      venta_diaria: 0.1,
      dias_inventario: 280.19,
    });
    const auxiliarData = await datos('inventario_productos', { filtros: { bodega: auxiliar } });
    expect(auxiliarData.filas[0]).toMatchObject({ existencia: 2, costo_promedio: costo / 100, dias_inventario: null });
    const tanques = await datos('inventario_productos', { filtros: { tipo_negocio: 'C' } });
    expect(tanques.filas).toHaveLength(0);
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('inventario_productos');
  });
});

describe('kardex-canastilla', () => {
  it('lists the card of a product movement by movement, with the running balance at average cost', async () => {
    const data = await datos('kardex-canastilla', {
      fecha_inicial: sumarDias(D, -1),
      filtros: { producto: a.productoCanastilla.id, bodega: canastilla },
    });
    const venta = await fila<{ c: string }>(
      t.database.db,
      sql`SELECT d.costo_unitario AS c FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id
           WHERE v.empresa_id = ${a.empresaId} AND v.fecha_negocio = ${D}::date AND d.producto_id = ${a.productoCanastilla.id}`,
    );
    const costos = {
      previa: await saldoCosto(documentos.previa),
      compra: await saldoCosto(documentos.compra),
      venta: Math.round(Number(venta!.c) * 100),
      salida: await saldoCosto(documentos.salida),
      traslado: await saldoCosto(documentos.traslado),
    };
    expect(data.filas.map((f) => [f.tipo, f.entrada, f.salida, f.saldo, f.costo_promedio])).toEqual([
      ['Saldo inicial', 0, 0, 0, null],
      ['Compra/Entrada', 10, 0, 10, costos.previa / 100],
      ['Compra/Entrada', 24.01, 0, 34.01, costos.compra / 100],
      ['Venta', 0, 3, 31.01, costos.venta / 100],
      ['Salida', 0, 1, 30.01, costos.salida / 100],
      ['Traslado salida', 0, 2, 28.01, costos.traslado / 100],
    ]);
    // Entrada $ = 24,019 × 1.500,50; Saldo $ = 28,019 × the average after the transfer, each truncated once.
    expect(data.filas[2]).toMatchObject({ costo_unitario: 1500.5, entrada_valor: pesos(truncValor(24019, 150050)) });
    expect(data.filas[5]).toMatchObject({
      saldo_valor: pesos(truncValor(28019, costos.traslado)),
      salida_valor: pesos(truncValor(2000, costos.traslado)),
    });
    expect(data.totales).toMatchObject({ entrada: 34.01, salida: 6 });
    // A warehouse whose first movement comes after the first day still opens its card with its balance.
    const destino = await datos('kardex-canastilla', {
      fecha_inicial: sumarDias(D, -1),
      filtros: { producto: a.productoCanastilla.id, bodega: auxiliar },
    });
    expect(destino.filas.map((f) => [f.tipo, f.entrada, f.saldo, f.costo_promedio])).toEqual([
      ['Saldo inicial', 0, 0, null],
      ['Traslado entrada', 2, 2, costos.traslado / 100],
    ]);
  });

  it('asks for a product or a category', async () => {
    const r = await pedir('kardex-canastilla', { estaciones: [a.empresaId], ...dia() });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe('Seleccione un producto o una categoría');
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('kardex-canastilla', { filtros: { producto: a.productoCanastilla.id } });
  });
});

describe('reporte_compras', () => {
  it('lists what was ordered and what was received, at cost with VAT, and links the fuel to its delivery difference', async () => {
    const orden = await admin('POST', '/api/orden-compra', {
      empresa_id: a.empresaId,
      proveedor_id: proveedorCanastilla,
      bodega_id: canastilla,
      tipo_negocio: 'S',
      fecha: D,
      fecha_entrega: D,
      lineas: [{ producto_id: a.productoCanastilla.id, cantidad: 48, costo: 1350, iva_pct: 19 }],
    });
    expect(orden.statusCode, orden.body).toBe(200);
    const data = await datos('reporte_compras', { orden: 'factura:asc', grafico: true });
    const filas = data.filas.map((f) => [
      f.orden,
      f.factura,
      f.producto_id,
      f.tanque_id,
      f.pedida,
      f.recibida,
      f.diferencia,
      f.subtotal,
      f.iva,
      f.total,
      f.estado,
    ]);
    // 24,019 × 1.500,50 was posted as 36.040,51; its 19 % VAT (6.847,6969) and total are truncated once.
    expect(filas).toEqual([
      [null, 'REP-C1', a.manguera.productoId, tanque, null, 1000, null, 9_123_450, 0, 9_123_450, 'REGISTRADO'],
      [null, 'REP-K2', a.productoCanastilla.id, null, null, 24.01, null, 36_040.51, 6_847.69, 42_888.2, 'REGISTRADO'],
      [orden.json().data.consecutivo, null, a.productoCanastilla.id, null, 48, 0, -48, 0, 0, 0, 'BORRADOR'],
    ]);
    expect(data.totales).toMatchObject({ recibida: 1024.01, subtotal: 9_159_490.51, iva: 6_847.69, total: 9_166_338.2 });
    expect(data.grafico!.series.map((s) => [s.nombre, s.datos])).toEqual([[expect.any(String), [9123.45]]]);
    const borradores = await datos('reporte_compras', { filtros: { estado: 'BORRADOR', tipo_negocio: 'S' } });
    expect(borradores.filas.map((f) => f.pedida)).toEqual([48]);
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('reporte_compras');
  });
});

describe('pdv/presupuesto_venta', () => {
  it('spreads the month goal over its days and sets the sales of the lines with a goal against it, cumulatively', async () => {
    const data = await datos('pdv/presupuesto_venta', { tamano: 50, grafico: true });
    const n = Number(D.slice(8, 10));
    const diasMes = new Date(Date.UTC(Number(D.slice(0, 4)), Number(D.slice(5, 7)), 0)).getUTCDate();
    expect(data.filas).toHaveLength(diasMes);
    // Only fuel has a goal: the store's sale is not counted as its execution (as on the dashboard).
    const combustible = ventaCombustible + ventaTurno;
    const diario = META / diasMes;
    expect(data.filas[n - 1]).toMatchObject({
      dia: D,
      presupuesto: diario,
      presupuesto_acumulado: diario * n,
      ejecutado: pesos(combustible),
      ejecutado_acumulado: pesos(combustible),
      diferencia: pesos(combustible - diario * n * 100),
      cumplimiento: truncPorcentaje(combustible, diario * n * 100),
    });
    expect(data.filas[n - 2]).toMatchObject({ ejecutado: 0, ejecutado_acumulado: 0 });
    expect(data.totales).toMatchObject({
      presupuesto: META,
      ejecutado: pesos(combustible),
      diferencia: pesos(combustible - META * 100),
      cumplimiento: truncPorcentaje(combustible, META * 100),
    });
    expect(data.grafico!.series.map((s) => s.nombre)).toEqual(['Ejecutado', 'Esperado']);
  });

  it('is refused to a user without the PDV module (a station administrator)', async () => {
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('pdv/presupuesto_venta', { estaciones: [a.empresaId], ...dia() });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });
});

describe('cuplimiento-diario', () => {
  it('gives each day its goal, what was sold, the running compliance and the month projection, in pesos or gallons', async () => {
    await t.database.db.execute(sql`
      INSERT INTO metas_venta (empresa_id, anio, mes, tipo_negocio, unidad, meta)
      VALUES (${a.empresaId}, ${Number(D.slice(0, 4))}, ${Number(D.slice(5, 7))}, 'C', 'GALONES', 3000)`);
    const n = Number(D.slice(8, 10));
    const diasMes = new Date(Date.UTC(Number(D.slice(0, 4)), Number(D.slice(5, 7)), 0)).getUTCDate();
    const combustible = ventaCombustible + ventaTurno;
    const valor = await datos('cuplimiento-diario', { tamano: 50 });
    expect(valor.filas[n - 1]).toMatchObject({
      meta: META / diasMes,
      real: pesos(combustible),
      cumplimiento: truncPorcentaje(combustible, (META / diasMes) * 100),
      real_acumulado: pesos(combustible),
      proyeccion: pesos(Math.trunc((combustible * diasMes) / n)),
    });
    const galones = await datos('cuplimiento-diario', { tamano: 50, filtros: { unidad: 'GALONES' } });
    // 15,019 gallons against 3.000 / month.
    expect(galones.filas[n - 1]).toMatchObject({
      meta: 3000 / diasMes,
      real: 15.01,
      cumplimiento: truncPorcentaje(15019 * diasMes, 3000 * 1000),
      proyeccion: truncRazon(15019 * diasMes, n * 1000),
    });
    expect(galones.totales).toMatchObject({ meta: 3000, real: 15.01, cumplimiento_acumulado: truncPorcentaje(1501, 300000) });
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('cuplimiento-diario');
  });
});

describe('balance-operativo', () => {
  it('states the period: sales, payments, cost and profit, the fuel book, cash, credit and a control line that squares', async () => {
    const data = await datos('balance-operativo', { tamano: 100 });
    const linea = (seccion: string, concepto: string | RegExp) =>
      data.filas.find(
        (f) => f.seccion === seccion && (typeof concepto === 'string' ? f.concepto === concepto : concepto.test(f.concepto)),
      )!;
    const combustible = ventaCombustible + ventaTurno;
    const { base, costo } = await baseYCosto(['C', 'S', 'K']);
    expect(linea('Ventas', /^COMBUSTIBLE · /)).toMatchObject({ cantidad: 15.01, valor: pesos(combustible) });
    expect(linea('Ventas', /^CANASTILLA · /)).toMatchObject({ cantidad: 3, valor: pesos(ventaTienda) });
    expect(linea('Ventas', 'Venta total').valor).toBe(pesos(combustible + ventaTienda));
    const medios = data.filas.filter((f) => f.seccion === 'Medios de pago');
    expect(medios.reduce((n, f) => n + Math.round(f.valor! * 100), 0)).toBe(combustible + ventaTienda);
    expect(linea('Costo y utilidad', 'Utilidad')).toMatchObject({
      valor: pesos(base - costo),
      porcentaje: truncPorcentaje(base - costo, base),
    });
    // The tanks of the other fuels show their (empty) book too; the one of the test's fuel:
    const tanqueProducto = (await fila<{ d: string }>(
      t.database.db,
      sql`SELECT descripcion AS d FROM productos WHERE id = ${a.manguera.productoId}`,
    ))!.d;
    const libro = data.filas
      .filter((f) => f.seccion === 'Inventario combustible' && f.concepto.startsWith(`${tanqueProducto} · `))
      .map((f) => [f.concepto.replace(/^.* · /, ''), f.cantidad]);
    expect(libro).toEqual([
      ['Inventario inicial', 2030],
      ['Compras', 1000],
      ['Calibraciones', 0],
      ['Traslados (neto)', 0],
      ['Galones medidor', 5],
      ['BOOK', 3025],
      ['Medido final', 2948],
      ['Sobrante/Faltante', -77],
    ]);
    expect(linea('Caja', 'Diferencia').valor).toBe(pesos((SOBRE + ENTREGADO) * 100 - ventaTurno));
    expect(linea('Cartera', 'Recaudos').valor).toBe(0);
    expect(linea('Control', /^Venta total/)).toMatchObject({ valor: 0, estado: 'CUADRA' });
    expect(data.filas.map((f) => f.orden)).toEqual(data.filas.map((_, i) => i + 1));
  });

  it('is kept to the user scope', async () => {
    await fueraDeAlcance('balance-operativo');
  });
});
