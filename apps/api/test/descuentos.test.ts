import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_DESCUENTO as M, type TReglaDescuento } from '@eds/contracts/descuentos';
import { descuentoDeVenta } from '@eds/contracts/descuentos-motor';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { estacionPos, type EstacionPos } from './pos-fixtures';

/**
 * Reglas de descuento (SCREENS.md G18): CRUD(`descuento`) kept to the caller's stations and to the destinatarios of the
 * caller's discount modules, and the rules in force served to the POS in GET pos/v1/configuracion, where the shared
 * engine gives a sale the same discount as the back office.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let pos: EstacionPos;
let barranquilla: number;
let bogota: number;
let cliente: number;
let corriente: number;
let efectivo: number;

const regla = (estaciones: number[], extra: Record<string, unknown> = {}) => ({
  nombre: 'descuento corriente',
  tipo: '$ POR GALÓN',
  valor: 200,
  destinatario: 'TODOS',
  productos: [corriente],
  medios_pago: [],
  fecha_inicio: '2026-01-01',
  prioridad: 1,
  acumulable: false,
  estaciones,
  ...extra,
});

const guardada = (id: number) =>
  fila<{ nombre: string; estado: string; valor: string; cliente_id: number | null }>(
    t.database.db,
    sql`SELECT nombre, estado, valor::text AS valor, cliente_id FROM descuentos WHERE id = ${id}`,
  );

const crear = async (quien: typeof admin, cuerpo: Record<string, unknown>) => {
  const r = await quien('POST', '/api/descuento', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};

beforeAll(async () => {
  t = await crearApp();
  ({ barranquilla, bogota } = await idsDemo(t.database));
  // The station administrator may manage their customers' discounts (the demo profile only reads USUARIOS).
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUD' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion IN ('USUARIOS', 'DESCCLIENTESPROPIOS')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = excluded.asignaciones`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  pos = await estacionPos(t);
  cliente = pos.clienteCredito;
  efectivo = pos.medios.efectivo;
  corriente = pos.manguera.productoId;
});
afterAll(async () => t.cerrar());

describe('CRUD descuento', () => {
  it('creates, lists, reads, edits, switches and deletes a rule', async () => {
    const id = await crear(admin, regla([barranquilla, bogota], { nombre: 'regla completa', medios_pago: [efectivo] }));
    const lista = await admin('GET', '/api/descuento?buscar=regla%20completa');
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toHaveLength(1);
    expect(lista.json().data[0]).toMatchObject({
      id,
      nombre: 'REGLA COMPLETA',
      tipo: '$ POR GALÓN',
      valor: 200,
      destinatario: 'TODOS',
      destino: null,
      acumulable: false,
      editable: true,
    });
    expect(lista.json().data[0].productos.map((p: { id: number }) => p.id)).toEqual([corriente]);
    expect(lista.json().data[0].medios_pago.map((p: { id: number }) => p.id)).toEqual([efectivo]);

    const editada = await admin('PUT', '/api/descuento', {
      ...regla([bogota], { nombre: 'regla cliente', destinatario: 'CLIENTE', cliente_id: cliente, tipo: '%', valor: 3 }),
      id,
    });
    expect(editada.statusCode).toBe(200);
    expect(editada.json().mensaje).toBe(M.editado);
    const leida = (await admin('GET', `/api/descuento/${id}`)).json().data;
    expect(leida).toMatchObject({ nombre: 'REGLA CLIENTE', destinatario: 'CLIENTE', cliente_id: cliente, tipo: '%', valor: 3 });
    expect(leida.destino).toBeTruthy();
    expect(leida.estaciones.map((e: { id: number }) => e.id)).toEqual([bogota]);

    const inactiva = await admin('PUT', `/api/descuento/${id}/I`);
    expect(inactiva.json().mensaje).toBe(M.inactivado);
    expect((await guardada(id))!.estado).toBe('I');
    const borrada = await admin('DELETE', `/api/descuento/${id}`);
    expect(borrada.json().mensaje).toBe(M.eliminado);
    expect(await guardada(id)).toBeUndefined();
    expect((await admin('GET', `/api/descuento/${id}`)).statusCode).toBe(404);
  });

  it('filters by destinatario, as the vehicle and own-customer routes do', async () => {
    const todos = await crear(admin, regla([bogota], { nombre: 'FILTRO TODOS' }));
    const deCliente = await crear(admin, regla([bogota], { nombre: 'FILTRO CLIENTE', destinatario: 'CLIENTE', cliente_id: cliente }));
    const ids = async (q: string) =>
      ((await admin('GET', `/api/descuento?buscar=filtro&${q}`)).json().data as { id: number }[]).map((x) => x.id);
    expect(await ids('destinatarios=CLIENTE')).toEqual([deCliente]);
    expect(await ids('destinatarios=VEH%C3%8DCULO,TIPO%20DE%20VEH%C3%8DCULO')).toEqual([]);
    expect((await ids('')).sort()).toEqual([todos, deCliente].sort());
    expect((await admin('GET', '/api/descuento?destinatarios=OTRO')).statusCode).toBe(400);
  });

  it('refuses a bad rule with the field messages, writing nothing', async () => {
    const antes = await contar(t.database, 'descuentos');
    const r = await admin('POST', '/api/descuento', regla([], { tipo: '%', valor: 120, destinatario: 'CLIENTE', fecha_fin: '2025-01-01' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'valor', mensaje: M.porcentajeInvalido },
        { campo: 'cliente_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'fecha_fin', mensaje: M.fechasInvertidas },
        { campo: 'estaciones', mensaje: M.seleccioneEstacion },
      ]),
    );
    const ajena = await admin('POST', '/api/descuento', regla([bogota], { productos: [999_999] }));
    expect(ajena.statusCode).toBe(400);
    expect(ajena.json().mensaje).toBe(M.referenciaAjena);
    expect(await contar(t.database, 'descuentos')).toBe(antes);
  });
});

describe('scope', () => {
  it('a station administrator manages customer rules of their own station only', async () => {
    const antes = await contar(t.database, 'descuentos');
    // Their module (DESCCLIENTESPROPIOS) reaches customer rules, not rules for everyone.
    const todos = await eds('POST', '/api/descuento', regla([barranquilla]));
    expect(todos.statusCode).toBe(403);
    expect(todos.json().mensaje).toBe(M.destinatarioNoPermitido);
    const fuera = await eds('POST', '/api/descuento', regla([barranquilla, bogota], { destinatario: 'CLIENTE', cliente_id: cliente }));
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect(await contar(t.database, 'descuentos')).toBe(antes);

    const propia = await crear(eds, regla([barranquilla], { nombre: 'PROPIA', destinatario: 'CLIENTE', cliente_id: cliente }));
    const editada = await eds('PUT', '/api/descuento', {
      ...regla([barranquilla], { nombre: 'PROPIA 2', destinatario: 'CLIENTE', cliente_id: cliente }),
      id: propia,
    });
    expect(editada.statusCode).toBe(200);

    const compartida = await crear(
      admin,
      regla([barranquilla, bogota], { nombre: 'COMPARTIDA', destinatario: 'CLIENTE', cliente_id: cliente }),
    );
    const ajena = await crear(admin, regla([bogota], { nombre: 'AJENA', destinatario: 'CLIENTE', cliente_id: cliente }));
    const vistas = (await eds('GET', '/api/descuento?limite=50')).json().data as { id: number; editable: boolean }[];
    expect(vistas.find((x) => x.id === compartida)?.editable).toBe(false);
    expect(vistas.find((x) => x.id === propia)?.editable).toBe(true);
    expect(vistas.map((x) => x.id)).not.toContain(ajena);
    expect((await eds('GET', `/api/descuento/${ajena}`)).statusCode).toBe(404);

    const tomar = await eds('PUT', '/api/descuento', {
      ...regla([barranquilla], { destinatario: 'CLIENTE', cliente_id: cliente }),
      id: compartida,
    });
    expect(tomar.statusCode).toBe(403);
    expect((await guardada(compartida))!.nombre).toBe('COMPARTIDA');
    expect((await eds('PUT', `/api/descuento/${compartida}/I`)).statusCode).toBe(403);
    expect((await eds('DELETE', `/api/descuento/${compartida}`)).statusCode).toBe(403);
    expect((await eds('PUT', `/api/descuento/${ajena}/I`)).statusCode).toBe(404);
    expect((await guardada(ajena))!.estado).toBe('A');
  });

  it('is refused to a user without any discount module', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('GET', '/api/descuento');
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });
});

describe('GET pos/v1/configuracion', () => {
  it('serves the station rules in force, and the shared engine gives a sale their discount', async () => {
    const otra = pos.empresaId === bogota ? barranquilla : bogota;
    const porGalon = await crear(admin, regla([pos.empresaId], { nombre: 'POS GALON', valor: 150, prioridad: 2 }));
    const porcentaje = await crear(admin, regla([pos.empresaId], { nombre: 'POS PORCENTAJE', tipo: '%', valor: 1, productos: [] }));
    const acumulable = await crear(
      admin,
      regla([pos.empresaId], { nombre: 'POS EFECTIVO', tipo: '$ FIJO', valor: 500, medios_pago: [efectivo], acumulable: true }),
    );
    const vencida = await crear(
      admin,
      regla([pos.empresaId], { nombre: 'POS VENCIDA', fecha_inicio: '2020-01-01', fecha_fin: '2020-12-31' }),
    );
    const inactiva = await crear(admin, regla([pos.empresaId], { nombre: 'POS INACTIVA' }));
    await admin('PUT', `/api/descuento/${inactiva}/I`);
    const deOtra = await crear(admin, regla([otra], { nombre: 'POS OTRA' }));

    const r = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion', headers: { authorization: `Bearer ${pos.token}` } });
    expect(r.statusCode).toBe(200);
    const reglas = r.json().data.descuentos as TReglaDescuento[];
    const ids = reglas.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([porGalon, porcentaje, acumulable]));
    for (const fuera of [vencida, inactiva, deOtra]) expect(ids).not.toContain(fuera);
    expect(reglas.find((x) => x.id === porGalon)).toMatchObject({ tipo: '$ POR GALÓN', valor: 150, productos: [corriente], prioridad: 2 });

    // 20 gallons at 10.000 paid in cash: 20 × 150 = 3.000 beats 1 % = 2.000; the cash rule adds 500.
    const venta = {
      fecha: '2031-06-01',
      lineas: [{ producto_id: corriente, cantidad: 20, valor: 200_000 }],
      medio_pago_id: efectivo,
      cliente_id: null,
      flota_id: null,
      vehiculo: null,
    };
    const propias = reglas.filter((x) => [porGalon, porcentaje, acumulable].includes(x.id));
    expect(descuentoDeVenta(venta, propias)).toEqual({
      total: 3_500,
      reglas: [
        { id: porGalon, descuento: 3_000 },
        { id: acumulable, descuento: 500 },
      ],
      lineas: [3_500],
    });
  });
});
