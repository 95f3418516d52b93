import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

/**
 * A kiosk menu entry grants kiosk documents only (SCREENS §0: `cc/*` is the screen fixed to K, `canastilla/*` to S):
 * a user whose profile holds ENTRADA KIOSCO and not the ACCIONES entry posts, lists, reads and annuls kiosk entries,
 * and is refused the store's, as it is refused documents of kinds it holds no module of.
 */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let kiosco: ReturnType<typeof conToken>;
let estacion: number;
const bodegas: Record<'K' | 'S', number> = { K: 0, S: 0 };
const proveedores: Record<'K' | 'S', number> = { K: 0, S: 0 };
let producto: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  estacion = (await fila<{ empresas_id: number }>(db(), sql`SELECT empresas_id FROM usuarios WHERE usuario = 'ADMINEDS'`))!.empresas_id;
  for (const tipo of ['K', 'S'] as const) {
    const r = await admin('POST', '/api/bodega', {
      empresa_id: estacion,
      codigo: `MN-${tipo}`,
      descripcion: `bodega ${tipo}`,
      tipo: 'GENERAL',
    });
    expect(r.statusCode, r.body).toBe(200);
    bodegas[tipo] = r.json().data.id as number;
  }
  // A product the store and the kiosk both sell, and a supplier of each.
  producto = (await fila<{ id: number }>(db(), sql`SELECT id FROM productos WHERE codigo = 'CAN-001'`))!.id;
  proveedores.S = (await fila<{ id: number }>(db(), sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
  proveedores.K = (await fila<{ id: number }>(db(), sql`SELECT id FROM proveedores WHERE tipo = 'KIOSCO' ORDER BY id LIMIT 1`))!.id;
  // ADMINEDS's profile: the kiosk's entry screen with R, C and N; none of ACCIONES' ENTRADA or the store's.
  await db().execute(sql`
    DELETE FROM perfiles_modulos WHERE modulos_id IN (SELECT id FROM modulos WHERE descripcion IN ('ENTRADA', 'ENTRADA CANASTILLA', 'SALIDAS', 'SALIDA KIOSCO', 'SALIDA CANASTILLA'))
       AND perfiles_id IN (SELECT up.perfiles_id FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.usuario = 'ADMINEDS')`);
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCN' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('ENTRADA KIOSCO', 'KIOSCO')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RCN'`);
  kiosco = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
});
afterAll(async () => t.cerrar());

let factura = 0;
const entrada = (quien: typeof admin, tipo: 'K' | 'S') =>
  quien('POST', '/api/movimiento/entrada', {
    empresa_id: estacion,
    tipo_negocio: tipo,
    bodega_id: bodegas[tipo],
    proveedor_id: proveedores[tipo],
    factura_proveedor: `MN-${++factura}`,
    lineas: [{ producto_id: producto, cantidad: 2, costo_unitario: 1000 }],
  });

describe('documents of the kiosk and the store, by the menu entry that grants them', () => {
  it('posts a kiosk entry and is refused a store entry, writing nothing', async () => {
    const k = await entrada(kiosco, 'K');
    expect(k.statusCode, k.body).toBe(200);
    const antes = await fila<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM movimientos_inventario WHERE bodega_id = ${bodegas.S}`,
    );
    const s = await entrada(kiosco, 'S');
    expect(s.statusCode).toBe(403);
    const despues = await fila<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM movimientos_inventario WHERE bodega_id = ${bodegas.S}`,
    );
    expect(despues!.n).toBe(antes!.n);
  });

  it("lists the kiosk's entries only, and refuses the store's when asked for them", async () => {
    expect((await entrada(admin, 'S')).statusCode).toBe(200);
    const lista = await kiosco('GET', `/api/movimiento/entrada/empresa/${estacion}?limite=100`);
    expect(lista.statusCode, lista.body).toBe(200);
    const tipos = new Set((lista.json().data as { tipo_negocio: string }[]).map((f) => f.tipo_negocio));
    expect([...tipos]).toEqual(['K']);
    expect((await kiosco('GET', `/api/movimiento/entrada/empresa/${estacion}?tipo_negocio=S`)).statusCode).toBe(403);
    const todas = await admin('GET', `/api/movimiento/entrada/empresa/${estacion}?limite=100`);
    expect(new Set((todas.json().data as { tipo_negocio: string }[]).map((f) => f.tipo_negocio))).toEqual(new Set(['K', 'S']));
  });

  it("reads and annuls a kiosk entry, and is refused the store entry's detail, lines and annulment", async () => {
    const k = (await entrada(admin, 'K')).json().data.id as number;
    const s = (await entrada(admin, 'S')).json().data.id as number;
    expect((await kiosco('GET', `/api/movimiento/detalles/${k}`)).statusCode).toBe(200);
    expect((await kiosco('GET', `/api/movimiento/get-info-movimientos-detalles/${k}`)).statusCode).toBe(200);
    expect((await kiosco('GET', `/api/movimiento/detalles/${s}`)).statusCode).toBe(403);
    expect((await kiosco('GET', `/api/movimiento/get-info-movimientos-detalles/${s}`)).statusCode).toBe(403);
    expect((await kiosco('PUT', `/api/movimiento/${s}/anular`, { motivo: 'No corresponde' })).statusCode).toBe(403);
    const anulada = await kiosco('PUT', `/api/movimiento/${k}/anular`, { motivo: 'Factura duplicada' });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM movimientos_inventario WHERE id = ${s}`))!.estado).toBe(
      'REGISTRADO',
    );
  });

  it('refuses the detail of a kind whose module the user does not hold (an output, with no output module)', async () => {
    const r = await admin('POST', '/api/movimiento/salida', {
      empresa_id: estacion,
      tipo_negocio: 'K',
      bodega_id: bodegas.K,
      lineas: [{ producto_id: producto, cantidad: 1 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await kiosco('GET', `/api/movimiento/detalles/${r.json().data.id as number}`)).statusCode).toBe(403);
  });
});

