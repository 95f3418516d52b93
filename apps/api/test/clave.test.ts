import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';
import { smtpFalso, textoPlano, type SmtpFalso } from './smtp-falso';

let t: AppDePrueba;
let smtp: SmtpFalso;
beforeAll(async () => {
  smtp = await smtpFalso();
  t = await crearApp({ SMTP_URL: smtp.url, MAIL_POLL_SECONDS: 0 });
});
afterAll(async () => {
  await t.cerrar();
  await smtp.cerrar();
});

const olvide = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/persona/forgetPassword', payload: payload as object, headers: { host: 'localhost' } });

describe('PUT /api/persona/forgetPassword', () => {
  it('answers the spec texts for missing identification or user and writes nothing', async () => {
    const antes = await contar(t.database, 'solicitudes_clave');
    const sinId = await olvide({ identificacion: '', usuario: 'ZONAL', dominio: 'localhost' });
    expect(sinId.statusCode).toBe(400);
    expect(sinId.json().mensaje).toBe(MENSAJES.identificacionNecesaria);
    const sinUsuario = await olvide({ identificacion: '1000000003', usuario: '   ', dominio: 'localhost' });
    expect(sinUsuario.statusCode).toBe(400);
    expect(sinUsuario.json().mensaje).toBe(MENSAJES.usuarioNoVacio);
    expect(await contar(t.database, 'solicitudes_clave')).toBe(antes);
  });

  it('answers the same message for data that match nobody, and mails nothing', async () => {
    const correos = await contar(t.database, 'correos_salida');
    const r = await olvide({ identificacion: '999', usuario: 'ZONAL', dominio: 'localhost' });
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES.solicitudClaveEnviada);
    expect(await contar(t.database, 'correos_salida')).toBe(correos);
  });

  it('creates a reset request, mails the link, and the link sets a new password once', async () => {
    const r = await olvide({ identificacion: '1000000003', usuario: 'zonal', dominio: 'localhost' });
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES.solicitudClaveEnviada);
    const correo = await fila<{ para: string; asunto: string; texto: string }>(
      t.database.db,
      sql`SELECT para, asunto, texto FROM correos_salida ORDER BY id DESC LIMIT 1`,
    );
    expect(correo).toMatchObject({ para: 'zonal@combustiblesandinos.com.co', asunto: 'Restablecer contraseña' });
    expect(correo!.texto).toContain(MENSAJES.correoEnlaceAlEnviar);
    expect(await t.app.enviarCorreos()).toBe(1);
    const enviado = textoPlano(smtp.recibidos.at(-1)!.datos);
    const token = /restablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(enviado)![1];
    const { token: sesionVieja } = await ingresar(t.app, 'ZONAL');

    const reset = await t.app.inject({ method: 'POST', url: '/api/persona/restablecer-clave', payload: { token, clave: 'nueva-clave-1' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().mensaje).toBe(MENSAJES.claveRestablecida);
    // Sessions opened before the reset end with it.
    expect((await conToken(t.app, sesionVieja)('GET', '/api/v1/session')).statusCode).toBe(205);
    await ingresar(t.app, 'ZONAL', 'nueva-clave-1');

    const otraVez = await t.app.inject({
      method: 'POST',
      url: '/api/persona/restablecer-clave',
      payload: { token, clave: 'otra-clave-2' },
    });
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe(MENSAJES.enlaceClaveInvalido);
  });

  it('refuses a short, a common or the current password through the link, and the link still works after', async () => {
    await olvide({ identificacion: '1000000003', usuario: 'zonal', dominio: 'localhost' });
    await t.app.enviarCorreos();
    const token = /restablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(textoPlano(smtp.recibidos.at(-1)!.datos))![1];
    const restablecer = (clave: string) =>
      t.app.inject({ method: 'POST', url: '/api/persona/restablecer-clave', payload: { token, clave } });
    const corta = await restablecer('Abc-123');
    expect(corta.statusCode).toBe(400);
    expect(corta.json().mensaje).toBe(MENSAJES.claveDebil);
    // Common passwords and the account's own identification, whatever the case.
    for (const comun of ['password123', 'QWERTY123', '1000000003']) {
      const r = await restablecer(comun);
      expect(r.json().mensaje, comun).toBe(MENSAJES.claveComun);
    }
    const comun = await restablecer('Password123');
    expect(comun.json()).toMatchObject({
      status: 400,
      mensaje: MENSAJES.claveComun,
      errores: [{ campo: 'clave', mensaje: MENSAJES.claveComun }],
    });
    const actual = await restablecer('nueva-clave-1');
    expect(actual.json()).toMatchObject({ status: 400, mensaje: MENSAJES.claveIgualActual });
    expect((await restablecer('Caribe-2026-b')).statusCode).toBe(200);
    await ingresar(t.app, 'ZONAL', 'Caribe-2026-b');
  });

  it('does not reset a user of another business through this domain', async () => {
    const otro = await crearOtroNegocio(t.database);
    const antes = await contar(t.database, 'solicitudes_clave');
    const identificacion = (await fila<{ identificacion: string }>(
      t.database.db,
      sql`SELECT identificacion FROM personas WHERE id = ${otro.personaId}`,
    ))!.identificacion;
    await olvide({ identificacion, usuario: otro.usuario, dominio: 'localhost' });
    expect(await contar(t.database, 'solicitudes_clave')).toBe(antes);
  });
});

