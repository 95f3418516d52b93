import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMERCIAL as M } from '@eds/contracts/comercial';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let estacion: number;
let otra: number;
let gaseosa: number;
let diesel: number;
let cliente: number;
beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  const db = t.database.db;
  estacion = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 1`))!.id;
  otra = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id OFFSET 1 LIMIT 1`))!.id;
  gaseosa = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'CAN-002'`))!.id;
  diesel = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'COMB-003'`))!.id;
  cliente = (await fila<{ id: number }>(db, sql`SELECT id FROM clientes WHERE tipo = 'CREDITO' ORDER BY id LIMIT 1`))!.id;
});
afterAll(async () => t.cerrar());

const promocion = () => ({
  nombre: 'pague 2 lleve 3 gaseosas',
  tipo: 'PAGUE N LLEVE M',
  valor: 0,
  pague_n: 2,
  lleve_m: 3,
  fecha_inicio: '2026-01-01',
  fecha_fin: '2026-12-31',
  dias: [5, 6],
  hora_inicio: '10:00',
  hora_fin: '22:00',
  tipos_negocio: ['S'],
  productos: [{ producto_id: gaseosa, cantidad: 1 }],
  estaciones: [estacion],
});

describe('promotions', () => {
  it('creates, reads and edits a promotion with its products and stations', async () => {
    const creada = await admin('POST', '/api/promocion/crear-promocion', promocion());
    expect(creada.statusCode).toBe(200);
    expect(creada.json().mensaje).toBe(M.promocionCreada);
    const id = creada.json().data.id as number;
    const detalle = await admin('GET', `/api/promocion/get-detalle-promocion/${id}`);
    expect(detalle.json().data).toMatchObject({
      nombre: 'PAGUE 2 LLEVE 3 GASEOSAS',
      pague_n: 2,
      lleve_m: 3,
      hora_inicio: '10:00',
      dias: [5, 6],
    });
    expect(detalle.json().data.productos[0].producto_id).toBe(gaseosa);
    const editada = await admin('PUT', '/api/promocion/editar-promocion', {
      ...promocion(),
      id,
      estaciones: [estacion, otra],
      fecha_fin: '2027-01-31',
    });
    expect(editada.json().mensaje).toBe(M.promocionEditada);
    const otraVez = await admin('GET', `/api/promocion/get-detalle-promocion/${id}`);
    expect(
      otraVez
        .json()
        .data.estaciones.map((e: { id: number }) => e.id)
        .sort(),
    ).toEqual([estacion, otra].sort());
    expect(otraVez.json().data.fecha_fin).toBe('2027-01-31');
  });

  it('refuses inverted dates and a wrong N/M with field messages, writing nothing', async () => {
    const antes = await contar(t.database, 'promociones');
    const r = await admin('POST', '/api/promocion/crear-promocion', { ...promocion(), fecha_fin: '2025-12-31', lleve_m: 2 });
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'fecha_fin', mensaje: M.fechasInvertidas },
        { campo: 'lleve_m', mensaje: M.lleveMayorQuePague },
      ]),
    );
    expect(await contar(t.database, 'promociones')).toBe(antes);
  });

  it('needs letter C of PROMOCIONES: a station administrator may only read', async () => {
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const r = await eds('POST', '/api/promocion/crear-promocion', promocion());
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
  });
});

describe('special prices', () => {
  it('creates one, lists it at the station with the list price, inactivates and deletes it', async () => {
    const creado = await admin('POST', '/api/producto/precio-especial', {
      producto_id: diesel,
      cliente_id: cliente,
      precio: 10500,
      fecha_inicio: '2026-01-01',
    });
    expect(creado.statusCode).toBe(200);
    const id = creado.json().data.id as number;
    const lista = await admin('GET', `/api/reportes/precios-especiales/empresa/${estacion}/tipo-producto/21/tipo-negocio/C`);
    const fila = (lista.json().data as { id: number; precio: number; precio_lista: number | null }[]).find((x) => x.id === id)!;
    expect(fila.precio).toBe(10_500);
    expect(fila.precio_lista).toBeGreaterThan(10_500);
    const inactivo = await admin('PUT', `/api/producto/activar-inactivar-precio-especial/${id}/estado/I`);
    expect(inactivo.json().mensaje).toBe(M.precioEspecialInactivado);
    const borrado = await admin('PUT', `/api/producto/eliminar/precio-especial/${id}`);
    expect(borrado.json().mensaje).toBe(M.precioEspecialEliminado);
    expect((await admin('PUT', `/api/producto/eliminar/precio-especial/${id}`)).statusCode).toBe(404);
  });

  it('needs a customer, a fleet or a station', async () => {
    const r = await admin('POST', '/api/producto/precio-especial', { producto_id: diesel, precio: 10500, fecha_inicio: '2026-01-01' });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.destinoPrecioEspecial);
  });
});
