import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio } from './factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp({ LOGIN_MAX_ATTEMPTS: 3, LOGIN_LOCK_MINUTES: 15 });
});
afterAll(async () => t.cerrar());

const signin = (payload: unknown, host = 'localhost') =>
  t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: payload as object, headers: { host } });

describe('POST /api/v1/domain', () => {
  it('answers the configuration of a known host, port ignored', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/domain', payload: { dominio: 'LocalHost:8080' } });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.negocio_id).toBeGreaterThan(0);
    expect(d.tipo).toBe('DATAGAS');
    expect(d.parametros).toMatchObject({ color1: '#1a237e', formato_numero: 'COP', nombre_empresa: 'COMBUSTIBLES ANDINOS S.A.S.' });
    expect(d.atributos).toEqual({ tipo_dominio: 'DATAGAS', tipo_unidad: 'GALONES' });
  });

  it('answers business id 0 for an unknown host', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/domain', payload: { dominio: 'no-existe.example.com' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.negocio_id).toBe(0);
  });

  it('answers 400 without a host', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/domain', payload: {} });
    expect(r.statusCode).toBe(400);
  });
});

describe('POST /api/v1/signin/', () => {
  it('signs in with the user name in any case and answers every field of the session user', async () => {
    const r = await signin({ user: 'superadmin', pass: 'demo2026' });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.usuario).toBe('SUPERADMIN');
    expect(d.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const campo of [
      'token',
      'usuario',
      'p_id',
      'empresas_id',
      'tipo',
      'perfiles',
      'modulos',
      'dominio',
      'infoDominio',
      'tipo_empresa',
      'empresasHijos',
      'padres',
      'hijos',
      'expired_pass',
      'empresa',
    ]) {
      expect(d).toHaveProperty(campo);
    }
    expect(d.perfiles[0].descripcion).toBe('SUPERADMINISTRADOR LAZO');
    expect(d.modulos.find((m: { descripcion: string }) => m.descripcion === 'CONCILIACIÓN PDV')).toMatchObject({
      link: '/sap/conciliacion-pdv',
      asignaciones: 'RCUDEANX',
    });
    expect(d.empresa.atributos).toEqual({ ciudad: 'BARRANQUILLA', provincia: 'ATLÁNTICO', pais: 'COLOMBIA' });
    expect(d.dominio.parametros.color1).toBe('#1a237e');
    expect(d.expired_pass).toBe(false);
    expect(d.empresasHijos.split(',').length).toBeGreaterThanOrEqual(9);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await ingresar(t.app, 'ZONAL');
    const r = await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM sesiones WHERE token_hash = ${token}`);
    expect(r!.n).toBe(0);
  });

  it('answers the spec texts for an empty user or password and writes nothing', async () => {
    const antes = await contar(t.database, 'sesiones');
    const sinUsuario = await signin({ user: '  ', pass: 'x' });
    expect(sinUsuario.statusCode).toBe(400);
    expect(sinUsuario.json().mensaje).toBe(MENSAJES.usuarioVacio);
    const sinClave = await signin({ user: 'ZONAL', pass: '' });
    expect(sinClave.statusCode).toBe(400);
    expect(sinClave.json().mensaje).toBe(MENSAJES.claveVacia);
    expect(await contar(t.database, 'sesiones')).toBe(antes);
  });

  it('answers 401 with the server message for a wrong password or an unknown user', async () => {
    const mala = await signin({ user: 'ZONAL', pass: 'equivocada' });
    expect(mala.statusCode).toBe(401);
    expect(mala.json().mensaje).toBe(MENSAJES.usuarioClaveInvalidos);
    const nadie = await signin({ user: 'NO.EXISTE', pass: 'demo2026' });
    expect(nadie.statusCode).toBe(401);
    expect(nadie.json().mensaje).toBe(MENSAJES.usuarioClaveInvalidos);
  });

  it('locks the user name temporarily after repeated failures, even for the right password', async () => {
    const otro = await crearOtroNegocio(t.database, { host: 'bloqueo.example.co' });
    for (let i = 0; i < 2; i++) expect((await signin({ user: otro.usuario, pass: 'mala' }, 'bloqueo.example.co')).statusCode).toBe(401);
    const tercera = await signin({ user: otro.usuario, pass: 'mala' }, 'bloqueo.example.co');
    expect(tercera.statusCode).toBe(401);
    expect(tercera.json().mensaje).toBe(MENSAJES.usuarioBloqueado(15));
    const buena = await signin({ user: otro.usuario, pass: otro.clave }, 'bloqueo.example.co');
    expect(buena.statusCode).toBe(401);
    expect(buena.json().mensaje).toBe(MENSAJES.usuarioBloqueado(15));
    // Once the lock has passed, the right password works again.
    await t.database.db.execute(
      sql`UPDATE contadores_limite SET reinicia_en = now() - interval '1 second' WHERE clave = ${`ingreso:${otro.usuario}`}`,
    );
    expect((await signin({ user: otro.usuario, pass: otro.clave }, 'bloqueo.example.co')).statusCode).toBe(200);
  });

  it('answers a name that does not exist exactly as one that does, locked or not', async () => {
    const otro = await crearOtroNegocio(t.database, { host: 'existe.example.co' });
    const respuestas = async (usuario: string) => {
      const r: { status: number; mensaje: string }[] = [];
      for (let i = 0; i < 4; i++)
        r.push((await signin({ user: usuario, pass: 'mala' }, 'existe.example.co')).json<{ status: number; mensaje: string }>());
      return r;
    };
    const deExistente = await respuestas(otro.usuario);
    const deInexistente = await respuestas(`${otro.usuario}X`);
    expect(deInexistente).toEqual(deExistente);
    expect(deExistente.map((r) => r.mensaje)).toEqual([
      MENSAJES.usuarioClaveInvalidos,
      MENSAJES.usuarioClaveInvalidos,
      MENSAJES.usuarioBloqueado(15),
      MENSAJES.usuarioBloqueado(15),
    ]);
  });

  it('does not let a user of another business sign in under this domain, whatever identificadorNegocio says', async () => {
    const otro = await crearOtroNegocio(t.database);
    const r = await signin({ user: otro.usuario, pass: otro.clave }, 'localhost');
    expect(r.statusCode).toBe(401);
    const conCero = await signin({ user: otro.usuario, pass: otro.clave, identificadorNegocio: 0 }, 'localhost');
    expect(conCero.statusCode).toBe(401);
    expect(conCero.json().mensaje).toBe(MENSAJES.usuarioClaveInvalidos);
    const conIdentificador = await signin({ user: otro.usuario, pass: otro.clave, identificadorNegocio: 1 }, 'sin-dominio.example');
    expect(conIdentificador.statusCode).toBe(401);
    // Its own domain, with or without the identifier, lets it in.
    await t.database.db.execute(sql`DELETE FROM contadores_limite WHERE clave = ${`ingreso:${otro.usuario}`}`);
    const dominio = await fila<{ host: string }>(t.database.db, sql`SELECT host FROM dominios WHERE negocio_id = ${otro.negocioId}`);
    expect((await signin({ user: otro.usuario, pass: otro.clave, identificadorNegocio: 0 }, dominio!.host)).statusCode).toBe(200);
    expect((await signin({ user: otro.usuario, pass: otro.clave, identificadorNegocio: otro.negocioId }, dominio!.host)).statusCode).toBe(
      200,
    );
  });

  it('refuses an inactive user', async () => {
    const otro = await crearOtroNegocio(t.database, { host: 'inactivo.example.co' });
    await t.database.db.execute(sql`UPDATE usuarios SET estado = 'I' WHERE usuario = ${otro.usuario}`);
    const r = await signin({ user: otro.usuario, pass: otro.clave }, 'inactivo.example.co');
    expect(r.statusCode).toBe(401);
    expect(r.json().mensaje).toBe(MENSAJES.usuarioInactivo);
  });

  it('asks for a new password when it expired: expired_pass and a one-time token, no session, nothing mailed', async () => {
    const otro = await crearOtroNegocio(t.database, { host: 'vencida.example.co' });
    await t.database.db.execute(
      sql`UPDATE usuarios SET clave_actualizada_en = now() - interval '400 days' WHERE usuario = ${otro.usuario}`,
    );
    const sesiones = await contar(t.database, 'sesiones');
    const correos = await contar(t.database, 'correos_salida');
    const r = await signin({ user: otro.usuario, pass: otro.clave }, 'vencida.example.co');
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES.claveVencida);
    const { expired_pass, token_clave } = r.json().data as { expired_pass: boolean; token_clave: string };
    expect(expired_pass).toBe(true);
    expect(token_clave).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await contar(t.database, 'sesiones')).toBe(sesiones);
    expect(await contar(t.database, 'correos_salida')).toBe(correos);
    // The password did not change: the same credentials still ask for a new one (and a wrong one is refused).
    expect((await signin({ user: otro.usuario, pass: 'otra-cualquiera' }, 'vencida.example.co')).statusCode).toBe(401);

    const cambiar = (token: string, clave: string) =>
      t.app.inject({ method: 'POST', url: '/api/persona/restablecer-clave', payload: { token, clave } });
    expect((await cambiar(token_clave, otro.clave)).json().mensaje).toBe(MENSAJES.claveIgualActual);
    expect((await cambiar(token_clave, 'password1')).json().mensaje).toBe(MENSAJES.claveComun);
    expect((await cambiar(token_clave, 'Nueva-vigente-2026')).statusCode).toBe(200);
    expect((await cambiar(token_clave, 'Otra-vigente-2026')).json().mensaje).toBe(MENSAJES.enlaceClaveInvalido);
    expect((await signin({ user: otro.usuario, pass: otro.clave }, 'vencida.example.co')).statusCode).toBe(401);
    const conNueva = await signin({ user: otro.usuario, pass: 'Nueva-vigente-2026' }, 'vencida.example.co');
    expect(conNueva.statusCode).toBe(200);
    expect(conNueva.json().data.expired_pass).toBe(false);
  });

  it('answers 400 and writes nothing for hostile or malformed bodies', async () => {
    const antes = await contar(t.database, 'sesiones');
    const auditoria = await contar(t.database, 'auditoria');
    const casos: [unknown, number][] = [
      [{ user: "' OR 1=1 --", pass: "' OR '1'='1" }, 401],
      [{ user: 'ADMIN"; DROP TABLE usuarios; --', pass: 'x' }, 401],
      [{ user: '<script>alert(1)</script>', pass: '<img src=x onerror=alert(1)>' }, 401],
      [{ user: 123, pass: ['a'] }, 400],
      [{ user: { $ne: null }, pass: { $ne: null } }, 400],
      [{ user: 'A'.repeat(61), pass: 'x' }, 400],
      ['no es json', 400],
    ];
    for (const [payload, estado] of casos) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin/',
        payload: payload as string,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(estado);
      expect(r.json().success).toBe(false);
      expect(r.body).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
    const grande = await t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: 'X', pass: 'y'.repeat(2_000_000) } });
    expect(grande.statusCode).toBe(400);
    expect(grande.json().mensaje).toBe(MENSAJES.cuerpoDemasiadoGrande);
    expect(await contar(t.database, 'sesiones')).toBe(antes);
    expect(await contar(t.database, 'usuarios')).toBeGreaterThan(0);
    // Failed attempts on unknown users leave no trace; the audit log only grows with real changes.
    expect(await contar(t.database, 'auditoria')).toBe(auditoria);
  });
});

describe('GET /api/v1/session, GET /api/v1/, DELETE /api/v1/', () => {
  it('answers 200 with the user, and the expiry time', async () => {
    const { token } = await ingresar(t.app, 'ADMINEDS');
    const req = conToken(t.app, token);
    const s = await req('GET', '/api/v1/session');
    expect(s.statusCode).toBe(200);
    expect(s.json().data.usuario).toBe('ADMINEDS');
    expect(s.json().data.token).toBe(token);
    const v = await req('GET', '/api/v1/');
    expect(v.statusCode).toBe(200);
    expect(v.json().data.fechavencimiento).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers each session its own token and expiry, with the same user as at sign-in, on every call', async () => {
    const firmar = async () =>
      (await signin({ user: 'ADMINEDS', pass: 'demo2026' })).json().data as { token: string; fechavencimiento: string } & Record<
        string,
        unknown
      >;
    const [una, otra] = [await firmar(), await firmar()];
    for (const ingreso of [una, otra, una]) {
      const r = await conToken(t.app, ingreso.token)('GET', '/api/v1/session');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      const { success, status, mensaje, data } = r.json();
      expect({ success, status, mensaje }).toEqual({ success: true, status: 200, mensaje: 'OK' });
      expect(data.token).toBe(ingreso.token);
      expect(data.fechavencimiento).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Everything else is the user of the sign-in answer (the expiry moves with activity).
      const sinVencimiento = (x: Record<string, unknown>) => ({ ...x, fechavencimiento: undefined, dominio: undefined });
      expect(sinVencimiento(data)).toEqual(sinVencimiento(ingreso));
    }
  });

  it('answers 401 without a token and 205 with an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session' })).statusCode).toBe(401);
    const r = await conToken(t.app, 'x'.repeat(43))('GET', '/api/v1/session');
    expect(r.statusCode).toBe(205);
    expect(r.body).toBe('');
  });

  it('answers 205 and removes the session after the idle limit', async () => {
    const { token, data } = await ingresar(t.app, 'ZONAL');
    await t.database.db.execute(sql`UPDATE sesiones SET ultima_actividad = now() - interval '3 hours' WHERE usuarios_id = ${data.u_id}`);
    const antes = await contar(t.database, 'sesiones');
    const r = await conToken(t.app, token)('GET', '/api/v1/session');
    expect(r.statusCode).toBe(205);
    expect(await contar(t.database, 'sesiones')).toBe(antes - 1);
  });

  it('answers 205 after the absolute limit even with recent activity', async () => {
    const { token, data } = await ingresar(t.app, 'CONSULTA');
    await t.database.db.execute(sql`UPDATE sesiones SET expira_en = now() - interval '1 second' WHERE usuarios_id = ${data.u_id}`);
    expect((await conToken(t.app, token)('GET', '/api/v1/')).statusCode).toBe(205);
  });

  it('answers 206 when the token belongs to another business than the header says', async () => {
    const { token, data } = await ingresar(t.app, 'CONSULTA');
    const negocio = (data.infoDominio as { negocio_id: number }).negocio_id;
    const r = await conToken(t.app, token)('GET', '/api/v1/session', undefined, { identificadornegocio: String(negocio + 1000) });
    expect(r.statusCode).toBe(206);
    const mismo = await conToken(t.app, token)('GET', '/api/v1/session', undefined, { identificadornegocio: String(negocio) });
    expect(mismo.statusCode).toBe(200);
  });

  it('logs out: the token stops working and the logout is audited', async () => {
    const { token, data } = await ingresar(t.app, 'CONSULTA');
    const req = conToken(t.app, token);
    expect((await req('DELETE', '/api/v1/')).statusCode).toBe(200);
    expect((await req('GET', '/api/v1/session')).statusCode).toBe(205);
    const a = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria WHERE accion = 'SALIDA' AND usuarios_id = ${data.u_id}`,
    );
    expect(a!.n).toBeGreaterThanOrEqual(1);
  });
});
