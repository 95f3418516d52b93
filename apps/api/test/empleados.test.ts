import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_EMPLEADO as M } from '@eds/contracts/usuarios/empleados';
import { fila, filas } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';
import { smtpFalso, textoPlano, type SmtpFalso } from './smtp-falso';

/** Employees (SCREENS.md G08) and the administrator's actions on users (issue 11 item 2). */
let t: AppDePrueba;
let smtp: SmtpFalso;
let admin: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let perfilConsulta: number;
let perfilSuperadmin: number;
let cabecera: Record<string, string> = {};

beforeAll(async () => {
  smtp = await smtpFalso();
  t = await crearApp({ SMTP_URL: smtp.url, MAIL_POLL_SECONDS: 0, LOGIN_MAX_ATTEMPTS: 3 });
  ids = await idsDemo(t.database);
  const token = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, token);
  cabecera = { authorization: `Bearer ${token}` };
  perfilConsulta = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM perfiles WHERE descripcion = 'CONSULTA'`))!.id;
  perfilSuperadmin = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM perfiles WHERE descripcion = 'SUPERADMINISTRADOR LAZO'`,
  ))!.id;
  // The station administrator manages the employees of its station.
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT pf.id, m.id, 'RCU' FROM perfiles pf, modulos m
     WHERE pf.descripcion = 'ADMINISTRADOR DE ESTACION' AND m.descripcion IN ('USUARIOS', 'EMPLEADOS')
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RCU'`);
});
afterAll(async () => {
  await t.cerrar();
  await smtp.cerrar();
});

const persona = (identificacion: string, extra: Record<string, unknown> = {}) => ({
  tipo_identificacion: 13,
  identificacion,
  nombres: 'Andrea',
  apellidos: 'Gómez Ruiz',
  genero: 'FEMENINO',
  tipo_sangre: 'O+',
  direccion: 'Calle 10 # 5-20',
  telefono: '3105551234',
  correo: `E${identificacion}@Example.co`,
  pais: 170,
  provincia: 8,
  ciudad: 8001,
  empresas_id: ids.barranquilla,
  cargo: perfilConsulta,
  ...extra,
});

const cuerpo = (p: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  persona: p,
  create_user: 1,
  empresas_id: p.empresas_id,
  dominio_id: 1,
  detalles: { Nombre: p.nombres, Identificación: p.identificacion },
  imagen: null,
  ...extra,
});

async function crearEmpleado(identificacion: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await admin('POST', '/api/persona', cuerpo(persona(identificacion, extra)));
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(M.guardado);
  return r.json().data.id as number;
}

async function ultimoCorreo() {
  return fila<{ id: number; para: string; asunto: string; texto: string }>(
    t.database.db,
    sql`SELECT id, para, asunto, texto FROM correos_salida ORDER BY id DESC LIMIT 1`,
  );
}

/** The mail's body, quoted-printable decoded. */
function cuerpoCorreo(datos: string): string {
  const qp = textoPlano(datos);
  return Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

const signin = (user: string, pass: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user, pass }, headers: { host: 'localhost' } });

