import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, openDatabase, type Database } from '../src/db/client';
import { conToken, crearApp, ingresar, nuevaBaseDatos, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * Two API instances on one database. Each keeps the grants and scope of the sessions it served in memory; a sign-out,
 * a password change, a change of grants or profiles, of the user or of the company tree made anywhere (through
 * instance A, or straight in the database) is honoured by instance B on its very next request.
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

const db = () => base.database.db;
const dashboard = (token: string, app = b.app) => conToken(app, token)('POST', '/api/reportes/dashboard-lite/ALERTA_TANQUES', {});
const ciclo = (token: string, empresa: number, app = b.app) => conToken(app, token)('GET', `/api/empresa/fecha-cierre/${empresa}`);

async function perfilDe(usuario: string): Promise<number> {
  return (await fila<{ id: number }>(
    db(),
    sql`SELECT up.perfiles_id AS id FROM usuarios_perfiles up JOIN usuarios u ON u.id = up.usuarios_id WHERE u.usuario = ${usuario}`,
  ))!.id;
}

describe('a change made anywhere is honoured on the next request of another instance', () => {
  it('B answers the session as A signed it in: the same user, grants, scope and domain', async () => {
    const { token, data } = await ingresar(a.app, 'ZONAL');
    const r = await conToken(b.app, token)('GET', '/api/v1/session');
    expect(r.statusCode).toBe(200);
    const { fechavencimiento: _f1, ...enB } = r.json().data as Record<string, unknown>;
    const { fechavencimiento: _f2, ...enA } = data;
    expect(enB).toEqual(enA);
  });

  it('sign-out on A: the token answers 205 on B at once', async () => {
    const { token } = await ingresar(a.app, 'ZONAL');
    expect((await conToken(b.app, token)('GET', '/api/v1/session')).statusCode).toBe(200);
    const salida = await conToken(a.app, token)('DELETE', '/api/v1');
    expect(salida.statusCode).toBe(200);
    const despues = await conToken(b.app, token)('GET', '/api/v1/session');
    expect(despues.statusCode).toBe(205);
    expect((await dashboard(token)).statusCode).toBe(205);
  });

  it('password change on A: the other sessions answer 205 on B, the session that changed it goes on', async () => {
    const ids = await idsDemo(base.database);
    const otra = await ingresar(b.app, 'CONSULTA');
    const esta = await ingresar(a.app, 'CONSULTA');
    expect((await conToken(b.app, otra.token)('GET', '/api/v1/session')).statusCode).toBe(200);
    expect((await conToken(b.app, esta.token)('GET', '/api/v1/session')).statusCode).toBe(200);
    const cambio = await conToken(a.app, esta.token)('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: ids.personaConsulta, clave: 'Otra-Clave-Segura-2026', clave_Administrador: 'demo2026' },
    });
    expect(cambio.statusCode).toBe(200);
    expect((await conToken(b.app, otra.token)('GET', '/api/v1/session')).statusCode).toBe(205);
    expect((await conToken(b.app, esta.token)('GET', '/api/v1/session')).statusCode).toBe(200);
  });

  it("a profile's grants: a module taken away is refused on B at once, a letter taken away too, and both come back", async () => {
    const { token } = await ingresar(a.app, 'ADMINEDS');
    const perfil = await perfilDe('ADMINEDS');
    expect((await dashboard(token)).statusCode).toBe(200);

    const guardada = await fila<{ asignaciones: string }>(
      db(),
      sql`SELECT asignaciones FROM perfiles_modulos WHERE perfiles_id = ${perfil} AND modulos_id = 1`,
    );
    await db().execute(sql`DELETE FROM perfiles_modulos WHERE perfiles_id = ${perfil} AND modulos_id = 1`);
    const sinModulo = await dashboard(token);
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    // The session answer (the menu) no longer lists it either.
    const menu = (await conToken(b.app, token)('GET', '/api/v1/session')).json().data.modulos as { id: number }[];
    expect(menu.some((m) => m.id === 1)).toBe(false);

    await db().execute(sql`INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones) VALUES (${perfil}, 1, 'C')`);
    const sinLetra = await dashboard(token);
    expect(sinLetra.statusCode).toBe(403);
    expect(sinLetra.json().mensaje).toBe(MENSAJES.sinPermisoAccion);

    await db().execute(
      sql`UPDATE perfiles_modulos SET asignaciones = ${guardada!.asignaciones} WHERE perfiles_id = ${perfil} AND modulos_id = 1`,
    );
    expect((await dashboard(token)).statusCode).toBe(200);
  });

  it("the user's profiles and the profile's state: taken away and given back, honoured on B at once", async () => {
    const { token, data } = await ingresar(a.app, 'ADMINEDS');
    const perfil = await perfilDe('ADMINEDS');
    expect((await dashboard(token)).statusCode).toBe(200);
    await db().execute(sql`DELETE FROM usuarios_perfiles WHERE usuarios_id = ${data.u_id}`);
    expect((await dashboard(token)).statusCode).toBe(403);
    await db().execute(sql`INSERT INTO usuarios_perfiles (usuarios_id, perfiles_id, orden) VALUES (${data.u_id}, ${perfil}, 0)`);
    expect((await dashboard(token)).statusCode).toBe(200);
    await db().execute(sql`UPDATE perfiles SET estado = 'I' WHERE id = ${perfil}`);
    expect((await dashboard(token)).statusCode).toBe(403);
    await db().execute(sql`UPDATE perfiles SET estado = 'A' WHERE id = ${perfil}`);
    expect((await dashboard(token)).statusCode).toBe(200);
  });

  it("the company tree: a company added under the user's station is in scope on B at once, and leaves it when moved away", async () => {
    const ids = await idsDemo(base.database);
    const { token, data } = await ingresar(a.app, 'ADMINEDS');
    expect((await ciclo(token, data.empresas_id)).statusCode).toBe(200);
    const nueva = (await fila<{ id: number }>(
      db(),
      sql`INSERT INTO empresas (negocio_id, empresas_id, tipo, nombre, razon_social, alias)
          SELECT negocio_id, id, 5, 'TIENDA NUEVA', 'TIENDA NUEVA', 'TIENDA NUEVA' FROM empresas WHERE id = ${data.empresas_id} RETURNING id`,
    ))!.id;
    expect((await ciclo(token, nueva)).statusCode).toBe(200);
    const hijos = (await conToken(b.app, token)('GET', '/api/v1/session')).json().data.hijos as { id: number; alias: string }[];
    expect(hijos).toContainEqual(expect.objectContaining({ id: nueva, alias: 'TIENDA NUEVA' }));

    const otra = ids.bogota === data.empresas_id ? ids.cartagena : ids.bogota;
    await db().execute(sql`UPDATE empresas SET empresas_id = ${otra} WHERE id = ${nueva}`);
    const fuera = await ciclo(token, nueva);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    // Still one session, whose stored scope was computed again.
    const guardado = await fila<{ empresas_permitidas: number[] }>(
      db(),
      sql`SELECT empresas_permitidas FROM sesiones s JOIN usuarios u ON u.id = s.usuarios_id WHERE u.usuario = 'ADMINEDS' ORDER BY s.id DESC LIMIT 1`,
    );
    expect(guardado!.empresas_permitidas).toEqual([data.empresas_id]);
  });

  it("the user's own record: switched off, its session answers 205 on B at once", async () => {
    const { token, data } = await ingresar(a.app, 'ZONAL');
    expect((await conToken(b.app, token)('GET', '/api/v1/session')).statusCode).toBe(200);
    await db().execute(sql`UPDATE personas SET nombres = 'CARLOS ALBERTO' WHERE id = ${data.p_id}`);
    expect((await conToken(b.app, token)('GET', '/api/v1/session')).json().data.nombres).toBe('CARLOS ALBERTO');
    await db().execute(sql`UPDATE usuarios SET estado = 'I' WHERE id = ${data.u_id}`);
    expect((await conToken(b.app, token)('GET', '/api/v1/session')).statusCode).toBe(205);
    await db().execute(sql`UPDATE usuarios SET estado = 'A' WHERE id = ${data.u_id}`);
  });

  it('a socket on B closes as soon as its session signs out on A', async () => {
    const { token } = await ingresar(a.app, 'ZONAL');
    const ws = new WebSocket(`ws://127.0.0.1:${puertoB}/ws?token=${token}`);
    const cerrado = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (raw: Buffer) => {
        if ((JSON.parse(raw.toString()) as { event: string }).event === 'ready') resolve();
      });
      ws.on('error', reject);
    });
    expect((await conToken(a.app, token)('DELETE', '/api/v1')).statusCode).toBe(200);
    // The periodic check is a minute away: only the database's announcement can close it now.
    expect(await cerrado).toBe(4001);
  });
});
