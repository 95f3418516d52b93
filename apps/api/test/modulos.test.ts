import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_MODULO as M } from '@eds/contracts/configuracion/modulos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { hacerOperadorPlataforma } from './factories';

/**
 * The module catalogue (SCREENS.md G09, decision 048): list and read with R; label, order and state with U and the
 * platform operator (059); codes, links and parents stay the code's, so guards (MODULO.*) and grants keep working; an inactive module
 * is refused on the next request and its grants come back when it is activated again.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
const db = () => t.database.db;

const modulo = async (descripcion: string) =>
  (await fila<{ id: number; etiqueta: string | null; orden: number; estado: string; modulos_id: number | null }>(
    db(),
    sql`SELECT id, etiqueta, orden, estado, modulos_id FROM modulos WHERE descripcion = ${descripcion}`,
  ))!;
const permisos = async (moduloId: number) =>
  filas<{ perfiles_id: number; asignaciones: string }>(
    db(),
    sql`SELECT perfiles_id, asignaciones FROM perfiles_modulos WHERE modulos_id = ${moduloId} ORDER BY perfiles_id`,
  );

beforeAll(async () => {
  t = await crearApp();
  // The business's administrator is also the platform operator here (decision 059).
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  // The station administrator holds R and U on MODULOS: still not the platform operator.
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RU' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'MODULOS'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RU'`);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
});
afterAll(async () => t?.cerrar());

describe('GET /api/modulo', () => {
  it('lists modules with code, label, link, parent and order, searched and filtered', async () => {
    const r = await admin('GET', '/api/modulo?buscar=remarcacion&limite=10');
    expect(r.statusCode, r.body).toBe(200);
    const remarcacion = (r.json().data as { codigo: string }[]).find((m) => m.codigo === 'REMARCACION');
    expect(remarcacion).toMatchObject({
      codigo: 'REMARCACION',
      descripcion: 'REMARCACION',
      etiqueta: null,
      link: '/acciones/remarcacion',
      tipo: 2,
      padre: 'ACCIONES',
      estado: 'A',
      sistema: false,
    });
    const secciones = await admin('GET', '/api/modulo?tipo=1&limite=100');
    expect((secciones.json().data as { tipo: number; padre_id: number | null }[]).every((m) => m.tipo === 1 && m.padre_id === null)).toBe(
      true,
    );
    const mal = await admin('GET', '/api/modulo?tipo=7');
    expect(mal.statusCode).toBe(400);
    // Reading takes letter R: the consultation user has none.
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('GET', '/api/modulo')).statusCode).toBe(403);
  });
});

describe('PUT /api/modulo', () => {
  it('refuses a bad order and anyone but the platform operator, and stores the label and order of the operator', async () => {
    const antes = await modulo('REMARCACION');
    const negativo = await admin('PUT', '/api/modulo', { id: antes.id, etiqueta: 'x', orden: -1 });
    expect(negativo.statusCode).toBe(400);
    expect(negativo.json().errores).toEqual([{ campo: 'orden', mensaje: MENSAJES.valorNoValido }]);
    const texto = await admin('PUT', '/api/modulo', { id: antes.id, etiqueta: 'x', orden: 'abc' });
    expect(texto.json().errores).toEqual([{ campo: 'orden', mensaje: MENSAJES.debeSerNumero }]);
    const noOperador = await eds('PUT', '/api/modulo', { id: antes.id, etiqueta: 'Precios de tienda', orden: 2 });
    expect(noOperador.statusCode).toBe(403);
    expect(noOperador.json().mensaje).toBe(M.soloPlataforma);
    expect(await modulo('REMARCACION')).toEqual(antes);
    // Reading is enough with R.
    expect((await eds('GET', `/api/modulo/${antes.id}`)).statusCode).toBe(200);

    const r = await admin('PUT', '/api/modulo', { id: antes.id, etiqueta: '  Precios de tienda ', orden: 2 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(C.editado);
    expect(await modulo('REMARCACION')).toEqual({ ...antes, etiqueta: 'Precios de tienda', orden: 2 });
    const leido = (await admin('GET', `/api/modulo/${antes.id}`)).json().data;
    expect(leido).toMatchObject({ codigo: 'REMARCACION', descripcion: 'Precios de tienda', etiqueta: 'Precios de tienda', orden: 2 });
    // The session of a user granted the module shows the label; the code stays, so the guard still answers.
    const sesion = (await admin('GET', '/api/v1/session')).json().data.modulos as { descripcion: string; etiqueta: string | null }[];
    expect(sesion.find((m) => m.descripcion === 'REMARCACION')!.etiqueta).toBe('Precios de tienda');
    const guardia = await admin('POST', '/api/movimiento/remarcacion', {});
    expect(guardia.statusCode).toBe(400);
    // An empty label gives the code back; the audit log keeps both writes.
    await admin('PUT', '/api/modulo', { id: antes.id, etiqueta: '', orden: antes.orden });
    expect(await modulo('REMARCACION')).toEqual(antes);
    const auditoria = await fila<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM auditoria WHERE tabla = 'modulos' AND registro_id = ${String(antes.id)}`,
    );
    expect(auditoria!.n).toBeGreaterThanOrEqual(2);
    expect((await admin('PUT', '/api/modulo', { id: 999_999, etiqueta: null, orden: 0 })).statusCode).toBe(404);
  });
});

describe('PUT /api/modulo/{id}/{A|I}', () => {
  it('an inactive module is refused on the next request, its grants stay and come back on activation', async () => {
    const m = await modulo('REMARCACION');
    const antes = await permisos(m.id);
    expect(antes.length).toBeGreaterThan(0);
    expect((await eds('PUT', `/api/modulo/${m.id}/I`)).statusCode).toBe(403);

    const off = await admin('PUT', `/api/modulo/${m.id}/I`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().mensaje).toBe(C.inactivado);
    expect((await modulo('REMARCACION')).estado).toBe('I');
    expect(await permisos(m.id)).toEqual(antes);
    // Same token, next request: the guard refuses the module's call and the menu no longer has it.
    const refusada = await admin('POST', '/api/movimiento/remarcacion', {});
    expect(refusada.statusCode).toBe(403);
    const sesion = (await admin('GET', '/api/v1/session')).json().data.modulos as { descripcion: string }[];
    expect(sesion.map((x) => x.descripcion)).not.toContain('REMARCACION');

    const on = await admin('PUT', `/api/modulo/${m.id}/A`);
    expect(on.json().mensaje).toBe(C.activado);
    expect((await admin('POST', '/api/movimiento/remarcacion', {})).statusCode).toBe(400);
    expect(await permisos(m.id)).toEqual(antes);
  });

  it('never inactivates the protected modules', async () => {
    for (const d of ['MODULOS', 'GESTION PERFILES', 'CONCILIACIÓN PDV']) {
      const m = await modulo(d);
      const r = await admin('PUT', `/api/modulo/${m.id}/I`);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe(M.noInactivable);
      expect((await modulo(d)).estado).toBe('A');
    }
    const canastilla = await admin('PUT', '/api/modulo/3/I');
    expect(canastilla.json().mensaje).toBe(M.noInactivable);
  });
});

describe('PUT /api/modulo/orden', () => {
  it('orders the children of one parent and refuses modules of another parent', async () => {
    const hijos = await filas<{ id: number }>(
      db(),
      sql`SELECT id FROM modulos WHERE modulos_id = (SELECT id FROM modulos WHERE descripcion = 'ACCIONES') ORDER BY orden, id`,
    );
    const padre = (await modulo('REMARCACION')).modulos_id;
    const ajeno = await modulo('MODULOS');
    const mal = await admin('PUT', '/api/modulo/orden', { modulos_id: padre, ids: [hijos[0].id, ajeno.id] });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().mensaje).toBe(M.ordenAjeno);
    expect((await eds('PUT', '/api/modulo/orden', { modulos_id: padre, ids: hijos.map((h) => h.id) })).statusCode).toBe(403);

    const invertidos = hijos.map((h) => h.id).reverse();
    const r = await admin('PUT', '/api/modulo/orden', { modulos_id: padre, ids: invertidos });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.ordenado);
    const ahora = await filas<{ id: number }>(db(), sql`SELECT id FROM modulos WHERE modulos_id = ${padre} ORDER BY orden, id`);
    expect(ahora.map((h) => h.id)).toEqual(invertidos);
  });
});
