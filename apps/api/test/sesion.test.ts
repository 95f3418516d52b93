import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

describe('POST /api/v1/signin/', () => {
  it('signs in a demo user with the upper-cased user name and answers the session user', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: 'superadmin', pass: 'demo2026' }, headers: { host: 'localhost' } });
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data.usuario).toBe('SUPERADMIN');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.perfiles[0].descripcion).toBe('SUPERADMINISTRADOR LAZO');
    expect(data.infoDominio.negocio_id).toBeGreaterThan(0);
    expect(data.expired_pass).toBe(false);
  });

  it('answers the spec texts for empty fields and writes nothing', async () => {
    const antes = await contar(t.database, 'sesiones');
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: '', pass: '' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES.usuarioVacio);
    expect(await contar(t.database, 'sesiones')).toBe(antes);
  });

  it('rejects a wrong password with 401', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: 'CONSULTA', pass: 'otra' } });
    expect(r.statusCode).toBe(401);
    expect(r.json().mensaje).toBe(MENSAJES.usuarioClaveInvalidos);
  });
});

describe('GET /api/v1/session', () => {
  it('answers 200 with the user for a valid token and 205 once logged out', async () => {
    const { token } = await ingresar(t.app, 'ADMINEDS');
    const req = conToken(t.app, token);
    const ok = await req('GET', '/api/v1/session');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.usuario).toBe('ADMINEDS');
    expect((await req('DELETE', '/api/v1/')).statusCode).toBe(200);
    const despues = await req('GET', '/api/v1/session');
    expect(despues.statusCode).toBe(205);
    expect(despues.body).toBe('');
  });
});
