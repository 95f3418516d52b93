import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fila, openDatabase, type Database } from '../src/db/client';
import { conToken, crearApp, ingresar, nuevaBaseDatos, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/**
 * The closing-day monitor's live updates (integraciones/sap, G28): a reconciled day and each state a voucher takes
 * are notified in the writing transaction (eds_eventos) and reach, through /ws of any API instance, only the
 * sockets whose user has the station in scope, as `{ event: 'monitor-sap', data: { empresa_id, fecha, comprobante_id,
 * estado } }`.
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
  data: { empresa_id?: number; fecha?: string; comprobante_id?: number | null; estado?: string };
}

function conectar(puerto: number, token: string): Promise<{ ws: WebSocket; frames: Frame[] }> {
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

async function diaConComprobante(empresaId: number, fecha: string): Promise<number> {
  const dia = await fila<{ id: number }>(
    base.database.db,
    sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${empresaId}, ${fecha}::date) RETURNING id`,
  );
  const c = await fila<{ id: number }>(
    base.database.db,
    sql`INSERT INTO comprobantes_contables (empresa_id, dia_conciliado_id, fecha, total_debitos, total_creditos)
        VALUES (${empresaId}, ${dia!.id}, ${fecha}::date, 100, 100) RETURNING id`,
  );
  await base.database.db.execute(sql`INSERT INTO comprobantes_estados (comprobante_id, estado) VALUES (${c!.id}, 'PENDIENTE')`);
  return c!.id;
}

describe('closing-day monitor over /ws', () => {
  it('sends each reconciled day and voucher state to the station’s users only, across instances', async () => {
    const ids = await idsDemo(base.database);
    const admin = conToken(a.app, (await ingresar(a.app, 'SUPERADMIN')).token);
    const estacion = await conectar(puertoB, (await ingresar(b.app, 'ADMINEDS')).token);
    const monitor = () => estacion.frames.filter((f) => f.event === 'monitor-sap');

    // A day of Bogotá reconciled, then one of Barranquilla (ADMINEDS's station).
    const bogota = await diaConComprobante(ids.bogota, '2025-01-14');
    const barranquilla = await diaConComprobante(ids.barranquilla, '2025-01-15');
    await esperar(() => monitor().length >= 2);
    expect(monitor()).toEqual([
      { event: 'monitor-sap', data: { empresa_id: ids.barranquilla, fecha: '2025-01-15', comprobante_id: null, estado: 'CONCILIADO' } },
      {
        event: 'monitor-sap',
        data: { empresa_id: ids.barranquilla, fecha: '2025-01-15', comprobante_id: barranquilla, estado: 'PENDIENTE' },
      },
    ]);

    // Both vouchers exported through instance A in one call: the station hears its own one.
    const envio = await admin('POST', '/api/v1/sap/clousingDay/send', { comprobantes: [bogota, barranquilla], formato: 'csv' });
    expect(envio.statusCode, envio.body).toBe(200);
    await esperar(() => monitor().length >= 3);
    expect(monitor()[2].data).toEqual({
      empresa_id: ids.barranquilla,
      fecha: '2025-01-15',
      comprobante_id: barranquilla,
      estado: 'ENVIADO',
    });

    // Bogotá's import confirmed, then Barranquilla's failed: only the second reaches the station.
    expect((await admin('PUT', `/api/v1/sap/clousingDay/voucher/${bogota}/estado`, { estado: 'CONCILIADO' })).statusCode).toBe(200);
    expect(
      (await admin('PUT', `/api/v1/sap/clousingDay/voucher/${barranquilla}/estado`, { estado: 'ERROR', detalle: 'Cuenta inexistente' }))
        .statusCode,
    ).toBe(200);
    await esperar(() => monitor().length >= 4);
    expect(monitor()[3].data).toMatchObject({ comprobante_id: barranquilla, estado: 'ERROR' });
    expect(monitor()).toHaveLength(4);
    expect(monitor().every((f) => f.data.empresa_id === ids.barranquilla)).toBe(true);
    // The user-facing notifications channel is untouched by these events.
    expect(estacion.frames.filter((f) => f.event === 'message')).toEqual([]);
    estacion.ws.close();
  });
});

describe('events of a module over /ws', () => {
  it('reach only the sockets whose user holds a module of the event', async () => {
    const ids = await idsDemo(base.database);
    await usuarioConModulos(a, 'SAPVIVO', ids.barranquilla, ['SAP INTEGRACIONES'], 'R');
    await usuarioConModulos(a, 'SINSAPVIVO', ids.barranquilla, ['VENTAS EDS'], 'R');
    const con = await conectar(puertoB, (await ingresar(b.app, 'SAPVIVO')).token);
    const sin = await conectar(puertoB, (await ingresar(b.app, 'SINSAPVIVO')).token);
    const monitor = (c: { frames: Frame[] }) => c.frames.filter((f) => f.event === 'monitor-sap' && f.data.fecha === '2025-02-10');

    await base.database.db.execute(sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${ids.barranquilla}, '2025-02-10'::date)`);
    await esperar(() => monitor(con).length >= 1);
    // A notification both may read, published after the event: once it reaches the socket without the module, the
    // event (delivered before it, on the same socket) would have too.
    const admin = conToken(a.app, (await ingresar(a.app, 'SUPERADMIN')).token);
    const aviso = await admin('POST', '/api/notificaciones', { empresa: ids.barranquilla, titulo: 'AVISO 063', texto: 'Texto', tipo: 200 });
    expect(aviso.statusCode, aviso.body).toBe(200);
    const avisado = (c: { frames: Frame[] }) => c.frames.some((f) => f.event === 'message');
    await esperar(() => avisado(sin) && avisado(con));
    expect(monitor(con)).toEqual([
      { event: 'monitor-sap', data: { empresa_id: ids.barranquilla, fecha: '2025-02-10', comprobante_id: null, estado: 'CONCILIADO' } },
    ]);
    expect(monitor(sin)).toEqual([]);
    con.ws.close();
    sin.ws.close();
  });
});