describe('employees: create, list, edit, state', () => {
  it('refuses an invalid form with the field messages and stores nothing', async () => {
    const antes = await contar(t.database, 'personas');
    const r = await admin(
      'POST',
      '/api/persona',
      cuerpo(persona('0123', { nombres: 'Ana 2', telefono: '12', correo: 'no-es-correo', cargo: '' })),
    );
    expect(r.statusCode).toBe(400);
    const errores = Object.fromEntries(r.json().errores.map((e: { campo: string; mensaje: string }) => [e.campo, e.mensaje]));
    expect(errores).toMatchObject({
      'persona.identificacion': MENSAJES.sinCeroIzquierda,
      'persona.nombres': MENSAJES.soloTexto,
      'persona.telefono': MENSAJES.telefonoMinimo,
      'persona.correo': MENSAJES.correoInvalido,
      'persona.cargo': MENSAJES.campoObligatorioCorto,
    });
    const corta = await admin('POST', '/api/persona', cuerpo(persona('1234')));
    expect(corta.json().errores[0]).toEqual({ campo: 'persona.identificacion', mensaje: MENSAJES.valorNoValido });
    expect(await contar(t.database, 'personas')).toBe(antes);
  });

  it('creates the person with contacts and position, upper-cased; the identification is unique in the business', async () => {
    const id = await crearEmpleado('80111222');
    const p = await fila<{ nombres: string; apellidos: string; cargo: string; empresas_id: number; atributos: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT nombres, apellidos, cargo, empresas_id, atributos FROM personas WHERE id = ${id}`,
    );
    expect(p).toMatchObject({ nombres: 'ANDREA', apellidos: 'GÓMEZ RUIZ', cargo: 'CONSULTA', empresas_id: ids.barranquilla });
    expect(p!.atributos).toMatchObject({ cargo_id: perfilConsulta, genero: 'FEMENINO', tipo_sangre: 'O+', ciudad: 8001 });
    const contactos = await filas<{ tipo: number; contacto: string }>(
      t.database.db,
      sql`SELECT tipo, contacto FROM contactos WHERE personas_id = ${id} ORDER BY tipo`,
    );
    expect(contactos).toEqual([
      { tipo: 1, contacto: '3105551234' },
      { tipo: 2, contacto: 'e80111222@example.co' },
      { tipo: 3, contacto: 'CALLE 10 # 5-20' },
    ]);
    const repetida = await admin('POST', '/api/persona', cuerpo(persona('80111222')));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().mensaje).toBe(M.identificacionRepetida);
  });

  it('refuses a position of a type the caller may not give', async () => {
    const adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const r = await adminEds('POST', '/api/persona', cuerpo(persona('80999000', { cargo: perfilSuperadmin })));
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.cargoNoPermitido);
  });

  it('lists the people of a company and its descendants, searched and paged; the last created come first in ultimos', async () => {
    const id = await crearEmpleado('80333444', { nombres: 'Beatriz', empresas_id: ids.cartagena });
    const lista = await admin('GET', `/api/persona/empresa/${ids.caribe}?buscar=beatriz&limite=5`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().paginacion.total).toBe(1);
    expect(lista.json().data[0]).toMatchObject({
      id,
      identificacion: '80333444',
      tipo_identificacion: 'CC',
      nombres: 'BEATRIZ',
      empresa: 'EDS CARTAGENA BOCAGRANDE',
      cargo: 'CONSULTA',
      correo: 'e80333444@example.co',
      usuario: null,
      bloqueado: false,
      estado: 'A',
    });
    const fuera = await admin('GET', `/api/persona/empresa/${ids.andina}?buscar=beatriz`);
    expect(fuera.json().paginacion.total).toBe(0);
    const ultimos = await admin('GET', `/api/persona/ultimos/empresa/${ids.raiz}?limite=2`);
    expect(ultimos.json().data[0].id).toBe(id);
  });

  it('edits the person (PUT persona with the spec payload) and toggles its state with the spec texts', async () => {
    const id = await crearEmpleado('80555666');
    const r = await admin('PUT', '/api/persona', cuerpo(persona('80555666', { apellidos: 'Torres', telefono: '3001112233' }), { id }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.guardado);
    expect(r.json().data).toMatchObject({ id, apellidos: 'TORRES' });
    const leido = await admin('GET', `/api/persona/${id}/empleado`);
    expect(leido.json().data).toMatchObject({
      telefono: '3001112233',
      cargo: perfilConsulta,
      empresas_id: ids.barranquilla,
      usuario: null,
    });

    const inactivo = await admin('PUT', `/api/persona/${id}/I`);
    expect(inactivo.json().mensaje).toBe('USUARIO INACTIVADO CORRECTAMENTE');
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM personas WHERE id = ${id}`))!.estado).toBe('I');
    const activo = await admin('PUT', `/api/persona/${id}/A`);
    expect(activo.json().mensaje).toBe('USUARIO ACTIVADO CORRECTAMENTE');
  });
});

