import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

let t: AppDePrueba;
let e: EstacionPos;
beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
});
afterAll(async () => t.cerrar());

describe('tank readings', () => {
  it('turns a dip into gallons through the calibration chart in force, with the water level', async () => {
    const admin = conToken(t.app, e.admin);
    const tanque = e.manguera.bodegaId;
    const aforo = await admin('PUT', `/api/bodega/${tanque}/aforo`, {
      vigente_desde: haceMinutos(60),
      puntos: [
        { altura_mm: 100, volumen: 50 },
        { altura_mm: 1000, volumen: 2000 },
        { altura_mm: 2000, volumen: 5000 },
      ],
    });
    expect(aforo.statusCode).toBe(200);
    const probar = await admin('POST', `/api/bodega/${tanque}/aforo/calcular`, { altura_mm: 1500 });
    expect(probar.json().data.volumen).toBe(3500);

    // Taken now: the demo's probe readings reach the moment it was seeded, and the tank's state is its newest reading.
    const lectura = {
      uuid: randomUUID(),
      fecha: haceMinutos(0),
      bodega_id: tanque,
      altura_mm: 1500,
      altura_agua_mm: 50,
      temperatura: 27.5,
    };
    const r = await postPos(t.app, e.token, 'lecturas-tanque', { lecturas: [lectura] });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ aceptadas: 1, duplicadas: 0, rechazadas: [] });
    const guardada = await fila<{ volumen: string; volumen_agua: string; fecha_negocio: string }>(
      t.database.db,
      sql`SELECT volumen, volumen_agua, fecha_negocio::text AS fecha_negocio FROM lecturas_tanque WHERE uuid = ${lectura.uuid}::uuid`,
    );
    // 1500 mm lies halfway between 1000 mm (2000 gal) and 2000 mm (5000 gal); 50 mm of water scales from zero to the first point.
    expect(guardada).toEqual({ volumen: '3500.000', volumen_agua: '25.000', fecha_negocio: diaOperativo(lectura.fecha) });
    const estado = await fila<{ volumen: string; volumen_agua: string }>(
      t.database.db,
      sql`SELECT volumen, volumen_agua FROM tanques_estado WHERE bodega_id = ${tanque}`,
    );
    expect(estado).toEqual({ volumen: '3500.000', volumen_agua: '25.000' });
    const dia = await fila<{ volumen_final: string }>(
      t.database.db,
      sql`SELECT volumen_final FROM tanques_dia WHERE bodega_id = ${tanque} AND fecha_negocio = ${guardada!.fecha_negocio}::date`,
    );
    expect(dia!.volumen_final).toBe('3500.000');
    // The warehouse lookup shows it as the tank's last reading.
    const bodegas = await admin('GET', `/api/bodega/select/empresa/${e.empresaId}`);
    const b = (bodegas.json().data as { id: number; volumen_medido: number; nivel_agua: number }[]).find((x) => x.id === tanque)!;
    expect(b).toMatchObject({ volumen_medido: 3500, nivel_agua: 25 });
  });

  it('uses the chart version in force at the time of the reading', async () => {
    const tanque = e.manguera.bodegaId;
    const antigua = { uuid: randomUUID(), fecha: haceMinutos(24 * 60), bodega_id: tanque, altura_mm: 1000 };
    await postPos(t.app, e.token, 'lecturas-tanque', { lecturas: [antigua] });
    const r = await fila<{ volumen: string }>(t.database.db, sql`SELECT volumen FROM lecturas_tanque WHERE uuid = ${antigua.uuid}::uuid`);
    // The demo chart of a 12,000-gal horizontal cylinder, not the 2,000 gal of the new version.
    expect(Number(r!.volumen)).toBeGreaterThan(4000);
  });

  it('refuses a height beyond the chart, a tank of another station and a reading without a measure', async () => {
    const otra = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM bodegas WHERE tipo = 'TANQUE' AND empresa_id <> ${e.empresaId} LIMIT 1`,
    );
    const alta = { uuid: randomUUID(), fecha: haceMinutos(5), bodega_id: e.manguera.bodegaId, altura_mm: 2500 };
    const ajena = { uuid: randomUUID(), fecha: haceMinutos(5), bodega_id: otra!.id, altura_mm: 100 };
    const vacia = { uuid: randomUUID(), fecha: haceMinutos(5), bodega_id: e.manguera.bodegaId };
    const sonda = { uuid: randomUUID(), fecha: haceMinutos(4), bodega_id: e.manguera.bodegaId, volumen: 3210.5 };
    const r = await postPos(t.app, e.token, 'lecturas-tanque', { lecturas: [alta, ajena, vacia, sonda] });
    expect(r.statusCode).toBe(206);
    expect(r.json().data).toEqual({
      aceptadas: 1,
      duplicadas: 0,
      rechazadas: [
        { uuid: alta.uuid, mensaje: M.alturaFueraDeAforo, campo: 'altura_mm' },
        { uuid: ajena.uuid, mensaje: M.tanqueNoExiste(otra!.id), campo: 'bodega_id' },
        { uuid: vacia.uuid, mensaje: M.lecturaSinMedida, campo: 'altura_mm' },
      ],
    });
    const again = await postPos(t.app, e.token, 'lecturas-tanque', { lecturas: [sonda] });
    expect(again.json().data).toEqual({ aceptadas: 0, duplicadas: 1, rechazadas: [] });
  });
});

describe('shifts, hose readings, test pours and envelopes', () => {
  it('opens a shift, counts its sales and envelopes, closes it with meter gallons once', async () => {
    const mangueras = await filas<{ id: number; bodega_id: number }>(
      t.database.db,
      sql`SELECT m.id, m.bodega_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE s.isla_id = ${e.manguera.islaId} ORDER BY m.id`,
    );
    // The demo's own open shift for this island is closed first, so the promoter used here has none open.
    const promotor = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT p.id FROM promotores p WHERE p.empresa_id = ${e.empresaId} AND NOT EXISTS (SELECT 1 FROM turnos t WHERE t.promotor_id = p.id AND t.estado = 'A') ORDER BY p.id LIMIT 1`,
    );
    const uuid = randomUUID();
    const apertura = {
      uuid,
      fecha: haceMinutos(120),
      isla_id: e.manguera.islaId,
      promotor_id: promotor!.id,
      base_efectivo: 100000,
      lecturas: mangueras.map((m, i) => ({ manguera_id: m.id, lectura: 1000 + i })),
    };
    const abierta = await postPos(t.app, e.token, 'turnos/apertura', { turnos: [apertura] });
    expect(abierta.json().data).toEqual({ aceptadas: 1, duplicadas: 0, rechazadas: [] });
    const otraVez = await postPos(t.app, e.token, 'turnos/apertura', { turnos: [{ ...apertura, uuid: randomUUID() }] });
    expect(otraVez.json().data.rechazadas[0].mensaje).toBe(M.promotorConTurnoAbierto);

    const ventas = [
      ventaCombustible(e, 10, { turno: uuid, fecha: haceMinutos(90) }),
      ventaCombustible(e, 2.5, { turno: uuid, fecha: haceMinutos(80) }),
    ];
    expect((await postPos(t.app, e.token, 'ventas', { ventas })).json().data.aceptadas).toBe(2);
    // A hose of another island cannot sell in this island's shift.
    const otraIsla = await fila<{ id: number; producto_id: number }>(
      t.database.db,
      sql`SELECT m.id, m.producto_id FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id
           WHERE m.empresa_id = ${e.empresaId} AND s.isla_id <> ${e.manguera.islaId} AND m.producto_id = ${e.manguera.productoId} LIMIT 1`,
    );
    const ajena = await postPos(t.app, e.token, 'ventas', { ventas: [ventaCombustible(e, 1, { turno: uuid, manguera: otraIsla!.id })] });
    expect(ajena.json().data.rechazadas[0].mensaje).toBe(M.mangueraOtraIsla(otraIsla!.id));
    const sobre = { uuid: randomUUID(), fecha: haceMinutos(70), turno: uuid, numero: 1, valor: 150000 };
    expect((await postPos(t.app, e.token, 'sobres', { sobres: [sobre] })).json().data.aceptadas).toBe(1);
    const calibracion = { uuid: randomUUID(), fecha: haceMinutos(60), manguera_id: e.manguera.id, volumen: 5, turno: uuid };
    const grande = { ...calibracion, uuid: randomUUID(), volumen: 25 };
    const c = await postPos(t.app, e.token, 'calibraciones', { calibraciones: [calibracion, grande] });
    expect(c.json().data).toEqual({
      aceptadas: 1,
      duplicadas: 0,
      rechazadas: [{ uuid: grande.uuid, mensaje: M.calibracionMaxima(20), campo: 'volumen' }],
    });
    const parcial = { uuid: randomUUID(), fecha: haceMinutos(50), manguera_id: e.manguera.id, lectura: 1010, tipo: 'PARCIAL', turno: uuid };
    expect((await postPos(t.app, e.token, 'lecturas-manguera', { lecturas: [parcial] })).json().data.aceptadas).toBe(1);

    const indice = mangueras.findIndex((m) => m.id === e.manguera.id);
    const cierre = {
      uuid,
      fecha: haceMinutos(1),
      efectivo_entregado: 50000,
      // The sold hose moved 10 + 2.5 gallons plus the 5 of the test pour; the others did not move.
      lecturas: mangueras.map((m, i) => ({ manguera_id: m.id, lectura: 1000 + i + (i === indice ? 17.5 : 0) })),
    };
    const antesTanque = await fila<{ g: string }>(
      t.database.db,
      sql`SELECT coalesce(sum(galones_medidor), 0) AS g FROM tanques_dia WHERE bodega_id = ${e.manguera.bodegaId} AND fecha_negocio = ${diaOperativo(apertura.fecha)}::date`,
    );
    const cerrada = await postPos(t.app, e.token, 'turnos/cierre', { turnos: [cierre] });
    expect(cerrada.json().data).toEqual({ aceptadas: 1, duplicadas: 0, rechazadas: [] });

    const turno = await fila<Record<string, string | number>>(
      t.database.db,
      sql`SELECT estado, num_ventas, total_ventas, num_sobres, total_sobres, galones_medidor, calibraciones, efectivo_entregado FROM turnos WHERE uuid = ${uuid}::uuid`,
    );
    expect(turno).toMatchObject({
      estado: 'C',
      num_ventas: 2,
      num_sobres: 1,
      total_sobres: '150000.00',
      galones_medidor: '17.500',
      calibraciones: '5.000',
      efectivo_entregado: '50000.00',
    });
    expect(Number(turno!.total_ventas)).toBeCloseTo(12.5 * e.precioCombustible, 1);
    const porManguera = await fila<{ lectura_inicial: string; lectura_final: string; galones: string; calibraciones: string }>(
      t.database.db,
      sql`SELECT tm.lectura_inicial, tm.lectura_final, tm.galones, tm.calibraciones FROM turnos_mangueras tm JOIN turnos t ON t.id = tm.turno_id
           WHERE t.uuid = ${uuid}::uuid AND tm.manguera_id = ${e.manguera.id}`,
    );
    expect(porManguera).toEqual({
      lectura_inicial: (1000 + indice).toFixed(3),
      lectura_final: (1017.5 + indice).toFixed(3),
      galones: '17.500',
      calibraciones: '5.000',
    });
    const despuesTanque = await fila<{ g: string }>(
      t.database.db,
      sql`SELECT coalesce(sum(galones_medidor), 0) AS g FROM tanques_dia WHERE bodega_id = ${e.manguera.bodegaId} AND fecha_negocio = ${diaOperativo(apertura.fecha)}::date`,
    );
    expect(Number(despuesTanque!.g) - Number(antesTanque!.g)).toBeCloseTo(17.5, 3);

    // Re-sending the opening of a closed shift is a duplicate, not a second open shift.
    const reapertura = await postPos(t.app, e.token, 'turnos/apertura', { turnos: [apertura] });
    expect(reapertura.json().data).toEqual({ aceptadas: 0, duplicadas: 1, rechazadas: [] });

    // Closing twice changes nothing.
    const segunda = await postPos(t.app, e.token, 'turnos/cierre', { turnos: [{ ...cierre, efectivo_entregado: 1 }] });
    expect(segunda.json().data).toEqual({ aceptadas: 0, duplicadas: 1, rechazadas: [] });
    const igual = await fila<{ efectivo_entregado: string }>(
      t.database.db,
      sql`SELECT efectivo_entregado FROM turnos WHERE uuid = ${uuid}::uuid`,
    );
    expect(igual!.efectivo_entregado).toBe('50000.00');
  });

  it('refuses closing a shift the station does not have and hose readings of another island', async () => {
    const r = await postPos(t.app, e.token, 'turnos/cierre', { turnos: [{ uuid: randomUUID(), fecha: haceMinutos(1) }] });
    expect(r.json().data.rechazadas[0].mensaje).toBe(M.turnoNoExiste);
    const ajena = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM mangueras WHERE empresa_id <> ${e.empresaId} LIMIT 1`);
    const l = await postPos(t.app, e.token, 'lecturas-manguera', {
      lecturas: [{ uuid: randomUUID(), fecha: haceMinutos(1), manguera_id: ajena!.id, lectura: 5 }],
    });
    expect(l.json().data.rechazadas[0].mensaje).toBe(M.mangueraNoExiste(ajena!.id));
  });
});
