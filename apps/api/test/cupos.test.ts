import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CUPOS as M } from '@eds/contracts/cupos';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/** Quotas, consumption restrictions, the pump's check and flagged sales (issue 25, G19/G20, docs/decisions/072). */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let eds: EstacionPos;
let admin: ReturnType<typeof conToken>;
let sinA: ReturnType<typeof conToken>;
let negocioId: number;

const q1 = async <T>(consulta: ReturnType<typeof sql>) => (await fila<T>(t.database.db, consulta))!;

/** A fresh customer of the station's business with a fleet and a vehicle of that fleet, all active. */
async function clienteConVehiculo(estado: 'A' | 'I' = 'A') {
  const n = Math.floor(Math.random() * 1e8);
  const cliente = await q1<{ id: number }>(
    sql`INSERT INTO clientes (negocio_id, identificacion, nombre, tipo, estado) VALUES (${negocioId}, ${`9${n}`}, ${`CLIENTE CUPO ${n}`}, 'CREDITO', ${estado})
        RETURNING id`,
  );
  const flota = await q1<{ id: number }>(
    sql`INSERT INTO flotas (negocio_id, cliente_id, codigo, nombre) VALUES (${negocioId}, ${cliente.id}, ${`F${n}`}, ${`FLOTA ${n}`}) RETURNING id`,
  );
  const placa = `Q${String(n).padStart(8, '0').slice(-5)}`;
  const vehiculo = await q1<{ id: number }>(
    sql`INSERT INTO vehiculos (negocio_id, placa, tipo_vehiculo, flota_id, cliente_id) VALUES (${negocioId}, ${placa}, 'TAXI', ${flota.id}, ${cliente.id})
        RETURNING id`,
  );
  return { clienteId: cliente.id, flotaId: flota.id, vehiculoId: vehiculo.id, placa, nombre: `CLIENTE CUPO ${n}` };
}

