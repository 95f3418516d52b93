import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CONTABILIDAD as MC } from '@eds/contracts/conciliacion/contabilidad';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { MENSAJES_PERFIL as MP } from '@eds/contracts/perfiles/perfiles';
import { MENSAJES_EMPLEADO as M } from '@eds/contracts/usuarios/empleados';
import { fila } from '../src/db/client';
import { contar, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/**
 * The privilege ceiling on type and scope (decision 060): nobody creates, edits, resets or gives a position to a user
 * of a wider type (1 ⊇ 2 ⊇ 3 ⊇ 5 ⊇ 4) or a wider scope than their own, even when that user holds no letter they
 * lack; and the business-wide accounting configuration (SAP mappings, posting rules) is written by business-level
 * users only.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let negocioId: number;
/** Positions holding only EMPLEADOS R, one per profile type: no letter decides, only the type. */
const cargos: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
const EMPLEADOS = [MODULO.USUARIOS, MODULO.EMPLEADOS] as const;

beforeAll(async () => {
  t = await crearApp({ MAIL_POLL_SECONDS: 0 });
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  negocioId = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`))!.negocio_id;
  for (const tipo of [1, 2, 3, 4, 5] as const) {
    const p = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${negocioId}, ${`CARGO TIPO ${tipo}`}, ${tipo}) RETURNING id`,
    );
    await t.database.db.execute(sql`INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT ${p!.id}, id, 'R' FROM modulos WHERE descripcion = ${MODULO.EMPLEADOS}`);
    cargos[tipo] = p!.id;
  }
});
afterAll(async () => {
  await t.cerrar();
});

const persona = (identificacion: string, empresaId: number, cargo: number, extra: Record<string, unknown> = {}) => ({
  tipo_identificacion: 13,
  identificacion,
  nombres: 'Laura',
  apellidos: 'Pérez',
  direccion: 'Calle 1 # 2-3',
  telefono: '3105550000',
  correo: `p${identificacion}@example.co`,
  pais: 170,
  provincia: 8,
  ciudad: 8001,
  empresas_id: empresaId,
  cargo,
  ...extra,
});

const cuerpo = (p: ReturnType<typeof persona>, extra: Record<string, unknown> = {}) => ({
  persona: p,
  create_user: 1,
  empresas_id: p.empresas_id,
  dominio_id: 1,
  detalles: {},
  imagen: null,
  ...extra,
});

