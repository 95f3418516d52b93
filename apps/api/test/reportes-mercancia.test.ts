import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { fila, filas } from '../src/db/client';
import { enTransaccion } from '../src/db/context';
import { crearNegocioGenerado } from '../src/demo/operacion/negocio';
import { registrarDocumento } from '../src/services/inventario/documentos';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { emitirToken, estacionPos, type EstacionPos } from './pos-fixtures';
import {
  aLas,
  centavosLinea,
  diaDePrueba,
  pesos,
  publicar,
  reporte,
  tokenCanastilla,
  truncPorcentaje,
  truncRazon,
} from './reportes-fixtures';

/**
 * The reports that read the store's and the kiosk's stock documents (issue 24; REPORTS.md cc/libro-compras-kiosco,
 * canastilla/libro-compras-canastilla, cc/costo-utilidad-kiosco, canastilla/costo-utilidad-canastilla,
 * utilidad_categoria, utilidad_producto, productos_empresa, productos-acuerdos). Entries are posted through the back
 * office's document call and sales through the POS API on a day no demo operation reaches; every figure is checked
 * to the cent against what was posted, with integer arithmetic. Another station's and another business's rows never
 * appear, and a station user is held to its station.
 */

let t: AppDePrueba;
let a: EstacionPos;
let b: EstacionPos;
/** A station with a kiosk (its warehouse and its POS), for the K reports. */
let k: EstacionPos;
let bodegaKiosco: number;
let equipoKiosco: number;
let pedir: ReturnType<typeof reporte>;
let admin: ReturnType<typeof conToken>;
let D: string;
let raiz: number;
let canastillaA: number;
let proveedor: number;
let proveedorDemo: number;
/** The other business's station and its entry document. */
let ajena: number;
let entradaAjena: number;
const entradas: Record<string, number> = {};
const productos: Record<string, { id: number; precio: number }> = {};

interface Linea {
  cantidad: number;
  costo: number;
  iva: number;
}

/** An entry's subtotal, VAT and total in cents, as the book shows them: each line valued as posted, the sums truncated once. */
function cifrasEntrada(lineas: Linea[]): { subtotal: number; iva: number; total: number } {
  const valores = lineas.map((l) => ({ valor: centavosLinea(l.cantidad, l.costo), iva: l.iva }));
  const subtotal = valores.reduce((s, v) => s + v.valor, 0);
  // Σ valor × rate / 100, exact in hundredths of a cent (rates are whole percentages here).
  const ivaCentesimas = valores.reduce((s, v) => s + v.valor * v.iva, 0);
  return { subtotal, iva: Math.trunc(ivaCentesimas / 100), total: Math.trunc((subtotal * 100 + ivaCentesimas) / 100) };
}

const LINEAS = {
  e1: [
    { cantidad: 24.019, costo: 1500.5, iva: 19 },
    { cantidad: 3, costo: 1000.33, iva: 5 },
  ],
  e2: [{ cantidad: 10, costo: 1350, iva: 19 }],
  e3: [{ cantidad: 1, costo: 999.99, iva: 0 }],
  kiosco: [{ cantidad: 5, costo: 500.55, iva: 19 }],
} satisfies Record<string, Linea[]>;

