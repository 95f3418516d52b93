import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMERCIAL as M } from '@eds/contracts/comercial';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * Promociones (SCREENS.md G18): the list of one business type, the product selector, the A/I switch and the documented
 * create/edit/detail calls, kept to the caller's stations: a station administrator reads a promotion that reaches
 * their station and changes only those whose stations are all theirs.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let barranquilla: number;
let bogota: number;
let gaseosa: number;
let corriente: number;

const promocion = (estaciones: number[], extra: Record<string, unknown> = {}) => ({
  nombre: 'dos por uno gaseosa',
  tipo: '% DESCUENTO',
  valor: 15,
  fecha_inicio: '2031-01-01',
  fecha_fin: '2031-01-31',
  dias: [],
  tipos_negocio: ['S'],
  productos: [{ producto_id: gaseosa, cantidad: 1 }],
  estaciones,
  ...extra,
});

interface Fila {
  id: number;
  nombre: string;
  estado: string;
  editable: boolean;
  estaciones: { id: number }[];
}

const lista = async (quien: typeof admin, consulta: string) => {
  const r = await quien('GET', `/api/promocion?limite=50&${consulta}`);
  expect(r.statusCode).toBe(200);
  return r.json().data as Fila[];
};

const guardada = (id: number) =>
  fila<{ nombre: string; estado: string; valor: string }>(
    t.database.db,
    sql`SELECT nombre, estado, valor::text AS valor FROM promociones WHERE id = ${id}`,
  );