/** A person created by the superadministrator, with no user yet. */
async function personaDelAdministrador(identificacion: string, empresaId: number, cargo: number): Promise<number> {
  const r = await admin('POST', '/api/persona', cuerpo(persona(identificacion, empresaId, cargo)));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

interface UsuarioGuardado {
  tipo: number;
  empresas_id: number;
  estado: string;
  clave_hash: string;
  pin_hash: string | null;
  perfiles: string;
  correo: string | null;
}

/** What is stored of a person's user: it must not move when a write is refused. */
async function usuarioDe(personaId: number): Promise<UsuarioGuardado | undefined> {
  return fila<UsuarioGuardado>(
    t.database.db,
    sql`SELECT u.tipo, u.empresas_id, u.estado, u.clave_hash, u.pin_hash,
               (SELECT string_agg(up.perfiles_id::text, ',' ORDER BY up.perfiles_id) FROM usuarios_perfiles up WHERE up.usuarios_id = u.id) AS perfiles,
               (SELECT c.contacto FROM contactos c WHERE c.personas_id = u.personas_id AND c.tipo = 2 ORDER BY c.principal DESC, c.id LIMIT 1) AS correo
          FROM usuarios u WHERE u.personas_id = ${personaId}`,
  );
}

const personaDeUsuario = async (usuario: string) =>
  (await fila<{ id: number }>(t.database.db, sql`SELECT personas_id AS id FROM usuarios WHERE usuario = ${usuario}`))!.id;

describe('a regional user (tipo 3) creates users of its type or narrower, on its companies only', () => {
  let regional: ReturnType<typeof conToken>;
  beforeAll(async () => {
    regional = await usuarioConModulos(t, 'REGIONAL3', ids.caribe, EMPLEADOS, 'RCU', 3);
  });

  it('refuses a person whose position would make a tipo-2 user, and stores nothing', async () => {
    const antes = await contar(t.database, 'personas');
    const r = await regional('POST', '/api/persona', cuerpo(persona('91000001', ids.caribe, cargos[2])));
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(M.tipoSuperior);
    expect(await contar(t.database, 'personas')).toBe(antes);
  });

  it('refuses a user for a person whose position is tipo 2 or tipo 1: no user, no mail', async () => {
    const negocio = await personaDelAdministrador('91000002', ids.caribe, cargos[2]);
    const plataforma = await personaDelAdministrador('91000003', ids.caribe, cargos[1]);
    const correos = await contar(t.database, 'correos_salida');

    const dos = await regional('POST', '/api/persona/create-user', { persona_id: negocio, usuario: 'negocio91' });
    expect(dos.statusCode).toBe(403);
    expect(dos.json().mensaje).toBe(M.tipoSuperior);
    // Profile type 1 is not among the types a tipo-3 user may give at all (spec document 2 §6).
    const uno = await regional('POST', '/api/persona/create-user', { persona_id: plataforma, usuario: 'plataforma91' });
    expect(uno.statusCode).toBe(400);
    expect(uno.json().mensaje).toBe(M.cargoNoPermitido);

    expect(await usuarioDe(negocio)).toBeUndefined();
    expect(await usuarioDe(plataforma)).toBeUndefined();
    expect(await contar(t.database, 'correos_salida')).toBe(correos);
  });

  it('refuses a user on a company outside its scope', async () => {
    const antes = await contar(t.database, 'personas');
    const r = await regional('POST', '/api/persona', cuerpo(persona('91000004', ids.andina, cargos[5])));
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect(await contar(t.database, 'personas')).toBe(antes);
  });

  it('refuses to give a tipo-2 position to a narrower user it manages; the user stays as it was', async () => {
    const id = await personaDelAdministrador('91000005', ids.barranquilla, cargos[5]);
    expect((await admin('POST', '/api/persona/create-user', { persona_id: id, usuario: 'cajero91' })).statusCode).toBe(200);
    const antes = await usuarioDe(id);
    expect(antes).toMatchObject({ tipo: 5, empresas_id: ids.barranquilla, perfiles: String(cargos[5]) });
    const r = await regional('PUT', '/api/persona', cuerpo(persona('91000005', ids.barranquilla, cargos[2]), { id }));
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(M.tipoSuperior);
    expect(await usuarioDe(id)).toEqual(antes);
  });

  it('creates users of its own type or narrower on its companies', async () => {
    for (const [identificacion, empresa, tipo, usuario] of [
      ['91000006', ids.caribe, 3, 'regional91'],
      ['91000007', ids.barranquilla, 5, 'estacion91'],
      ['91000008', ids.bogota, 4, 'consulta91'],
    ] as const) {
      const p = await regional('POST', '/api/persona', cuerpo(persona(identificacion, empresa, cargos[tipo])));
      expect(p.statusCode, p.body).toBe(200);
      const u = await regional('POST', '/api/persona/create-user', { persona_id: p.json().data.id, usuario });
      expect(u.statusCode, u.body).toBe(200);
      expect(u.json().mensaje).toBe(M.usuarioCreado);
      expect(await usuarioDe(p.json().data.id)).toMatchObject({ tipo, empresas_id: empresa });
    }
  });
});

describe('the scope is part of the ceiling, not only the type', () => {
  it('an administrator (tipo 1) placed on a station gives no user a scope wider than its station', async () => {
    const plataforma = await usuarioConModulos(t, 'PLATAFORMA1', ids.barranquilla, EMPLEADOS, 'RCU', 1);
    // A regional (tipo 3) user on the station would see every station of the business.
    const ancho = await plataforma('POST', '/api/persona', cuerpo(persona('92000001', ids.barranquilla, cargos[3])));
    expect(ancho.statusCode).toBe(403);
    expect(ancho.json().mensaje).toBe(M.tipoSuperior);
    // An administrator of the station sees the station only: allowed.
    const propio = await plataforma('POST', '/api/persona', cuerpo(persona('92000002', ids.barranquilla, cargos[1])));
    expect(propio.statusCode, propio.body).toBe(200);
    const u = await plataforma('POST', '/api/persona/create-user', { persona_id: propio.json().data.id, usuario: 'plataforma92' });
    expect(u.statusCode, u.body).toBe(200);
    expect(await usuarioDe(propio.json().data.id)).toMatchObject({ tipo: 1, empresas_id: ids.barranquilla });
  });
});

describe('a station administrator (tipo 5) cannot take over a tipo-2 user of its own station', () => {
  let estacion: ReturnType<typeof conToken>;
  let negocio: number;
  let cajero: number;
  beforeAll(async () => {
    estacion = await usuarioConModulos(t, 'ESTACION5', ids.barranquilla, EMPLEADOS, 'RCU', 5);
    // A business user (whole business) sitting on the station, holding no letter the station administrator lacks.
    await usuarioConModulos(t, 'NEGOCIO2', ids.barranquilla, [MODULO.EMPLEADOS], 'R', 2);
    await usuarioConModulos(t, 'CAJERO5', ids.barranquilla, [MODULO.EMPLEADOS], 'R', 5);
    negocio = await personaDeUsuario('NEGOCIO2');
    cajero = await personaDeUsuario('CAJERO5');
  });

  it('refuses to change its e-mail (employee form and profile form), its position or its state', async () => {
    const antes = await usuarioDe(negocio);
    const correo = await estacion(
      'PUT',
      '/api/persona',
      cuerpo(persona('93000001', ids.barranquilla, cargos[5], { correo: 'yo@example.co' }), { id: negocio }),
    );
    expect(correo.statusCode).toBe(403);
    expect(correo.json().mensaje).toBe(M.usuarioSuperior);
    const perfil = await estacion('PUT', '/api/persona', {
      id: negocio,
      persona: { ...persona('x', ids.barranquilla, 0), identificacion: undefined, correo: 'yo@example.co' },
    });
    expect(perfil.statusCode).toBe(403);
    expect(perfil.json().mensaje).toBe(M.usuarioSuperior);
    const cargo = await estacion('PUT', '/api/persona', cuerpo(persona('93000001', ids.barranquilla, cargos[4]), { id: negocio }));
    expect(cargo.statusCode).toBe(403);
    expect(cargo.json().mensaje).toBe(M.usuarioSuperior);
    const estado = await estacion('PUT', `/api/persona/${negocio}/I`);
    expect(estado.statusCode).toBe(403);
    expect(estado.json().mensaje).toBe(M.usuarioSuperior);
    expect(await usuarioDe(negocio)).toEqual(antes);
  });

  it('refuses to reset its password, mail it a temporary one or change its PIN: nothing stored, no mail', async () => {
    const antes = await usuarioDe(negocio);
    const correos = await contar(t.database, 'correos_salida');
    const solicitudes = await contar(t.database, 'solicitudes_clave');
    const temporal = await estacion('POST', `/api/persona/${negocio}/clave-temporal`);
    expect(temporal.statusCode).toBe(403);
    expect(temporal.json().mensaje).toBe(M.usuarioSuperior);
    const clave = await estacion('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: negocio, clave: 'Tomada#2026x', clave_Administrador: 'demo2026' },
    });
    expect(clave.statusCode).toBe(403);
    expect(clave.json().mensaje).toBe(M.usuarioSuperior);
    const pin = await estacion('PUT', '/api/persona/cambiar-pin', {
      identificadorPersona: negocio,
      pin: '4321',
      clave_Administrador: 'demo2026',
    });
    expect(pin.statusCode).toBe(403);
    expect(pin.json().mensaje).toBe(M.usuarioSuperior);
    const desbloquear = await estacion('PUT', `/api/persona/${negocio}/desbloquear`);
    expect(desbloquear.statusCode).toBe(403);
    expect(await usuarioDe(negocio)).toEqual(antes);
    expect(await contar(t.database, 'correos_salida')).toBe(correos);
    expect(await contar(t.database, 'solicitudes_clave')).toBe(solicitudes);
  });

  it('still manages a user of its own type on its station: e-mail, temporary password, password', async () => {
    const correo = await estacion(
      'PUT',
      '/api/persona',
      cuerpo(persona('93000002', ids.barranquilla, cargos[5], { correo: 'cajero@example.co' }), { id: cajero }),
    );
    expect(correo.statusCode, correo.body).toBe(200);
    expect(await usuarioDe(cajero)).toMatchObject({ tipo: 5, correo: 'cajero@example.co', perfiles: String(cargos[5]) });
    const correos = await contar(t.database, 'correos_salida');
    const temporal = await estacion('POST', `/api/persona/${cajero}/clave-temporal`);
    expect(temporal.statusCode, temporal.body).toBe(200);
    expect(temporal.json().mensaje).toBe(M.claveTemporalEnviada);
    expect(await contar(t.database, 'correos_salida')).toBe(correos + 1);
    const clave = await estacion('POST', '/api/persona/cambiar-clave', {
      persona: { persona_id: cajero, clave: 'Cajero#2026xy', clave_Administrador: 'demo2026' },
    });
    expect(clave.statusCode, clave.body).toBe(200);
    expect(clave.json().mensaje).toBe(MENSAJES.claveAsignada);
  });

  it('gives a read-only (tipo 4) user, the narrowest type, on its station', async () => {
    const p = await estacion('POST', '/api/persona', cuerpo(persona('93000003', ids.barranquilla, cargos[4])));
    expect(p.statusCode, p.body).toBe(200);
    const u = await estacion('POST', '/api/persona/create-user', { persona_id: p.json().data.id, usuario: 'lector93' });
    expect(u.statusCode, u.body).toBe(200);
    expect(await usuarioDe(p.json().data.id)).toMatchObject({ tipo: 4, empresas_id: ids.barranquilla });
    // A regional position is not among the profile types a station user may give at all (spec document 2 §6).
    const ancho = await estacion('POST', '/api/persona', cuerpo(persona('93000004', ids.barranquilla, cargos[3])));
    expect(ancho.statusCode).toBe(400);
    expect(ancho.json().mensaje).toBe(M.cargoNoPermitido);
  });

  it('a business-level regional user cannot change the grants or state of a profile a tipo-2 user holds', async () => {
    const perfiles = await usuarioConModulos(t, 'PERFILES3', ids.raiz, [MODULO.CONFIGURACION, MODULO.GESTION_PERFILES], 'RCU', 3);
    const perfil = async (usuario: string) =>
      (await fila<{ id: number }>(
        t.database.db,
        sql`SELECT up.perfiles_id AS id FROM usuarios_perfiles up JOIN usuarios u ON u.id = up.usuarios_id WHERE u.usuario = ${usuario}`,
      ))!.id;
    const delNegocio = await perfil('NEGOCIO2');
    const delCajero = await perfil('CAJERO5');
    const grants = async (id: number) =>
      fila(
        t.database.db,
        sql`SELECT p.estado, (SELECT string_agg(modulos_id || ':' || asignaciones, ',' ORDER BY modulos_id) FROM perfiles_modulos WHERE perfiles_id = p.id) AS g FROM perfiles p WHERE p.id = ${id}`,
      );
    const antes = await grants(delNegocio);
    const quitar = await perfiles('PUT', `/api/perfil/${delNegocio}/modulos`, { modulos: [] });
    expect(quitar.statusCode).toBe(403);
    expect(quitar.json().mensaje).toBe(MP.usuarioSuperior);
    const inactivar = await perfiles('PUT', `/api/perfil/${delNegocio}/I`);
    expect(inactivar.statusCode).toBe(403);
    expect(inactivar.json().mensaje).toBe(MP.usuarioSuperior);
    expect(await grants(delNegocio)).toEqual(antes);
    // A profile held by station users only is still its to change.
    const propio = await perfiles('PUT', `/api/perfil/${delCajero}/modulos`, { modulos: [] });
    expect(propio.statusCode, propio.body).toBe(200);
    expect(propio.json().mensaje).toBe(MP.permisosGuardados);
  });

  it('may still list and read the wider user', async () => {
    const lista = await estacion('GET', `/api/persona/empresa/${ids.barranquilla}?limite=500`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data.map((p: { id: number }) => p.id)).toContain(negocio);
    expect((await estacion('GET', `/api/persona/${negocio}/empleado`)).statusCode).toBe(200);
  });
});

