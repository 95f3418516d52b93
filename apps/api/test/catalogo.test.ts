import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { tokenAdmin } from './pos-fixtures';

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let estacion: number;
let otraEstacion: number;
beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, await tokenAdmin(t.app));
  // ADMINEDS works at the first demo station (by id).
  const primera = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 1`);
  const segunda = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id OFFSET 1 LIMIT 1`);
  estacion = primera!.id;
  otraEstacion = segunda!.id;
});
afterAll(async () => t.cerrar());

type Fila = Record<string, unknown>;
const datos = async (url: string) => {
  const r = await admin('GET', url);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: Fila[] }>().data;
};

describe('Century lookups', () => {
  it('lists products by company, type and business types, and what the station sells with its price', async () => {
    const combustibles = await datos(`/api/producto/empresa/${estacion}/tipo/21/C`);
    expect(combustibles.map((p) => p.descripcion)).toEqual(
      expect.arrayContaining(['GASOLINA CORRIENTE', 'ACPM DIESEL', 'GAS NATURAL VEHICULAR']),
    );
    expect(combustibles.every((p) => p.tipo_producto_id === 21)).toBe(true);
    const tienda = await datos(`/api/producto/empresa/${estacion}/tipo/20/S,K`);
    expect(tienda.length).toBeGreaterThan(20);
    expect(tienda[0]).toHaveProperty('impuestos');
    // GNV has no price at the demo stations: the station's own list leaves it out.
    const vendidos = await datos(`/api/producto/empresa-final/${estacion}/tipo/21/C`);
    expect(vendidos.map((p) => p.descripcion)).not.toContain('GAS NATURAL VEHICULAR');
    expect(Number(vendidos[0].precio)).toBeGreaterThan(1000);
    const porDefecto = await datos(`/api/producto/empresa-final/${estacion}/tipo/0`);
    expect(porDefecto.every((p) => (p.tipos_negocio as string[]).some((n) => n === 'S' || n === 'K'))).toBe(true);
    const malo = await admin('GET', `/api/producto/empresa/${estacion}/tipo/21/X`);
    expect(malo.statusCode).toBe(400);
  });

  it('answers payment methods, taxes, suppliers, fleets, lenders, workshops and verifiers of the business', async () => {
    const medios = await datos(`/api/medio-pago/select/${estacion}`);
    expect(medios.map((m) => m.categoria_conciliacion)).toEqual(
      expect.arrayContaining(['CONTADO', 'CREDITO', 'PRIVADA', 'CONSUMO INTERNO', 'OTROS MEDIOS DE PAGOS']),
    );
    const impuestos = await datos(`/api/impuesto/select/empresa/${estacion}/0`);
    expect(impuestos.find((i) => i.codigo === 'IVA19')).toMatchObject({ porcentaje_valor: '%', codigo_dian: '01' });
    expect((await datos(`/api/proveedor/empresa/select/${estacion}`)).length).toBeGreaterThan(3);
    expect((await datos(`/api/proveedor/empresa/select/${estacion},${otraEstacion}/superadmin`)).length).toBeGreaterThan(3);
    const flotas = await datos(`/api/flota/select/${estacion}`);
    expect(flotas.some((f) => f.propia === true)).toBe(true);
    expect((await datos(`/api/financiera/select/${estacion}`)).length).toBe(3);
    // The workshop whose authorisation expired is not offered.
    expect((await datos(`/api/taller/select/${estacion}`)).map((x) => x.codigo)).toEqual(expect.not.arrayContaining(['TALL03']));
    expect((await datos(`/api/verificadora/select/${estacion}`)).length).toBe(2);
  });

  it('answers warehouses, one warehouse with its chart, and the forecourt', async () => {
    const bodegas = await datos(`/api/bodega/select/empresa/${estacion}`);
    const tanque = bodegas.find((b) => b.tipo === 'TANQUE')!;
    // numeric columns travel as numbers (decision 013).
    expect(tanque).toMatchObject({ capacidad: expect.any(Number), volumen_minimo: expect.any(Number), producto: expect.any(String) });
    expect(bodegas.some((b) => b.tipo === 'CANASTILLA')).toBe(true);
    const una = await admin('GET', `/api/bodega/${tanque.id as number}`);
    expect(una.json().data.aforo.puntos.length).toBeGreaterThan(10);
    const config = await datos(`/api/surtidor/configuracion-eds/${estacion}`);
    expect(config.length).toBeGreaterThanOrEqual(2);
    const surtidores = config[0].surtidores as { mangueras: { producto: string; bodega_id: number }[] }[];
    expect(surtidores[0].mangueras.length).toBeGreaterThan(2);
  });

  it('answers the station devices with their connection state and the disconnected ones', async () => {
    const equipos = await datos(`/api/equipo/select/empresa/${estacion}`);
    expect(equipos.length).toBeGreaterThanOrEqual(3);
    expect(equipos[0]).toHaveProperty('conectado');
    expect(equipos[0]).not.toHaveProperty('token_hash');
    const r = await admin('POST', '/api/equipo/select/equipos-desconectados', {});
    expect(r.statusCode).toBe(200);
    const desconectados = r.json<{ data: Fila[] }>().data;
    expect(desconectados.length).toBeGreaterThanOrEqual(2);
    const propios = await admin('POST', '/api/equipo/select/equipos-desconectados', { empresas: [otraEstacion], minutos: 60 });
    expect(propios.json<{ data: Fila[] }>().data.every((e) => e.empresa_id === otraEstacion)).toBe(true);
  });

  it('answers the active purchase orders in mensaje, as the specification reads them', async () => {
    const r = await admin('GET', `/api/movimiento/orden-compra-activa/${estacion}`);
    expect(r.statusCode).toBe(200);
    expect(Array.isArray(r.json().mensaje)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the POS calls with their item schema, device security and 200/206 answers', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = r.json();
    for (const ruta of ['ventas', 'lecturas-tanque', 'lecturas-manguera', 'turnos/apertura', 'turnos/cierre', 'calibraciones', 'sobres']) {
      const post = doc.paths[`/api/pos/v1/${ruta}`].post;
      expect(post.security).toEqual([{ equipo: [] }]);
      expect(Object.keys(post.responses)).toEqual(['200', '206', '400', '401', '403', '404']);
    }
    const cuerpo = doc.paths['/api/pos/v1/ventas'].post.requestBody.content['application/json'].schema;
    expect(cuerpo.properties.ventas.maxItems).toBe(500);
    expect(Object.keys(cuerpo.properties.ventas.items.properties)).toEqual(
      expect.arrayContaining(['uuid', 'fecha', 'tipo_negocio', 'detalles', 'medios_pago', 'factura']),
    );
    expect(doc.paths['/api/equipo/{id}/token'].post).toBeDefined();
    expect(doc.paths['/api/equipo/{id}/token'].delete).toBeDefined();
  });
});

describe('scope and permissions', () => {
  it('refuses a station outside the user scope', async () => {
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    expect((await eds('GET', `/api/bodega/select/empresa/${estacion}`)).statusCode).toBe(200);
    const fuera = await eds('GET', `/api/bodega/select/empresa/${otraEstacion}`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await eds('GET', `/api/equipo/select/empresa/${otraEstacion}`)).statusCode).toBe(403);
    expect((await eds('GET', `/api/producto/empresa/${otraEstacion}/tipo/21/C`)).statusCode).toBe(403);
    // Catalogue lists name the business through a company of the scope (taken from the session): another station's
    // id is refused, alone or among the caller's own.
    for (const ruta of [`/api/medio-pago/select/${otraEstacion}`, `/api/proveedor/empresa/select/${estacion},${otraEstacion}/superadmin`]) {
      const r = await eds('GET', ruta);
      expect(r.statusCode).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    }
    expect((await eds('GET', `/api/medio-pago/select/${estacion}`)).json().data.length).toBeGreaterThan(0);
  });

  it('issues and revokes device tokens only with the GESTION EQUIPOS grant', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const equipo = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM equipos WHERE empresa_id = ${estacion} ORDER BY id LIMIT 1`,
    );
    const r = await consulta('POST', `/api/equipo/${equipo!.id}/token`);
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    const sinEquipo = await admin('POST', '/api/equipo/999999/token');
    expect(sinEquipo.statusCode).toBe(404);
    expect(sinEquipo.json().mensaje).toBe(M.equipoNoExiste);
    const token = await admin('POST', `/api/equipo/${equipo!.id}/token`);
    expect(token.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guardado = await fila<{ token_hash: string }>(t.database.db, sql`SELECT token_hash FROM equipos WHERE id = ${equipo!.id}`);
    expect(guardado!.token_hash).not.toBe(token.json().data.token);
    expect(guardado!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('registers a device and refuses bad input with field messages, writing nothing', async () => {
    const isla = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM islas WHERE empresa_id = ${estacion} LIMIT 1`);
    const antes = await contar(t.database, 'equipos');
    const malo = await admin('POST', '/api/equipo', {
      empresa_id: estacion,
      alias: '',
      tipo: 'POS',
      serial: 'X',
      identificador_dispositivo: 'D',
      tipos_negocio: ['C'],
      ip: '999.1.1.1',
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores.map((x: { campo: string }) => x.campo)).toEqual(expect.arrayContaining(['alias', 'ip']));
    expect(await contar(t.database, 'equipos')).toBe(antes);
    const bien = await admin('POST', '/api/equipo', {
      empresa_id: estacion,
      alias: 'pos nuevo',
      tipo: 'POS',
      serial: 'sn-nuevo-1',
      isla_id: isla!.id,
      identificador_dispositivo: 'DEV-NUEVO',
      tipos_negocio: ['C'],
    });
    expect(bien.statusCode).toBe(200);
    expect(bien.json().mensaje).toBe(M.dispositivosGuardados);
    const repetido = await admin('POST', '/api/equipo', {
      empresa_id: estacion,
      alias: 'OTRO',
      tipo: 'POS',
      serial: 'SN-NUEVO-1',
      identificador_dispositivo: 'DEV-2',
      tipos_negocio: ['S'],
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(M.serialRepetido);
    const auditado = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria WHERE tabla = 'equipos' AND accion = 'INSERT' AND usuarios_id IS NOT NULL`,
    );
    expect(auditado!.n).toBe(1);
  });

  it('keeps a tank product frozen while it holds stock and a hose on the fuel of its tank', async () => {
    const tanque = await fila<{ id: number; producto_id: number; codigo: string }>(
      t.database.db,
      sql`SELECT id, producto_id, codigo FROM bodegas WHERE empresa_id = ${estacion} AND tipo = 'TANQUE' ORDER BY id LIMIT 1`,
    );
    const otroCombustible = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM productos WHERE tipo_producto_id = 21 AND id <> ${tanque!.producto_id} LIMIT 1`,
    );
    const cambio = await admin('PUT', '/api/bodega', {
      id: tanque!.id,
      empresa_id: estacion,
      codigo: tanque!.codigo,
      descripcion: 'TANQUE',
      tipo: 'TANQUE',
      producto_id: otroCombustible!.id,
      capacidad: 12000,
      volumen_minimo: 900,
    });
    expect(cambio.statusCode).toBe(400);
    expect(cambio.json().mensaje).toBe(M.tanqueConExistencias);
    const minimo = await admin('POST', '/api/bodega', {
      empresa_id: estacion,
      codigo: 'TQ-NEW',
      descripcion: 'TANQUE NUEVO',
      tipo: 'TANQUE',
      producto_id: otroCombustible!.id,
      capacidad: 1000,
      volumen_minimo: 1000,
    });
    expect(minimo.statusCode).toBe(400);
    expect(minimo.json().mensaje).toBe('El volumen mínimo debe ser menor que la capacidad');
    const isla = await admin('POST', '/api/isla', { empresa_id: estacion, codigo: 'I9', descripcion: 'isla nueva' });
    expect(isla.statusCode).toBe(200);
    const surtidor = await admin('POST', '/api/surtidor', {
      empresa_id: estacion,
      isla_id: isla.json().data.id,
      numero: 9,
      protocolo: 'GILBARCO 2W',
      direccion: 9,
      caras: 2,
      mangueras: [{ numero: 1, cara: 1, producto_id: otroCombustible!.id, bodega_id: tanque!.id, lectura_inicial: 0 }],
    });
    expect(surtidor.statusCode).toBe(400);
    expect(surtidor.json().mensaje).toBe(M.mangueraProductoTanque);
  });
});