describe('users: create-user with the first password mailed, PIN, reset, unlock', () => {
  let personaId: number;

  it('creates the user; the first password is made when the mail is sent and is never readable through the API', async () => {
    personaId = await crearEmpleado('80777888');
    const corto = await admin('POST', '/api/persona/create-user', { persona_id: personaId, usuario: 'abc' });
    expect(corto.statusCode).toBe(400);
    expect(corto.json().errores[0]).toEqual({ campo: 'usuario', mensaje: MENSAJES.valorNoValido });
    const existe = await admin('POST', '/api/persona/create-user', { persona_id: personaId, usuario: 'zonal' });
    expect(existe.statusCode).toBe(400);
    expect(existe.json().mensaje).toBe(M.usuarioExiste);

    const r = await admin('POST', '/api/persona/create-user', { persona_id: personaId, usuario: 'andrea.g', create_user: 1 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.usuarioCreado);
    const u = await fila<{ usuario: string; tipo: number; empresas_id: number; cambiar_clave: boolean; perfil: number }>(
      t.database.db,
      sql`SELECT u.usuario, u.tipo, u.empresas_id, u.cambiar_clave, up.perfiles_id AS perfil
            FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.personas_id = ${personaId}`,
    );
    expect(u).toEqual({ usuario: 'ANDREA.G', tipo: 5, empresas_id: ids.barranquilla, cambiar_clave: true, perfil: perfilConsulta });
    const segunda = await admin('POST', '/api/persona/create-user', { persona_id: personaId, usuario: 'andrea.h' });
    expect(segunda.json().mensaje).toBe(M.personaConUsuario);

    const correo = await ultimoCorreo();
    expect(correo).toMatchObject({ para: 'e80777888@example.co', asunto: M.correoUsuarioAsunto });
    expect(correo!.texto).toContain(M.correoClaveAlEnviar);
    const bandeja = await admin('GET', '/api/sistema/correos?limite=5');
    expect(bandeja.json().data[0].texto).toContain(M.correoClaveAlEnviar);

    expect(await t.app.enviarCorreos()).toBeGreaterThanOrEqual(1);
    const enviado = cuerpoCorreo(smtp.recibidos.at(-1)!.datos);
    const clave = /contraseña inicial es: (\S+)/.exec(enviado)![1];
    expect(clave).toHaveLength(12);
    // Still nothing readable afterwards: the outbox keeps the stand-in.
    expect(
      (await fila<{ texto: string }>(t.database.db, sql`SELECT texto FROM correos_salida WHERE id = ${correo!.id}`))!.texto,
    ).not.toContain(clave);
    const ingreso = await signin('ANDREA.G', clave);
    expect(ingreso.json()).toMatchObject({ mensaje: MENSAJES.claveVencida, data: { expired_pass: true } });
    const propia = await t.app.inject({
      method: 'POST',
      url: '/api/persona/restablecer-clave',
      payload: { token: ingreso.json().data.token_clave, clave: 'Andrea-propia-2026' },
    });
    expect(propia.statusCode).toBe(200);
    expect((await signin('ANDREA.G', 'Andrea-propia-2026')).json().data.expired_pass).toBe(false);
  });

  it("assigns the user's POS PIN: four digits, signed with the administrator's password", async () => {
    const tres = await admin('PUT', '/api/persona/cambiar-pin', {
      identificadorPersona: personaId,
      pin: '12a',
      clave_Administrador: 'demo2026',
    });
    expect(tres.statusCode).toBe(400);
    expect(tres.json().mensaje).toBe(M.pinCuatroDigitos);
    const mala = await admin('PUT', '/api/persona/cambiar-pin', {
      identificadorPersona: personaId,
      pin: '4821',
      clave_Administrador: 'otra',
    });
    expect(mala.json().mensaje).toBe(MENSAJES.claveActualInvalida);
    const r = await admin('PUT', '/api/persona/cambiar-pin', {
      identificadorPersona: personaId,
      pin: '4821',
      clave_Administrador: 'demo2026',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().mensaje).toBe(M.pinAsignado);
    expect((await admin('GET', `/api/persona/${personaId}/empleado`)).json().data.usuario).toMatchObject({ tiene_pin: true });
  });

  it('mails a temporary password: the old one stops at once, the new one must be changed; audited', async () => {
    const r = await admin('POST', `/api/persona/${personaId}/clave-temporal`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.claveTemporalEnviada);
    expect((await signin('ANDREA.G', 'Andrea-propia-2026')).statusCode).toBe(401);
    expect(await t.app.enviarCorreos()).toBe(1);
    const enviado = cuerpoCorreo(smtp.recibidos.at(-1)!.datos);
    expect(enviado).toContain('restableció la contraseña del usuario ANDREA.G');
    const clave = /contraseña temporal es: (\S+)/.exec(enviado)![1];
    expect((await signin('ANDREA.G', clave)).json().data.expired_pass).toBe(true);
    const superadmin = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM usuarios WHERE usuario = 'SUPERADMIN'`);
    const auditoria = await fila<{ usuarios_id: number; despues: unknown }>(
      t.database.db,
      sql`SELECT usuarios_id, despues FROM auditoria WHERE accion = 'CLAVE_TEMPORAL' ORDER BY id DESC LIMIT 1`,
    );
    expect(auditoria).toEqual({ usuarios_id: superadmin!.id, despues: { usuario: 'ANDREA.G' } });
  });

  it('unlocks a user locked by failed sign-ins; audited', async () => {
    for (let i = 0; i < 3; i++) await signin('ANDREA.G', 'equivocada-1');
    const lista = await admin('GET', `/api/persona/empresa/${ids.barranquilla}?buscar=andrea.g`);
    expect(lista.json().data[0]).toMatchObject({ usuario: 'ANDREA.G', bloqueado: true });
    const r = await admin('PUT', `/api/persona/${personaId}/desbloquear`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.usuarioDesbloqueado);
    const otra = await admin('PUT', `/api/persona/${personaId}/desbloquear`);
    expect(otra.json().mensaje).toBe(M.usuarioNoBloqueado);
    expect(await contar(t.database, "auditoria WHERE accion = 'DESBLOQUEO'")).toBe(1);
  });

  it('inactivating the person inactivates its user and ends its sessions', async () => {
    const r = await admin('PUT', `/api/persona/${personaId}/I`);
    expect(r.json().mensaje).toBe(M.usuarioInactivado);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM usuarios WHERE personas_id = ${personaId}`))!.estado).toBe(
      'I',
    );
    await admin('PUT', `/api/persona/${personaId}/A`);
  });
});