describe('POST /api/persona/cambiar-clave and PUT /api/persona/cambiar-pin', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const ids = await idsDemo(t.database);
    const otra = await ingresar(t.app, 'CONSULTA');
    const esta = await ingresar(t.app, 'CONSULTA');
    const req = conToken(t.app, esta.token);
    const mala = await req('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: ids.personaConsulta, clave: 'nueva-2026', clave_Administrador: 'no-es' },
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().mensaje).toBe(MENSAJES.claveActualInvalida);
    const vacia = await req('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: ids.personaConsulta, clave: '', clave_Administrador: 'demo2026' },
    });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().mensaje).toBe(MENSAJES.campoObligatorio);
    const bien = await req('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: ids.personaConsulta, clave: 'nueva-2026', clave_Administrador: 'demo2026' },
    });
    expect(bien.statusCode).toBe(200);
    expect(bien.json().mensaje).toBe(MENSAJES.claveActualizada);
    expect((await req('GET', '/api/v1/session')).statusCode).toBe(200);
    expect((await conToken(t.app, otra.token)('GET', '/api/v1/session')).statusCode).toBe(205);
    await ingresar(t.app, 'CONSULTA', 'nueva-2026');
    const auditada = await fila<{ despues: { clave_cambiada?: boolean } }>(
      t.database.db,
      sql`SELECT despues FROM auditoria WHERE tabla = 'usuarios' AND accion = 'UPDATE' AND registro_id = ${String(esta.data.u_id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(auditada!.despues.clave_cambiada).toBe(true);
    expect(JSON.stringify(auditada)).not.toMatch(/argon2/);
  });

  it('refuses a common password, the user name, or the current one as the new password', async () => {
    const { token, data } = await ingresar(t.app, 'CONSULTA', 'nueva-2026');
    const req = conToken(t.app, token);
    const cambiar = (clave: string) =>
      req('POST', '/api/persona/cambiar-clave', { persona: { persona_id: data.p_id, clave, clave_Administrador: 'nueva-2026' } });
    for (const clave of ['iloveyou1', 'Superman1', 'consulta', '1000000004']) {
      const r = await cambiar(clave);
      expect(r.statusCode, clave).toBe(400);
      expect(r.json().errores, clave).toEqual([{ campo: 'persona.clave', mensaje: MENSAJES.claveComun }]);
    }
    expect((await cambiar('nueva-2026')).json().mensaje).toBe(MENSAJES.claveIgualActual);
    expect((await cambiar('corta-7')).json().mensaje).toBe(MENSAJES.claveDebil);
    await ingresar(t.app, 'CONSULTA', 'nueva-2026');
  });

  it("refuses someone else's pin and someone else's password without the employees grant", async () => {
    const ids = await idsDemo(t.database);
    const eds = await ingresar(t.app, 'ADMINEDS');
    // Another user's POS PIN is the employees screen's (EMPLEADOS U, apps/api/test/empleados.test.ts).
    const pin = await conToken(t.app, eds.token)('PUT', '/api/persona/cambiar-pin', {
      identificadorPersona: ids.personaConsulta,
      clave_Administrador: 'demo2026',
      pin: '1234',
    });
    expect(pin.statusCode).toBe(403);
    const clave = await conToken(t.app, eds.token)('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: ids.personaConsulta, clave: 'hackeada-2026', clave_Administrador: 'demo2026' },
    });
    expect(clave.statusCode).toBe(403);
    await ingresar(t.app, 'CONSULTA', 'nueva-2026');
  });

  it('lets an administrator of the employees screen assign a temporary password, signed with their own', async () => {
    const ids = await idsDemo(t.database);
    const consulta = await ingresar(t.app, 'CONSULTA', 'nueva-2026');
    const { token } = await ingresar(t.app, 'SUPERADMIN');
    const req = conToken(t.app, token);
    const asignar = (clave_Administrador: string, clave = 'Temporal-2026') =>
      req('POST', '/api/persona/cambiar-clave', { persona: { persona_id: ids.personaConsulta, clave, clave_Administrador } });

    const mala = await asignar('no-es-la-mia');
    expect(mala.json()).toMatchObject({ status: 400, mensaje: MENSAJES.claveActualInvalida });
    expect((await asignar('demo2026', 'password1')).json().mensaje).toBe(MENSAJES.claveComun);
    const bien = await asignar('demo2026');
    expect(bien.statusCode).toBe(200);
    expect(bien.json().mensaje).toBe(MENSAJES.claveAsignada);
    // The user's sessions end, and the password is temporary: a new one is asked for at the next sign-in.
    expect((await conToken(t.app, consulta.token)('GET', '/api/v1/session')).statusCode).toBe(205);
    const u = await fila<{ cambiar_clave: boolean }>(t.database.db, sql`SELECT cambiar_clave FROM usuarios WHERE usuario = 'CONSULTA'`);
    expect(u!.cambiar_clave).toBe(true);
    const auditada = await fila<{ usuarios_id: number; despues: { clave_cambiada?: boolean } }>(
      t.database.db,
      sql`SELECT a.usuarios_id, a.despues FROM auditoria a JOIN usuarios u ON a.registro_id = u.id::text
           WHERE a.tabla = 'usuarios' AND a.accion = 'UPDATE' AND u.usuario = 'CONSULTA' ORDER BY a.id DESC LIMIT 1`,
    );
    const superadmin = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM usuarios WHERE usuario = 'SUPERADMIN'`);
    expect(auditada).toMatchObject({ usuarios_id: superadmin!.id, despues: { clave_cambiada: true } });

    // The user signs in with it and is asked for a password of their own before any session opens.
    const signin = (pass: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: 'CONSULTA', pass }, headers: { host: 'localhost' } });
    const vencida = await signin('Temporal-2026');
    expect(vencida.json()).toMatchObject({ mensaje: MENSAJES.claveVencida, data: { expired_pass: true } });
    const propia = await t.app.inject({
      method: 'POST',
      url: '/api/persona/restablecer-clave',
      payload: { token: vencida.json().data.token_clave, clave: 'Propia-consulta-2026' },
    });
    expect(propia.statusCode).toBe(200);
    expect((await signin('Propia-consulta-2026')).json().data.expired_pass).toBe(false);
    expect(
      (await fila<{ cambiar_clave: boolean }>(t.database.db, sql`SELECT cambiar_clave FROM usuarios WHERE usuario = 'CONSULTA'`))!
        .cambiar_clave,
    ).toBe(false);
  });

  it('asks for the current password to change the pin; validates the pin and stores only its hash', async () => {
    const { token, data } = await ingresar(t.app, 'ADMINEDS');
    const req = conToken(t.app, token);
    const pin = (cuerpo: object) => req('PUT', '/api/persona/cambiar-pin', { identificadorPersona: data.p_id, ...cuerpo });
    const sinClave = await pin({ pin: '4321' });
    expect(sinClave.statusCode).toBe(400);
    expect(sinClave.json().mensaje).toBe(MENSAJES.campoObligatorio);
    const malaClave = await pin({ pin: '4321', clave_Administrador: 'no-es' });
    expect(malaClave.json()).toMatchObject({ status: 400, mensaje: MENSAJES.claveActualInvalida });
    const vacio = await pin({ pin: '', clave_Administrador: 'demo2026' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().mensaje).toBe(MENSAJES.pinVacio);
    const largo = await pin({ pin: '12345', clave_Administrador: 'demo2026' });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().mensaje).toBe(MENSAJES.pinMaximo);
    const antes = await fila<{ pin_hash: string | null }>(t.database.db, sql`SELECT pin_hash FROM usuarios WHERE id = ${data.u_id}`);
    expect(antes!.pin_hash ?? '').not.toMatch(/^\$argon2id\$/);
    const bien = await pin({ pin: '4321', clave_Administrador: 'demo2026' });
    expect(bien.statusCode).toBe(200);
    const guardado = await fila<{ pin_hash: string }>(t.database.db, sql`SELECT pin_hash FROM usuarios WHERE id = ${data.u_id}`);
    expect(guardado!.pin_hash).toMatch(/^\$argon2id\$/);
  });
});
