import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { fila } from '../src/db/client';
import { hashToken } from '../src/lib/tokens';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * Idle expiry with a tab open (issue 9, item 9): the socket's re-check of its session is not the user's doing, so it
 * does not refresh the idle clock; an open tab left alone expires like any other, and its socket is closed.
 */
let t: AppDePrueba;
let puerto: number;
beforeAll(async () => {
  t = await crearApp({ SESSION_IDLE_MINUTES: 120 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  puerto = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t.cerrar());

interface Conectado {
  ws: WebSocket;
  cerrado: Promise<number>;
}

function conectar(token: string): Promise<Conectado> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${puerto}/ws?token=${token}`);
    const cerrado = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw: Buffer) => {
      if ((JSON.parse(raw.toString()) as { event: string }).event === 'ready') resolve({ ws, cerrado });
    });
    ws.on('error', reject);
  });
}

const idSesion = async (token: string) =>
  (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM sesiones WHERE token_hash = ${hashToken(token)}`))!.id;

describe('idle expiry with an open socket', () => {
  it("the socket's session checks do not count as activity: the idle session expires and its socket closes", async () => {
    const quieta = await ingresar(t.app, 'CONSULTA');
    const vencida = await ingresar(t.app, 'CONSULTA');
    const socketQuieta = await conectar(quieta.token);
    const socketVencida = await conectar(vencida.token);
    const [idQuieta, idVencida] = [await idSesion(quieta.token), await idSesion(vencida.token)];
    await t.database.db.execute(sql`UPDATE sesiones SET ultima_actividad = now() - interval '100 minutes' WHERE id = ${idQuieta}`);
    await t.database.db.execute(sql`UPDATE sesiones SET ultima_actividad = now() - interval '121 minutes' WHERE id = ${idVencida}`);

    // Both sockets' sessions are checked, one after the other, as the periodic re-check does (here at once: the
    // database announces the two sessions as changed).
    await t.database.db.execute(sql`SELECT pg_notify('eds_sesiones', ${`${idQuieta},${idVencida}`})`);
    expect(await socketVencida.cerrado).toBe(4001);

    // The quiet one was checked first and is still open, but its idle clock did not move.
    expect(socketQuieta.ws.readyState).toBe(WebSocket.OPEN);
    const reloj = await fila<{ minutos: number }>(
      t.database.db,
      sql`SELECT extract(epoch FROM now() - ultima_actividad)::float8 / 60 AS minutos FROM sesiones WHERE id = ${idQuieta}`,
    );
    expect(reloj!.minutos).toBeGreaterThan(99);

    // When its idle limit passes, the next check closes it as well; a request of the user's would have kept it.
    await t.database.db.execute(sql`UPDATE sesiones SET ultima_actividad = now() - interval '121 minutes' WHERE id = ${idQuieta}`);
    await t.database.db.execute(sql`SELECT pg_notify('eds_sesiones', ${String(idQuieta)})`);
    expect(await socketQuieta.cerrado).toBe(4001);
    expect((await conToken(t.app, quieta.token)('GET', '/api/v1')).statusCode).toBe(205);
  });
});
