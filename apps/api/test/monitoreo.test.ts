import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_MONITOREO } from '@eds/contracts/monitoreo';
import { puntajeSalud } from '../src/services/equipos/monitoreo';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';
import { emitirToken } from './pos-fixtures';

/**
 * Monitoreo and Centro de control (SCREENS.md G06): the devices' traffic light, one station's state, the master's
 * health per station (user tipos 1–2), commands through a Centro de control's letter X, and the live /ws events a
 * heartbeat or a command produces, only for users with the station in scope.
 */
let t: AppDePrueba;
let puerto: number;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let superToken: string;
let admin: ReturnType<typeof conToken>;
let estacionToken: string;
let estacion: ReturnType<typeof conToken>;
let equipo: number;
let ajeno: number;

beforeAll(async () => {
  t = await crearApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  puerto = (t.app.server.address() as { port: number }).port;
  ids = await idsDemo(t.database);
  superToken = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, superToken);
  estacionToken = (await ingresar(t.app, 'ADMINEDS')).token;
  estacion = conToken(t.app, estacionToken);
  const primero = async (empresa: number) =>
    (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM equipos WHERE empresa_id = ${empresa} AND estado = 'A' ORDER BY id LIMIT 1`,
    ))!.id;
  equipo = await primero(ids.barranquilla);
  ajeno = await primero(ids.cartagena);
});
afterAll(async () => t.cerrar());

/** Sets a device's last contact `minutos` ago (null: never heard from). */
async function contactoHace(equipoId: number, minutos: number | null) {
  await t.database.db.execute(sql`DELETE FROM equipos_conexion WHERE equipo_id = ${equipoId}`);
  if (minutos === null) return;
  await t.database.db.execute(sql`
    INSERT INTO equipos_conexion (equipo_id, ultima_conexion, version_app, ventas_pendientes, contingencia)
    VALUES (${equipoId}, now() - make_interval(mins => ${minutos}), '4.2.0', 3, true)`);
}

interface FilaMonitoreo {
  id: number;
  empresa_id: number;
  semaforo: string;
  minutos_desconexion: number;
  contingencia: boolean;
  ventas_pendientes: number | null;
  version_app: string | null;
}

async function filaDe(cliente: ReturnType<typeof conToken>, equipoId: number): Promise<FilaMonitoreo | undefined> {
  const r = await cliente('POST', '/api/equipo/monitoreo?limite=500', {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: FilaMonitoreo[] }>().data.find((f) => f.id === equipoId);
}

describe('POST equipo/monitoreo', () => {
  it('lights each device by its last contact and the station’s MINUTOS_DESCONEXION', async () => {
    await contactoHace(equipo, 0);
    expect(await filaDe(admin, equipo)).toMatchObject({
      semaforo: 'VERDE',
      minutos_desconexion: 5,
      contingencia: true,
      ventas_pendientes: 3,
    });
    await contactoHace(equipo, 10);
    expect((await filaDe(admin, equipo))?.semaforo).toBe('AMARILLO');
    await contactoHace(equipo, 45);
    expect((await filaDe(admin, equipo))?.semaforo).toBe('ROJO');
    await contactoHace(equipo, null);
    expect(await filaDe(admin, equipo)).toMatchObject({ semaforo: 'ROJO', contingencia: false, ventas_pendientes: null });

    // The station's own MINUTOS_DESCONEXION of 15: ten minutes of silence is still green there.
    await contactoHace(equipo, 10);
    const def = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM parametros_definiciones WHERE codigo = 'MINUTOS_DESCONEXION'`);
    await t.database.db.execute(
      sql`INSERT INTO parametros_valores (definicion_id, nivel, empresa_id, valor) VALUES (${def!.id}, 'ESTACION', ${ids.barranquilla}, '15')`,
    );
    expect(await filaDe(admin, equipo)).toMatchObject({ semaforo: 'VERDE', minutos_desconexion: 15 });
    await t.database.db.execute(sql`DELETE FROM parametros_valores WHERE definicion_id = ${def!.id} AND empresa_id = ${ids.barranquilla}`);

    const rojos = await admin('POST', '/api/equipo/monitoreo', { semaforo: 'AMARILLO' });
    expect(rojos.json<{ data: FilaMonitoreo[] }>().data.every((f) => f.semaforo === 'AMARILLO')).toBe(true);
    expect(rojos.json<{ data: FilaMonitoreo[] }>().data.some((f) => f.id === equipo)).toBe(true);
    const malo = await admin('POST', '/api/equipo/monitoreo', { semaforo: 'AZUL' });
    expect(malo.statusCode).toBe(400);
  });

  it('answers a station administrator its own station’s devices only', async () => {
    const r = await estacion('POST', '/api/equipo/monitoreo', {});
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json<{ data: FilaMonitoreo[] }>().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((f) => f.empresa_id === ids.barranquilla)).toBe(true);
    const sibling = await estacion('POST', '/api/equipo/monitoreo', { empresas: [ids.cartagena] });
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('POST', '/api/equipo/monitoreo', {})).statusCode).toBe(403);
  });

  it('serves the documented equipos-desconectados with the same scope', async () => {
    await contactoHace(equipo, 45);
    const r = await estacion('POST', '/api/equipo/select/equipos-desconectados', {});
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json<{ data: Array<{ id: number; empresa_id: number; minutos_desconectado: number }> }>().data;
    expect(data.find((d) => d.id === equipo)?.minutos_desconectado).toBeGreaterThanOrEqual(45);
    expect(data.every((d) => d.empresa_id === ids.barranquilla)).toBe(true);
    expect((await estacion('POST', '/api/equipo/select/equipos-desconectados', { empresas: [ids.cartagena] })).statusCode).toBe(403);
  });
});