describe('business-wide accounting configuration is for business-level users', () => {
  const CONTABLES = [MODULO.SAP, MODULO.APUNTAMIENTOS, MODULO.SAP_INTEGRACIONES] as const;
  let estacion: ReturnType<typeof conToken>;
  let negocio: ReturnType<typeof conToken>;
  let regla: Record<string, unknown>;
  let homologacion: Record<string, unknown>;
  let medioPago: number;

  const reglaGuardada = async (id: number) =>
    fila(t.database.db, sql`SELECT cuenta_debito, cuenta_credito, centro_costo, estado FROM reglas_contables WHERE id = ${id}`);
  const homologacionGuardada = async (id: number) =>
    fila(t.database.db, sql`SELECT codigo_externo, descripcion, estado FROM homologaciones WHERE id = ${id}`);

  beforeAll(async () => {
    estacion = await usuarioConModulos(t, 'CONTABLE5', ids.barranquilla, CONTABLES, 'RCUD', 5);
    negocio = await usuarioConModulos(t, 'CONTABLE2', ids.raiz, CONTABLES, 'RCUD', 2);
    // A payment method without a mapping, and an operation and business type without a rule, in this business.
    medioPago = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM medios_pago WHERE negocio_id = ${negocioId} AND estado = 'A'
             AND id NOT IN (SELECT referencia_id FROM homologaciones WHERE tipo = 'MEDIO_PAGO' AND negocio_id = ${negocioId})
           ORDER BY id LIMIT 1`,
    ))!.id;
    const libre = (await fila<{ operacion: string; tipo_negocio: string }>(
      t.database.db,
      sql`SELECT o.operacion, n.tipo_negocio FROM unnest(${'{RECAUDO,AJUSTE,TRASLADO,CONSUMO INTERNO}'}::text[]) AS o(operacion),
                 unnest(${'{K,S,C}'}::text[]) AS n(tipo_negocio)
           WHERE NOT EXISTS (SELECT 1 FROM reglas_contables r WHERE r.negocio_id = ${negocioId} AND r.operacion = o.operacion AND r.tipo_negocio = n.tipo_negocio)
           LIMIT 1`,
    ))!;
    const r = await admin('POST', '/api/v1/postingRule', {
      empresa_id: ids.barranquilla,
      operacion: libre.operacion,
      tipo_negocio: libre.tipo_negocio,
      cuenta_debito: '110505',
      cuenta_credito: '130505',
      centro_costo: 'CC01',
    });
    expect(r.statusCode, r.body).toBe(200);
    regla = { id: r.json().data.id, empresa_id: ids.barranquilla, ...libre, cuenta_debito: '110505', cuenta_credito: '130505' };
    const h = await admin('POST', '/api/v1/homologation', {
      empresa_id: ids.barranquilla,
      tipo: 'MEDIO_PAGO',
      referencia_id: medioPago,
      codigo_externo: '111005',
    });
    expect(h.statusCode, h.body).toBe(200);
    homologacion = {
      id: h.json().data.id,
      empresa_id: ids.barranquilla,
      tipo: 'MEDIO_PAGO',
      referencia_id: medioPago,
      codigo_externo: '111005',
    };
  });

  it('refuses every posting-rule write of a station user, with the rows unchanged', async () => {
    const id = regla.id as number;
    const antes = await reglaGuardada(id);
    const reglas = await contar(t.database, 'reglas_contables');
    const respuestas = [
      await estacion('POST', '/api/v1/postingRule', { ...regla, id: undefined, operacion: 'COMPRA' }),
      await estacion('PUT', '/api/v1/postingRule', { ...regla, cuenta_debito: '999999' }),
      await estacion('PUT', `/api/v1/postingRule/${id}/I`),
      await estacion('DELETE', `/api/v1/postingRule/${id}`),
    ];
    for (const r of respuestas) {
      expect(r.statusCode).toBe(403);
      expect(r.json().mensaje).toBe(MC.soloNegocio);
    }
    expect(await reglaGuardada(id)).toEqual(antes);
    expect(await contar(t.database, 'reglas_contables')).toBe(reglas);
    // Reading stays open to the station.
    expect((await estacion('GET', `/api/v1/postingRule/empresa/${ids.barranquilla}`)).statusCode).toBe(200);
  });

  it('refuses every SAP mapping write of a station user, with the rows unchanged', async () => {
    const id = homologacion.id as number;
    const antes = await homologacionGuardada(id);
    const homologaciones = await contar(t.database, 'homologaciones');
    const respuestas = [
      await estacion('POST', '/api/v1/homologation', { ...homologacion, id: undefined, tipo: 'EMPRESA', referencia_id: ids.barranquilla }),
      await estacion('PUT', '/api/v1/homologation', { ...homologacion, codigo_externo: '999999' }),
      await estacion('PUT', `/api/v1/homologation/${id}/I`),
      await estacion('DELETE', `/api/v1/homologation/${id}`),
    ];
    for (const r of respuestas) {
      expect(r.statusCode).toBe(403);
      expect(r.json().mensaje).toBe(MC.soloNegocio);
    }
    expect(await homologacionGuardada(id)).toEqual(antes);
    expect(await contar(t.database, 'homologaciones')).toBe(homologaciones);
    expect((await estacion('GET', `/api/v1/homologation/empresa/${ids.barranquilla}`)).statusCode).toBe(200);
  });

  it('a business-level user writes them', async () => {
    const r = await negocio('PUT', '/api/v1/postingRule', { ...regla, cuenta_debito: '110510' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MC.editado);
    expect(await reglaGuardada(regla.id as number)).toMatchObject({ cuenta_debito: '110510' });
    const h = await negocio('PUT', '/api/v1/homologation', { ...homologacion, codigo_externo: '111010' });
    expect(h.statusCode, h.body).toBe(200);
    expect(h.json().mensaje).toBe(MC.editado);
    expect(await homologacionGuardada(homologacion.id as number)).toMatchObject({ codigo_externo: '111010' });
    expect((await negocio('PUT', `/api/v1/homologation/${homologacion.id as number}/I`)).json().mensaje).toBe(MC.inactivado);
  });
});
