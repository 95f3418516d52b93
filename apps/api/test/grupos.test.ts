import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_GRUPO as G } from '@eds/contracts/configuracion/grupos';
import { fila, filas } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/** Groups (SCREENS.md G09): CRUD(grupo) and grupo/select/v2/{tipo}/{id}. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
});
afterAll(async () => t.cerrar());

describe('groups', () => {
  it('creates a typed group with members of the business, lists it and serves it through grupo/select/v2', async () => {
    const vacio = await admin('POST', '/api/grupo', { empresa_id: ids.raiz, tipo: 'PRODUCTOS', nombre: ' ' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores[0]).toEqual({ campo: 'nombre', mensaje: MENSAJES.campoObligatorio });

    const productos = await filas<{ id: number }>(
      t.database.db,
      sql`SELECT p.id FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id WHERE e.id = ${ids.raiz} ORDER BY p.id LIMIT 3`,
    );
    const miembros = productos.map((p) => p.id);
    const r = await admin('POST', '/api/grupo', { empresa_id: ids.raiz, tipo: 'PRODUCTOS', nombre: 'combustibles líquidos', miembros });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(C.creado);
    const id = r.json().data.id as number;
    expect(await contar(t.database, `grupos_miembros WHERE grupo_id = ${id}`)).toBe(3);

    const repetido = await admin('POST', '/api/grupo', { empresa_id: ids.raiz, tipo: 'PRODUCTOS', nombre: 'COMBUSTIBLES LÍQUIDOS' });
    expect(repetido.json().mensaje).toBe(G.nombreRepetido);

    const lista = await admin('GET', `/api/grupo/empresa/${ids.raiz}?buscar=liquidos&tipo=PRODUCTOS`);
    expect(lista.statusCode).toBe(200);
    const select = await admin('GET', `/api/grupo/select/v2/productos/${ids.raiz}`);
    expect(select.json().data).toContainEqual({ id, nombre: 'COMBUSTIBLES LÍQUIDOS', miembros });
    // The demo's own group of stations.
    const estaciones = (await admin('GET', `/api/grupo/select/v2/ESTACIONES/${ids.raiz}`)).json().data;
    expect(estaciones).toEqual([{ id: expect.any(Number), nombre: 'ESTACIONES COSTA CARIBE', miembros: expect.any(Array) }]);
    expect(estaciones[0].miembros).toHaveLength(3);
    expect(estaciones[0].miembros).toContain(ids.barranquilla);
    expect((await admin('GET', `/api/grupo/select/v2/OTROS/${ids.raiz}`)).statusCode).toBe(400);
  });

  it('edits, inactivates (leaving select/v2) and deletes; refuses members of another business', async () => {
    const r = await admin('POST', '/api/grupo', {
      empresa_id: ids.raiz,
      tipo: 'ESTACIONES',
      nombre: 'Costa',
      miembros: [ids.barranquilla],
    });
    const id = r.json().data.id as number;
    const editado = await admin('PUT', '/api/grupo', {
      id,
      empresa_id: ids.raiz,
      tipo: 'ESTACIONES',
      nombre: 'Costa Caribe',
      miembros: [ids.barranquilla, ids.cartagena],
    });
    expect(editado.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/grupo/${id}`)).json().data).toMatchObject({ nombre: 'COSTA CARIBE', total_miembros: 2, estado: 'A' });

    const otro = await crearOtroNegocio(t.database);
    const ajeno = await admin('PUT', '/api/grupo', {
      id,
      empresa_id: ids.raiz,
      tipo: 'ESTACIONES',
      nombre: 'Costa Caribe',
      miembros: [otro.estacionId],
    });
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().mensaje).toBe(G.miembroNoValido);

    expect((await admin('PUT', `/api/grupo/${id}/I`)).json().mensaje).toBe(C.inactivado);
    const activos = (await admin('GET', `/api/grupo/select/v2/ESTACIONES/${ids.raiz}`)).json().data;
    expect(activos.map((g: { id: number }) => g.id)).not.toContain(id);
    expect((await admin('DELETE', `/api/grupo/${id}`)).json().mensaje).toBe(C.eliminado);
    expect(await fila(t.database.db, sql`SELECT id FROM grupos WHERE id = ${id}`)).toBeUndefined();
    expect(await contar(t.database, `auditoria WHERE tabla = 'grupos' AND registro_id = '${id}'`)).toBeGreaterThanOrEqual(3);
  });

  it('keeps groups within the scope: another business and users without the letter are refused', async () => {
    const otro = await crearOtroNegocio(t.database);
    expect((await admin('GET', `/api/grupo/empresa/${otro.raizId}`)).statusCode).toBe(403);
    expect((await admin('GET', `/api/grupo/select/v2/PRODUCTOS/${otro.raizId}`)).statusCode).toBe(403);
    expect((await admin('POST', '/api/grupo', { empresa_id: otro.raizId, tipo: 'PRODUCTOS', nombre: 'X' })).statusCode).toBe(403);
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('POST', '/api/grupo', {})).statusCode).toBe(403);
    expect((await consulta('GET', `/api/grupo/empresa/${ids.raiz}`)).statusCode).toBe(403);
  });
});