describe('identifiers and photo', () => {
  it('stores the free codes and answers 206 with the ones another record holds', async () => {
    const id = await crearEmpleado('80123123');
    const ajeno = await fila<{ codigo: string }>(
      t.database.db,
      sql`SELECT codigo FROM medios_identificacion WHERE entidad = 'VEHICULO' LIMIT 1`,
    );
    const r = await admin('PUT', '/api/persona/identificadores', {
      persona_id: id,
      identificadores: [
        { identificador: 'rfid-0001', tipo: 'CHIP RFID' },
        { identificador: ajeno!.codigo, tipo: 'TAG' },
      ],
    });
    expect(r.statusCode).toBe(206);
    expect(r.json().mensaje).toBe(M.identificadoresParciales);
    expect(r.json().data).toHaveLength(1);
    expect(r.json().data[0]).toMatchObject({ identificador: ajeno!.codigo, descripcion_origen: 'VEHICULO', procesar: false });
    expect(r.json().data[0].mensaje).toBe(M.identificadorAsignado(r.json().data[0].alias));
    const propios = await admin('GET', `/api/persona/identificadores/${id}`);
    expect(propios.json().data).toEqual([{ id: expect.any(Number), identificador: 'RFID-0001', tipo: 'CHIP RFID', estado: 'A' }]);
    const todos = await admin('PUT', '/api/persona/identificadores', {
      persona_id: id,
      identificadores: [{ identificador: 'TAG-77', tipo: 'TAG' }],
    });
    expect(todos.statusCode).toBe(200);
    expect(todos.json().mensaje).toBe(M.identificadoresActualizados);
    const estados = (await admin('GET', `/api/persona/identificadores/${id}`))
      .json()
      .data.map((i: { identificador: string; estado: string }) => [i.identificador, i.estado]);
    expect(estados).toEqual([
      ['TAG-77', 'A'],
      ['RFID-0001', 'I'],
    ]);
  });

  it('stores a photo of at most 2 MB in the database and serves it', async () => {
    const id = await crearEmpleado('80456456');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    const subir = (datos: Buffer, tipo = 'image/png') =>
      t.app.inject({ method: 'POST', url: `/api/persona/${id}/foto`, payload: datos, headers: { 'content-type': tipo, ...cabecera } });
    const r = await subir(png);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.url_foto).toMatch(new RegExp(`^/api/persona/${id}/foto\\?v=\\d+$`));
    const leida = await t.app.inject({ method: 'GET', url: r.json().data.url_foto, headers: cabecera });
    expect(leida.statusCode).toBe(200);
    expect(leida.headers['content-type']).toBe('image/png');
    expect(leida.rawPayload.equals(png)).toBe(true);
    const grande = await subir(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(grande.statusCode).toBe(400);
    expect(grande.json().mensaje).toBe(M.fotoGrande);
    const texto = await subir(Buffer.from('no es una imagen'), 'image/jpeg');
    expect(texto.json().mensaje).toBe(M.fotoFormato);
  });
});

