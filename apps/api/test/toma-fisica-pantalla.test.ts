import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * The physical count as the stock screen works it (SCREENS G14 "Inventario de productos"): the screen finds the
 * warehouse's open count to resume it, and the demo's goods carry barcodes a scan counts.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let bodega: number;
let otraBodega: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  const bodegas = await fila<{ a: number; b: number }>(
    db(),
    sql`SELECT min(id) FILTER (WHERE tipo = 'CANASTILLA') AS a, max(id) FILTER (WHERE tipo = 'CANASTILLA') AS b FROM bodegas`,
  );
  bodega = bodegas!.a;
  otraBodega = bodegas!.b;
});
afterAll(async () => t.cerrar());

describe('resuming a physical count', () => {
  it('answers the open count of a warehouse, none once adjusted, and scans a demo barcode into it', async () => {
    const nada = await admin('GET', `/api/inventario/bodega/${bodega}/toma-abierta`);
    expect(nada.statusCode, nada.body).toBe(200);
    expect(nada.json().data).toBeNull();

    const id = (await admin('POST', '/api/inventario/toma-fisica', { bodega_id: bodega, tipo_negocio: 'S' })).json().data.id as number;
    const abierta = await admin('GET', `/api/inventario/bodega/${bodega}/toma-abierta`);
    expect(abierta.json().data).toEqual({ id });
    expect((await admin('GET', `/api/inventario/bodega/${otraBodega}/toma-abierta`)).json().data).toBeNull();

    // CAN-001 carries an EAN-13 barcode: two scans count two units.
    const producto = await fila<{ id: number; barras: string }>(
      db(),
      sql`SELECT id, codigos_barras[1] AS barras FROM productos WHERE codigo = 'CAN-001'`,
    );
    expect(producto!.barras).toMatch(/^\d{13}$/);
    for (let i = 0; i < 2; i++) {
      const r = await admin('PUT', `/api/inventario/toma-fisica/${id}/conteo`, {
        lineas: [{ codigo_barras: producto!.barras, cantidad: 1, sumar: true }],
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const contada = await fila<{ cantidad_contada: string }>(
      db(),
      sql`SELECT cantidad_contada::text FROM tomas_fisicas_detalles WHERE toma_id = ${id} AND producto_id = ${producto!.id}`,
    );
    expect(Number(contada!.cantidad_contada)).toBe(2);

    expect((await admin('POST', `/api/inventario/toma-fisica/${id}/ajuste`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/inventario/bodega/${bodega}/toma-abierta`)).json().data).toBeNull();
  });

  it('refuses a warehouse that does not exist', async () => {
    const r = await admin('GET', '/api/inventario/bodega/999999/toma-abierta');
    expect(r.statusCode).toBe(404);
    expect(r.json().mensaje).toBe(MENSAJES.recursoNoEncontrado);
  });
});
