import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../src/db/client';
import { conToken, crearApp, ingresar, nuevaBaseDatos, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * Two API instances on one database: a message published through instance A reaches a user connected
 * to instance B, through PostgreSQL LISTEN/NOTIFY. On PGlite both instances share the embedded engine;
 * on PostgreSQL (TEST_DATABASE_URL) each instance has its own pool and its own listening connection.
 */
let base: Awaited<ReturnType<typeof nuevaBaseDatos>>;
let segunda: Database;
let a: AppDePrueba;
let b: AppDePrueba;
let puertoB: number;

beforeAll(async () => {
  base = await nuevaBaseDatos();
  segunda = base.database.url ? await openDatabase({ databaseUrl: base.database.url, poolMax: 3 }) : base.database;
  a = await crearApp({}, { database: base.database });
  b = await crearApp({}, { database: segunda });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  puertoB = (b.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await a.cerrar();
  await b.cerrar();
  if (segunda !== base.database) await segunda.close();
  await base.database.close();
  await base.borrar();
});

interface Frame {
  event: string;
  data: { empresa: number; titulo: string; texto: string; consecutivo: number; tipo: number };
}

function conectar(puerto: number, token: string): Promise<{ ws: WebSocket; frames: Frame[]; cerrado: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${puerto}/ws?token=${token}`);
    const frames: Frame[] = [];
    const cerrado = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw: Buffer) => {
      const f = JSON.parse(raw.toString()) as Frame;
      frames.push(f);
      if (f.event === 'ready') resolve({ ws, frames, cerrado });
    });
    ws.on('error', reject);
    ws.on('close', () => resolve({ ws, frames, cerrado }));
  });
}

async function esperar(condicion: () => boolean, ms = 5000) {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error('tiempo agotado esperando el mensaje');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('WebSocket /ws with LISTEN/NOTIFY between instances', () => {
  it("delivers a message published on instance A to the station's user connected to instance B, and not to other stations", async () => {
    const ids = await idsDemo(base.database);
    const admin = await ingresar(a.app, 'SUPERADMIN');
    const estacion = await ingresar(b.app, 'ADMINEDS');
    const zonal = await ingresar(b.app, 'ZONAL');
    const otraEstacion = (await idsDemo(base.database)).bogota;

    const enB = await conectar(puertoB, estacion.token);
    const zonalEnB = await conectar(puertoB, zonal.token);

    const r = await conToken(a.app, admin.token)('POST', '/api/notificaciones', {
      empresa: ids.barranquilla,
      titulo: 'Precio',
      texto: 'Nuevo precio de CORRIENTE',
      tipo: 200,
    });
    expect(r.statusCode).toBe(200);
    const consecutivo = r.json().data.consecutivo as number;
    await esperar(() => enB.frames.some((f) => f.event === 'message'));
    expect(enB.frames.find((f) => f.event === 'message')!.data).toEqual({
      empresa: ids.barranquilla,
      titulo: 'Precio',
      texto: 'Nuevo precio de CORRIENTE',
      consecutivo,
      tipo: 200,
    });
    // The zonal user sees Barranquilla too (it is in scope).
    await esperar(() => zonalEnB.frames.some((f) => f.event === 'message'));

    await conToken(a.app, admin.token)('POST', '/api/notificaciones', {
      empresa: otraEstacion,
      titulo: 'Bogotá',
      texto: 'Solo Bogotá',
      tipo: 400,
    });
    await esperar(() => zonalEnB.frames.filter((f) => f.event === 'message').length === 2);
    expect(enB.frames.filter((f) => f.event === 'message')).toHaveLength(1);
    enB.ws.close();
    zonalEnB.ws.close();
  });

  it('closes a socket without a valid token, and refuses publishing without the module or outside scope', async () => {
    const sinToken = await conectar(puertoB, 'invalido');
    expect(await sinToken.cerrado).toBe(4001);
    const ids = await idsDemo(base.database);
    const consulta = await ingresar(a.app, 'CONSULTA');
    const r = await conToken(a.app, consulta.token)('POST', '/api/notificaciones', {
      empresa: ids.barranquilla,
      titulo: 'x',
      texto: 'y',
      tipo: 200,
    });
    expect(r.statusCode).toBe(403);
    const admin = await ingresar(a.app, 'SUPERADMIN');
    const malo = await conToken(a.app, admin.token)('POST', '/api/notificaciones', {
      empresa: ids.barranquilla,
      titulo: 'x',
      texto: 'y',
      tipo: 300,
    });
    expect(malo.statusCode).toBe(400);
  });
});