describe('purchase orders of the kiosk and the store, by the menu entry that grants them', () => {
  const orden = (tipo: 'K' | 'S') => ({
    empresa_id: estacion,
    proveedor_id: proveedores[tipo],
    bodega_id: bodegas[tipo],
    tipo_negocio: tipo,
    fecha: '2026-11-20',
    fecha_entrega: '2026-11-25',
    lineas: [{ producto_id: producto, cantidad: 5, costo: 1200, iva_pct: 19 }],
  });

  beforeAll(async () => {
    // The kiosk's orders with R, C and N; neither the actions menu's orders nor the store's.
    await db().execute(sql`
      DELETE FROM perfiles_modulos WHERE modulos_id IN (SELECT id FROM modulos WHERE descripcion IN ('ORDENCOMPRA', 'ORDEN COMPRA CANASTILLA'))
         AND perfiles_id IN (SELECT up.perfiles_id FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.usuario = 'ADMINEDS')`);
    await db().execute(sql`
      INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT up.perfiles_id, m.id, 'RCN' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
       WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'ORDENES COMPRA KIOSCO'
      ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RCN'`);
    kiosco = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  });

  it("creates, reads and annuls a kiosk order, is refused the store's, and lists the kiosk's only", async () => {
    const k = await kiosco('POST', '/api/orden-compra', orden('K'));
    expect(k.statusCode, k.body).toBe(200);
    const antes = await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ordenes_compra WHERE tipo_negocio = 'S'`);
    expect((await kiosco('POST', '/api/orden-compra', orden('S'))).statusCode).toBe(403);
    expect((await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ordenes_compra WHERE tipo_negocio = 'S'`))!.n).toBe(
      antes!.n,
    );

    const s = await admin('POST', '/api/orden-compra', orden('S'));
    expect(s.statusCode, s.body).toBe(200);
    const idS = s.json().data.id as number;
    expect((await kiosco('GET', `/api/orden-compra/${idS}`)).statusCode).toBe(403);
    expect((await kiosco('PUT', `/api/orden-compra/${idS}/anular`, { motivo: 'No corresponde' })).statusCode).toBe(403);
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM ordenes_compra WHERE id = ${idS}`))!.estado).toBe('BORRADOR');

    const idK = k.json().data.id as number;
    expect((await kiosco('GET', `/api/orden-compra/${idK}`)).statusCode).toBe(200);
    const lista = await kiosco('GET', `/api/orden-compra?empresa_id=${estacion}&limite=100`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(new Set((lista.json().data as { tipo_negocio: string }[]).map((f) => f.tipo_negocio))).toEqual(new Set(['K']));
    expect((await kiosco('GET', `/api/orden-compra?empresa_id=${estacion}&tipo_negocio=S`)).statusCode).toBe(403);
    const anulada = await kiosco('PUT', `/api/orden-compra/${idK}/anular`, { motivo: 'Pedido repetido' });
    expect(anulada.statusCode, anulada.body).toBe(200);
  });
});
