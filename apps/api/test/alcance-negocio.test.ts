import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMERCIAL } from '@eds/contracts/comercial';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { CLAVE_DEMO, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

/**
 * Issue 9, item 5: scope holes inside one business. A special price for every station reaches stations a station
 * user does not manage; an island, pump or warehouse edited with another station's id used to move (or half move)
 * to it, leaving its stock, hoses and shifts behind.
 */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let deEstacion: ReturnType<typeof conToken>;
let estacion: number;
let otra: number;
let diesel: number;
beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  const db = t.database.db;
  estacion = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 1`))!.id;
  otra = (await fila<{ id: number }>(db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id OFFSET 1 LIMIT 1`))!.id;
  diesel = (await fila<{ id: number }>(db, sql`SELECT id FROM productos WHERE codigo = 'COMB-003'`))!.id;
  // A station's user holding every letter (the superadmin profile), so only the company level tells it apart.
  const perfil = (await fila<{ id: number }>(db, sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`))!.id;
  const negocio = (await fila<{ negocio_id: number }>(db, sql`SELECT negocio_id FROM empresas WHERE id = ${estacion}`))!.negocio_id;
  const clave = await hashClave(CLAVE_DEMO);
  await db.transaction((tx) =>
    crearUsuario(tx, {
      negocioId: negocio,
      empresaId: estacion,
      usuario: 'JEFEPISTA',
      tipo: 5,
      perfil,
      clave,
      identificacion: '1000000077',
      nombres: 'JUAN',
      apellidos: 'PISTA',
      correo: 'jefepista@combustiblesandinos.com.co',
      telefono: '3000000077',
      ciudad: 8001,
      departamento: 8,
    }),
  );
  deEstacion = conToken(t.app, (await ingresar(t.app, 'JEFEPISTA')).token);
});
afterAll(async () => t.cerrar());

describe('special prices for every station', () => {
  it('need a business-level user to be created, inactivated or deleted; a station user manages its own station’s', async () => {
    const paraTodas = {
      producto_id: diesel,
      cliente_id: null,
      flota_id: null,
      empresa_id: null,
      precio: 10_400,
      fecha_inicio: '2026-01-01',
    };
    const cliente = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM clientes WHERE tipo = 'CREDITO' ORDER BY id LIMIT 1`))!
      .id;
    const antes = (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM precios_especiales`))!.n;
    const negado = await deEstacion('POST', '/api/producto/precio-especial', { ...paraTodas, cliente_id: cliente });
    expect(negado.statusCode).toBe(403);
    expect(negado.json().mensaje).toBe(MENSAJES_COMERCIAL.precioEspecialTodasEstaciones);
    expect((await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM precios_especiales`))!.n).toBe(antes);

    const propio = await deEstacion('POST', '/api/producto/precio-especial', { ...paraTodas, cliente_id: cliente, empresa_id: estacion });
    expect(propio.statusCode, propio.body).toBe(200);
    const idPropio = propio.json().data.id as number;
    expect((await deEstacion('PUT', `/api/producto/activar-inactivar-precio-especial/${idPropio}/estado/I`)).statusCode).toBe(200);

    const general = await admin('POST', '/api/producto/precio-especial', { ...paraTodas, cliente_id: cliente });
    expect(general.statusCode, general.body).toBe(200);
    const id = general.json().data.id as number;
    for (const [metodo, url] of [
      ['PUT', `/api/producto/activar-inactivar-precio-especial/${id}/estado/I`],
      ['PUT', `/api/producto/eliminar/precio-especial/${id}`],
    ] as const) {
      const r = await deEstacion(metodo, url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES_COMERCIAL.precioEspecialTodasEstaciones);
    }
    expect(await fila(t.database.db, sql`SELECT estado FROM precios_especiales WHERE id = ${id}`)).toEqual({ estado: 'A' });
    expect((await admin('PUT', `/api/producto/eliminar/precio-especial/${id}`)).statusCode).toBe(200);
  });
});

