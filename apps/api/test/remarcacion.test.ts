import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_INVENTARIO as M } from '@eds/contracts/inventario';
import { MENSAJES_REMARCACION as R } from '@eds/contracts/inventario-remarcacion';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * Remarcación de precios (SCREENS.md G13): the grid's products with cost, price and margin (by category or supplier),
 * the numbered document posted with POST movimiento/remarcacion, its price history and kardex lines, the list of
 * documents searched by product, and the scope: a station administrator reaches neither a sibling station's grid nor
 * its documents.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let propia: number;
let hermana: number;
let canastilla: number;
let agua: number;
let lubricante: number;
const db = () => t.database.db;

interface Producto {
  producto_id: number;
  codigo: string;
  categoria: string | null;
  existencia: number;
  costo_promedio: number;
  precio_actual: number | null;
  margen_pct: number | null;
}

const productos = async (cliente: ReturnType<typeof conToken>, empresa: number, extra = '') =>
  cliente('GET', `/api/movimiento/remarcacion/productos?empresa_id=${empresa}&tipo_negocio=S${extra}`);

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RC' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'REMARCACION'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RC'`);
  const ingreso = await ingresar(t.app, 'ADMINEDS');
  eds = conToken(t.app, ingreso.token);
  propia = ingreso.data.empresas_id;
  hermana = (await fila<{ id: number }>(db(), sql`SELECT id FROM empresas WHERE tipo = 3 AND id <> ${propia} ORDER BY id LIMIT 1`))!.id;
  canastilla = (await fila<{ id: number }>(db(), sql`SELECT id FROM bodegas WHERE empresa_id = ${propia} AND tipo = 'CANASTILLA'`))!.id;
  agua = (await fila<{ id: number }>(db(), sql`SELECT id FROM productos WHERE codigo = 'CAN-001'`))!.id;
  lubricante = (await fila<{ id: number }>(db(), sql`SELECT id FROM productos WHERE codigo = 'CAN-013'`))!.id;
});
afterAll(async () => t?.cerrar());

describe('GET /api/movimiento/remarcacion/productos', () => {
  it("gives the station's store goods with stock, average cost, price in force and margin", async () => {
    const r = await productos(eds, propia);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data as { bodega_id: number; productos: Producto[] };
    expect(data.bodega_id).toBe(canastilla);
    const p = data.productos.find((x) => x.producto_id === agua)!;
    const x = await fila<{ cantidad: number; costo: number }>(
      db(),
      sql`SELECT cantidad::float8 AS cantidad, costo_promedio::float8 AS costo FROM existencias WHERE bodega_id = ${canastilla} AND producto_id = ${agua}`,
    );
    const precio = await fila<{ precio: number }>(
      db(),
      sql`SELECT precio::float8 AS precio FROM precios WHERE empresa_id = ${propia} AND producto_id = ${agua} AND vigente_hasta IS NULL`,
    );
    expect(p).toMatchObject({
      codigo: 'CAN-001',
      existencia: x?.cantidad ?? 0,
      costo_promedio: x?.costo ?? 0,
      precio_actual: precio!.precio,
    });
    expect(p.margen_pct).toBeCloseTo(((precio!.precio - (x?.costo ?? 0)) * 100) / precio!.precio, 1);
    // No fuel in the grid.
    const combustibles = await filas<{ id: number }>(db(), sql`SELECT id FROM productos WHERE tipo_producto_id = 21`);
    expect(data.productos.some((q) => combustibles.some((c) => c.id === q.producto_id))).toBe(false);

    // By category: only that category's goods.
    const categoria = await fila<{ id: number; descripcion: string }>(
      db(),
      sql`SELECT c.id, c.descripcion FROM productos p JOIN categorias c ON c.id = p.categoria_id WHERE p.id = ${agua}`,
    );
    const porCategoria = (await productos(eds, propia, `&categoria_id=${categoria!.id}`)).json().data.productos as Producto[];
    expect(porCategoria.map((q) => q.producto_id)).toContain(agua);
    expect(porCategoria.length).toBeLessThan(data.productos.length);
  });

  it('filters by a supplier of the station, and refuses a missing type and a sibling station', async () => {
    const proveedor = (await fila<{ id: number }>(db(), sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
    const entrada = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: propia,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      proveedor_id: proveedor,
      factura_proveedor: 'REM-1',
      lineas: [{ producto_id: lubricante, cantidad: 6, costo_unitario: 21000 }],
    });
    expect(entrada.statusCode, entrada.body).toBe(200);
    const porProveedor = (await productos(eds, propia, `&proveedor_id=${proveedor}`)).json().data.productos as Producto[];
    expect(porProveedor.map((q) => q.producto_id)).toContain(lubricante);

    const sinTipo = await eds('GET', `/api/movimiento/remarcacion/productos?empresa_id=${propia}`);
    expect(sinTipo.statusCode).toBe(400);
    expect(sinTipo.json().errores).toEqual([{ campo: 'tipo_negocio', mensaje: MENSAJES.campoObligatorioCorto }]);
    const ajena = await productos(eds, hermana);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await productos(consulta, propia)).statusCode).toBe(403);
  });
});

describe('POST /api/movimiento/remarcacion and the list of documents', () => {
  it('refuses a line without new price, then numbers the document, writes the price history and lists it', async () => {
    const antes = await contar(t.database, 'movimientos_inventario');
    const sinPrecio = await eds('POST', '/api/movimiento/remarcacion', {
      empresa_id: propia,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      lineas: [{ producto_id: agua, cantidad: 0 }],
    });
    expect(sinPrecio.statusCode).toBe(400);
    expect(sinPrecio.json().mensaje).toBe(M.precioRequerido);
    expect(await contar(t.database, 'movimientos_inventario')).toBe(antes);

    const grilla = (await productos(eds, propia)).json().data.productos as Producto[];
    const p = grilla.find((x) => x.producto_id === agua)!;
    const nuevo = (p.precio_actual ?? 2000) + 150;
    const r = await eds('POST', '/api/movimiento/remarcacion', {
      empresa_id: propia,
      tipo_negocio: 'S',
      bodega_id: canastilla,
      observaciones: 'Remarcación de prueba',
      lineas: [{ producto_id: agua, cantidad: Math.max(p.existencia, 0), precio_nuevo: nuevo }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const { id, consecutivo } = r.json().data as { id: number; consecutivo: number };
    expect(r.json().mensaje).toBe(M.documentoRegistrado(consecutivo));

    // The station's price changes from the document's moment, by the user; the kardex line keeps before and after.
    const vigente = await fila<{ precio: number; origen: string; usuario: string }>(
      db(),
      sql`SELECT pr.precio::float8 AS precio, pr.origen, u.usuario FROM precios pr JOIN usuarios u ON u.id = pr.usuario_id
           WHERE pr.empresa_id = ${propia} AND pr.producto_id = ${agua} AND pr.vigente_hasta IS NULL`,
    );
    expect(vigente).toEqual({ precio: nuevo, origen: 'REMARCACION', usuario: 'ADMINEDS' });
    const detalle = (await eds('GET', `/api/movimiento/detalles/${id}`)).json().data;
    expect(detalle).toMatchObject({ tipo: 'REMARCACION', consecutivo, observaciones: 'Remarcación de prueba' });
    expect(detalle.detalles[0]).toMatchObject({ producto_id: agua, precio_anterior: p.precio_actual, precio_nuevo: nuevo });
    // The product's price history names the document.
    const historia = await eds('GET', `/api/producto/historico-precios/${agua}/empresa/${propia}`);
    expect(historia.json().data[0]).toMatchObject({
      precio: nuevo,
      precio_anterior: p.precio_actual,
      origen: 'REMARCACION',
      usuario: 'ADMINEDS',
      documento: consecutivo,
    });
    // The grid now shows the new price.
    const despues = (await productos(eds, propia)).json().data.productos as Producto[];
    expect(despues.find((x) => x.producto_id === agua)!.precio_actual).toBe(nuevo);

    // Listed under the station, found by product, with its line count and user.
    const lista = await eds('GET', `/api/movimiento/remarcacion/empresa/${propia}?buscar=CAN-001`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data).toContainEqual(
      expect.objectContaining({
        id,
        consecutivo,
        empresa_id: propia,
        tipo_negocio: 'S',
        lineas: 1,
        usuario: 'ADMINEDS',
        estado: 'REGISTRADO',
      }),
    );
    const nada = await eds('GET', `/api/movimiento/remarcacion/empresa/${propia}?buscar=no-existe-xyz`);
    expect(nada.json().data).toEqual([]);
    // Another kind's list does not show it.
    const entradas = (await eds('GET', `/api/movimiento/entrada/empresa/${propia}?limite=100`)).json().data as { id: number }[];
    expect(entradas.map((d) => d.id)).not.toContain(id);
    expect((await eds('GET', `/api/movimiento/otra/empresa/${propia}`)).statusCode).toBe(400);
  });

  it("keeps a sibling station's documents out of the station administrator's reach", async () => {
    const bodegaHermana = (await fila<{ id: number }>(
      db(),
      sql`SELECT id FROM bodegas WHERE empresa_id = ${hermana} AND tipo = 'CANASTILLA'`,
    ))!.id;
    const suya = await admin('POST', '/api/movimiento/remarcacion', {
      empresa_id: hermana,
      tipo_negocio: 'S',
      bodega_id: bodegaHermana,
      lineas: [{ producto_id: agua, cantidad: 0, precio_nuevo: 2950 }],
    });
    expect(suya.statusCode, suya.body).toBe(200);
    const idHermana = suya.json().data.id as number;
    expect((await eds('GET', `/api/movimiento/remarcacion/empresa/${hermana}`)).statusCode).toBe(403);
    const raiz = (await fila<{ id: number }>(db(), sql`SELECT id FROM empresas WHERE empresas_id IS NULL ORDER BY id LIMIT 1`))!.id;
    const deRaiz = (await admin('GET', `/api/movimiento/remarcacion/empresa/${raiz}?limite=100`)).json().data as { id: number }[];
    expect(deRaiz.map((d) => d.id)).toContain(idHermana);
    const propias = (await eds('GET', `/api/movimiento/remarcacion/empresa/${propia}?limite=100`)).json().data as { id: number }[];
    expect(propias.map((d) => d.id)).not.toContain(idHermana);
    expect((await eds('GET', `/api/movimiento/detalles/${idHermana}`)).statusCode).toBe(403);
    const ajeno = await eds('POST', '/api/movimiento/remarcacion', {
      empresa_id: hermana,
      tipo_negocio: 'S',
      bodega_id: bodegaHermana,
      lineas: [{ producto_id: agua, cantidad: 0, precio_nuevo: 3000 }],
    });
    expect(ajeno.statusCode).toBe(403);
    expect(R.debajoDelCosto).toBe('El precio queda por debajo del costo');
  });
});
