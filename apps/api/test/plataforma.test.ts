import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fila } from '../src/db/client';
import { MENSAJES } from '@eds/contracts/mensajes';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

describe('platform', () => {
  it('GET /api/health checks the database', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ estado: 'ok', version: '11.0.4' });
    expect(['pglite', 'postgres']).toContain(r.json().data.baseDatos);
  });

  it('serves the OpenAPI document with the shell calls', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths as object);
    for (const p of [
      '/api/v1/domain',
      '/api/v1/signin',
      '/api/v1/session',
      '/api/persona/forgetPassword',
      '/api/propiedad/acceso-directo',
      '/api/empresa/node/{id}/{direccion}',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('sends security headers and answers unknown API paths with the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, status: 404, mensaje: MENSAJES.rutaNoEncontrada });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('requires the module letter: a read-only user cannot read the mail outbox', async () => {
    const consulta = await ingresar(t.app, 'CONSULTA');
    const r = await conToken(t.app, consulta.token)('GET', '/api/sistema/correos');
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    const admin = await ingresar(t.app, 'SUPERADMIN');
    expect((await conToken(t.app, admin.token)('GET', '/api/sistema/correos')).statusCode).toBe(200);
  });

  it('limits the sign-in rate per address with a Spanish message', async () => {
    const limitada = await crearApp({ LOGIN_RATE_LIMIT: 3 });
    try {
      const intentos = [];
      for (let i = 0; i < 4; i++)
        intentos.push(await limitada.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: 'X', pass: 'y' } }));
      expect(intentos.slice(0, 3).every((r) => r.statusCode === 401)).toBe(true);
      expect(intentos[3].statusCode).toBe(429);
      expect(intentos[3].json().mensaje).toBe(MENSAJES.demasiadasSolicitudes);
    } finally {
      await limitada.cerrar();
    }
  });

  it('records who changed what in the audit log', async () => {
    const { token, data } = await ingresar(t.app, 'ZONAL');
    await conToken(t.app, token)('POST', '/api/propiedad/acceso-directo', {
      link: '/empresa/eds',
      identificadorPersona: data.p_id,
      descripcion: 'EDS',
      extra: 'I',
    });
    const a = await fila<{ usuarios_id: number; accion: string; despues: { link: string }; ip: string }>(
      t.database.db,
      sql`SELECT usuarios_id, accion, despues, ip FROM auditoria WHERE tabla = 'accesos_directos' ORDER BY id DESC LIMIT 1`,
    );
    expect(a).toMatchObject({ usuarios_id: data.u_id, accion: 'INSERT', despues: { link: '/empresa/eds' }, ip: '127.0.0.1' });
  });
});
