import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_FACTURADOR as M } from '@eds/contracts/facturacion/facturador';
import { MENSAJES_ANULACION } from '@eds/contracts/facturacion/anulacion';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { fila, filas } from '../src/db/client';
import { HOY_BOGOTA } from '../src/lib/tiempo';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { diferenciasOperacion, diferenciasVentas } from './invariantes';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Integration: the Facturador's Remisiones and Ticket a factura tabs (G16, decision 053). Delivery notes (sales numbered
 * in a REMISION resolution) of one customer become one electronic invoice numbered in the station's FACTURA
 * ELECTRÓNICA resolution and queued to DIAN; each note is invoiced once, concurrent attempts included, and the rollups
 * do not count the invoice again. A POS ticket becomes the customer's invoice once, within the time allowed. Scope: a
 * station administrator reaches neither tab at a sibling station.
 */

let t: AppDePrueba;
let e: EstacionPos;
let ajenaId: number;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let cliente: number;
let otroCliente: number;
let consecutivo = 0;
const db = () => t.database.db;
const hoy = async () => (await fila<{ hoy: string }>(db(), sql`SELECT ${HOY_BOGOTA}::text AS hoy`))!.hoy;

/** A delivery note of `galones` for the customer, sent by the station's POS: its id. */
async function remision(galones: number, clienteId = cliente): Promise<{ id: number; numero: string; total: number }> {
  consecutivo += 1;
  const venta = ventaCombustible(e, galones, { cliente: clienteId, factura: { prefijo: 'RMT', consecutivo } });
  const r = await postPos(t.app, e.token, 'ventas', { ventas: [venta] });
  expect(r.json().data.aceptadas, r.body).toBe(1);
  const v = await fila<{ id: number; total: string }>(
    db(),
    sql`SELECT id::int AS id, total FROM ventas WHERE uuid = ${venta.uuid as string}::uuid`,
  );
  return { id: v!.id, numero: `RMT${consecutivo}`, total: Number(v!.total) };
}

const contar = async (tabla: string) => (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.raw(tabla)}`))!.n;

beforeAll(async () => {
  t = await crearApp();
  const ids = await idsDemo(t.database);
  const n = (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM empresas WHERE tipo = 3 AND id < ${ids.barranquilla}`))!.n;
  e = await estacionPos(t, n);
  ajenaId = ids.cartagena;
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCNE' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'FACTURADOR'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = EXCLUDED.asignaciones`);
  admin = conToken(t.app, e.admin);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  // The station's own REMISION numbering (the demo gives one to another station).
  await db().execute(sql`
    INSERT INTO resoluciones (negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, tipos_negocio)
    SELECT negocio_id, id, 'REMISION', '55443322', 'RMT', 1, 10000, ${HOY_BOGOTA} - 60, ${HOY_BOGOTA} + 300, '{C,S,K}'
      FROM empresas WHERE id = ${e.empresaId}`);
  cliente = e.clienteCredito;
  otroCliente = (await fila<{ id: number }>(
    db(),
    sql`SELECT id FROM clientes WHERE negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${e.empresaId}) AND estado = 'A' AND id <> ${cliente} ORDER BY id LIMIT 1`,
  ))!.id;
});
afterAll(async () => {
  await t?.cerrar();
});

