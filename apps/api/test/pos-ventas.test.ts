import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila } from '../src/db/client';
import { HOY_BOGOTA } from '../src/lib/tiempo';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { emitirToken, estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

let t: AppDePrueba;
let e: EstacionPos;
beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
});
afterAll(async () => t.cerrar());

const ventasDe = async (empresaId: number) =>
  (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ventas WHERE empresa_id = ${empresaId}`))!.n;

describe('device configuration and heartbeat', () => {
  it('gives the device its own station catalogue and records its state', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion', headers: { authorization: `Bearer ${e.token}` } });
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data.empresa_id).toBe(e.empresaId);
    expect(
      data.productos.some(
        (p: { id: number; precio: string }) => p.id === e.manguera.productoId && Number(p.precio) === e.precioCombustible,
      ),
    ).toBe(true);
    expect(
      data.islas.flatMap((i: { surtidores: { mangueras: { id: number }[] }[] }) =>
        i.surtidores.flatMap((s) => s.mangueras.map((m) => m.id)),
      ),
    ).toContain(e.manguera.id);
    expect(data.medios_pago.length).toBeGreaterThan(3);
    const latido = await postPos(t.app, e.token, 'estado', { version_app: '11.0.5', ventas_pendientes: 12 });
    expect(latido.statusCode).toBe(200);
    const conexion = await fila<{ version_app: string; ventas_pendientes: number; reciente: boolean }>(
      t.database.db,
      sql`SELECT version_app, ventas_pendientes, ultima_conexion > now() - interval '1 minute' AS reciente FROM equipos_conexion WHERE equipo_id = ${e.equipoId}`,
    );
    expect(conexion).toEqual({ version_app: '11.0.5', ventas_pendientes: 12, reciente: true });
  });
});

describe('POST /api/pos/v1/ventas', () => {
  it('stores each sale whole with its lines and payments, and answers the counts', async () => {
    const lote = [ventaCombustible(e, 4.5), ventaCombustible(e, 10), ventaCombustible(e, 2.25)];
    const antes = await ventasDe(e.empresaId);
    const r = await postPos(t.app, e.token, 'ventas', { ventas: lote });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ aceptadas: 3, duplicadas: 0, rechazadas: [] });
    // The same figures at the top level, for clients that read the result flat.
    expect(r.json()).toMatchObject({ success: true, status: 200, aceptadas: 3, duplicadas: 0, rechazadas: [] });
    expect(await ventasDe(e.empresaId)).toBe(antes + 3);
    const guardada = await fila<{
      total: string;
      cantidad: string;
      lineas: number;
      pagos: number;
      tipo_movimiento: string;
      estado_movimiento: string;
      equipo_id: number;
    }>(
      t.database.db,
      sql`SELECT v.total, v.cantidad, v.tipo_movimiento, v.estado_movimiento, v.equipo_id,
                 (SELECT count(*)::int FROM ventas_detalles d WHERE d.venta_id = v.id) AS lineas,
                 (SELECT count(*)::int FROM ventas_pagos p WHERE p.venta_id = v.id) AS pagos
            FROM ventas v WHERE v.uuid = ${lote[1].uuid as string}::uuid`,
    );
    expect(guardada).toMatchObject({
      cantidad: '10.000',
      lineas: 1,
      pagos: 1,
      tipo_movimiento: '009',
      estado_movimiento: '009001',
      equipo_id: e.equipoId,
    });
    expect(Number(guardada!.total)).toBeCloseTo(10 * e.precioCombustible, 2);
  });

  it('stores nothing the second time the same batch arrives and counts it as duplicated', async () => {
    const lote = [ventaCombustible(e), ventaCombustible(e), ventaCombustible(e)];
    expect((await postPos(t.app, e.token, 'ventas', { ventas: lote })).json().data.aceptadas).toBe(3);
    const antes = await ventasDe(e.empresaId);
    const detalles = await contar(t.database, 'ventas_detalles');
    const r = await postPos(t.app, e.token, 'ventas', { ventas: lote });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ aceptadas: 0, duplicadas: 3, rechazadas: [] });
    expect(await ventasDe(e.empresaId)).toBe(antes);
    expect(await contar(t.database, 'ventas_detalles')).toBe(detalles);
  });

  it('counts a re-sent sale as a duplicate even when the rules that accepted it changed since', async () => {
    const venta = ventaCombustible(e, 3);
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [venta] })).json().data.aceptadas).toBe(1);
    const admin = conToken(t.app, e.admin);
    const equipo = await fila<{ alias: string; serial: string; identificador_dispositivo: string; isla_id: number }>(
      t.database.db,
      sql`SELECT alias, serial, identificador_dispositivo, isla_id FROM equipos WHERE id = ${e.equipoId}`,
    );
    const cuerpo = { id: e.equipoId, empresa_id: e.empresaId, tipo: 'POS', ...equipo, tipos_negocio: ['S'] };
    expect((await admin('PUT', '/api/equipo', cuerpo)).statusCode).toBe(200);
    try {
      const r = await postPos(t.app, e.token, 'ventas', { ventas: [venta, ventaCombustible(e, 1)] });
      expect(r.json().data.aceptadas).toBe(0);
      expect(r.json().data.duplicadas).toBe(1);
      expect(r.json().data.rechazadas[0].mensaje).toBe(M.equipoSinNegocio('COMBUSTIBLE'));
    } finally {
      await admin('PUT', '/api/equipo', { ...cuerpo, tipos_negocio: ['C'] });
    }
  });

  it('stores a sale once when two API instances receive the same batch at the same time', async () => {
    const otra = await crearApp({}, { database: t.database });
    try {
      const lote = Array.from({ length: 40 }, (_, i) => ventaCombustible(e, 1 + i / 10));
      const antes = await ventasDe(e.empresaId);
      const [a, b, c] = await Promise.all([
        postPos(t.app, e.token, 'ventas', { ventas: lote }),
        postPos(otra.app, e.token, 'ventas', { ventas: [...lote].reverse() }),
        postPos(otra.app, e.token, 'ventas', { ventas: lote.slice(10, 30) }),
      ]);
      const datos = [a, b, c].map((r) => r.json<{ data: { aceptadas: number; duplicadas: number } }>().data);
      expect(datos.reduce((s, d) => s + d.aceptadas, 0)).toBe(40);
      expect(datos.reduce((s, d) => s + d.duplicadas, 0)).toBe(40 + 20);
      expect(await ventasDe(e.empresaId)).toBe(antes + 40);
      const resumen = await fila<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM ventas_detalles WHERE venta_id IN (SELECT id FROM ventas WHERE uuid = ANY(${`{${lote.map((v) => v.uuid).join(',')}}`}::uuid[]))`,
      );
      expect(resumen!.n).toBe(40);
    } finally {
      await otra.cerrar();
    }
  });

  it('refuses only the sale with a bad line, with a Spanish message, and stores the others', async () => {
    const mala = ventaCombustible(e, 3, {
      detalles: [{ producto_id: 999_999, cantidad: 3, precio: 1000 }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: 3000 }],
    });
    const descuadrada = ventaCombustible(e, 3);
    (descuadrada.medios_pago as { valor: number }[])[0].valor = 1;
    const sinUuid = { ...ventaCombustible(e), uuid: 'no-es-uuid' };
    const buenas = [ventaCombustible(e), ventaCombustible(e)];
    const antes = await ventasDe(e.empresaId);
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [buenas[0], mala, descuadrada, sinUuid, buenas[1]] });
    expect(r.statusCode).toBe(206);
    const data = r.json().data;
    expect(data.aceptadas).toBe(2);
    expect(data.rechazadas).toEqual(
      expect.arrayContaining([
        { uuid: mala.uuid, mensaje: M.productoNoExiste(999_999), campo: 'detalles.0.producto_id' },
        expect.objectContaining({
          uuid: descuadrada.uuid,
          mensaje: expect.stringMatching(/^La suma de los pagos \(1\.00\) debe ser igual al total de la venta/),
        }),
        { uuid: 'no-es-uuid', mensaje: M.uuidInvalido, campo: 'uuid' },
      ]),
    );
    expect(await ventasDe(e.empresaId)).toBe(antes + 2);
  });

  it('refuses a sale whose invoice number another sale already has', async () => {
    const factura = { prefijo: 'F000', consecutivo: 900_000 };
    const primera = ventaCombustible(e, 2, { factura });
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [primera] })).json().data.aceptadas).toBe(1);
    const repetida = ventaCombustible(e, 2, { factura });
    const otra = ventaCombustible(e, 2);
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [repetida, otra] });
    expect(r.statusCode).toBe(206);
    expect(r.json().data).toEqual({
      aceptadas: 1,
      duplicadas: 0,
      rechazadas: [{ uuid: repetida.uuid, mensaje: M.facturaRepetida('F000900000'), campo: 'factura.consecutivo' }],
    });
  });

  it('refuses an invoice numbered in a resolution whose Equipos leave the device out, and writes nothing of it', async () => {
    const db = t.database.db;
    // Two resolutions of the station: one names only the store device, the other names the island device.
    const ajena = (await fila<{ id: number; numero: string }>(
      db,
      sql`INSERT INTO resoluciones (negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, tipos_negocio, equipos)
          SELECT negocio_id, id, 'POS ELECTRONICO', '99887766', 'EQA', 1, 1000, ${HOY_BOGOTA} - 30, ${HOY_BOGOTA} + 300, '{C,S,K}', ${`{${e.equipoCanastillaId}}`}::int[]
            FROM empresas WHERE id = ${e.empresaId} RETURNING id, numero`,
    ))!;
    await t.database.db.execute(
      sql`INSERT INTO resoluciones (negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, tipos_negocio, equipos)
          SELECT negocio_id, id, 'POS ELECTRONICO', '99887767', 'EQB', 1, 1000, ${HOY_BOGOTA} - 30, ${HOY_BOGOTA} + 300, '{C,S,K}', ${`{${e.equipoId}}`}::int[]
            FROM empresas WHERE id = ${e.empresaId}`,
    );
    const antes = await ventasDe(e.empresaId);
    const refusada = ventaCombustible(e, 2, { factura: { prefijo: 'EQA', consecutivo: 7, electronica: true } });
    const propia = ventaCombustible(e, 2, { factura: { prefijo: 'EQB', consecutivo: 7, electronica: true } });
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [refusada, propia] });
    expect(r.statusCode).toBe(206);
    expect(r.json().data).toEqual({
      aceptadas: 1,
      duplicadas: 0,
      rechazadas: [{ uuid: refusada.uuid, mensaje: M.resolucionOtroEquipo('99887766'), campo: 'factura.prefijo' }],
    });
    expect(M.resolucionOtroEquipo('99887766')).toBe('La resolución 99887766 no está asignada a este equipo');
    expect(await ventasDe(e.empresaId)).toBe(antes + 1);
    // Nothing of the refused sale: no row, no invoice, the resolution's counter untouched.
    const rastro = await fila<{ ventas: number; facturas: number; actual: number | null }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM ventas WHERE uuid = ${refusada.uuid as string}::uuid) AS ventas,
                 (SELECT count(*)::int FROM facturas_electronicas WHERE empresa_id = ${e.empresaId} AND prefijo = 'EQA') AS facturas,
                 (SELECT actual FROM resoluciones WHERE id = ${ajena.id}) AS actual`,
    );
    expect(rastro).toEqual({ ventas: 0, facturas: 0, actual: null });
    await db.execute(sql`UPDATE resoluciones SET estado = 'I' WHERE empresa_id = ${e.empresaId} AND prefijo IN ('EQA', 'EQB')`);
  });

  it('refuses a batch for another station with 403 and stores nothing', async () => {
    const otra = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM empresas WHERE tipo = 3 AND id <> ${e.empresaId} ORDER BY id LIMIT 1`,
    );
    const antes = await contar(t.database, 'ventas');
    const r = await postPos(t.app, e.token, 'ventas', { empresa_id: otra!.id, ventas: [ventaCombustible(e)] });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(M.equipoOtraEstacion);
    const item = await postPos(t.app, e.token, 'ventas', { ventas: [ventaCombustible(e, 1, { empresa_id: otra!.id })] });
    expect(item.json().data.rechazadas[0].mensaje).toBe(M.registroOtraEstacion);
    // A hose of another station is not in this station's catalogue.
    const ajena = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM mangueras WHERE empresa_id = ${otra!.id} LIMIT 1`);
    const manguera = await postPos(t.app, e.token, 'ventas', { ventas: [ventaCombustible(e, 1, { manguera: ajena!.id })] });
    expect(manguera.json().data.rechazadas[0].mensaje).toBe(M.mangueraNoExiste(ajena!.id));
    expect(await contar(t.database, 'ventas')).toBe(antes);
  });

  it('refuses a revoked token and the token a new one replaced', async () => {
    const token = await emitirToken(t.app, e.admin, e.equipoCanastillaId);
    const venta = {
      uuid: randomUUID(),
      fecha: haceMinutos(5),
      tipo_negocio: 'S',
      detalles: [{ producto_id: e.productoCanastilla.id, cantidad: 2, precio: e.productoCanastilla.precio }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: 2 * e.productoCanastilla.precio }],
    };
    expect((await postPos(t.app, token, 'ventas', { ventas: [venta] })).statusCode).toBe(200);
    const revocar = await conToken(t.app, e.admin)('DELETE', `/api/equipo/${e.equipoCanastillaId}/token`);
    expect(revocar.statusCode).toBe(200);
    const r = await postPos(t.app, token, 'ventas', { ventas: [{ ...venta, uuid: randomUUID() }] });
    expect(r.statusCode).toBe(401);
    expect(r.json().mensaje).toBe(M.tokenEquipoInvalido);
    const nuevo = await emitirToken(t.app, e.admin, e.equipoCanastillaId);
    const otroNuevo = await emitirToken(t.app, e.admin, e.equipoCanastillaId);
    expect((await postPos(t.app, nuevo, 'ventas', { ventas: [{ ...venta, uuid: randomUUID() }] })).statusCode).toBe(401);
    expect((await postPos(t.app, otroNuevo, 'ventas', { ventas: [{ ...venta, uuid: randomUUID() }] })).statusCode).toBe(200);
  });

  it('refuses a user session token, a missing token and a disabled device', async () => {
    const usuario = await ingresar(t.app, 'SUPERADMIN');
    expect((await postPos(t.app, usuario.token, 'ventas', { ventas: [ventaCombustible(e)] })).statusCode).toBe(401);
    const sin = await t.app.inject({ method: 'POST', url: '/api/pos/v1/ventas', payload: { ventas: [ventaCombustible(e)] } });
    expect(sin.statusCode).toBe(401);
    expect(sin.json().mensaje).toBe(M.tokenEquipoRequerido);
    const admin = conToken(t.app, e.admin);
    expect((await admin('PUT', `/api/equipo/${e.equipoId}/I`)).json().mensaje).toBe(M.dispositivoDeshabilitado);
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [ventaCombustible(e)] });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(M.equipoInactivo);
    expect((await admin('PUT', `/api/equipo/${e.equipoId}/A`)).json().mensaje).toBe(M.dispositivoHabilitado);
  });

  it('refuses an empty or oversized batch with 400 and a Spanish message', async () => {
    const vacio = await postPos(t.app, e.token, 'ventas', { ventas: [] });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().mensaje).toBe(M.loteVacio);
    const grande = await postPos(t.app, e.token, 'ventas', { ventas: Array.from({ length: 501 }, () => ({ uuid: randomUUID() })) });
    expect(grande.statusCode).toBe(400);
    expect(grande.json().mensaje).toBe(M.loteMaximo(500));
  });

  it('refuses business rules with their messages: future date, hose on a store sale, unknown shift, credit without customer', async () => {
    const futura = ventaCombustible(e, 1, { fecha: '2099-01-01 10:00:00' });
    const tienda = ventaCombustible(e, 1, { tipo_negocio: 'S' });
    const turno = ventaCombustible(e, 1, { turno: randomUUID() });
    const credito = ventaCombustible(e, 2);
    (credito.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.creditoCliente;
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [futura, tienda, turno, credito] });
    const porUuid = new Map((r.json().data.rechazadas as { uuid: string; mensaje: string }[]).map((x) => [x.uuid, x.mensaje]));
    expect(porUuid.get(futura.uuid as string)).toBe(M.fechaFutura);
    expect(porUuid.get(tienda.uuid as string)).toBe(M.equipoSinNegocio('CANASTILLA'));
    expect(porUuid.get(turno.uuid as string)).toBe(M.turnoNoExiste);
    expect(porUuid.get(credito.uuid as string)).toBe(M.medioPagoRequiereCliente('CREDITO CLIENTE PROPIO'));
  });

  it('charges a credit sale to the customer quota in the same transaction', async () => {
    const antes = await fila<{ consumido: string }>(t.database.db, sql`SELECT consumido FROM cupos WHERE cliente_id = ${e.clienteCredito}`);
    const venta = ventaCombustible(e, 20, { cliente: e.clienteCredito, placa: 'tkm 123' });
    (venta.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.creditoCliente;
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [venta] })).json().data.aceptadas).toBe(1);
    const despues = await fila<{ consumido: string }>(
      t.database.db,
      sql`SELECT consumido FROM cupos WHERE cliente_id = ${e.clienteCredito}`,
    );
    expect(Number(despues!.consumido) - Number(antes!.consumido)).toBeCloseTo(20 * e.precioCombustible, 2);
    const placa = await fila<{ placa: string }>(t.database.db, sql`SELECT placa FROM ventas WHERE uuid = ${venta.uuid as string}::uuid`);
    expect(placa!.placa).toBe('TKM123');
  });
});
