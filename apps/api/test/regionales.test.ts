import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_REGIONAL as M } from '@eds/contracts/regionales/regionales';
import { filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/** Regionales (spec document 2) and the accounting-integration lookups it documents beside them. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let raiz: number;
let caribe: number;
let barranquilla: number;
const COLOMBIA = 170;
const ECUADOR = 218;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  ({ raiz, caribe, barranquilla } = await idsDemo(t.database));
});
afterAll(async () => t.cerrar());

/** What the screen does on Guardar without an id: the regional, then its link with the returned id and status 1. */
async function crearConVinculo(nombre: string, codigo: string, pais = COLOMBIA): Promise<number> {
  const r = await admin('POST', '/api/v1/regional/', { nombre_regional: nombre, codigo_regional: codigo, id_pais: pais });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().result.id_regional as number;
  const v = await admin('POST', '/api/v1/regionalBusiness/', { id_regional: id, id_negocio_empresa: raiz, id_estado: 1 });
  expect(v.statusCode, v.body).toBe(200);
  return id;
}

describe('regionales: create, read, edit', () => {
  it('creates with the spec text and answers result.id_regional; the link is stored with status 1', async () => {
    const r = await admin('POST', '/api/v1/regional/', {
      nombre_regional: '  regional   norte ',
      codigo_regional: 'rn-01',
      id_pais: COLOMBIA,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, mensaje: M.creada, result: { id_regional: expect.any(Number) } });
    const id = r.json().result.id_regional as number;
    const v = await admin('POST', '/api/v1/regionalBusiness/', { id_regional: id, id_negocio_empresa: raiz, id_estado: 1 });
    expect(v.statusCode).toBe(200);
    expect(v.json().result.id_regional_negocio).toEqual(expect.any(Number));
    const guardados = await filas<{ nombre: string; codigo: string; pais_id: number; empresa_id: number; estado_id: number }>(
      t.database.db,
      sql`SELECT r.nombre, r.codigo, r.pais_id, rn.empresa_id, rn.estado_id
            FROM regionales r JOIN regionales_negocios rn ON rn.regional_id = r.id WHERE r.id = ${id}`,
    );
    expect(guardados).toEqual([{ nombre: 'REGIONAL NORTE', codigo: 'RN-01', pais_id: COLOMBIA, empresa_id: raiz, estado_id: 1 }]);

    const leida = await admin('GET', `/api/v1/regional/${id}`);
    expect(leida.json().result).toEqual({
      id_regional: id,
      nombre_regional: 'REGIONAL NORTE',
      codigo_regional: 'RN-01',
      id_pais: COLOMBIA,
    });
    const grupo = await admin('GET', `/api/v1/regionalBusiness/regionalGroup/${id}`);
    expect(grupo.json().result).toEqual([
      {
        id_regional_negocio: v.json().result.id_regional_negocio,
        id_regional: id,
        id_negocio_empresa: raiz,
        nombre_negocio: 'COMBUSTIBLES ANDINOS',
        id_estado: 1,
        estado: 'ACTIVO',
      },
    ]);
    // Sent twice, the link stays one row.
    await admin('POST', '/api/v1/regionalBusiness/', { id_regional: id, id_negocio_empresa: raiz, id_estado: 1 });
    expect((await admin('GET', `/api/v1/regionalBusiness/regionalGroup/${id}`)).json().paginacion.total).toBe(1);
  });

  it('refuses missing fields with the spec messages and writes nothing', async () => {
    const antes = await contar(t.database, 'regionales');
    const vacia = await admin('POST', '/api/v1/regional/', { nombre_regional: '  ', codigo_regional: '', id_pais: null });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'nombre_regional', mensaje: M.nombreRequerido },
        { campo: 'codigo_regional', mensaje: M.codigoRequerido },
        { campo: 'id_pais', mensaje: M.paisRequerido },
      ]),
    );
    const sinCampos = await admin('POST', '/api/v1/regional/', {});
    expect(sinCampos.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'nombre_regional', mensaje: M.nombreRequerido },
        { campo: 'codigo_regional', mensaje: M.codigoRequerido },
        { campo: 'id_pais', mensaje: M.paisRequerido },
      ]),
    );
    const mal = await admin('POST', '/api/v1/regional/', { nombre_regional: 'SUR; DROP', codigo_regional: 'A B', id_pais: COLOMBIA });
    expect(mal.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'nombre_regional', mensaje: M.nombreNoValido },
        { campo: 'codigo_regional', mensaje: M.codigoNoValido },
      ]),
    );
    const largo = await admin('POST', '/api/v1/regional/', {
      nombre_regional: 'N'.repeat(61),
      codigo_regional: 'C'.repeat(11),
      id_pais: COLOMBIA,
    });
    expect(largo.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'nombre_regional', mensaje: M.nombreLargo },
        { campo: 'codigo_regional', mensaje: M.codigoLargo },
      ]),
    );
    const pais = await admin('POST', '/api/v1/regional/', { nombre_regional: 'SIN PAIS', codigo_regional: 'SP', id_pais: 999_999 });
    expect(pais.json().errores).toEqual([{ campo: 'id_pais', mensaje: M.paisNoExiste }]);
    expect(await contar(t.database, 'regionales')).toBe(antes);
  });

  it('the shared custom check: no repeated name or code in the business, whatever the case or spacing', async () => {
    await crearConVinculo('REGIONAL COSTA', 'COSTA');
    const antes = await contar(t.database, 'regionales');
    const ambos = await admin('POST', '/api/v1/regional/', {
      nombre_regional: ' regional  costa',
      codigo_regional: 'costa',
      id_pais: COLOMBIA,
    });
    expect(ambos.statusCode).toBe(400);
    expect(ambos.json()).toMatchObject({
      mensaje: M.nombreRepetido,
      errores: [
        { campo: 'nombre_regional', mensaje: M.nombreRepetido },
        { campo: 'codigo_regional', mensaje: M.codigoRepetido },
      ],
    });
    const codigo = await admin('POST', '/api/v1/regional/', { nombre_regional: 'OTRA COSTA', codigo_regional: 'Costa', id_pais: COLOMBIA });
    expect(codigo.json().errores).toEqual([{ campo: 'codigo_regional', mensaje: M.codigoRepetido }]);
    expect(await contar(t.database, 'regionales')).toBe(antes);
  });

  it('edits with the spec text; keeping its own name is no repetition, taking another one is', async () => {
    const id = await crearConVinculo('REGIONAL LLANOS', 'LLANOS');
    await crearConVinculo('REGIONAL SANTANDERES', 'SANTANDER');
    const editada = await admin('PUT', `/api/v1/regional/${id}`, {
      nombre_regional: 'regional llanos',
      codigo_regional: 'LLA',
      id_pais: ECUADOR,
    });
    expect(editada.statusCode).toBe(200);
    expect(editada.json()).toMatchObject({ success: true, mensaje: M.editada });
    expect((await admin('GET', `/api/v1/regional/${id}`)).json().result).toEqual({
      id_regional: id,
      nombre_regional: 'REGIONAL LLANOS',
      codigo_regional: 'LLA',
      id_pais: ECUADOR,
    });
    const repetida = await admin('PUT', `/api/v1/regional/${id}`, {
      nombre_regional: 'REGIONAL SANTANDERES',
      codigo_regional: 'LLA',
      id_pais: ECUADOR,
    });
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().errores).toEqual([{ campo: 'nombre_regional', mensaje: M.nombreRepetido }]);
    const noExiste = await admin('PUT', '/api/v1/regional/999999', { nombre_regional: 'X', codigo_regional: 'X', id_pais: COLOMBIA });
    expect(noExiste.statusCode).toBe(404);
    expect(noExiste.json().mensaje).toBe(M.noExiste);
  });

  it('lists the business regionals as cards: paged with the true total, searched, sorted, with country and businesses', async () => {
    await crearConVinculo('REGIONAL ORIENTE', 'ORI');
    const r = await admin('GET', `/api/v1/regional/empresa/${raiz}?limite=2&orden=nombre_regional:asc`);
    expect(r.statusCode).toBe(200);
    const total = await contar(t.database, 'regionales');
    expect(r.json().paginacion).toEqual({ total, limite: 2, desde: 0 });
    expect(r.json().result).toHaveLength(2);
    const nombres = r.json().result.map((x: { nombre_regional: string }) => x.nombre_regional);
    expect(nombres).toEqual([...nombres].sort());
    const buscar = await admin('GET', `/api/v1/regional/empresa/${raiz}?buscar=orien`);
    expect(buscar.json().result).toEqual([
      expect.objectContaining({ nombre_regional: 'REGIONAL ORIENTE', codigo_regional: 'ORI', nombre_pais: 'COLOMBIA', negocios: 1 }),
    ]);
    const desc = await admin('GET', `/api/v1/regional/empresa/${raiz}?orden=codigo_regional:desc&limite=1`);
    expect(desc.json().result[0].codigo_regional).toBe('SANTANDER');
    expect((await admin('GET', `/api/v1/regional/empresa/${raiz}?orden=negocio_id:asc`)).statusCode).toBe(400);
    expect((await admin('GET', `/api/v1/regional/empresa/${raiz}?limite=501`)).statusCode).toBe(400);
  });

  it('refuses a link to a company that is not a business, an unknown status, or a regional of no one', async () => {
    const id = await crearConVinculo('REGIONAL VINCULOS', 'VINC');
    const estacion = await admin('POST', '/api/v1/regionalBusiness/', { id_regional: id, id_negocio_empresa: barranquilla, id_estado: 1 });
    expect(estacion.statusCode).toBe(400);
    expect(estacion.json().errores).toEqual([{ campo: 'id_negocio_empresa', mensaje: M.empresaNoNegocio }]);
    const estado = await admin('POST', '/api/v1/regionalBusiness/', { id_regional: id, id_negocio_empresa: raiz, id_estado: 7 });
    expect(estado.statusCode).toBe(400);
    const ninguna = await admin('POST', '/api/v1/regionalBusiness/', { id_regional: 999_999, id_negocio_empresa: raiz, id_estado: 1 });
    expect(ninguna.statusCode).toBe(404);
  });
});