describe('Facturador: Remisiones → factura', () => {
  it('lists the customer pending notes and invoices them in one electronic invoice, each note once', async () => {
    const a = await remision(3);
    const b = await remision(4);
    const ajeno = await remision(2, otroCliente);
    const dia = await hoy();
    const pend = await eds('POST', '/api/facturador/remisiones-pendientes', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      fecha_inicio: '2020-01-01',
      fecha_fin: dia,
    });
    expect(pend.statusCode, pend.body).toBe(200);
    const lista = pend.json().data as { remisiones: { venta_id: number; numero: string; total: number }[]; agrupar_cliente: boolean };
    expect(lista.agrupar_cliente).toBe(true);
    expect(lista.remisiones.map((r) => r.venta_id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(lista.remisiones.map((r) => r.venta_id)).not.toContain(ajeno.id);
    expect(lista.remisiones.find((r) => r.venta_id === a.id)?.numero).toBe(a.numero);

    const fe = await fila<{ actual: number | null }>(
      db(),
      sql`SELECT actual::int AS actual FROM resoluciones WHERE empresa_id = ${e.empresaId} AND tipo_documento = 'FACTURA ELECTRONICA' AND 'C' = ANY(tipos_negocio) AND estado = 'A' ORDER BY id LIMIT 1`,
    );
    const r = await eds('POST', '/api/facturador/facturar-remisiones', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      remisiones: [a.id, b.id],
      observacion: 'Corte quincenal',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.remisionesFacturadas);
    const f = r.json().data as { venta_id: number; numero: string; estado: number; total: number };
    expect(f.estado).toBe(ESTADO_FE.ESPERANDO_AUTORIZACION);
    expect(f.total).toBeCloseTo(a.total + b.total, 2);
    const guardada = await fila<{
      origen: string;
      estado_movimiento: string;
      cliente_id: number;
      lineas: number;
      pagado: string;
      consecutivo: number;
    }>(
      db(),
      sql`SELECT v.origen, v.estado_movimiento, v.cliente_id, v.consecutivo::int AS consecutivo,
                 (SELECT count(*)::int FROM ventas_detalles d WHERE d.venta_id = v.id AND d.bodega_id IS NULL) AS lineas,
                 (SELECT sum(valor)::text FROM ventas_pagos p WHERE p.venta_id = v.id) AS pagado
            FROM ventas v WHERE v.id = ${f.venta_id}`,
    );
    expect(guardada).toMatchObject({ origen: 'OFICINA', estado_movimiento: '009003', cliente_id: cliente, lineas: 2 });
    expect(Number(guardada!.pagado)).toBeCloseTo(a.total + b.total, 2);
    expect(guardada!.consecutivo).toBe((fe!.actual ?? 0) + 1);
    const marcadas = await filas<{ venta_id: number }>(
      db(),
      sql`SELECT venta_id::int AS venta_id FROM remisiones_facturadas WHERE factura_venta_id = ${f.venta_id} ORDER BY venta_id`,
    );
    expect(marcadas.map((m) => m.venta_id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    // The notes counted the sale: the invoice adds nothing to rollups, stock or shifts.
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});
    expect(await diferenciasOperacion(db())).toEqual({});
    // In the Facturador list, and no longer pending.
    const facturas = await eds('GET', `/api/facturador/facturas?empresa_id=${e.empresaId}&limite=100`);
    expect((facturas.json().data as { venta_id: number }[]).some((x) => x.venta_id === f.venta_id)).toBe(true);
    const despues = await eds('POST', '/api/facturador/remisiones-pendientes', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      fecha_inicio: '2020-01-01',
      fecha_fin: dia,
    });
    expect((despues.json().data.remisiones as { venta_id: number }[]).map((x) => x.venta_id)).not.toContain(a.id);

    // A second invoice of a note already invoiced: refused, nothing written.
    const ventas = await contar('ventas');
    const otra = await eds('POST', '/api/facturador/facturar-remisiones', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      remisiones: [b.id],
    });
    expect(otra.statusCode).toBe(400);
    expect(otra.json().mensaje).toBe(M.remisionYaFacturada(b.numero));
    expect(await contar('ventas')).toBe(ventas);
    // An invoice of notes is not annulled on the annulment screen (it moved nothing to take back).
    const motivos = await admin('GET', `/api/movimientos/obtener-motivo-anulacion?empresa_id=${e.empresaId}`);
    const concepto = (motivos.json().data as { id: number }[])[0].id;
    const anular = await admin('POST', '/api/movimientos/anular_venta', {
      venta: { id: f.venta_id, concepto, anulacion_web: true, observacion: 'Prueba de anulación de una factura de remisiones' },
    });
    expect(anular.statusCode).toBe(400);
    expect(anular.json().mensaje).toBe(MENSAJES_ANULACION.facturaRemisiones);
    // Nor is a note it invoices: the note stays registered behind its invoice.
    const nota = await admin('POST', '/api/movimientos/anular_venta', {
      venta: { id: b.id, concepto, anulacion_web: true, observacion: 'Prueba de anulación de una remisión ya facturada' },
    });
    expect(nota.statusCode).toBe(400);
    expect(nota.json().mensaje).toBe(MENSAJES_ANULACION.remisionFacturada);
    const estado = await fila<{ estado_movimiento: string }>(t.database.db, sql`SELECT estado_movimiento FROM ventas WHERE id = ${b.id}`);
    expect(estado!.estado_movimiento.endsWith('001')).toBe(true);
  });

  it('refuses another customer note, a repeated id and, with REMISION_AGRUPAR_CLIENTE = N, more than one note', async () => {
    const a = await remision(1);
    const ajena = await remision(1, otroCliente);
    const ventas = await contar('ventas');
    const mal = await eds('POST', '/api/facturador/facturar-remisiones', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      remisiones: [a.id, ajena.id],
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().mensaje).toBe(M.remisionNoPendiente(ajena.numero));
    const repetida = await eds('POST', '/api/facturador/facturar-remisiones', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      remisiones: [a.id, a.id],
    });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.body).toContain(M.remisionesRepetidas);
    const b = await remision(1);
    const grabar = await admin('POST', '/api/parametrizacion/save/parametros/REMISION', {
      estaciones: [e.empresaId],
      parametros: { activa: true, dias_facturar: 30, agrupar_cliente: false },
    });
    expect(grabar.statusCode, grabar.body).toBe(200);
    const agrupa = await eds('POST', '/api/facturador/facturar-remisiones', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      remisiones: [a.id, b.id],
    });
    expect(agrupa.statusCode).toBe(400);
    expect(agrupa.json().mensaje).toBe(M.remisionesNoAgrupa);
    expect(await contar('ventas')).toBe(ventas + 1);
    await admin('POST', '/api/parametrizacion/save/parametros/REMISION', {
      estaciones: [e.empresaId],
      parametros: { activa: true, dias_facturar: 30, agrupar_cliente: true },
    });
  });

  it('two invoices of the same note at once: one is issued, the other refused', async () => {
    const a = await remision(2);
    const cuerpo = { empresa_id: e.empresaId, cliente_id: cliente, remisiones: [a.id] };
    const [x, y] = await Promise.all([
      eds('POST', '/api/facturador/facturar-remisiones', cuerpo),
      admin('POST', '/api/facturador/facturar-remisiones', cuerpo),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    expect([x, y].find((r) => r.statusCode === 400)!.json().mensaje).toBe(M.remisionYaFacturada(a.numero));
    expect((await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM remisiones_facturadas WHERE venta_id = ${a.id}`))!.n).toBe(
      1,
    );
  });

  it('a station administrator reaches neither call at a sibling station', async () => {
    const dia = await hoy();
    const leer = await eds('POST', '/api/facturador/remisiones-pendientes', {
      empresa_id: ajenaId,
      cliente_id: cliente,
      fecha_inicio: dia,
      fecha_fin: dia,
    });
    expect(leer.statusCode).toBe(403);
    const escribir = await eds('POST', '/api/facturador/facturar-remisiones', {
      empresa_id: ajenaId,
      cliente_id: cliente,
      remisiones: [1],
    });
    expect(escribir.statusCode).toBe(403);
    const rango = await eds('POST', '/api/facturador/remisiones-pendientes', {
      empresa_id: e.empresaId,
      cliente_id: cliente,
      fecha_inicio: dia,
      fecha_fin: '2020-01-01',
    });
    expect(rango.statusCode).toBe(400);
    expect(rango.body).toContain(M.rangoFechas);
  });
});

describe('Facturador: Ticket → factura', () => {
  it('turns a POS ticket into the customer electronic invoice once, within the time allowed', async () => {
    const ticket = ventaCombustible(e, 2);
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [ticket] })).json().data.aceptadas).toBe(1);
    const id = (await fila<{ id: number }>(db(), sql`SELECT id::int AS id FROM ventas WHERE uuid = ${ticket.uuid as string}::uuid`))!.id;
    const lista = await eds('GET', `/api/facturador/tickets/${e.empresaId}`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data.minutos).toBe(5);
    expect((lista.json().data.tickets as { venta_id: number }[]).map((x) => x.venta_id)).toContain(id);

    const r = await eds('POST', '/api/facturador/ticket-a-factura', { venta_id: id, cliente_id: cliente });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.ticketFacturado);
    const v = await fila<{ cliente_id: number; prefijo: string; estado: number; oficina: number }>(
      db(),
      sql`SELECT v.cliente_id, v.prefijo, f.estado::int AS estado, (SELECT count(*)::int FROM ventas_oficina o WHERE o.venta_id = v.id) AS oficina
            FROM ventas v JOIN facturas_electronicas f ON f.venta_id = v.id WHERE v.id = ${id}`,
    );
    expect(v).toMatchObject({ cliente_id: cliente, estado: ESTADO_FE.ESPERANDO_AUTORIZACION, oficina: 1 });
    expect(v!.prefijo).toBeTruthy();
    // The rollups moved the sale from consumidor final to the customer.
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});
    expect(await diferenciasOperacion(db())).toEqual({});

    const dos = await admin('POST', '/api/facturador/ticket-a-factura', { venta_id: id, cliente_id: cliente });
    expect(dos.statusCode).toBe(400);
    expect(dos.json().mensaje).toBe(M.ticketYaFacturado);
  });

  it('refuses a ticket past TIEMPO_MAXIMO_DATOS_CLIENTE and a sibling station ticket', async () => {
    const viejo = ventaCombustible(e, 1, { fecha: haceMinutos(30) });
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [viejo] })).json().data.aceptadas).toBe(1);
    const id = (await fila<{ id: number }>(db(), sql`SELECT id::int AS id FROM ventas WHERE uuid = ${viejo.uuid as string}::uuid`))!.id;
    const r = await eds('POST', '/api/facturador/ticket-a-factura', { venta_id: id, cliente_id: cliente });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.ticketVencido(5));
    expect((await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM facturas_electronicas WHERE venta_id = ${id}`))!.n).toBe(0);

    const ajena = await estacionPos(t, { id: ajenaId });
    const suyo = ventaCombustible(ajena, 1);
    expect((await postPos(t.app, ajena.token, 'ventas', { ventas: [suyo] })).json().data.aceptadas).toBe(1);
    const idAjeno = (await fila<{ id: number }>(db(), sql`SELECT id::int AS id FROM ventas WHERE uuid = ${suyo.uuid as string}::uuid`))!.id;
    const fuera = await eds('POST', '/api/facturador/ticket-a-factura', { venta_id: idAjeno, cliente_id: cliente });
    expect(fuera.statusCode).toBe(404);
    expect(fuera.json().mensaje).toBe(M.ticketNoExiste);
    expect((await eds('GET', `/api/facturador/tickets/${ajenaId}`)).statusCode).toBe(403);
  });
});