beforeAll(async () => {
  t = await crearApp();
  ({ barranquilla, bogota } = await idsDemo(t.database));
  // The station administrator may create and change promotions (the demo profile only reads them).
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCU' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('ACCIONES', 'PROMOCIONES')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = excluded.asignaciones`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  gaseosa = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM productos WHERE codigo = 'CAN-002'`))!.id;
  corriente = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM productos WHERE codigo = 'COMB-001'`))!.id;
});
afterAll(async () => t.cerrar());

describe('GET promocion', () => {
  it('lists the promotions of the screen business type with products and stations, searched and filtered by state', async () => {
    const r = await admin('POST', '/api/promocion/crear-promocion', promocion([barranquilla, bogota], { nombre: 'LISTA TIENDA' }));
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const tienda = await lista(admin, 'negocio=S&buscar=lista%20tienda');
    expect(tienda.map((p) => p.id)).toEqual([id]);
    expect(tienda[0]).toMatchObject({ nombre: 'LISTA TIENDA', tipo: '% DESCUENTO', valor: 15, editable: true, estado: 'A' });
    expect(tienda[0].estaciones.map((e) => e.id).sort()).toEqual([barranquilla, bogota].sort());
    expect((await lista(admin, 'negocio=C&buscar=lista%20tienda')).length).toBe(0);
    // Found by its product's description too.
    expect((await lista(admin, 'negocio=S&buscar=coca%20cola')).map((p) => p.id)).toContain(id);
    expect((await lista(admin, `negocio=S&empresa_id=${bogota}`)).map((p) => p.id)).toContain(id);
  });

  it('offers the active products of one business type', async () => {
    const tienda = await admin('GET', '/api/promocion/productos/S');
    const ids = (tienda.json().data as { id: number }[]).map((p) => p.id);
    expect(ids).toContain(gaseosa);
    expect(ids).not.toContain(corriente);
    const combustible = await admin('GET', '/api/promocion/productos/C');
    expect((combustible.json().data as { id: number }[]).map((p) => p.id)).toContain(corriente);
    expect((await admin('GET', '/api/promocion/productos/X')).statusCode).toBe(400);
  });

  it('is refused to a user without any promotions module', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('GET', '/api/promocion?negocio=C');
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });
});

describe('PUT promocion/{id}/{A|I}', () => {
  it('inactivates and activates with the spec texts', async () => {
    const id = (await admin('POST', '/api/promocion/crear-promocion', promocion([bogota], { nombre: 'ESTADO' }))).json().data.id as number;
    const inactiva = await admin('PUT', `/api/promocion/${id}/I`);
    expect(inactiva.statusCode).toBe(200);
    expect(inactiva.json().mensaje).toBe(C.inactivado);
    expect((await guardada(id))!.estado).toBe('I');
    expect((await lista(admin, 'negocio=S&estado=A&buscar=estado')).map((p) => p.id)).not.toContain(id);
    expect((await lista(admin, 'negocio=S&estado=I&buscar=estado')).map((p) => p.id)).toContain(id);
    const activa = await admin('PUT', `/api/promocion/${id}/A`);
    expect(activa.json().mensaje).toBe(C.activado);
    expect((await guardada(id))!.estado).toBe('A');
    expect((await admin('PUT', '/api/promocion/999999/I')).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it('refuses a value of zero for a discount and an hour without the other, writing nothing', async () => {
    const antes = await contar(t.database, 'promociones');
    const r = await admin('POST', '/api/promocion/crear-promocion', promocion([bogota], { valor: 0, hora_inicio: '08:00' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'valor', mensaje: M.valorPositivo },
        { campo: 'hora_fin', mensaje: M.horasIncompletas },
      ]),
    );
    const vacia = await admin('POST', '/api/promocion/crear-promocion', promocion([], { productos: [] }));
    expect(vacia.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'productos', mensaje: M.seleccioneProducto },
        { campo: 'estaciones', mensaje: M.seleccioneEstacion },
      ]),
    );
    expect(await contar(t.database, 'promociones')).toBe(antes);
  });

  it('takes empty optional fields of the form as left out', async () => {
    const r = await admin(
      'POST',
      '/api/promocion/crear-promocion',
      promocion([bogota], { nombre: 'VACIOS', hora_inicio: '', hora_fin: '', pague_n: null, lleve_m: null }),
    );
    expect(r.statusCode).toBe(200);
  });
});

describe('scope of a station administrator', () => {
  it('reads a promotion reaching their station but cannot change one with a sibling station', async () => {
    const compartida = (
      await admin('POST', '/api/promocion/crear-promocion', promocion([barranquilla, bogota], { nombre: 'COMPARTIDA' }))
    ).json().data.id as number;
    const ajena = (await admin('POST', '/api/promocion/crear-promocion', promocion([bogota], { nombre: 'AJENA' }))).json().data
      .id as number;

    const vistas = await lista(eds, 'negocio=S');
    expect(vistas.find((p) => p.id === compartida)?.editable).toBe(false);
    expect(vistas.map((p) => p.id)).not.toContain(ajena);
    expect((await eds('GET', `/api/promocion/get-detalle-promocion/${compartida}`)).statusCode).toBe(200);
    const detalleAjena = await eds('GET', `/api/promocion/get-detalle-promocion/${ajena}`);
    expect(detalleAjena.statusCode).toBe(403);
    expect(detalleAjena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await eds('GET', `/api/promocion?empresa_id=${bogota}`)).statusCode).toBe(403);

    const editar = await eds('PUT', '/api/promocion/editar-promocion', {
      ...promocion([barranquilla], { nombre: 'TOMADA', valor: 50 }),
      id: compartida,
    });
    expect(editar.statusCode).toBe(403);
    expect(editar.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect(await guardada(compartida)).toEqual({ nombre: 'COMPARTIDA', estado: 'A', valor: '15.00' });
    expect((await eds('PUT', `/api/promocion/${compartida}/I`)).statusCode).toBe(403);
    expect((await eds('PUT', `/api/promocion/${ajena}/I`)).statusCode).toBe(403);
    expect((await guardada(ajena))!.estado).toBe('A');
  });

  it('creates and edits promotions of their own station only', async () => {
    const antes = await contar(t.database, 'promociones');
    const fuera = await eds('POST', '/api/promocion/crear-promocion', promocion([barranquilla, bogota], { nombre: 'FUERA' }));
    expect(fuera.statusCode).toBe(403);
    expect(await contar(t.database, 'promociones')).toBe(antes);

    const creada = await eds('POST', '/api/promocion/crear-promocion', promocion([barranquilla], { nombre: 'PROPIA' }));
    expect(creada.statusCode).toBe(200);
    const id = creada.json().data.id as number;
    expect((await lista(eds, 'negocio=S&buscar=propia')).find((p) => p.id === id)?.editable).toBe(true);
    const editada = await eds('PUT', '/api/promocion/editar-promocion', {
      ...promocion([barranquilla], { nombre: 'PROPIA 2', valor: 20 }),
      id,
    });
    expect(editada.json().mensaje).toBe(M.promocionEditada);
    expect(await guardada(id)).toEqual({ nombre: 'PROPIA 2', estado: 'A', valor: '20.00' });
    // Adding a sibling station to their own promotion is refused as well.
    const ampliar = await eds('PUT', '/api/promocion/editar-promocion', { ...promocion([barranquilla, bogota]), id });
    expect(ampliar.statusCode).toBe(403);
    expect((await eds('PUT', `/api/promocion/${id}/I`)).json().mensaje).toBe(C.inactivado);
  });
});
