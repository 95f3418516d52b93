import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_ORGANIZACION as M } from '@eds/contracts/empresa/organizaciones';
import { fila } from '../src/db/client';
import { crearUsuario } from '../src/demo/sembrar';
import { hashClave } from '../src/lib/claves';
import { CLAVE_DEMO, conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/** SCREENS.md G01 Organizaciones: create, edit, read, list and switch A/I, within the caller's business. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let adminEds: ReturnType<typeof conToken>;

/** A user of the demo business holding Organizaciones with every letter, on the given company and tipo. */
async function usuarioConOrganizaciones(usuario: string, empresaId: number, tipo: number) {
  const perfil = await fila<{ id: number }>(
    t.database.db,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo)
        SELECT negocio_id, ${`PERFIL ${usuario}`}, ${tipo} FROM empresas WHERE id = ${empresaId} RETURNING id`,
  );
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${perfil!.id}, id, 'RCUDE' FROM modulos WHERE descripcion IN ('EMPRESA', 'ORGANIZACIONES')`);
  const negocio = await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${empresaId}`);
  await crearUsuario(t.database.db, {
    negocioId: negocio!.negocio_id,
    empresaId,
    usuario,
    tipo,
    perfil: perfil!.id,
    clave: await hashClave(CLAVE_DEMO),
    identificacion: `6${Math.floor(Math.random() * 1e9)}`,
    nombres: usuario,
    apellidos: 'PRUEBA',
    correo: `${usuario.toLowerCase()}@example.co`,
    telefono: '3100000000',
    ciudad: 8001,
    departamento: 8,
  });
  return conToken(t.app, (await ingresar(t.app, usuario)).token);
}

const organizacion = (extra: Record<string, unknown> = {}) => ({ nombre: 'organizacion caribe', codigo: 'org-01', pais_id: 170, ...extra });

async function crear(cuerpo: Record<string, unknown>): Promise<number> {
  const r = await admin('POST', '/api/v1/organization', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = await usuarioConOrganizaciones('ORGZONAL', ids.caribe, 3);
  adminEds = await usuarioConOrganizaciones('ORGEDS', ids.barranquilla, 5);
});
afterAll(async () => t.cerrar());

describe('organizaciones', () => {
  it('creates one (validation first), upper-cased, refuses a repeated code and lists it with its country', async () => {
    const vacia = await admin('POST', '/api/v1/organization', { nombre: ' ', codigo: '', pais_id: null });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'nombre', mensaje: MENSAJES.campoObligatorio },
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'pais_id', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const larga = await admin('POST', '/api/v1/organization', organizacion({ codigo: 'ABCDEFGHIJK' }));
    expect(larga.json().errores).toEqual([{ campo: 'codigo', mensaje: MENSAJES.valorNoValido }]);

    const id = await crear(organizacion());
    const repetida = await admin('POST', '/api/v1/organization', organizacion({ nombre: 'otra', codigo: 'Org-01' }));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errores).toEqual([{ campo: 'codigo', mensaje: C.codigoRepetido }]);

    const una = await admin('GET', `/api/v1/organization/${id}`);
    expect(una.json().data).toEqual({ id, nombre: 'ORGANIZACION CARIBE', codigo: 'ORG-01', pais_id: 170, pais: 'COLOMBIA', estado: 'A' });
    const lista = await admin('GET', '/api/v1/organization/gestion?buscar=caribe');
    expect(lista.json().data).toEqual([una.json().data]);
    // The accounting-integration listing reads the same table.
    const integracion = await admin('GET', '/api/v1/organization/organizationListing');
    expect(integracion.json().result).toContainEqual(
      expect.objectContaining({ id_organizacion: id, nombre_organizacion: 'ORGANIZACION CARIBE', codigo_organizacion: 'ORG-01' }),
    );
  });

  it('edits it, switches it A/I and filters the list by state', async () => {
    const id = await crear(organizacion({ nombre: 'organizacion andina', codigo: 'org-02' }));
    const editada = await admin('PUT', '/api/v1/organization', { id, nombre: 'organizacion andes', codigo: 'org-02b', pais_id: 170 });
    expect(editada.json()).toMatchObject({ status: 200, mensaje: C.editado });
    const cruzada = await admin('PUT', '/api/v1/organization', { id, nombre: 'x', codigo: 'ORG-01', pais_id: 170 });
    expect(cruzada.json().errores).toEqual([{ campo: 'codigo', mensaje: C.codigoRepetido }]);

    const inactivada = await admin('PUT', `/api/v1/organization/${id}/I`);
    expect(inactivada.json().mensaje).toBe('REGISTRO INACTIVADO CORRECTAMENTE');
    const inactivas = await admin('GET', '/api/v1/organization/gestion?estado=I');
    expect(inactivas.json().data.map((o: { codigo: string }) => o.codigo)).toEqual(['ORG-02B']);
    const activas = await admin('GET', '/api/v1/organization/gestion?estado=A&buscar=andes');
    expect(activas.json().paginacion.total).toBe(0);
    expect((await admin('PUT', `/api/v1/organization/${id}/A`)).json().mensaje).toBe('REGISTRO ACTIVADO CORRECTAMENTE');
    const guardada = await fila<{ nombre: string; codigo: string; estado: string }>(
      t.database.db,
      sql`SELECT nombre, codigo, estado FROM organizaciones WHERE id = ${id}`,
    );
    expect(guardada).toEqual({ nombre: 'ORGANIZACION ANDES', codigo: 'ORG-02B', estado: 'A' });
  });

  it('keeps each business to its own: another business’s id answers 404 and is left unchanged', async () => {
    const otro = await crearOtroNegocio(t.database);
    const ajena = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO organizaciones (negocio_id, nombre, codigo) VALUES (${otro.negocioId}, 'AJENA', 'AJ-1') RETURNING id`,
    );
    for (const [metodo, url, cuerpo] of [
      ['GET', `/api/v1/organization/${ajena!.id}`, undefined],
      ['PUT', '/api/v1/organization', { id: ajena!.id, nombre: 'mia', codigo: 'aj-1', pais_id: 170 }],
      ['PUT', `/api/v1/organization/${ajena!.id}/I`, undefined],
    ] as const) {
      const r = await admin(metodo, url, cuerpo);
      expect(r.statusCode).toBe(404);
      expect(r.json().mensaje).toBe(M.organizacionNoExiste);
    }
    expect((await admin('GET', '/api/v1/organization/gestion?buscar=ajena')).json().paginacion.total).toBe(0);
    expect(await fila(t.database.db, sql`SELECT nombre, estado FROM organizaciones WHERE id = ${ajena!.id}`)).toEqual({
      nombre: 'AJENA',
      estado: 'A',
    });
    // The same code in another business is free.
    await crear(organizacion({ nombre: 'con codigo ajeno', codigo: 'aj-1' }));
  });

  it('lets a regional or station user with the letters read but not change them', async () => {
    const id = await crear(organizacion({ nombre: 'organizacion pacifico', codigo: 'org-03' }));
    for (const usuario of [zonal, adminEds]) {
      expect((await usuario('GET', `/api/v1/organization/${id}`)).statusCode).toBe(200);
      for (const [metodo, url, cuerpo] of [
        ['POST', '/api/v1/organization', organizacion({ codigo: 'org-99' })],
        ['PUT', '/api/v1/organization', { id, nombre: 'tomada', codigo: 'org-03', pais_id: 170 }],
        ['PUT', `/api/v1/organization/${id}/I`, undefined],
      ] as const) {
        const r = await usuario(metodo, url, cuerpo);
        expect(r.statusCode).toBe(403);
        expect(r.json().mensaje).toBe(M.soloNegocio);
      }
    }
    expect(await fila(t.database.db, sql`SELECT nombre, estado FROM organizaciones WHERE id = ${id}`)).toEqual({
      nombre: 'ORGANIZACION PACIFICO',
      estado: 'A',
    });
  });

  it('asks for the letters: read R, create C, change U', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    expect((await consulta('GET', '/api/v1/organization/gestion')).statusCode).toBe(403);
    const lector = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
    expect((await lector('GET', '/api/v1/organization/gestion')).statusCode).toBe(200);
    const r = await lector('POST', '/api/v1/organization', organizacion({ codigo: 'org-98' }));
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe('No tienes permisos para realizar esta acción');
  });
});
