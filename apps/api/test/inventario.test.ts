import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { fila } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let estacion: number;
let canastilla: number;
let kiosco: number | null;
let agua: number;
let lubricante: number;
let proveedor: number;
beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  const db = t.database.db;
  estacion = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 1`))!.id;
  canastilla = (await fila<{ id: number }>(db, sql`SELECT id FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'CANASTILLA'`))!.id;
  kiosco = (await fila<{ id: number }>(db, sql`SELECT id FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'KIOSCO'`))?.id ?? null;
  agua = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'CAN-001'`))!.id;
  lubricante = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'CAN-013'`))!.id;
  proveedor = (await fila<{ id: number }>(db, sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
});
afterAll(async () => t.cerrar());

const existencia = async (bodega: number, producto: number) =>
  (await fila<{ cantidad: string; costo_promedio: string }>(
    t.database.db,
    sql`SELECT cantidad, costo_promedio FROM existencias WHERE bodega_id = ${bodega} AND producto_id = ${producto}`,
  ))!;

describe('inventory documents', () => {
  it('posts an entry: stock and weighted average cost move, the kardex line keeps the balance, the day rollup counts it', async () => {
    const antes = await existencia(canastilla, lubricante);
    const r = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: 'fv-1001',
      lineas: [{ producto_id: lubricante, cantidad: 24, costo_unitario: 22000, iva_pct: 19 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const { id, consecutivo } = r.json().data;
    expect(r.json().mensaje).toBe(M.documentoRegistrado(consecutivo));
    const despues = await existencia(canastilla, lubricante);
    const stock = Number(antes.cantidad);
    expect(Number(despues.cantidad)).toBeCloseTo(stock + 24, 3);
    const esperado = stock > 0 ? (stock * Number(antes.costo_promedio) + 24 * 22000) / (stock + 24) : 22000;
    expect(Number(despues.costo_promedio)).toBeCloseTo(esperado, 0);
    const detalle = await admin('GET', `/api/movimiento/detalles/${id}`);
    expect(detalle.json().mensaje[0]).toMatchObject({ tipo: 'ENTRADA', factura_proveedor: 'FV-1001' });
    expect(detalle.json().data.detalles[0]).toMatchObject({
      cantidad: 24,
      costo_unitario: 22000,
      saldo_cantidad: Number(despues.cantidad),
    });
    const repetida = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: 'FV-1001',
      lineas: [{ producto_id: lubricante, cantidad: 1, costo_unitario: 1 }],
    });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().mensaje).toBe(M.facturaProveedorRepetida);
  });

  it('refuses an output beyond the stock and moves a transfer at the origin average cost', async () => {
    const antes = await existencia(canastilla, agua);
    const salida = await admin('POST', '/api/movimiento/salida', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      concepto: 'daño',
      lineas: [{ producto_id: agua, cantidad: Number(antes.cantidad) + 1000 }],
    });
    expect(salida.statusCode).toBe(400);
    expect(salida.json().mensaje).toBe('Stock insuficiente en la bodega BODEGA CANASTILLA para el producto AGUA CRISTAL 600 ML');
    if (kiosco === null) return;
    const mismo = await admin('POST', '/api/movimiento/traslado', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      bodega_destino_id: canastilla,
      lineas: [{ producto_id: agua, cantidad: 1 }],
    });
    expect(mismo.json().mensaje).toBe(M.bodegaDestinoIgual);
    const traslado = await admin('POST', '/api/movimiento/traslado', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      bodega_destino_id: kiosco,
      lineas: [{ producto_id: agua, cantidad: 2 }],
    });
    expect(traslado.statusCode, traslado.body).toBe(200);
    expect(Number((await existencia(canastilla, agua)).cantidad)).toBeCloseTo(Number(antes.cantidad) - 2, 3);
  });

  it('allows an initial adjustment once, and only before any other movement of the product in the warehouse', async () => {
    const nueva = await admin('POST', '/api/bodega', {
      empresa_id: estacion,
      codigo: 'BOD-AUX',
      descripcion: 'bodega auxiliar',
      tipo: 'GENERAL',
    });
    const bodega = nueva.json().data.id as number;
    const cuerpo = {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: bodega,
      lineas: [{ producto_id: agua, cantidad: 10, costo_unitario: 1350 }],
    };
    expect((await admin('POST', '/api/movimiento/ajuste-inicial', cuerpo)).statusCode).toBe(200);
    const otra = await admin('POST', '/api/movimiento/ajuste-inicial', cuerpo);
    expect(otra.json().mensaje).toBe(M.ajusteRepetido('AGUA CRISTAL 600 ML', 'BODEGA AUXILIAR'));
    expect((await admin('POST', '/api/movimiento/ajuste-inicial', { ...cuerpo, bodega_id: canastilla })).json().mensaje).toBe(
      M.ajusteRepetido('AGUA CRISTAL 600 ML', 'BODEGA CANASTILLA'),
    );
    // A warehouse that already received the product by transfer needs a physical count, not an initial adjustment.
    const otra2 = await admin('POST', '/api/bodega', {
      empresa_id: estacion,
      codigo: 'BOD-AUX2',
      descripcion: 'bodega auxiliar 2',
      tipo: 'GENERAL',
    });
    const bodega2 = otra2.json().data.id as number;
    const traslado = await admin('POST', '/api/movimiento/traslado', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      bodega_destino_id: bodega2,
      lineas: [{ producto_id: agua, cantidad: 1 }],
    });
    expect(traslado.statusCode, traslado.body).toBe(200);
    const conMovimientos = await admin('POST', '/api/movimiento/ajuste-inicial', { ...cuerpo, bodega_id: bodega2 });
    expect(conMovimientos.json().mensaje).toBe(M.ajusteConMovimientos('AGUA CRISTAL 600 ML'));
  });

  it('re-marks a price from now on and keeps the history', async () => {
    const r = await admin('POST', '/api/movimiento/remarcacion', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      lineas: [{ producto_id: agua, cantidad: 0, precio_nuevo: 3100 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const vigente = await fila<{ precio: string; origen: string }>(
      t.database.db,
      sql`SELECT precio, origen FROM precios WHERE empresa_id = ${estacion} AND producto_id = ${agua} AND vigente_hasta IS NULL`,
    );
    expect(vigente).toEqual({ precio: '3100.00', origen: 'REMARCACION' });
    const cerrados = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM precios WHERE empresa_id = ${estacion} AND producto_id = ${agua} AND vigente_hasta IS NOT NULL`,
    );
    expect(cerrados!.n).toBeGreaterThanOrEqual(1);
  });

  it('needs the action module letter and refuses bad input without writing', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('POST', '/api/movimiento/salida', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      lineas: [{ producto_id: agua, cantidad: 1 }],
    });
    expect(r.statusCode).toBe(403);
    const antes = await contar(t.database, 'movimientos_inventario');
    const malo = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: estacion,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      lineas: [],
    });
    expect(malo.statusCode).toBe(400);
    expect(await contar(t.database, 'movimientos_inventario')).toBe(antes);
  });
});