async function crearCupo(clienteId: number, valor: number, extra: Record<string, unknown> = {}) {
  const r = await admin('POST', '/api/cupo', { empresa_id: eds.empresaId, cliente_id: clienteId, tipo: 'CREDITO', valor, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const validar = (cuerpo: Record<string, unknown>) =>
  postPos(t.app, eds.token, 'cupos/validar', { uuid: randomUUID(), tipo: 'CREDITO', ...cuerpo });

/** A credit fuel sale of the customer (and vehicle plate) of `galones`. */
function ventaCredito(clienteId: number, galones: number, placa?: string) {
  const venta = ventaCombustible(eds, galones, { cliente: clienteId, ...(placa ? { placa } : {}) });
  (venta.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = eds.medios.creditoCliente;
  return venta;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  eds = await estacionPos(t, { id: ids.barranquilla });
  admin = conToken(t.app, eds.admin);
  sinA = await usuarioConModulos(t, 'CUPOSRCU', ids.barranquilla, ['CUPOS CLIENTE'], 'RCU');
  negocioId = (await q1<{ negocio_id: number }>(sql`SELECT negocio_id FROM empresas WHERE id = ${eds.empresaId}`)).negocio_id;
});
afterAll(async () => t?.cerrar());

describe('CRUD cupo', () => {
  it('refuses bad input with the field and writes nothing, keeps sub-quotas within the customer, and raising needs A', async () => {
    const c = await clienteConVehiculo();
    const antes = await contar(t.database, 'cupos');
    const sinValor = await admin('POST', '/api/cupo', { empresa_id: eds.empresaId, cliente_id: c.clienteId, tipo: 'CREDITO' });
    expect(sinValor.statusCode).toBe(400);
    expect(sinValor.json().errores.map((e: { campo: string }) => e.campo)).toContain('valor');
    const ambos = await admin('POST', '/api/cupo', {
      empresa_id: eds.empresaId,
      cliente_id: c.clienteId,
      flota_id: c.flotaId,
      vehiculo_id: c.vehiculoId,
      tipo: 'CREDITO',
      valor: 10,
    });
    expect(ambos.statusCode).toBe(400);
    expect(ambos.json().errores[0]).toEqual({ campo: 'vehiculo_id', mensaje: M.flotaOVehiculo });
    // A vehicle's sub-quota without the customer's own quota, or above what it has available.
    const sinGeneral = await admin('POST', '/api/cupo', {
      empresa_id: eds.empresaId,
      cliente_id: c.clienteId,
      vehiculo_id: c.vehiculoId,
      tipo: 'CREDITO',
      valor: 10,
    });
    expect(sinGeneral.statusCode).toBe(400);
    expect(sinGeneral.json().mensaje).toBe(M.cupoSuperaDisponible);
    expect(await contar(t.database, 'cupos')).toBe(antes);

    const general = await crearCupo(c.clienteId, 1000);
    const mucho = await admin('POST', '/api/cupo', {
      empresa_id: eds.empresaId,
      cliente_id: c.clienteId,
      vehiculo_id: c.vehiculoId,
      tipo: 'CREDITO',
      valor: 1000.01,
    });
    expect(mucho.statusCode).toBe(400);
    expect(mucho.json().errores[0]).toEqual({ campo: 'valor', mensaje: M.cupoSuperaDisponible });
    const sub = await crearCupo(c.clienteId, 300, { vehiculo_id: c.vehiculoId });

    const leido = await admin('GET', `/api/cupo/${sub}`);
    expect(leido.json().data).toMatchObject({
      codigo: c.placa,
      descripcion: c.nombre,
      cliente_id: c.clienteId,
      vehiculo_id: c.vehiculoId,
      placa: c.placa,
      valor: '300.00',
      disponible: '300.00',
    });
    const lista = await admin('GET', `/api/cupo/empresa/${eds.empresaId}?cliente_id=${c.clienteId}`);
    expect(lista.json().paginacion.total).toBe(2);

    const edicion = { empresa_id: eds.empresaId, id: general, cliente_id: c.clienteId, tipo: 'CREDITO', periodicidad: 'MENSUAL' };
    const subir = await sinA('PUT', '/api/cupo', { ...edicion, valor: 2000 });
    expect(subir.statusCode).toBe(403);
    expect(subir.json().mensaje).toBe(M.subirCupoSinPermiso);
    const bajar = await sinA('PUT', '/api/cupo', { ...edicion, valor: 900 });
    expect(bajar.statusCode, bajar.body).toBe(200);
    expect(bajar.json().mensaje).toBe(C.editado);
    expect((await admin('PUT', '/api/cupo', { ...edicion, valor: 2000 })).statusCode).toBe(200);
    expect((await admin('GET', `/api/cupo/${general}`)).json().data.valor).toBe('2000.00');

    const inactivar = await admin('PUT', `/api/cupo/${sub}/I`);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    expect((await admin('GET', '/api/cupo/2000000000')).statusCode).toBe(404);
    expect((await admin('GET', `/api/cupo/empresa/${ids.bogota}`)).statusCode).not.toBe(500);
  });
});

describe('POST cupos/validar', () => {
  it('answers each refusal: inactive customer, unauthorised vehicle, no quota, and the insufficient quota with what is left', async () => {
    const c = await clienteConVehiculo();
    const otro = await clienteConVehiculo();
    const inactivo = await clienteConVehiculo('I');
    await crearCupo(c.clienteId, 500);
    await crearCupo(inactivo.clienteId, 500);

    const si = await validar({ cliente_id: c.clienteId, placa: c.placa, valor: 100 });
    expect(si.statusCode, si.body).toBe(200);
    expect(si.json().data).toEqual({ autorizado: true, disponible: '500.00', mensaje: M.aprobado });

    const no = await validar({ cliente_id: c.clienteId, valor: 450 });
    expect(no.json().data).toEqual({ autorizado: false, disponible: '400.00', mensaje: 'Cupo insuficiente. Disponible: $400,00' });
    expect(no.json().data.mensaje).toBe(M.insuficiente(400));

    expect((await validar({ cliente_id: inactivo.clienteId, valor: 1 })).json().data).toMatchObject({
      autorizado: false,
      mensaje: M.clienteInactivo,
    });
    // The vehicle of another customer, an unknown plate, an inactive vehicle.
    expect((await validar({ cliente_id: c.clienteId, vehiculo_id: otro.vehiculoId, valor: 1 })).json().data.mensaje).toBe(
      M.vehiculoNoAutorizado,
    );
    expect((await validar({ placa: 'ZZZ999', valor: 1 })).json().data.mensaje).toBe(M.vehiculoNoAutorizado);
    await t.database.db.execute(sql`UPDATE vehiculos SET estado = 'I' WHERE id = ${c.vehiculoId}`);
    expect((await validar({ placa: c.placa, valor: 1 })).json().data.mensaje).toBe(M.vehiculoNoAutorizado);
    expect((await validar({ cliente_id: otro.clienteId, valor: 1 })).json().data).toMatchObject({ autorizado: false, mensaje: M.sinCupo });

    const mal = await validar({ valor: 1 });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errores[0]).toEqual({ campo: 'cliente_id', mensaje: M.identificarVehiculoOCliente });
  });

  it('never exceeds the quota under 20 concurrent approvals, and holds each approved amount for 15 minutes', async () => {
    const c = await clienteConVehiculo();
    const cupo = await crearCupo(c.clienteId, 1000);
    const respuestas = await Promise.all(Array.from({ length: 20 }, () => validar({ cliente_id: c.clienteId, valor: 70 })));
    const datos = respuestas.map((r) => r.json().data as { autorizado: boolean });
    expect(datos.filter((d) => d.autorizado)).toHaveLength(14);
    const h = await q1<{ n: number; total: string; minutos: number }>(
      sql`SELECT count(*)::int AS n, sum(valor)::text AS total, round(extract(epoch FROM min(vence_en - creado_en)) / 60)::int AS minutos
            FROM cupos_retenciones WHERE cupo_id = ${cupo}`,
    );
    expect(h).toEqual({ n: 14, total: '980.00', minutos: 15 });
    expect((await admin('GET', `/api/cupo/${cupo}`)).json().data).toMatchObject({ retenido: '980.00', disponible: '20.00' });
  });

  it('refuses what a restriction of the vehicle or its fleet forbids', async () => {
    const c = await clienteConVehiculo();
    await crearCupo(c.clienteId, 100_000);
    const base = {
      cliente_id: c.clienteId,
      placa: c.placa,
      producto_id: eds.manguera.productoId,
      cantidad: 5,
      valor: 50,
      kilometraje: 1000,
    };
    const restriccion = { empresa_id: eds.empresaId, vehiculo_id: c.vehiculoId };

    // Bad input: neither fleet nor vehicle; hours reversed. Nothing written.
    const antes = await contar(t.database, 'restricciones_consumo');
    const sinDestino = await admin('POST', '/api/restriccion', { empresa_id: eds.empresaId });
    expect(sinDestino.statusCode).toBe(400);
    expect(sinDestino.json().errores[0]).toEqual({ campo: 'flota_id', mensaje: M.destinoObligatorio });
    const horas = await admin('POST', '/api/restriccion', { ...restriccion, hora_desde: 10, hora_hasta: 8 });
    expect(horas.json().errores[0]).toEqual({ campo: 'hora_hasta', mensaje: M.horasNoValidas });
    const estacion = await usuarioConModulos(t, 'RESTRCU', ids.barranquilla, ['GESTION RESTRICCIONES CF'], 'RCU');
    expect((await estacion('POST', '/api/restriccion', { ...restriccion, estaciones: [ids.bogota] })).statusCode).toBe(403);
    expect(await contar(t.database, 'restricciones_consumo')).toBe(antes);

    const creada = await admin('POST', '/api/restriccion', { ...restriccion, productos: [eds.productoCanastilla.id] });
    expect(creada.statusCode, creada.body).toBe(200);
    const id = creada.json().data.id as number;
    const editar = async (cambios: Record<string, unknown>) => {
      const r = await admin('PUT', '/api/restriccion', { ...restriccion, id, ...cambios });
      expect(r.statusCode, r.body).toBe(200);
    };
    const mensaje = async (extra: Record<string, unknown> = {}) => (await validar({ ...base, ...extra })).json().data.mensaje as string;

    expect(await mensaje()).toBe(M.productoNoAutorizado);
    await editar({ estaciones: [ids.cartagena] });
    expect(await mensaje()).toBe(M.estacionNoAutorizada);
    // ISO weekday in Bogotá (UTC−5, no daylight saving).
    const dow = ((new Date(Date.now() - 5 * 3600_000).getUTCDay() + 6) % 7) + 1;
    await editar({ dias: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== dow) });
    expect(await mensaje()).toBe(M.fueraDeHorario);
    await editar({ dias: [dow], max_galones_tanqueo: 4 });
    expect(await mensaje()).toBe(M.maxGalones('4.000'));
    await editar({ max_valor_mes: 40 });
    expect(await mensaje({ cantidad: 3 })).toBe(M.maxValorMes(40));
    await editar({ kilometraje_creciente: true });
    await t.database.db.execute(sql`UPDATE vehiculos SET kilometraje = 5000 WHERE id = ${c.vehiculoId}`);
    expect(await mensaje({ cantidad: 3, valor: 30 })).toBe(M.kilometraje(5000));

    // The fleet's restriction applies to its vehicle too: one fill a day.
    await editar({ kilometraje_creciente: false });
    const flota = await admin('POST', '/api/restriccion', { empresa_id: eds.empresaId, flota_id: c.flotaId, max_tanqueos_dia: 1 });
    expect(flota.statusCode, flota.body).toBe(200);
    expect(await mensaje({ cantidad: 3, valor: 30 })).toBe(M.aprobado);
    expect(await mensaje({ cantidad: 3, valor: 5 })).toBe(M.maxTanqueos(1));

    // Inactive restrictions restrict nothing.
    expect((await admin('PUT', `/api/restriccion/${id}/I`)).json().mensaje).toBe(C.inactivado);
    expect((await admin('PUT', `/api/restriccion/${flota.json().data.id as number}/I`)).statusCode).toBe(200);
    expect(await mensaje({ valor: 60 })).toBe(M.aprobado);
    const lista = await admin('GET', `/api/restriccion/empresa/${eds.empresaId}?vehiculo_id=${c.vehiculoId}`);
    expect(lista.json().data[0]).toMatchObject({
      id,
      placa: c.placa,
      estado: 'I',
      max_valor_mes: null,
      codigo: c.placa,
      descripcion: c.nombre,
    });
  });
});

describe('Sales at the station against the quota', () => {
  it('stores a credit sale without approval or beyond the quota, flags it and alerts it; an approved one is not flagged', async () => {
    const c = await clienteConVehiculo();
    const cupo = await crearCupo(c.clienteId, 2 * eds.precioCombustible);
    const novedades = async () =>
      filas<{ motivo: string; valor: string; disponible: string | null }>(
        t.database.db,
        sql`SELECT motivo, valor::text, disponible::text FROM ventas_cupo_novedades WHERE cliente_id = ${c.clienteId} ORDER BY id`,
      );
    const alertas = async () =>
      filas<{ motivo: string; mensaje: string; venta_uuid: string }>(
        t.database.db,
        sql`SELECT motivo, mensaje, venta_uuid::text FROM alertas_clientes WHERE cliente_id = ${c.clienteId} AND venta_uuid IS NOT NULL ORDER BY id`,
      );

    // Approved at the pump, then sold: settled, not flagged.
    const aprobada = await validar({ cliente_id: c.clienteId, valor: eds.precioCombustible });
    expect(aprobada.json().data.autorizado).toBe(true);
    const v1 = ventaCredito(c.clienteId, 1);
    expect((await postPos(t.app, eds.token, 'ventas', { ventas: [v1] })).json().data.aceptadas).toBe(1);
    expect(await novedades()).toEqual([]);
    expect(await contar(t.database, 'cupos_retenciones')).toBeGreaterThanOrEqual(0);
    expect((await q1<{ n: number }>(sql`SELECT count(*)::int AS n FROM cupos_retenciones WHERE cupo_id = ${cupo}`)).n).toBe(0);

    // Not approved and beyond the quota (3 gallons against 1 left): stored, flagged twice, alerted twice.
    const v2 = ventaCredito(c.clienteId, 3);
    const r = await postPos(t.app, eds.token, 'ventas', { ventas: [v2] });
    expect(r.json().data.aceptadas, r.body).toBe(1);
    expect((await q1<{ n: number }>(sql`SELECT count(*)::int AS n FROM ventas WHERE uuid = ${v2.uuid as string}`)).n).toBe(1);
    const valor = (3 * eds.precioCombustible).toFixed(2);
    const quedaba = eds.precioCombustible.toFixed(2);
    expect(await novedades()).toEqual([
      { motivo: 'SIN_AUTORIZACION', valor, disponible: quedaba },
      { motivo: 'SOBRE_CUPO', valor, disponible: quedaba },
    ]);
    const a = await alertas();
    expect(a.map((x) => [x.motivo, x.venta_uuid])).toEqual([
      ['SIN_AUTORIZACION', v2.uuid],
      ['SOBRE_CUPO', v2.uuid],
    ]);
    expect(a[0].mensaje).toContain(c.nombre);
    // The 80/90/100 thresholds keep feeding the alerts.
    const umbrales = await filas<{ umbral: number }>(
      t.database.db,
      sql`SELECT umbral FROM alertas_clientes WHERE cupo_id = ${cupo} AND motivo = 'UMBRAL' ORDER BY umbral`,
    );
    expect(umbrales.map((u) => u.umbral)).toEqual([80, 90, 100]);
    // The alerts screen (its own module, without the dashboard) lists them, and Inactivar removes one.
    const pantalla = await usuarioConModulos(t, 'ALERTASRU', ids.barranquilla, ['ALERTAS'], 'RU');
    const leer = async () => {
      const r = await pantalla('GET', `/api/cupos/getcliente-empresas/alertasGlobales-Obtener/${eds.empresaId}?limite=500`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { id: number; nombre: string }[]).filter((x) => x.nombre === c.nombre);
    };
    const antesDe = await leer();
    expect(antesDe).toHaveLength(5);
    const fuera = await pantalla('PUT', '/api/cupos/getcliente-empresas/alertasGlobales/deshabilitar', { id: antesDe[0].id, estado: 'I' });
    expect(fuera.statusCode, fuera.body).toBe(200);
    expect((await leer()).map((x) => x.id)).not.toContain(antesDe[0].id);

    // Re-sending the sale stores and flags nothing more.
    await postPos(t.app, eds.token, 'ventas', { ventas: [v2] });
    expect(await novedades()).toHaveLength(2);

    // A customer without any quota: SIN_CUPO.
    const sinCupo = await clienteConVehiculo();
    await postPos(t.app, eds.token, 'ventas', { ventas: [ventaCredito(sinCupo.clienteId, 1)] });
    expect(
      (await q1<{ motivo: string }>(sql`SELECT motivo FROM ventas_cupo_novedades WHERE cliente_id = ${sinCupo.clienteId}`)).motivo,
    ).toBe('SIN_CUPO');
  });

  it('shows as available exactly the quota less the ledger of the customer’s credit sales', async () => {
    const c = await clienteConVehiculo();
    const cupo = await crearCupo(c.clienteId, 1_000_000);
    const galones = [1.5, 2.25, 3, 0.75, 4.125];
    for (const g of galones) await postPos(t.app, eds.token, 'ventas', { ventas: [ventaCredito(c.clienteId, g)] });
    const libro = await q1<{ total: string }>(
      sql`SELECT sum(p.valor)::numeric(14,2)::text AS total FROM ventas v JOIN ventas_pagos p ON p.venta_id = v.id
           WHERE v.cliente_id = ${c.clienteId} AND p.medio_pago_id = ${eds.medios.creditoCliente}`,
    );
    const leido = (await admin('GET', `/api/cupo/${cupo}`)).json().data as { consumido: string; disponible: string };
    expect(leido.consumido).toBe(libro.total);
    expect(leido.disponible).toBe((1_000_000 - Number(libro.total)).toFixed(2));
  });
});