describe('GET estacion/{id}/estado and POST estaciones/estado', () => {
  it('gives a station its panels, and refuses a sibling station', async () => {
    await contactoHace(equipo, 0);
    const r = await estacion('GET', `/api/estacion/${ids.barranquilla}/estado`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json<{
      data: {
        salud: { empresa_id: number; salud: number; equipos: number };
        equipos: FilaMonitoreo[];
        turnos: unknown[];
        tanques: unknown[];
      };
    }>().data;
    expect(d.salud.empresa_id).toBe(ids.barranquilla);
    expect(d.salud.salud).toBeGreaterThanOrEqual(0);
    expect(d.salud.salud).toBeLessThanOrEqual(100);
    expect(d.equipos.length).toBe(d.salud.equipos);
    expect(d.equipos.find((e) => e.id === equipo)?.semaforo).toBe('VERDE');
    expect(d.tanques.length).toBeGreaterThan(0);
    const sibling = await estacion('GET', `/api/estacion/${ids.cartagena}/estado`);
    expect(sibling.statusCode).toBe(403);
    expect((await estacion('GET', `/api/estacion/999999/estado`)).statusCode).toBe(403);
    const zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
    expect((await zonal('GET', `/api/estacion/${ids.cartagena}/estado`)).statusCode).toBe(403);
  });

  it('gives the master every station’s health to user tipos 1–2 only', async () => {
    const r = await admin('POST', '/api/estaciones/estado', {});
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json<{ data: Array<{ empresa_id: number; salud: number }> }>().data;
    expect(data.map((s) => s.empresa_id)).toEqual(expect.arrayContaining([ids.barranquilla, ids.cartagena, ids.bogota]));
    expect(data.every((s, i) => i === 0 || data[i - 1].salud <= s.salud)).toBe(true);
    expect(data.some((s) => s.empresa_id === ids.caribe)).toBe(false);

    const tipo3 = await usuarioConModulos(t, 'MASTERTIPO3', ids.caribe, ['SOPORTE', 'CENTRO CONTROL MASTER'], 'REX', 3);
    const negado = await tipo3('POST', '/api/estaciones/estado', {});
    expect(negado.statusCode).toBe(403);
    expect(negado.json().mensaje).toBe(MENSAJES_MONITOREO.soloAdministradores);
    const tipo2 = await usuarioConModulos(t, 'MASTERTIPO2', ids.caribe, ['SOPORTE', 'CENTRO CONTROL MASTER'], 'REX', 2);
    const propias = await tipo2('POST', '/api/estaciones/estado', {});
    expect(propias.statusCode, propias.body).toBe(200);
    expect(propias.json<{ data: Array<{ empresa_id: number }> }>().data.map((s) => s.empresa_id)).toContain(ids.barranquilla);
    // Asking for a company outside the caller's scope: refused.
    expect((await tipo2('POST', '/api/estaciones/estado', { empresas: [999_999] })).statusCode).toBe(403);
  });

  it('scores health from devices, pending invoices, old shifts, unsynced sales and contingency', () => {
    const base = {
      equipos: 4,
      equipos_en_linea: 4,
      fe_pendientes: 0,
      turnos_abiertos: 1,
      turnos_viejos: 0,
      ventas_pendientes: 0,
      contingencia: 0,
    };
    expect(puntajeSalud(base)).toBe(100);
    expect(puntajeSalud({ ...base, equipos_en_linea: 2 })).toBe(80);
    expect(puntajeSalud({ ...base, fe_pendientes: 50 })).toBe(80);
    expect(puntajeSalud({ ...base, turnos_viejos: 1, ventas_pendientes: 3, contingencia: 1 })).toBe(87);
    expect(
      puntajeSalud({ ...base, equipos_en_linea: 0, fe_pendientes: 99, turnos_viejos: 9, ventas_pendientes: 99, contingencia: 9 }),
    ).toBe(0);
  });
});

interface Frame {
  event: string;
  data: Record<string, unknown>;
}

function conectar(token: string): Promise<{ ws: WebSocket; frames: Frame[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${puerto}/ws?token=${token}`);
    const frames: Frame[] = [];
    ws.on('message', (raw: Buffer) => {
      const f = JSON.parse(raw.toString()) as Frame;
      frames.push(f);
      if (f.event === 'ready') resolve({ ws, frames });
    });
    ws.on('error', reject);
  });
}

/** Waits for a frame to arrive (a condition on what was received, not a fixed time). */
async function esperar(condicion: () => boolean, ms = 10_000) {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error('tiempo agotado esperando el evento');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('live device events over /ws', () => {
  it('sends a heartbeat’s state to the users with the station in scope, once per change', async () => {
    await usuarioConModulos(t, 'MONITORCTG', ids.cartagena, ['EMPRESA', 'MONITOREO'], 'R');
    const ctgToken = (await ingresar(t.app, 'MONITORCTG')).token;
    const propio = await conectar(estacionToken);
    const general = await conectar(superToken);
    const otro = await conectar(ctgToken);
    const delEquipo = (c: { frames: Frame[] }, id: number) =>
      c.frames.filter((f) => f.event === 'equipo-estado' && f.data.equipo_id === id);

    const pos = conToken(t.app, await emitirToken(t.app, superToken, equipo));
    const posAjeno = conToken(t.app, await emitirToken(t.app, superToken, ajeno));
    await contactoHace(equipo, 2);
    await contactoHace(ajeno, 2);

    const latido = await pos('POST', '/api/pos/v1/estado', { version_app: '5.0.1', ventas_pendientes: 42, contingencia: false });
    expect(latido.statusCode, latido.body).toBe(200);
    await esperar(() => delEquipo(general, equipo).some((f) => f.data.ventas_pendientes === 42));
    await esperar(() => delEquipo(propio, equipo).some((f) => f.data.ventas_pendientes === 42));
    expect(delEquipo(propio, equipo).at(-1)).toEqual({
      event: 'equipo-estado',
      data: {
        equipo_id: equipo,
        empresa_id: ids.barranquilla,
        ultima_conexion: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        version_app: '5.0.1',
        ventas_pendientes: 42,
        contingencia: false,
      },
    });

    // The same state again within 15 seconds says nothing new; a change does.
    expect((await pos('POST', '/api/pos/v1/estado', { version_app: '5.0.1', ventas_pendientes: 42 })).statusCode).toBe(200);
    expect((await pos('POST', '/api/pos/v1/estado', { ventas_pendientes: 41 })).statusCode).toBe(200);
    await esperar(() => delEquipo(propio, equipo).some((f) => f.data.ventas_pendientes === 41));
    const propios = delEquipo(propio, equipo);
    propios.splice(
      0,
      propios.findIndex((f) => f.data.ventas_pendientes === 42),
    );
    expect(propios.map((f) => f.data.ventas_pendientes)).toEqual([42, 41]);

    // Any other POS call (a sales batch, the configuration) records contact: after 15 seconds of silence it notifies too.
    await t.database.db.execute(
      sql`UPDATE equipos_conexion SET ultima_conexion = now() - interval '2 minutes' WHERE equipo_id = ${equipo}`,
    );
    const antes = delEquipo(propio, equipo).length;
    expect((await pos('GET', '/api/pos/v1/configuracion')).statusCode).toBe(200);
    await esperar(() => delEquipo(propio, equipo).length > antes);
    expect(delEquipo(propio, equipo).at(-1)?.data).toMatchObject({ equipo_id: equipo, ventas_pendientes: 41, version_app: '5.0.1' });

    // The sibling station's heartbeat reaches its own user and the business, never ADMINEDS.
    expect((await posAjeno('POST', '/api/pos/v1/estado', { ventas_pendientes: 7 })).statusCode).toBe(200);
    await esperar(() => delEquipo(otro, ajeno).some((f) => f.data.ventas_pendientes === 7));
    await esperar(() => delEquipo(general, ajeno).some((f) => f.data.ventas_pendientes === 7));
    expect(delEquipo(otro, equipo)).toEqual([]);
    expect(propio.frames.some((f) => f.data.empresa_id === ids.cartagena)).toBe(false);
    for (const c of [propio, general, otro]) c.ws.close();
  });

  it('queues commands with a Centro de control’s letter X and follows their state live', async () => {
    const propio = await conectar(estacionToken);
    const antes = await contar(t.database, 'comandos');
    const ajenoR = await estacion('POST', '/api/comando', { equipo_id: ajeno, tipo: 'FORZAR_SINCRONIZACION' });
    expect(ajenoR.statusCode).toBe(403);
    expect(await contar(t.database, 'comandos')).toBe(antes);
    const r = await estacion('POST', '/api/comando', { equipo_id: equipo, tipo: 'FORZAR_SINCRONIZACION' });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ data: { ids: number[] } }>().data.ids[0];
    const delComando = () => propio.frames.filter((f) => f.event === 'comando-estado' && f.data.id === id).map((f) => f.data.estado);
    await esperar(() => delComando().includes('PENDIENTE'));

    const pos = conToken(t.app, await emitirToken(t.app, superToken, equipo));
    expect((await pos('GET', '/api/pos/v1/comandos')).statusCode).toBe(200);
    await esperar(() => delComando().includes('ENTREGADO'));
    expect((await pos('POST', `/api/pos/v1/comandos/${id}/resultado`, { exito: true, detalle: 'OK' })).statusCode).toBe(200);
    await esperar(() => delComando().includes('EJECUTADO'));
    expect(delComando()).toEqual(['PENDIENTE', 'ENTREGADO', 'EJECUTADO']);

    const estado = await estacion('GET', `/api/estacion/${ids.barranquilla}/estado`);
    expect(estado.json<{ data: { comandos: Array<{ id: number; estado: string }> } }>().data.comandos[0]).toMatchObject({
      id,
      estado: 'EJECUTADO',
    });
    propio.ws.close();
  });
});
