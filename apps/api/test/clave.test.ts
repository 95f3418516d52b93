import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

const olvide = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/persona/forgetPassword', payload: payload as object, headers: { host: 'localhost' } });

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
    const correo = await fila<{ para: string; asunto: string; texto: string }>(t.database.db, sql`SELECT para, asunto, texto FROM correos_salida ORDER BY id DESC LIMIT 1`);
    expect(correo).toMatchObject({ para: 'zonal@combustiblesandinos.com.co', asunto: 'Restablecer contraseña' });
    const token = /restablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(correo!.texto)![1];
    const { token: sesionVieja } = await ingresar(t.app, 'ZONAL');

    const reset = await t.app.inject({ method: 'POST', url: '/api/persona/restablecer-clave', payload: { token, clave: 'nueva-clave-1' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().mensaje).toBe(MENSAJES.claveRestablecida);
    // Sessions opened before the reset end with it.
    expect((await conToken(t.app, sesionVieja)('GET', '/api/v1/session')).statusCode).toBe(205);
    await ingresar(t.app, 'ZONAL', 'nueva-clave-1');

    const otraVez = await t.app.inject({ method: 'POST', url: '/api/persona/restablecer-clave', payload: { token, clave: 'otra-clave-2' } });
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe(MENSAJES.enlaceClaveInvalido);
  });

  it('does not reset a user of another business through this domain', async () => {
    const otro = await crearOtroNegocio(t.database);
    const antes = await contar(t.database, 'solicitudes_clave');
    const identificacion = (await fila<{ identificacion: string }>(t.database.db, sql`SELECT identificacion FROM personas WHERE id = ${otro.personaId}`))!.identificacion;
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
    const mala = await req('POST', '/api/persona/cambiar-clave', { persona: { persona_id: ids.personaConsulta, clave: 'nueva-2026', clave_Administrador: 'no-es' } });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().mensaje).toBe(MENSAJES.claveActualInvalida);
    const vacia = await req('POST', '/api/persona/cambiar-clave', { persona: { persona_id: ids.personaConsulta, clave: '', clave_Administrador: 'demo2026' } });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().mensaje).toBe(MENSAJES.campoObligatorio);
    const bien = await req('POST', '/api/persona/cambiar-clave', { persona: { persona_id: ids.personaConsulta, clave: 'nueva-2026', clave_Administrador: 'demo2026' } });
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

  it("refuses to change someone else's password or pin", async () => {
    const ids = await idsDemo(t.database);
    const { token } = await ingresar(t.app, 'SUPERADMIN');
    const req = conToken(t.app, token);
    const clave = await req('POST', '/api/persona/cambiar-clave', { persona: { persona_id: ids.personaAdminEds, clave: 'hackeada-1', clave_Administrador: 'demo2026' } });
    expect(clave.statusCode).toBe(403);
    const pin = await req('PUT', '/api/persona/cambiar-pin', { identificadorPersona: ids.personaAdminEds, pin: '1234' });
    expect(pin.statusCode).toBe(403);
    await ingresar(t.app, 'ADMINEDS');
  });

  it('validates the pin: not empty, at most 4 characters; stores only its hash', async () => {
    const { token, data } = await ingresar(t.app, 'ADMINEDS');
    const req = conToken(t.app, token);
    const vacio = await req('PUT', '/api/persona/cambiar-pin', { identificadorPersona: data.p_id, pin: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().mensaje).toBe(MENSAJES.pinVacio);
    const largo = await req('PUT', '/api/persona/cambiar-pin', { identificadorPersona: data.p_id, pin: '12345' });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().mensaje).toBe(MENSAJES.pinMaximo);
    const bien = await req('PUT', '/api/persona/cambiar-pin', { identificadorPersona: data.p_id, pin: '4321' });
    expect(bien.statusCode).toBe(200);
    const guardado = await fila<{ pin_hash: string }>(t.database.db, sql`SELECT pin_hash FROM usuarios WHERE id = ${data.u_id}`);
    expect(guardado!.pin_hash).toMatch(/^\$argon2id\$/);
  });
});
