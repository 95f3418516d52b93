import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { MENSAJES_OPERACION } from '@eds/contracts/mensajes-operacion';
import { MENSAJES_VALIDACION as MV } from '@eds/contracts/mensajes-validacion';
import { fila, filas } from '../src/db/client';
import { crearOrdenCompra } from '../src/services/inventario/ordenes';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

/**
 * Issue 9, item 10: writes a person can send twice. An inventory document carries an idempotency key (the body's
 * uuid or the Idempotency-Key header) and is stored once however often it arrives; a purchase order is received
 * per product, whatever lines the order and the entry split it into.
 */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let estacion: number;
let canastilla: number;
let agua: number;
let gaseosa: number;
let proveedor: number;
beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  const db = t.database.db;
  estacion = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 1`))!.id;
  canastilla = (await fila<{ id: number }>(db, sql`SELECT id FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'CANASTILLA'`))!.id;
  agua = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'CAN-001'`))!.id;
  gaseosa = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'CAN-002'`))!.id;
  proveedor = (await fila<{ id: number }>(db, sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
});
afterAll(async () => t.cerrar());

const stock = async (producto: number) =>
  Number(
    (await fila<{ cantidad: string }>(
      t.database.db,
      sql`SELECT cantidad FROM existencias WHERE bodega_id = ${canastilla} AND producto_id = ${producto}`,
    ))!.cantidad,
  );
const documentosCon = async (uuid: string) =>
  (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM movimientos_inventario WHERE uuid = ${uuid}::uuid`))!.n;

describe('an inventory document posted twice is stored once', () => {
  it('answers a double click (same uuid in the body) with the same document, and moves the stock once', async () => {
    const uuid = randomUUID();
    const salida = {
      uuid,
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      concepto: 'AVERIA',
      lineas: [{ producto_id: agua, cantidad: 2 }],
    };
    const antes = await stock(agua);
    const [a, b] = await Promise.all([admin('POST', '/api/movimiento/salida', salida), admin('POST', '/api/movimiento/salida', salida)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(b.json().data).toEqual(a.json().data);
    expect(b.json().mensaje).toBe(M.documentoRegistrado(a.json().data.consecutivo));
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await documentosCon(uuid)).toBe(1);
    expect(await stock(agua)).toBeCloseTo(antes - 2, 3);
    // A retry after a lost answer, later: still the same document.
    const otra = await admin('POST', '/api/movimiento/salida', salida);
    expect(otra.json().data).toEqual(a.json().data);
    expect(await stock(agua)).toBeCloseTo(antes - 2, 3);
  });

  it('takes the key from the Idempotency-Key header too, and refuses a key of another document or two different keys', async () => {
    const clave = randomUUID();
    const entrada = {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: `FV-IDEM-${clave.slice(0, 8)}`,
      lineas: [{ producto_id: gaseosa, cantidad: 12, costo_unitario: 1800 }],
    };
    const antes = await stock(gaseosa);
    const primera = await admin('POST', '/api/movimiento/entrada', entrada, { 'idempotency-key': clave });
    expect(primera.statusCode, primera.body).toBe(200);
    const segunda = await admin('POST', '/api/movimiento/entrada', entrada, { 'idempotency-key': clave.toUpperCase() });
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json().data).toEqual(primera.json().data);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(await documentosCon(clave)).toBe(1);
    expect(await stock(gaseosa)).toBeCloseTo(antes + 12, 3);

    const otroTipo = await admin(
      'POST',
      '/api/movimiento/salida',
      { empresa_id: estacion, tipo_negocio: 'S', bodega_id: canastilla, lineas: [{ producto_id: gaseosa, cantidad: 1 }] },
      { 'idempotency-key': clave },
    );
    expect(otroTipo.statusCode).toBe(400);
    expect(otroTipo.json().errores).toEqual([{ campo: 'uuid', mensaje: MV.claveIdempotenciaReusada }]);
    const distintas = await admin('POST', '/api/movimiento/entrada', { ...entrada, uuid: randomUUID() }, { 'idempotency-key': clave });
    expect(distintas.statusCode).toBe(400);
    expect(distintas.json().errores).toEqual([{ campo: 'uuid', mensaje: MV.claveIdempotenciaDistinta }]);
    const mala = await admin('POST', '/api/movimiento/entrada', entrada, { 'idempotency-key': 'doble-clic' });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().mensaje).toBe(MV.claveIdempotenciaNoValida);
    expect(await stock(gaseosa)).toBeCloseTo(antes + 12, 3);
  });
});