describe('scope: nobody reads or edits a person outside their companies by changing an id', () => {
  it('a station administrator manages its station and nothing beside it', async () => {
    const adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const propia = await adminEds('POST', '/api/persona', cuerpo(persona('81000111')));
    expect(propia.statusCode, propia.body).toBe(200);
    const vecina = await crearEmpleado('81000222', { empresas_id: ids.cartagena });

    expect((await adminEds('GET', `/api/persona/${vecina}/empleado`)).statusCode).toBe(403);
    expect((await adminEds('GET', `/api/persona/${vecina}`)).statusCode).toBe(403);
    expect((await adminEds('GET', `/api/persona/empresa/${ids.cartagena}`)).statusCode).toBe(403);
    const editar = await adminEds('PUT', '/api/persona', cuerpo(persona('81000222', { nombres: 'Intruso' }), { id: vecina }));
    expect(editar.statusCode).toBe(403);
    expect(editar.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await adminEds('PUT', `/api/persona/${vecina}/I`)).statusCode).toBe(403);
    expect((await adminEds('PUT', '/api/persona/identificadores', { persona_id: vecina, identificadores: [] })).statusCode).toBe(403);
    expect((await adminEds('POST', '/api/persona/create-user', { persona_id: vecina, usuario: 'intruso1' })).statusCode).toBe(403);
    expect((await adminEds('POST', `/api/persona/${vecina}/clave-temporal`)).statusCode).toBe(403);
    // Moving its own employee to the sibling station is refused too.
    const mover = await adminEds(
      'PUT',
      '/api/persona',
      cuerpo(persona('81000111', { empresas_id: ids.cartagena }), { id: propia.json().data.id }),
    );
    expect(mover.statusCode).toBe(403);
    const nombre = await fila<{ nombres: string; empresas_id: number }>(
      t.database.db,
      sql`SELECT nombres, empresas_id FROM personas WHERE id = ${vecina}`,
    );
    expect(nombre).toEqual({ nombres: 'ANDREA', empresas_id: ids.cartagena });
    // Its list holds its station only.
    const lista = await adminEds('GET', `/api/persona/empresa/${ids.barranquilla}?limite=500`);
    expect(lista.json().data.every((p: { empresas_id: number }) => p.empresas_id === ids.barranquilla)).toBe(true);
  });

  it('a station administrator cannot reset, unlock or re-PIN a stronger user of its own station', async () => {
    const fuerte = await crearEmpleado('81000333', { cargo: perfilSuperadmin });
    expect((await admin('POST', '/api/persona/create-user', { persona_id: fuerte, usuario: 'fuerte01' })).statusCode).toBe(200);
    const adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const reset = await adminEds('POST', `/api/persona/${fuerte}/clave-temporal`);
    expect(reset.statusCode).toBe(403);
    expect((await adminEds('PUT', `/api/persona/${fuerte}/desbloquear`)).statusCode).toBe(403);
    const pin = await adminEds('PUT', '/api/persona/cambiar-pin', {
      identificadorPersona: fuerte,
      pin: '1111',
      clave_Administrador: 'demo2026',
    });
    expect(pin.statusCode).toBe(403);
    const correo = await adminEds(
      'PUT',
      '/api/persona',
      cuerpo(persona('81000333', { cargo: perfilSuperadmin, correo: 'yo@example.co' }), { id: fuerte }),
    );
    expect(correo.statusCode).toBe(403);
  });

  it('a station administrator cannot give a user to a person whose position it may not give', async () => {
    const fuerte = await crearEmpleado('81000444', { cargo: perfilSuperadmin });
    const adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const r = await adminEds('POST', '/api/persona/create-user', { persona_id: fuerte, usuario: 'fuerte02' });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.cargoNoPermitido);
    expect(await contar(t.database, `usuarios WHERE personas_id = ${fuerte}`)).toBe(0);
    const selector = await adminEds('GET', `/api/persona/select/empresas/${ids.barranquilla}`);
    expect(selector.json().data).toContainEqual({ id: fuerte, identificacion: '81000444', nombre: 'ANDREA GÓMEZ RUIZ' });
  });

  it('nobody reaches a person of another business', async () => {
    const otro = await crearOtroNegocio(t.database);
    expect((await admin('GET', `/api/persona/${otro.personaId}/empleado`)).statusCode).toBe(403);
    expect((await admin('PUT', `/api/persona/${otro.personaId}/I`)).statusCode).toBe(403);
    expect((await admin('GET', `/api/persona/empresa/${otro.raizId}`)).statusCode).toBe(403);
    const crear = await admin('POST', '/api/persona', cuerpo(persona('82000111', { empresas_id: otro.estacionId })));
    expect(crear.statusCode).toBe(403);
  });

  it('a user without the employees grant gets 403 before any validation', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('POST', '/api/persona', {})).statusCode).toBe(403);
    expect((await consulta('PUT', '/api/persona', { id: 1, persona: { identificacion: '' } })).statusCode).toBe(403);
    expect((await consulta('GET', `/api/persona/empresa/${ids.raiz}`)).statusCode).toBe(403);
  });
});