describe('purchase orders', () => {
  it('is created in BORRADOR and approved only by another user with letter A, then shows as active', async () => {
    const creada = await admin('POST', '/api/orden-compra', {
      empresa_id: estacion,
      proveedor_id: proveedor,
      bodega_id: canastilla,
      tipo_negocio: 'S',
      fecha: '2026-11-20',
      fecha_entrega: '2026-11-25',
      lineas: [{ producto_id: agua, cantidad: 48, costo: 1350, iva_pct: 19 }],
    });
    expect(creada.statusCode, creada.body).toBe(200);
    const id = creada.json().data.id as number;
    const mismo = await admin('PUT', `/api/orden-compra/${id}/aprobar`);
    expect(mismo.statusCode).toBe(400);
    expect(mismo.json().mensaje).toBe(M.aprobadorDistinto);

    const perfil = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`);
    const raiz = await fila<{ id: number; negocio_id: number }>(
      t.database.db,
      sql`SELECT id, negocio_id FROM empresas WHERE tipo = 1 ORDER BY id LIMIT 1`,
    );
    await t.database.db.transaction((tx) =>
      crearUsuario(tx, {
        negocioId: raiz!.negocio_id,
        empresaId: raiz!.id,
        usuario: 'APROBADOR',
        tipo: 1,
        perfil: perfil!.id,
        clave: '',
        identificacion: '1000000099',
        nombres: 'ANA',
        apellidos: 'APROBADORA',
        correo: 'aprobador@combustiblesandinos.com.co',
        telefono: '3000000099',
        ciudad: 8001,
        departamento: 8,
      }).then(async ({ usuarioId }) => {
        await tx.execute(sql`UPDATE usuarios SET clave_hash = ${await hashClave('otra-clave-2026')} WHERE id = ${usuarioId}`);
      }),
    );
    const aprobador = conToken(t.app, (await ingresar(t.app, 'APROBADOR', 'otra-clave-2026')).token);
    const aprobada = await aprobador('PUT', `/api/orden-compra/${id}/aprobar`);
    expect(aprobada.statusCode, aprobada.body).toBe(200);
    expect(aprobada.json().mensaje).toBe(M.ordenAprobada);
    const activas = await admin('GET', `/api/movimiento/orden-compra-activa/${estacion}`);
    expect((activas.json().mensaje as { id: number }[]).some((o) => o.id === id)).toBe(true);
  });
});