async function entrada(
  estacion: EstacionPos,
  bodega: number,
  tipoNegocio: 'S' | 'K',
  proveedorId: number,
  factura: string,
  items: { producto: number; linea: Linea }[],
  dia = D,
): Promise<number> {
  const r = await admin('POST', '/api/movimiento/entrada', {
    empresa_id: estacion.empresaId,
    fecha: aLas(dia, '08:00:00'),
    tipo_negocio: tipoNegocio,
    bodega_id: bodega,
    proveedor_id: proveedorId,
    factura_proveedor: factura,
    lineas: items.map((i) => ({
      producto_id: i.producto,
      cantidad: i.linea.cantidad,
      costo_unitario: i.linea.costo,
      iva_pct: i.linea.iva,
    })),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

/** A store (S) or kiosk (K) sale at the POS: each product at its station price. */
async function venta(
  token: string,
  tipoNegocio: 'S' | 'K',
  dia: string,
  lineas: { producto: { id: number; precio: number }; cantidad: number }[],
) {
  const detalles = lineas.map((l) => ({
    producto_id: l.producto.id,
    cantidad: l.cantidad,
    precio: l.producto.precio,
    valor: pesos(centavosLinea(l.cantidad, l.producto.precio)),
  }));
  const total = lineas.reduce((s, l) => s + centavosLinea(l.cantidad, l.producto.precio), 0);
  await publicar(t.app, token, 'ventas', 'ventas', [
    {
      uuid: randomUUID(),
      fecha: aLas(dia, '09:00:00'),
      tipo_negocio: tipoNegocio,
      detalles,
      medios_pago: [{ medio_pago_id: a.medios.efectivo, valor: pesos(total) }],
    },
  ]);
}

async function precioDe(empresaId: number, codigo: string): Promise<{ id: number; precio: number }> {
  const p = await fila<{ id: number; precio: string }>(
    t.database.db,
    sql`SELECT p.id, coalesce(pr.precio, p.precio) AS precio FROM productos p
          LEFT JOIN precios pr ON pr.producto_id = p.id AND pr.empresa_id = ${empresaId} AND pr.vigente_hasta IS NULL
         WHERE p.codigo = ${codigo} AND p.negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${empresaId})`,
  );
  return { id: p!.id, precio: Number(p!.precio) };
}

beforeAll(async () => {
  t = await crearApp();
  const db = t.database.db;
  a = await estacionPos(t, 0);
  b = await estacionPos(t, 1);
  const conKiosco = await fila<{ empresa_id: number; equipo: number; bodega: number }>(
    db,
    sql`SELECT q.empresa_id, q.id AS equipo, bo.id AS bodega FROM equipos q JOIN bodegas bo ON bo.empresa_id = q.empresa_id AND bo.tipo = 'KIOSCO'
         WHERE q.tipo = 'POS' AND 'K' = ANY(q.tipos_negocio) ORDER BY q.empresa_id, q.id LIMIT 1`,
  );
  k = await estacionPos(t, { id: conKiosco!.empresa_id });
  equipoKiosco = conKiosco!.equipo;
  bodegaKiosco = conKiosco!.bodega;
  pedir = reporte(t.app, a.admin);
  admin = conToken(t.app, a.admin);
  D = diaDePrueba();
  raiz = (await fila<{ id: number }>(
    db,
    sql`SELECT id FROM empresas WHERE negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${a.empresaId}) AND empresas_id IS NULL`,
  ))!.id;
  canastillaA = (await fila<{ id: number }>(db, sql`SELECT id FROM bodegas WHERE empresa_id = ${a.empresaId} AND tipo = 'CANASTILLA'`))!.id;
  const canastillaB = (await fila<{ id: number }>(
    db,
    sql`SELECT id FROM bodegas WHERE empresa_id = ${b.empresaId} AND tipo = 'CANASTILLA'`,
  ))!.id;
  const nuevo = await admin('POST', '/api/proveedor', {
    empresa_id: raiz,
    tipo_persona: 'JURIDICA',
    tipo_identificacion_id: 31,
    nit: '900777001',
    razon_social: 'distribuidora libro de compras s.a.s.',
    correo: 'compras@libro.co',
    telefono: '6051234567',
    plazo_pago: 30,
    tipo: 'CANASTILLA',
    empresas: [],
  });
  expect(nuevo.statusCode, nuevo.body).toBe(200);
  proveedor = nuevo.json().data.id as number;
  proveedorDemo = (await fila<{ id: number }>(
    db,
    sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' AND id <> ${proveedor} ORDER BY id LIMIT 1`,
  ))!.id;
  productos.agua = await precioDe(a.empresaId, 'CAN-001');
  productos.gaseosa = await precioDe(a.empresaId, 'CAN-002');
  productos.tinto = await precioDe(k.empresaId, 'KIO-001');

  // Station a's store: two entries of the new supplier (the second annulled), one of another supplier; one the day before.
  entradas.e1 = await entrada(a, canastillaA, 'S', proveedor, 'LC-1', [
    { producto: productos.agua.id, linea: LINEAS.e1[0] },
    { producto: productos.gaseosa.id, linea: LINEAS.e1[1] },
  ]);
  entradas.e2 = await entrada(a, canastillaA, 'S', proveedor, 'LC-2', [{ producto: productos.agua.id, linea: LINEAS.e2[0] }]);
  const anulada = await admin('PUT', `/api/movimiento/${entradas.e2}/anular`, { motivo: 'factura errada' });
  expect(anulada.statusCode, anulada.body).toBe(200);
  entradas.e3 = await entrada(a, canastillaA, 'S', proveedorDemo, 'LC-3', [{ producto: productos.gaseosa.id, linea: LINEAS.e3[0] }]);
  entradas.previa = await entrada(
    a,
    canastillaA,
    'S',
    proveedor,
    'LC-0',
    [{ producto: productos.agua.id, linea: LINEAS.e2[0] }],
    sumarDias(D, -1),
  );
  // Station b buys from the same supplier on D: never in a's book.
  entradas.b = await entrada(b, canastillaB, 'S', proveedor, 'LC-B', [{ producto: productos.agua.id, linea: LINEAS.e3[0] }]);
  // The kiosk: one entry and one sale.
  entradas.kiosco = await entrada(k, bodegaKiosco, 'K', proveedorDemo, 'LC-K', [{ producto: productos.tinto.id, linea: LINEAS.kiosco[0] }]);

  // Store sales at a: on D, and the day before (the comparison period).
  const tienda = await tokenCanastilla(t, a);
  await venta(tienda, 'S', D, [
    { producto: productos.agua, cantidad: 3 },
    { producto: productos.gaseosa, cantidad: 2 },
  ]);
  await venta(tienda, 'S', sumarDias(D, -1), [{ producto: productos.agua, cantidad: 1 }]);
  await venta(await emitirToken(t.app, a.admin, equipoKiosco), 'K', D, [{ producto: productos.tinto, cantidad: 2 }]);
  // Station b sells on D too.
  await venta(await tokenCanastilla(t, b), 'S', D, [{ producto: productos.agua, cantidad: 7 }]);

  // Another business: its station and an entry posted through the same service, on D.
  const otro = await enTransaccion(db, { usuarioId: null }, (tx) => crearNegocioGenerado(tx, 'NEGOCIO AJENO MERCANCIA', 1));
  ajena = otro.empresas[0];
  entradaAjena = await enTransaccion(db, { usuarioId: null }, async (tx) => {
    // A generated business has its companies only: its warehouse, product and supplier are set up here.
    const bodega = (await fila<{ id: number }>(
      tx,
      sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${ajena}, 'BOD-CAN', 'BODEGA CANASTILLA', 'CANASTILLA') RETURNING id`,
    ))!.id;
    const producto = (await fila<{ id: number }>(
      tx,
      sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, tipos_negocio, unidad_id, precio)
          VALUES (${otro.negocioId}, 'AJ-001', 'PRODUCTO AJENO', 20, 23, '{S}', (SELECT id FROM unidades WHERE negocio_id IS NULL ORDER BY id LIMIT 1), 5000)
          RETURNING id`,
    ))!.id;
    const prov = (await fila<{ id: number }>(
      tx,
      sql`INSERT INTO proveedores (negocio_id, nit, razon_social, tipo) VALUES (${otro.negocioId}, '900777999', 'PROVEEDOR AJENO', 'CANASTILLA') RETURNING id`,
    ))!.id;
    const r = await registrarDocumento(tx, {
      empresaId: ajena,
      tipo: 'ENTRADA',
      fecha: `${D}T13:00:00Z`,
      fechaNegocio: D,
      tipoNegocio: 'S',
      bodegaId: bodega,
      proveedorId: prov,
      facturaProveedor: 'LC-AJENA',
      lineas: [{ productoId: producto, cantidad: 1000, costoUnitario: 100000, ivaPct: '19' }],
    });
    return r.id;
  });
});
afterAll(async () => t.cerrar());

const dia = () => ({ fecha_inicial: D, fecha_final: D });

/** A report's answer for a station, checked against its contract. */
async function datos<R extends keyof typeof REPORTES>(
  ruta: R,
  cuerpo: Record<string, unknown>,
  estacion = a.empresaId,
): Promise<z.infer<(typeof REPORTES)[R]['datos']>> {
  const r = await pedir(ruta, { estaciones: [estacion], ...dia(), ...cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return REPORTES[ruta].datos.parse(r.json().data) as z.infer<(typeof REPORTES)[R]['datos']>;
}

/** A station user (station a only): its own station answers, another is 403; another business's station is 403 to anyone. */
async function alcance(ruta: keyof typeof REPORTES, cuerpo: Record<string, unknown> = {}) {
  const estacion = await ingresar(t.app, 'ADMINEDS');
  const propio = await reporte(t.app, estacion.token)(ruta, { estaciones: [a.empresaId], ...dia(), ...cuerpo });
  expect(propio.statusCode, propio.body).toBe(200);
  expect(REPORTES[ruta].datos.parse(propio.json().data).filas.every((f) => f.estacion_id === a.empresaId)).toBe(true);
  const otra = await reporte(t.app, estacion.token)(ruta, { estaciones: [b.empresaId], ...dia(), ...cuerpo });
  expect(otra.statusCode, otra.body).toBe(403);
  expect(otra.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
  const ajeno = await pedir(ruta, { estaciones: [ajena], ...dia(), ...cuerpo });
  expect(ajeno.statusCode, ajeno.body).toBe(403);
  expect(ajeno.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
}

/** Quantity, base (value − taxes) and cost (cents, thousandths) of the stored sale lines of a station and days, per product. */
async function vendido(empresaId: number, desde: string, hasta: string, tipos: string[]) {
  const r = await filas<{ producto_id: number; cantidad: string; valor: string; base: string; costo: string }>(
    t.database.db,
    sql`SELECT d.producto_id, sum(d.cantidad) AS cantidad, sum(d.valor) AS valor, sum(d.valor - d.impuestos) AS base, sum(round(d.cantidad * d.costo_unitario, 2)) AS costo
          FROM ventas_detalles d JOIN ventas v ON v.id = d.venta_id AND v.fecha_negocio = d.fecha_negocio
         WHERE v.empresa_id = ${empresaId} AND v.fecha_negocio BETWEEN ${desde}::date AND ${hasta}::date
           AND v.tipo_negocio = ANY(${`{${tipos.join(',')}}`}::char[])
         GROUP BY d.producto_id`,
  );
  return new Map(
    r.map((x) => [
      x.producto_id,
      {
        cantidad: Math.round(Number(x.cantidad) * 1000),
        valor: Math.round(Number(x.valor) * 100),
        base: Math.round(Number(x.base) * 100),
        costo: Math.round(Number(x.costo) * 100),
      },
    ]),
  );
}

describe('canastilla/libro-compras-canastilla · cc/libro-compras-kiosco', () => {
  it('lists each entry of the store with its supplier, invoice, subtotal, VAT and total to the cent', async () => {
    const data = await datos('canastilla/libro-compras-canastilla', { orden: 'factura:asc' });
    const e1 = cifrasEntrada(LINEAS.e1);
    const e2 = cifrasEntrada(LINEAS.e2);
    const e3 = cifrasEntrada(LINEAS.e3);
    const consecutivos = await filas<{ id: number; consecutivo: number }>(
      t.database.db,
      sql`SELECT id, consecutivo FROM movimientos_inventario WHERE id IN (${entradas.e1}, ${entradas.e2}, ${entradas.e3})`,
    );
    const n = (id: number) => consecutivos.find((c) => Number(c.id) === id)!.consecutivo;
    expect(data.filas.map((f) => [f.movimiento_id, f.dia, f.nit, f.factura, f.entrada, f.subtotal, f.iva, f.total, f.estado])).toEqual([
      [entradas.e1, D, '900777001', 'LC-1', n(entradas.e1), pesos(e1.subtotal), pesos(e1.iva), pesos(e1.total), 'REGISTRADO'],
      [entradas.e2, D, '900777001', 'LC-2', n(entradas.e2), pesos(e2.subtotal), pesos(e2.iva), pesos(e2.total), 'ANULADO'],
      [entradas.e3, D, expect.any(String), 'LC-3', n(entradas.e3), pesos(e3.subtotal), pesos(e3.iva), pesos(e3.total), 'REGISTRADO'],
    ]);
    // 24,019 × 1.500,50 is posted as 36.040,51 and 3 × 1.000,33 as 3.000,99; their VAT (6.847,6969 + 150,0495) is truncated once.
    expect(e1).toEqual({ subtotal: 3_904_150, iva: 699_774, total: 4_603_924 });
    expect(data.totales).toEqual({
      subtotal: pesos(e1.subtotal + e2.subtotal + e3.subtotal),
      iva: pesos(e1.iva + e2.iva + e3.iva),
      total: pesos(e1.total + e2.total + e3.total),
    });
    // The stored lines say the same.
    const guardado = await fila<{ subtotal: string }>(
      t.database.db,
      sql`SELECT sum(d.valor) AS subtotal FROM movimientos_inventario_detalles d WHERE d.movimiento_id IN (${entradas.e1}, ${entradas.e2}, ${entradas.e3})`,
    );
    expect(Math.round(Number(guardado!.subtotal) * 100)).toBe(e1.subtotal + e2.subtotal + e3.subtotal);
    // Neither the kiosk's entry nor the day before's are in the store's book of D.
    expect((await datos('canastilla/libro-compras-canastilla', {}, k.empresaId)).filas.map((f) => f.factura)).not.toContain('LC-K');
  });

  it('filters by supplier and by state', async () => {
    const delProveedor = await datos('canastilla/libro-compras-canastilla', { filtros: { proveedor } });
    expect(delProveedor.filas.map((f) => f.factura).sort()).toEqual(['LC-1', 'LC-2']);
    const validas = await datos('canastilla/libro-compras-canastilla', { filtros: { proveedor, estado: 'REGISTRADO' } });
    expect(validas.filas.map((f) => f.factura)).toEqual(['LC-1']);
    expect(validas.totales.total).toBe(pesos(cifrasEntrada(LINEAS.e1).total));
    const anuladas = await datos('canastilla/libro-compras-canastilla', { filtros: { estado: 'ANULADO' } });
    expect(anuladas.filas.map((f) => f.factura)).toEqual(['LC-2']);
    const dosDias = await datos('canastilla/libro-compras-canastilla', {
      fecha_inicial: sumarDias(D, -1),
      filtros: { proveedor, estado: 'REGISTRADO' },
    });
    expect(dosDias.filas.map((f) => f.factura).sort()).toEqual(['LC-0', 'LC-1']);
  });

  it('the kiosk book holds the kiosk entries only', async () => {
    const kiosco = await datos('cc/libro-compras-kiosco', {}, k.empresaId);
    const cifras = cifrasEntrada(LINEAS.kiosco);
    expect(kiosco.filas.map((f) => [f.movimiento_id, f.factura, f.subtotal, f.iva, f.total])).toEqual([
      [entradas.kiosco, 'LC-K', pesos(cifras.subtotal), pesos(cifras.iva), pesos(cifras.total)],
    ]);
    if (k.empresaId !== a.empresaId) expect((await datos('cc/libro-compras-kiosco', {})).filas).toHaveLength(0);
  });

  it('is kept to the user scope and never shows another business', async () => {
    await alcance('canastilla/libro-compras-canastilla');
    await alcance('cc/libro-compras-kiosco');
    // Every station of the business, at once: not one row of station b's supplier invoice to a or of the other business.
    const todas = await datos('canastilla/libro-compras-canastilla', { filtros: { proveedor } }, raiz);
    expect(todas.filas.map((f) => [f.estacion_id, f.factura]).sort()).toEqual(
      [
        [a.empresaId, 'LC-1'],
        [a.empresaId, 'LC-2'],
        [b.empresaId, 'LC-B'],
      ].sort(),
    );
    expect(todas.filas.some((f) => f.movimiento_id === entradaAjena)).toBe(false);
  });
});

describe('canastilla/costo-utilidad-canastilla · cc/costo-utilidad-kiosco', () => {
  it('gives each product its quantity, base, cost of sale, profit and share, equal to the stored sale lines', async () => {
    const data = await datos('canastilla/costo-utilidad-canastilla', { orden: 'producto:asc', grafico: true });
    const lineas = await vendido(a.empresaId, D, D, ['S']);
    const agua = lineas.get(productos.agua.id)!;
    const gaseosa = lineas.get(productos.gaseosa.id)!;
    const utilidad = (x: typeof agua) => x.base - x.costo;
    const total = utilidad(agua) + utilidad(gaseosa);
    const esperado = (x: typeof agua, cantidad: number) => ({
      cantidad,
      valor: pesos(x.valor),
      precio_promedio: truncRazon(x.valor * 1000, x.cantidad * 100),
      base: pesos(x.base),
      costo_promedio: truncRazon(x.costo * 1000, x.cantidad * 100),
      costo: pesos(x.costo),
      utilidad: pesos(utilidad(x)),
      margen: truncPorcentaje(utilidad(x), x.base),
      participacion: truncPorcentaje(utilidad(x), total),
    });
    expect(data.filas.map((f) => f.producto_id).sort()).toEqual([productos.agua.id, productos.gaseosa.id].sort());
    expect(data.filas.find((f) => f.producto_id === productos.agua.id)).toMatchObject(esperado(agua, 3));
    expect(data.filas.find((f) => f.producto_id === productos.gaseosa.id)).toMatchObject(esperado(gaseosa, 2));
    expect(data.totales).toMatchObject({
      cantidad: 5,
      base: pesos(agua.base + gaseosa.base),
      costo: pesos(agua.costo + gaseosa.costo),
      utilidad: pesos(total),
      margen: truncPorcentaje(total, agua.base + gaseosa.base),
      participacion: 100,
    });
    expect(data.grafico!.series[0].datos).toEqual([pesos(total)]);
  });

  it('filters by product and by negative margin, and the kiosk report holds the kiosk sales only', async () => {
    const agua = await datos('canastilla/costo-utilidad-canastilla', { filtros: { producto: productos.agua.id } });
    expect(agua.filas.map((f) => f.producto_id)).toEqual([productos.agua.id]);
    expect(agua.filas[0].participacion).toBe(100);
    // Both products sell above cost: nothing has a negative margin.
    expect((await datos('canastilla/costo-utilidad-canastilla', { filtros: { margen_negativo: 'S' } })).filas).toHaveLength(0);
    const kiosco = await datos('cc/costo-utilidad-kiosco', {}, k.empresaId);
    const tinto = (await vendido(k.empresaId, D, D, ['K'])).get(productos.tinto.id)!;
    expect(kiosco.filas.map((f) => [f.producto_id, f.cantidad, f.base, f.costo])).toEqual([
      [productos.tinto.id, 2, pesos(tinto.base), pesos(tinto.costo)],
    ]);
  });

  it('is kept to the user scope', async () => {
    await alcance('canastilla/costo-utilidad-canastilla');
    await alcance('cc/costo-utilidad-kiosco');
  });
});

describe('utilidad_categoria · utilidad_producto', () => {
  it('gives the store profit per category and per product against the day before, to the cent', async () => {
    const hoy = await vendido(a.empresaId, D, D, ['S']);
    const ayer = await vendido(a.empresaId, sumarDias(D, -1), sumarDias(D, -1), ['S']);
    const suma = (m: typeof hoy, campo: 'base' | 'costo' | 'cantidad') => [...m.values()].reduce((s, x) => s + x[campo], 0);
    const utilidad = suma(hoy, 'base') - suma(hoy, 'costo');
    const comparada = suma(ayer, 'base') - suma(ayer, 'costo');
    const categoria = (await fila<{ id: number; d: string }>(
      t.database.db,
      sql`SELECT c.id, c.descripcion AS d FROM productos p JOIN categorias c ON c.id = p.categoria_id WHERE p.id = ${productos.agua.id}`,
    ))!;
    const porCategoria = await datos('utilidad_categoria', { filtros: { tipo_negocio: 'S' }, grafico: true });
    // Both products are beverages.
    expect(porCategoria.filas).toHaveLength(1);
    expect(porCategoria.filas[0]).toMatchObject({
      categoria_id: categoria.id,
      categoria: categoria.d,
      cantidad: 5,
      base: pesos(suma(hoy, 'base')),
      costo: pesos(suma(hoy, 'costo')),
      utilidad: pesos(utilidad),
      margen: truncPorcentaje(utilidad, suma(hoy, 'base')),
      participacion: 100,
      utilidad_comparada: pesos(comparada),
      variacion: truncPorcentaje(utilidad - comparada, comparada),
    });
    expect(porCategoria.grafico!.series.map((s) => s.datos)).toEqual([[pesos(utilidad)], [pesos(utilidad)]]);

    const porProducto = await datos('utilidad_producto', { filtros: { tipo_negocio: 'S', categoria: categoria.id } });
    const agua = hoy.get(productos.agua.id)!;
    const aguaAyer = ayer.get(productos.agua.id)!;
    const gaseosa = hoy.get(productos.gaseosa.id)!;
    expect(porProducto.filas.map((f) => [f.producto_id, f.utilidad, f.utilidad_comparada, f.participacion])).toEqual([
      ...[
        [productos.agua.id, agua.base - agua.costo, aguaAyer.base - aguaAyer.costo],
        [productos.gaseosa.id, gaseosa.base - gaseosa.costo, 0],
      ]
        .sort((x, y) => y[1] - x[1])
        .map(([id, u, c]) => [id, pesos(u), pesos(c), truncPorcentaje(u, utilidad)]),
    ]);
    expect(porProducto.totales).toMatchObject({
      utilidad: pesos(utilidad),
      utilidad_comparada: pesos(comparada),
      variacion: truncPorcentaje(utilidad - comparada, comparada),
    });
    // A year before nothing was sold: no comparison, no variation.
    const anio = await datos('utilidad_producto', { filtros: { tipo_negocio: 'S', comparar: 'anio_anterior' } });
    expect(anio.filas.map((f) => [f.utilidad_comparada, f.variacion])).toEqual([
      [0, null],
      [0, null],
    ]);
  });

  it('without a business type, reads every line of business of the station', async () => {
    const todo = await vendido(a.empresaId, D, D, ['C', 'S', 'K']);
    const base = [...todo.values()].reduce((s, x) => s + x.base, 0);
    const costo = [...todo.values()].reduce((s, x) => s + x.costo, 0);
    const data = await datos('utilidad_producto', { tamano: 50 });
    expect(data.filas.map((f) => f.producto_id).sort()).toEqual([...todo.keys()].sort());
    expect(data.totales).toMatchObject({ base: pesos(base), costo: pesos(costo), utilidad: pesos(base - costo) });
  });

  it('is kept to the user scope', async () => {
    await alcance('utilidad_categoria');
    await alcance('utilidad_producto');
  });
});

describe('productos_empresa', () => {
  it('gives each product its price in force, special price, average cost, taxes, margin and stock at the station', async () => {
    const hoy = diaOperativo(new Date());
    const especial = await admin('POST', '/api/producto/precio-especial', {
      producto_id: productos.agua.id,
      empresa_id: a.empresaId,
      precio: 2500.5,
      fecha_inicio: sumarDias(hoy, -1),
    });
    expect(especial.statusCode, especial.body).toBe(200);
    const data = await datos('productos_empresa', { filtros: { tipo_negocio: 'S' }, tamano: 500 });
    const fila_ = data.filas.find((f) => f.producto_id === productos.agua.id)!;
    const stock = await filas<{ cantidad: string; costo: string }>(
      t.database.db,
      sql`SELECT cantidad, costo_promedio AS costo FROM existencias WHERE empresa_id = ${a.empresaId} AND producto_id = ${productos.agua.id}`,
    );
    const existencia = stock.reduce((s, x) => s + Math.round(Number(x.cantidad) * 1000), 0);
    const conStock = stock.filter((x) => Number(x.cantidad) > 0);
    // Σ thousandths × cents / Σ thousandths: the average cost weighted by the stock of each warehouse.
    const costoPonderado =
      conStock.reduce((s, x) => s + Math.round(Number(x.cantidad) * 1000) * Math.round(Number(x.costo) * 100), 0) /
      conStock.reduce((s, x) => s + Math.round(Number(x.cantidad) * 1000), 0);
    const impuestos = await fila<{ pct: string; incluido: string; unidad: string }>(
      t.database.db,
      sql`SELECT coalesce(sum(i.impuesto_valor) FILTER (WHERE i.porcentaje_valor = '%'), 0) AS pct,
                 coalesce(sum(i.impuesto_valor) FILTER (WHERE i.porcentaje_valor = '%' AND i.incluido_precio), 0) AS incluido,
                 coalesce(sum(i.impuesto_valor) FILTER (WHERE i.porcentaje_valor = '$' AND i.incluido_precio), 0) AS unidad
            FROM productos_impuestos pi JOIN impuestos i ON i.id = pi.impuesto_id WHERE pi.producto_id = ${productos.agua.id} AND i.estado = 'A'`,
    );
    const sinImpuesto = (productos.agua.precio - Number(impuestos!.unidad)) / (1 + Number(impuestos!.incluido) / 100);
    expect(fila_).toMatchObject({
      codigo: 'CAN-001',
      tipo: 20,
      clase_producto: 23,
      precio: productos.agua.precio,
      precio_especial: 2500.5,
      costo_promedio: Math.trunc(costoPonderado) / 100,
      impuesto: Number(impuestos!.pct),
      existencia: Math.trunc(existencia / 10) / 100,
      estado: 'ACTIVO',
    });
    expect(fila_.margen).toBeCloseTo(Math.trunc(((sinImpuesto - costoPonderado / 100) / sinImpuesto) * 10_000) / 100, 2);
    // Fuel is not a store product; the store filter leaves the fuel out, the fuel type keeps only fuels.
    expect(data.filas.some((f) => f.producto_id === a.manguera.productoId)).toBe(false);
    const combustibles = await datos('productos_empresa', { filtros: { tipo_producto: '21' }, tamano: 50 });
    expect(combustibles.filas.length).toBeGreaterThan(0);
    expect(combustibles.filas.every((f) => f.tipo === 21)).toBe(true);
    // Another station has no special price of a's.
    const deB = await datos('productos_empresa', { filtros: { tipo_negocio: 'S' }, tamano: 500 }, b.empresaId);
    expect(deB.filas.find((f) => f.producto_id === productos.agua.id)!.precio_especial).toBeNull();
  });

  it('is kept to the user scope', async () => {
    await alcance('productos_empresa');
  });
});

describe('productos-acuerdos', () => {
  it('sets what each station bought from the supplier against the agreed net cost, within the agreement validity', async () => {
    const creado = await admin('POST', '/api/contrato', {
      empresa_id: raiz,
      proveedor_id: proveedor,
      numero: 'ac-merc-1',
      fecha_inicio: sumarDias(D, -1),
      fecha_fin: '2099-12-31',
      estaciones: [a.empresaId, b.empresaId],
      lineas: [
        { producto_id: productos.agua.id, costo: 1400, descuento: 5 },
        { producto_id: productos.gaseosa.id, costo: 950, descuento: 0 },
      ],
    });
    expect(creado.statusCode, creado.body).toBe(200);
    const vigente = await admin('PUT', `/api/contrato/${creado.json().data.id}/estado`, { estado: 'VIGENTE' });
    expect(vigente.statusCode, vigente.body).toBe(200);
    const data = await datos('productos-acuerdos', { orden: 'producto:asc' });
    // Station a bought agua from the supplier on D: 24,019 × 1.500,50 (LC-1; LC-2 was annulled). Gaseosa: 3 × 1.000,33.
    const agua = data.filas.find((f) => f.producto_id === productos.agua.id)!;
    const valorAgua = centavosLinea(24.019, 1500.5);
    // Net agreed cost 1.400 × 0,95 = 1.330; overcost 36.040,51 − 24,019 × 1.330 = 4.095,24.
    expect(agua).toMatchObject({
      acuerdo: 'AC-MERC-1',
      costo_pactado: 1400,
      descuento: 5,
      costo_neto: 1330,
      vigente_desde: sumarDias(D, -1),
      vigente_hasta: '2099-12-31',
      estado: 'VIGENTE',
      comprado: 24.01,
      valor_comprado: pesos(valorAgua),
      costo_real: truncRazon(valorAgua * 1000, 24019 * 100),
      sobrecosto: pesos(valorAgua - (24019 * 133000) / 1000),
    });
    const gaseosa = data.filas.find((f) => f.producto_id === productos.gaseosa.id)!;
    const valorGaseosa = centavosLinea(3, 1000.33);
    expect(gaseosa).toMatchObject({ comprado: 3, valor_comprado: pesos(valorGaseosa), sobrecosto: pesos(valorGaseosa - 3 * 95000) });
    expect(data.totales).toMatchObject({
      comprado: 27.01,
      valor_comprado: pesos(valorAgua + valorGaseosa),
      sobrecosto: pesos(valorAgua - (24019 * 133000) / 1000 + (valorGaseosa - 3 * 95000)),
    });
    // Two days: the entry of the day before (10 × 1.350, within the validity) counts too.
    const dosDias = await datos('productos-acuerdos', { fecha_inicial: sumarDias(D, -1), filtros: { producto: productos.agua.id } });
    expect(dosDias.filas.map((f) => f.comprado)).toEqual([34.01]);
    // Station b's line of the same agreement: what b bought (1 × 999,99).
    const deB = await datos('productos-acuerdos', { filtros: { producto: productos.agua.id } }, b.empresaId);
    expect(deB.filas.map((f) => [f.comprado, f.valor_comprado])).toEqual([[1, 999.99]]);
    expect((await datos('productos-acuerdos', { filtros: { estado: 'VENCIDO' } })).filas).toHaveLength(0);
  });

  it('is kept to the user scope', async () => {
    await alcance('productos-acuerdos');
  });
});