describe('forecourt equipment never changes station on edit', () => {
  it('refuses to move a warehouse (tank) to another station, and leaves it where it was', async () => {
    const tanque = (await fila<{
      id: number;
      codigo: string;
      descripcion: string;
      producto_id: number;
      capacidad: string;
      volumen_minimo: string;
    }>(
      t.database.db,
      sql`SELECT id, codigo, descripcion, producto_id, capacidad, volumen_minimo FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'TANQUE' ORDER BY id LIMIT 1`,
    ))!;
    const cuerpo = {
      id: tanque.id,
      codigo: tanque.codigo,
      descripcion: tanque.descripcion,
      tipo: 'TANQUE',
      producto_id: tanque.producto_id,
      capacidad: Number(tanque.capacidad),
      volumen_minimo: Number(tanque.volumen_minimo),
    };
    const r = await admin('PUT', '/api/bodega', { ...cuerpo, empresa_id: otra });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ mensaje: M.noCambiaEstacion, errores: [{ campo: 'empresa_id', mensaje: M.noCambiaEstacion }] });
    expect(await fila(t.database.db, sql`SELECT empresa_id FROM bodegas WHERE id = ${tanque.id}`)).toEqual({ empresa_id: estacion });
    // Within its station the edit goes through.
    const bien = await admin('PUT', '/api/bodega', { ...cuerpo, empresa_id: estacion, descripcion: 'TANQUE EDITADO' });
    expect(bien.statusCode, bien.body).toBe(200);
  });

  it('refuses to move a pump onto another station’s island, and leaves pump and hoses where they were', async () => {
    const db = t.database.db;
    // New islands (no shift open on them, which would freeze their pumps) and a pump with one hose.
    const isla = async (empresa_id: number, codigo: string) =>
      (await admin('POST', '/api/isla', { empresa_id, codigo, descripcion: `ISLA ${codigo}` })).json().data.id as number;
    const propia = await isla(estacion, 'Z9');
    const islaAjena = await isla(otra, 'Z8');
    const tanque = (await fila<{ id: number; producto_id: number }>(
      db,
      sql`SELECT id, producto_id FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'TANQUE' ORDER BY id LIMIT 1`,
    ))!;
    const creado = await admin('POST', '/api/surtidor', {
      empresa_id: estacion,
      isla_id: propia,
      numero: 95,
      protocolo: 'GILBARCO',
      direccion: 60,
      caras: 2,
      mangueras: [{ numero: 1, cara: 1, producto_id: tanque.producto_id, bodega_id: tanque.id, lectura_inicial: 0 }],
    });
    expect(creado.statusCode, creado.body).toBe(200);
    const surtidor = { id: creado.json().data.id as number, isla_id: propia, numero: 95, protocolo: 'GILBARCO', direccion: 60, caras: 2 };
    const r = await admin('PUT', '/api/surtidor', {
      id: surtidor.id,
      empresa_id: otra,
      isla_id: islaAjena,
      numero: 97,
      protocolo: surtidor.protocolo,
      direccion: surtidor.direccion,
      caras: surtidor.caras,
      mangueras: [],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual([{ campo: 'empresa_id', mensaje: M.noCambiaEstacion }]);
    expect(await fila(db, sql`SELECT empresa_id, isla_id, numero FROM surtidores WHERE id = ${surtidor.id}`)).toEqual({
      empresa_id: estacion,
      isla_id: surtidor.isla_id,
      numero: surtidor.numero,
    });
    const mangueras = await fila<{ ajenas: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE empresa_id <> ${estacion})::int AS ajenas FROM mangueras WHERE surtidor_id = ${surtidor.id}`,
    );
    expect(mangueras!.ajenas).toBe(0);
  });

  it('refuses to move an island, and checks its code against the islands of its own station', async () => {
    const db = t.database.db;
    const [isla, hermana] = await filas<{ id: number; codigo: string; descripcion: string }>(
      db,
      sql`SELECT id, codigo, descripcion FROM islas WHERE empresa_id = ${estacion} ORDER BY id LIMIT 2`,
    );
    expect(hermana).toBeDefined();
    // Another station's id with a code free there but taken in the island's own station.
    const movida = await admin('PUT', '/api/isla', {
      id: isla.id,
      empresa_id: otra,
      codigo: hermana.codigo,
      descripcion: isla.descripcion,
    });
    expect(movida.statusCode).toBe(400);
    expect(movida.json().errores).toEqual([{ campo: 'empresa_id', mensaje: M.noCambiaEstacion }]);
    const repetida = await admin('PUT', '/api/isla', {
      id: isla.id,
      empresa_id: estacion,
      codigo: hermana.codigo,
      descripcion: isla.descripcion,
    });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errores).toEqual([{ campo: 'codigo', mensaje: M.codigoRepetido }]);
    expect(await fila(db, sql`SELECT empresa_id, codigo FROM islas WHERE id = ${isla.id}`)).toEqual({
      empresa_id: estacion,
      codigo: isla.codigo,
    });
  });
});