describe('regionales: permissions and scope', () => {
  it('a user with R reads but cannot create, edit or link', async () => {
    const id = await crearConVinculo('REGIONAL LECTURA', 'LECT');
    expect((await zonal('GET', `/api/v1/regional/empresa/${caribe}`)).statusCode).toBe(200);
    expect((await zonal('GET', `/api/v1/regional/${id}`)).statusCode).toBe(200);
    for (const [metodo, url, cuerpo] of [
      ['POST', '/api/v1/regional/', { nombre_regional: 'Z', codigo_regional: 'Z', id_pais: COLOMBIA }],
      ['PUT', `/api/v1/regional/${id}`, { nombre_regional: 'Z', codigo_regional: 'Z', id_pais: COLOMBIA }],
      ['POST', '/api/v1/regionalBusiness/', { id_regional: id, id_negocio_empresa: raiz, id_estado: 1 }],
      ['POST', '/api/v1/regional/', {}],
    ] as const) {
      const r = await zonal(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    }
    // The regional user's scope does not reach the business root: its list by the root is refused.
    const fuera = await zonal('GET', `/api/v1/regional/empresa/${raiz}`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
  });

  it('a station administrator without the module is refused with the spec text', async () => {
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const r = await eds('GET', `/api/v1/regional/empresa/${barranquilla}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });

  it('another business neither sees, edits nor links these regionals, and may reuse their names', async () => {
    const id = await crearConVinculo('REGIONAL PROPIA', 'PROPIA');
    const otro = await crearOtroNegocio(t.database, { host: 'regionales.example.co' });
    const ingreso = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/',
      payload: { user: otro.usuario, pass: otro.clave },
      headers: { host: 'regionales.example.co' },
    });
    const ajeno = conToken(t.app, ingreso.json().data.token as string);
    expect((await ajeno('GET', `/api/v1/regional/${id}`)).statusCode).toBe(404);
    expect(
      (await ajeno('PUT', `/api/v1/regional/${id}`, { nombre_regional: 'TOMADA', codigo_regional: 'T', id_pais: COLOMBIA })).statusCode,
    ).toBe(404);
    expect((await ajeno('GET', `/api/v1/regionalBusiness/regionalGroup/${id}`)).statusCode).toBe(404);
    const vinculoAjeno = await ajeno('POST', '/api/v1/regionalBusiness/', {
      id_regional: id,
      id_negocio_empresa: otro.raizId,
      id_estado: 1,
    });
    expect(vinculoAjeno.statusCode).toBe(404);
    const lista = await ajeno('GET', `/api/v1/regional/empresa/${otro.raizId}`);
    expect(lista.json()).toMatchObject({ result: [], paginacion: { total: 0 } });
    expect((await ajeno('GET', `/api/v1/regional/empresa/${raiz}`)).statusCode).toBe(403);
    // Its own regional may repeat our name and code: they are unique per business.
    const propia = await ajeno('POST', '/api/v1/regional/', {
      nombre_regional: 'REGIONAL PROPIA',
      codigo_regional: 'PROPIA',
      id_pais: COLOMBIA,
    });
    expect(propia.statusCode).toBe(200);
    // Linking our root to their regional: our root is out of their scope.
    const cruzado = await ajeno('POST', '/api/v1/regionalBusiness/', {
      id_regional: propia.json().result.id_regional,
      id_negocio_empresa: raiz,
      id_estado: 1,
    });
    expect(cruzado.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/regional/', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staticValue/status' })).statusCode).toBe(401);
  });
});

describe('accounting-integration lookups', () => {
  it('static values: business types, company types, link statuses and identification types, paged in result', async () => {
    const negocio = await admin('GET', '/api/v1/staticValue/businessType');
    expect(negocio.json().result).toEqual([
      { id: 'C', codigo: 'C', descripcion: 'COMBUSTIBLE' },
      { id: 'S', codigo: 'S', descripcion: 'CANASTILLA' },
      { id: 'K', codigo: 'K', descripcion: 'KIOSCO' },
    ]);
    const empresa = await admin('GET', '/api/v1/staticValue/companyType?limite=2&desde=1');
    expect(empresa.json()).toMatchObject({
      result: [
        { id: 2, codigo: 'REGIONAL', descripcion: 'REGIONAL' },
        { id: 3, codigo: 'EDS', descripcion: 'ESTACION DE SERVICIO' },
      ],
      paginacion: { total: 6, limite: 2, desde: 1 },
    });
    const estado = await admin('GET', '/api/v1/staticValue/status');
    expect(estado.json().result).toEqual([
      { id: 1, codigo: 'A', descripcion: 'ACTIVO' },
      { id: 2, codigo: 'I', descripcion: 'INACTIVO' },
    ]);
    const identificacion = await admin('GET', '/api/v1/staticValue/identificationType');
    const cuantos = await contar(t.database, 'tipos_identificacion');
    expect(identificacion.json().paginacion.total).toBe(cuantos);
    expect(identificacion.json().result[0]).toEqual({
      id: expect.any(Number),
      codigo: expect.any(String),
      descripcion: expect.any(String),
    });
    // The location catalogue stays where it was.
    expect((await admin('GET', '/api/v1/staticValue/country?limite=1')).json().result).toHaveLength(1);
  });

  it('v1/company/{id}: a company in scope; out of scope is refused', async () => {
    const r = await admin('GET', `/api/v1/company/${barranquilla}`);
    expect(r.json().result).toMatchObject({
      id_empresa: barranquilla,
      id_empresa_padre: caribe,
      alias: 'EDS BARRANQUILLA CENTRO',
      tipo_empresa: 3,
      descripcion_tipo: 'ESTACION DE SERVICIO',
      id_pais: COLOMBIA,
      estado: 'A',
    });
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const { cartagena } = await idsDemo(t.database);
    expect((await eds('GET', `/api/v1/company/${barranquilla}`)).statusCode).toBe(200);
    // A station administrator changing the id to a sibling station is refused.
    const hermana = await eds('GET', `/api/v1/company/${cartagena}`);
    expect(hermana.statusCode).toBe(403);
    expect(hermana.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
  });

  it('v1/organization/organizationListing: the business organizations only, by name', async () => {
    const negocio = (await filas<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${raiz}`))[0]
      .negocio_id;
    const otro = await crearOtroNegocio(t.database);
    await t.database.db.execute(sql`INSERT INTO organizaciones (negocio_id, nombre, codigo, pais_id) VALUES
      (${negocio}, 'ORGANIZACION SUR', 'OSUR', ${COLOMBIA}), (${negocio}, 'ORGANIZACION ANDES', 'OAND', ${COLOMBIA}),
      (${otro.negocioId}, 'AJENA', 'AJ', NULL)`);
    const r = await admin('GET', '/api/v1/organization/organizationListing');
    expect(r.json()).toMatchObject({
      result: [
        { nombre_organizacion: 'ORGANIZACION ANDES', codigo_organizacion: 'OAND', id_pais: COLOMBIA, estado: 'A' },
        { nombre_organizacion: 'ORGANIZACION SUR', codigo_organizacion: 'OSUR', id_pais: COLOMBIA, estado: 'A' },
      ],
      paginacion: { total: 2 },
    });
  });
});
