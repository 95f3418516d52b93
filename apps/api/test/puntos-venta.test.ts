import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_PUNTO_VENTA as M } from '@eds/contracts/puntos-venta';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/** SCREENS.md G02 "Punto de venta" (Canastillas y kioscos): CRUD(punto-venta), its references' rules and scope. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let lector: ReturnType<typeof conToken>;
let bodegaCanastilla: number;
let bodegaKiosco: number;
let bodegaCartagena: number;
let equipoCanastilla: number;
let equipoCombustible: number;
let responsable: number;

const usuarioPuntos = (usuario: string, empresaId: number, letras: string) =>
  usuarioConModulos(t, usuario, empresaId, ['GESTION CANASTILLAS'], letras);

const idDe = async (consulta: ReturnType<typeof sql>) => (await fila<{ id: number }>(t.database.db, consulta))!.id;

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  estacion = await usuarioPuntos('PUNTOSEDS', ids.barranquilla, 'RCUE');
  lector = await usuarioPuntos('PUNTOSLEE', ids.barranquilla, 'R');
  // Warehouses of their own for the test: the demo's store warehouse already has its active point.
  bodegaCanastilla = await idDe(
    sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${ids.barranquilla}, 'PV-CAN', 'CANASTILLA PRUEBA', 'CANASTILLA') RETURNING id`,
  );
  bodegaKiosco = await idDe(
    sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${ids.barranquilla}, 'PV-KIO', 'KIOSCO PRUEBA', 'KIOSCO') RETURNING id`,
  );
  bodegaCartagena = await idDe(
    sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${ids.cartagena}, 'PV-CAN', 'CANASTILLA CARTAGENA', 'CANASTILLA') RETURNING id`,
  );
  equipoCanastilla = await idDe(sql`SELECT id FROM equipos WHERE empresa_id = ${ids.barranquilla} AND 'S' = ANY(tipos_negocio) LIMIT 1`);
  equipoCombustible = await idDe(
    sql`SELECT id FROM equipos WHERE empresa_id = ${ids.barranquilla} AND tipos_negocio = '{C}' AND tipo = 'POS' LIMIT 1`,
  );
  responsable = await idDe(sql`SELECT id FROM personas WHERE empresas_id = ${ids.barranquilla} AND estado = 'A' ORDER BY id LIMIT 1`);
});
afterAll(async () => t.cerrar());

const punto = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.barranquilla,
  nombre: 'Tienda de prueba',
  tipo: 'S',
  bodega_id: bodegaCanastilla,
  equipos: [equipoCanastilla],
  responsable_id: responsable,
  ...extra,
});

describe('Puntos de venta (G02)', () => {
  it('creates a store point with its device and responsible, lists it, finds it and reads it', async () => {
    const antes = await contar(t.database, 'puntos_venta');
    const vacio = await estacion('POST', '/api/punto-venta', { empresa_id: ids.barranquilla, equipos: [] });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores.map((e: { campo: string }) => e.campo)).toEqual(expect.arrayContaining(['nombre', 'tipo', 'bodega_id']));
    expect(await contar(t.database, 'puntos_venta')).toBe(antes);

    const r = await estacion('POST', '/api/punto-venta', punto());
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(M.guardado);
    const id = r.json().data.id as number;
    const guardado = await fila<{ nombre: string; tipo: string; responsable_id: number }>(
      t.database.db,
      sql`SELECT nombre, tipo, responsable_id FROM puntos_venta WHERE id = ${id}`,
    );
    expect(guardado).toEqual({ nombre: 'Tienda de prueba', tipo: 'S', responsable_id: responsable });
    const equipos = await filas<{ equipo_id: number }>(
      t.database.db,
      sql`SELECT equipo_id FROM puntos_venta_equipos WHERE punto_venta_id = ${id}`,
    );
    expect(equipos.map((e) => e.equipo_id)).toEqual([equipoCanastilla]);

    const lista = await lector('GET', `/api/punto-venta/empresa/${ids.barranquilla}?buscar=prueba`);
    expect(lista.statusCode).toBe(200);
    const fila0 = lista.json().data.find((f: { id: number }) => f.id === id);
    expect(fila0).toMatchObject({
      nombre: 'Tienda de prueba',
      codigo: 'Tienda de prueba',
      estacion: 'EDS BARRANQUILLA CENTRO',
      bodega: 'CANASTILLA PRUEBA',
    });
    expect(fila0.equipos).toEqual([equipoCanastilla]);
    expect(fila0.responsable).toBeTruthy();
    expect((await lector('GET', `/api/punto-venta/${id}`)).json().data.id).toBe(id);
  });

  it('refuses references of another type or station, on their fields, and writes nothing', async () => {
    const antes = await contar(t.database, 'puntos_venta');
    const casos: [Record<string, unknown>, string, string][] = [
      [{ bodega_id: bodegaKiosco }, 'bodega_id', M.bodegaNoValida],
      [{ bodega_id: bodegaCartagena }, 'bodega_id', M.bodegaNoValida],
      [{ equipos: [equipoCombustible] }, 'equipos', M.equipoNoValido],
      [{ responsable_id: ids.personaSuperadmin }, 'responsable_id', M.responsableNoValido],
    ];
    for (const [extra, campo, mensaje] of casos) {
      const r = await estacion('POST', '/api/punto-venta', punto({ nombre: 'Otra tienda', ...extra }));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(r.json().mensaje).toBe(mensaje);
      expect(r.json().errores).toEqual([{ campo, mensaje }]);
    }
    expect(await contar(t.database, 'puntos_venta')).toBe(antes);
  });

  it('allows one active point per station, type and warehouse; an inactive one leaves room and cannot come back', async () => {
    const primero = (
      await admin('POST', '/api/punto-venta', punto({ nombre: 'Kiosco A', tipo: 'K', bodega_id: bodegaKiosco, equipos: [] }))
    ).json().data.id as number;
    const repetido = await admin(
      'POST',
      '/api/punto-venta',
      punto({ nombre: 'Kiosco B', tipo: 'K', bodega_id: bodegaKiosco, equipos: [] }),
    );
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(M.yaExisteActivo);

    const inactivar = await estacion('PUT', `/api/punto-venta/${primero}/I`);
    expect(inactivar.statusCode).toBe(200);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    const segundo = await admin('POST', '/api/punto-venta', punto({ nombre: 'Kiosco B', tipo: 'K', bodega_id: bodegaKiosco, equipos: [] }));
    expect(segundo.statusCode).toBe(200);
    const reactivar = await estacion('PUT', `/api/punto-venta/${primero}/A`);
    expect(reactivar.statusCode).toBe(400);
    expect(reactivar.json().mensaje).toBe(M.yaExisteActivo);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM puntos_venta WHERE id = ${primero}`))!.estado).toBe('I');
  });

  it('edits name, devices and responsible; the station never changes', async () => {
    const bodega = await idDe(
      sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${ids.barranquilla}, 'PV-CA2', 'CANASTILLA DOS', 'CANASTILLA') RETURNING id`,
    );
    const propio = (await estacion('POST', '/api/punto-venta', punto({ nombre: 'Para editar', bodega_id: bodega, equipos: [] }))).json()
      .data.id as number;
    const actual = (await estacion('GET', `/api/punto-venta/${propio}`)).json().data;
    const r = await estacion('PUT', '/api/punto-venta', {
      ...punto({ bodega_id: actual.bodega_id }),
      id: propio,
      empresa_id: ids.cartagena,
      nombre: 'Editado',
      equipos: [equipoCanastilla],
      responsable_id: null,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(M.editado);
    const guardado = await fila<{ nombre: string; empresa_id: number; responsable_id: number | null }>(
      t.database.db,
      sql`SELECT nombre, empresa_id, responsable_id FROM puntos_venta WHERE id = ${propio}`,
    );
    expect(guardado).toEqual({ nombre: 'Editado', empresa_id: ids.barranquilla, responsable_id: null });
  });

  it('keeps a station user to its own station and to its letters', async () => {
    const ajeno = (
      await admin(
        'POST',
        '/api/punto-venta',
        punto({ empresa_id: ids.cartagena, bodega_id: bodegaCartagena, equipos: [], responsable_id: null }),
      )
    ).json().data.id as number;
    expect((await estacion('GET', `/api/punto-venta/empresa/${ids.cartagena}`)).statusCode).toBe(403);
    expect((await estacion('GET', `/api/punto-venta/${ajeno}`)).statusCode).toBe(404);
    expect((await estacion('PUT', `/api/punto-venta/${ajeno}/I`)).statusCode).toBe(404);
    expect((await estacion('GET', `/api/punto-venta/opciones/empresa/${ids.cartagena}`)).statusCode).toBe(403);
    const crearAjeno = await estacion(
      'POST',
      '/api/punto-venta',
      punto({ empresa_id: ids.cartagena, bodega_id: bodegaCartagena, equipos: [] }),
    );
    expect(crearAjeno.statusCode).toBe(403);
    expect(crearAjeno.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    // The list under the business answers only the station's own points.
    const todos = (await estacion('GET', `/api/punto-venta/empresa/${ids.barranquilla}?limite=100`)).json().data as {
      empresa_id: number;
    }[];
    expect(todos.every((f) => f.empresa_id === ids.barranquilla)).toBe(true);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM puntos_venta WHERE id = ${ajeno}`))!.estado).toBe('A');

    expect((await lector('POST', '/api/punto-venta', punto({ nombre: 'Sin permiso' }))).statusCode).toBe(403);
    expect((await lector('PUT', `/api/punto-venta/${ajeno}/I`)).statusCode).toBe(403);
  });

  it('offers the form the station own warehouses, devices, resolutions and staff', async () => {
    const r = await estacion('GET', `/api/punto-venta/opciones/empresa/${ids.barranquilla}`);
    expect(r.statusCode).toBe(200);
    const o = r.json().data;
    expect(o.bodegas.map((b: { tipo: string }) => b.tipo).every((x: string) => x === 'CANASTILLA' || x === 'KIOSCO')).toBe(true);
    expect(o.bodegas.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([bodegaCanastilla, bodegaKiosco]));
    expect(o.bodegas.map((b: { id: number }) => b.id)).not.toContain(bodegaCartagena);
    expect(o.equipos.map((e: { id: number }) => e.id)).toContain(equipoCanastilla);
    expect(o.equipos.map((e: { id: number }) => e.id)).not.toContain(equipoCombustible);
    expect(o.responsables.map((p: { id: number }) => p.id)).toContain(responsable);
  });

  it('the demo stations have their store point with its device', async () => {
    const demo = await fila<{ nombre: string; n: number }>(
      t.database.db,
      sql`SELECT pv.nombre, (SELECT count(*)::int FROM puntos_venta_equipos pe WHERE pe.punto_venta_id = pv.id) AS n
            FROM puntos_venta pv JOIN bodegas b ON b.id = pv.bodega_id WHERE pv.empresa_id = ${ids.bogota} AND b.codigo = 'BOD-CAN'`,
    );
    expect(demo).toEqual({ nombre: 'TIENDA', n: 1 });
  });
});