describe('a purchase order is received per product', () => {
  /** An approved order (as the demo's are) with the given lines of agua, in units. */
  async function orden(cantidades: number[]): Promise<number> {
    const r = await t.database.db.transaction((tx) =>
      crearOrdenCompra(tx, {
        empresaId: estacion,
        proveedorId: proveedor,
        bodegaId: canastilla,
        fecha: '2026-03-01',
        fechaEntrega: '2026-03-05',
        tipoNegocio: 'S',
        estado: 'APROBADA',
        lineas: cantidades.map((c) => ({ productoId: agua, cantidad: c * 1000, costo: 120_000 })),
      }),
    );
    return r.id;
  }
  let factura = 0;
  const recibir = (ordenId: number, cantidades: number[]) =>
    admin('POST', '/api/movimiento/entrada', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: `FV-OC-${ordenId}-${++factura}`,
      orden_compra_id: ordenId,
      lineas: cantidades.map((cantidad) => ({ producto_id: agua, cantidad, costo_unitario: 1200 })),
    });
  const recibidas = async (ordenId: number) =>
    (
      await filas<{ cantidad_recibida: string }>(
        t.database.db,
        sql`SELECT cantidad_recibida FROM ordenes_compra_detalles WHERE orden_id = ${ordenId} ORDER BY id`,
      )
    ).map((l) => Number(l.cantidad_recibida));
  const estado = async (ordenId: number) =>
    (await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM ordenes_compra WHERE id = ${ordenId}`))!.estado;

  it('refuses an entry that splits a product over two lines to receive more than was ordered', async () => {
    const id = await orden([10]);
    const antes = await stock(agua);
    const r = await recibir(id, [6, 6]);
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES_OPERACION.cantidadRecibidaSuperaPendiente);
    expect(await recibidas(id)).toEqual([0]);
    expect(await stock(agua)).toBeCloseTo(antes, 3);
    const completa = await recibir(id, [6, 4]);
    expect(completa.statusCode, completa.body).toBe(200);
    expect(await recibidas(id)).toEqual([10]);
    expect(await estado(id)).toBe('RECIBIDA');
  });

  it('counts an order’s lines of one product together, and fills them in order', async () => {
    const id = await orden([10, 5]);
    const parcial = await recibir(id, [12]);
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(await recibidas(id)).toEqual([10, 2]);
    expect(await estado(id)).toBe('RECIBIDA PARCIAL');
    const demas = await recibir(id, [3, 1]);
    expect(demas.statusCode).toBe(400);
    expect(demas.json().mensaje).toBe(MENSAJES_OPERACION.cantidadRecibidaSuperaPendiente);
    const resto = await recibir(id, [2, 1]);
    expect(resto.statusCode, resto.body).toBe(200);
    expect(await recibidas(id)).toEqual([10, 5]);
    expect(await estado(id)).toBe('RECIBIDA');
  });

  it('refuses receiving a product the order does not have', async () => {
    const id = await orden([10]);
    const r = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: `FV-OC-${id}-AJENO`,
      orden_compra_id: id,
      lineas: [
        { producto_id: agua, cantidad: 5, costo_unitario: 1200 },
        { producto_id: gaseosa, cantidad: 5, costo_unitario: 1800 },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES_OPERACION.cantidadRecibidaSuperaPendiente);
    expect(await recibidas(id)).toEqual([0]);
  });
});
