import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CAMPANA as M } from '@eds/contracts/campanas';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * Campañas (SCREENS.md G18): CRUD(`campana`) grouping promotions and discount rules, kept to the caller's stations.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let barranquilla: number;
let bogota: number;
let promocion: number;
let descuento: number;

const campana = (estaciones: number[], extra: Record<string, unknown> = {}) => ({
  nombre: 'temporada de vacaciones',
  fecha_inicio: '2031-06-15',
  fecha_fin: '2031-07-15',
  estaciones,
  promociones: [promocion],
  descuentos: [descuento],
  ...extra,
});

const guardada = (id: number) =>
  fila<{ nombre: string; estado: string; promociones: number; descuentos: number }>(
    t.database.db,
    sql`SELECT nombre, estado, (SELECT count(*)::int FROM campanas_promociones WHERE campana_id = c.id) AS promociones,
               (SELECT count(*)::int FROM campanas_descuentos WHERE campana_id = c.id) AS descuentos FROM campanas c WHERE id = ${id}`,
  );

beforeAll(async () => {
  t = await crearApp();
  ({ barranquilla, bogota } = await idsDemo(t.database));
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUD' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('CONFIGURACION', 'GESTION CAMPAÑAS')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = excluded.asignaciones`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  const gaseosa = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM productos WHERE codigo = 'CAN-002'`))!.id;
  promocion = (
    await admin('POST', '/api/promocion/crear-promocion', {
      nombre: 'GASEOSA DE VACACIONES',
      tipo: 'PRECIO FIJO',
      valor: 3000,
      fecha_inicio: '2031-06-15',
      fecha_fin: '2031-07-15',
      tipos_negocio: ['S'],
      productos: [{ producto_id: gaseosa, cantidad: 1 }],
      estaciones: [barranquilla, bogota],
    })
  ).json().data.id;
  descuento = (
    await admin('POST', '/api/descuento', {
      nombre: 'EFECTIVO DE VACACIONES',
      tipo: '%',
      valor: 2,
      destinatario: 'TODOS',
      fecha_inicio: '2031-06-15',
      estaciones: [barranquilla, bogota],
    })
  ).json().data.id;
});
afterAll(async () => t.cerrar());

describe('CRUD campana', () => {
  it('creates a campaign grouping a promotion and a rule, lists, edits, switches and deletes it', async () => {
    const creada = await admin('POST', '/api/campana', campana([barranquilla, bogota]));
    expect(creada.statusCode, creada.body).toBe(200);
    expect(creada.json().mensaje).toBe(M.creado);
    const id = creada.json().data.id as number;
    expect(await guardada(id)).toEqual({ nombre: 'TEMPORADA DE VACACIONES', estado: 'A', promociones: 1, descuentos: 1 });
    const lista = (await admin('GET', '/api/campana?buscar=vacaciones')).json().data;
    expect(lista[0]).toMatchObject({ id, editable: true, promociones: [{ id: promocion }], descuentos: [{ id: descuento }] });
    const opciones = (await admin('GET', '/api/campana/opciones')).json().data;
    expect(opciones.promociones.map((p: { id: number }) => p.id)).toContain(promocion);
    expect(opciones.descuentos.map((p: { id: number }) => p.id)).toContain(descuento);

    const editada = await admin('PUT', '/api/campana', { ...campana([bogota], { nombre: 'vacaciones 2', descuentos: [] }), id });
    expect(editada.json().mensaje).toBe(M.editado);
    expect(await guardada(id)).toEqual({ nombre: 'VACACIONES 2', estado: 'A', promociones: 1, descuentos: 0 });
    expect((await admin('PUT', `/api/campana/${id}/I`)).json().mensaje).toBe(M.inactivado);
    expect((await admin('DELETE', `/api/campana/${id}`)).json().mensaje).toBe(M.eliminado);
    expect(await guardada(id)).toBeUndefined();
  });

  it('refuses inverted dates, no stations and an unknown promotion, writing nothing', async () => {
    const antes = await contar(t.database, 'campanas');
    const r = await admin('POST', '/api/campana', campana([], { fecha_fin: '2031-01-01' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'fecha_fin', mensaje: M.fechasInvertidas },
        { campo: 'estaciones', mensaje: M.seleccioneEstacion },
      ]),
    );
    const ajena = await admin('POST', '/api/campana', campana([bogota], { promociones: [999_999] }));
    expect(ajena.json().mensaje).toBe(M.vinculoAjeno);
    expect(await contar(t.database, 'campanas')).toBe(antes);
  });
});

describe('scope', () => {
  it('a station administrator changes only campaigns whose stations are all theirs', async () => {
    const compartida = (await admin('POST', '/api/campana', campana([barranquilla, bogota], { nombre: 'COMPARTIDA' }))).json().data
      .id as number;
    const ajena = (await admin('POST', '/api/campana', campana([bogota], { nombre: 'AJENA' }))).json().data.id as number;
    const vistas = (await eds('GET', '/api/campana?limite=50')).json().data as { id: number; editable: boolean }[];
    expect(vistas.find((c) => c.id === compartida)?.editable).toBe(false);
    expect(vistas.map((c) => c.id)).not.toContain(ajena);
    expect((await eds('GET', `/api/campana/${ajena}`)).statusCode).toBe(404);

    const tomar = await eds('PUT', '/api/campana', { ...campana([barranquilla], { nombre: 'TOMADA' }), id: compartida });
    expect(tomar.statusCode).toBe(403);
    expect(tomar.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await guardada(compartida))!.nombre).toBe('COMPARTIDA');
    expect((await eds('DELETE', `/api/campana/${compartida}`)).statusCode).toBe(403);

    const antes = await contar(t.database, 'campanas');
    expect((await eds('POST', '/api/campana', campana([bogota]))).statusCode).toBe(403);
    expect(await contar(t.database, 'campanas')).toBe(antes);
    const propia = await eds('POST', '/api/campana', campana([barranquilla], { nombre: 'PROPIA' }));
    expect(propia.statusCode).toBe(200);
    expect((await eds('PUT', `/api/campana/${propia.json().data.id}/I`)).statusCode).toBe(200);
  });
});
