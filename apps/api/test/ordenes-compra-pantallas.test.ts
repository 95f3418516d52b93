import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * The purchase-order screen as the kiosk and store menus open it (SCREENS G15): one screen on three modules, so a
 * user holding only the kiosk's module works the orders with its letters; and the list's search box.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let estacion: number;
let bodegaKiosco: number;
let proveedor: number;
let producto: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  // The station administrator holds the kiosk's orders with R and C; of the actions menu's orders, R only (ACCIONES RX).
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RC' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'ORDENES COMPRA KIOSCO'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RC'`);
  const ingreso = await ingresar(t.app, 'ADMINEDS');
  eds = conToken(t.app, ingreso.token);
  estacion = ingreso.data.empresas_id;
  bodegaKiosco = (await fila<{ id: number }>(db(), sql`SELECT id FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'KIOSCO'`))!.id;
  proveedor = (await fila<{ id: number }>(db(), sql`SELECT id FROM proveedores WHERE tipo = 'KIOSCO' ORDER BY id LIMIT 1`))!.id;
  producto = (await fila<{ id: number }>(
    db(),
    sql`SELECT id FROM productos WHERE 'K' = ANY(tipos_negocio) AND estado = 'A' ORDER BY id LIMIT 1`,
  ))!.id;
});
afterAll(async () => t.cerrar());

const orden = (extra: Record<string, unknown> = {}) => ({
  empresa_id: estacion,
  proveedor_id: proveedor,
  bodega_id: bodegaKiosco,
  tipo_negocio: 'K',
  fecha: '2026-11-20',
  fecha_entrega: '2026-11-25',
  lineas: [{ producto_id: producto, cantidad: 5, costo: 1200, iva_pct: 19 }],
  ...extra,
});

describe('purchase orders from the kiosk and store menus', () => {
  it('lets a user holding only the kiosk module create with its C, and refuses the letter it lacks', async () => {
    const creada = await eds('POST', '/api/orden-compra', orden());
    expect(creada.statusCode, creada.body).toBe(200);
    const id = creada.json().data.id as number;
    const stored = await fila<{ estado: string; tipo_negocio: string }>(
      db(),
      sql`SELECT estado, tipo_negocio FROM ordenes_compra WHERE id = ${id}`,
    );
    expect(stored).toEqual({ estado: 'BORRADOR', tipo_negocio: 'K' });
    // Neither module of the three gives it D.
    const borrar = await eds('DELETE', `/api/orden-compra/${id}`);
    expect(borrar.statusCode).toBe(403);
    expect(borrar.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    expect(await fila(db(), sql`SELECT 1 FROM ordenes_compra WHERE id = ${id}`)).toBeDefined();
    // The audit records the module that allowed the write.
    const auditoria = await fila<{ modulo: string }>(
      db(),
      sql`SELECT m.descripcion AS modulo FROM auditoria a JOIN modulos m ON m.id = a.modulo_id
           WHERE a.tabla = 'ordenes_compra' AND a.registro_id = ${String(id)} AND a.accion = 'INSERT'`,
    );
    expect(auditoria?.modulo).toBe('ORDENES COMPRA KIOSCO');
  });

  it('finds orders by number or supplier with the search box, accents and case ignored', async () => {
    const creada = (await admin('POST', '/api/orden-compra', orden())).json().data as { id: number; consecutivo: number };
    const razon = (await fila<{ razon_social: string }>(db(), sql`SELECT razon_social FROM proveedores WHERE id = ${proveedor}`))!
      .razon_social;
    const otro = await fila<{ razon_social: string }>(
      db(),
      sql`SELECT razon_social FROM proveedores WHERE id <> ${proveedor} AND negocio_id = (SELECT negocio_id FROM proveedores WHERE id = ${proveedor}) ORDER BY id LIMIT 1`,
    );
    const porProveedor = await admin(
      'GET',
      `/api/orden-compra?buscar=${encodeURIComponent(razon.toLowerCase())}&empresa_id=${estacion}&limite=50`,
    );
    expect(porProveedor.statusCode, porProveedor.body).toBe(200);
    const filas = porProveedor.json().data as { id: number; proveedor: string }[];
    expect(filas.map((f) => f.id)).toContain(creada.id);
    expect(filas.every((f) => f.proveedor === razon)).toBe(true);
    const ninguno = await admin(
      'GET',
      `/api/orden-compra?buscar=${encodeURIComponent(`${otro!.razon_social} sin coincidencias`)}&limite=50`,
    );
    expect(ninguno.json().data).toEqual([]);
    expect(ninguno.json().paginacion.total).toBe(0);
  });
});
