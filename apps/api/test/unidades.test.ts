import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_UNIDAD as U } from '@eds/contracts/configuracion/unidades';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/** The reference screen's calls: units of measure (SCREENS.md G11), CRUD(unidad). */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let raiz: number;
let caribe: number;

const nueva = (codigo: string, extra: Record<string, unknown> = {}) => ({
  empresa_id: raiz,
  codigo,
  descripcion: `caja por ${codigo}`,
  abreviatura: 'cj',
  codigo_dian: 'xbx',
  factor: 24,
  ...extra,
});

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  ({ raiz, caribe } = await idsDemo(t.database));
});
afterAll(async () => t.cerrar());

async function crear(codigo: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await admin('POST', '/api/unidad', nueva(codigo, extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe('units of measure', () => {
  it('lists the system units beside the business units, one page at a time with the true total', async () => {
    await crear('CJ6', { factor: 6 });
    const r = await admin('GET', `/api/unidad/empresa/${raiz}?limite=2&orden=codigo:asc`);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json();
    // Five system units, the demo business's three packaging units and the one just created.
    expect(cuerpo.paginacion).toEqual({ total: 9, limite: 2, desde: 0 });
    expect(cuerpo.data.map((u: { codigo: string }) => u.codigo)).toEqual(['CAJA24', 'CANECA55']);
    expect(cuerpo.data[0]).toMatchObject({ descripcion: 'CAJA X 24', unidad_base: 'UNIDAD', factor: 24, sistema: false });
    const segunda = await admin('GET', `/api/unidad/empresa/${raiz}?limite=2&desde=2&orden=codigo:asc`);
    expect(segunda.json().data.map((u: { codigo: string }) => u.codigo)).toEqual(['CJ6', 'GAL']);
    const galon = segunda.json().data[1];
    expect(galon).toMatchObject({ descripcion: 'GALON', codigo_dian: 'GLL', sistema: true, en_uso: true, estado: 'A', factor: 1 });
    const pasada = await admin('GET', `/api/unidad/empresa/${raiz}?limite=2&desde=40`);
    expect(pasada.json()).toMatchObject({ data: [], paginacion: { total: 9 } });
  });

  it('searches, filters by state and sorts descending', async () => {
    const buscar = await admin('GET', `/api/unidad/empresa/${raiz}?buscar=cubico`);
    expect(buscar.json().data.map((u: { codigo: string }) => u.codigo)).toEqual(['M3']);
    const desc = await admin('GET', `/api/unidad/empresa/${raiz}?orden=descripcion:desc&limite=1`);
    expect(desc.json().data[0].descripcion).toBe('UNIDAD');
    const inactivos = await admin('GET', `/api/unidad/empresa/${raiz}?estado=I`);
    expect(inactivos.json().paginacion.total).toBe(0);
  });

  it('refuses a page larger than the maximum, an unknown sort field and a wildcard search as text', async () => {
    const grande = await admin('GET', `/api/unidad/empresa/${raiz}?limite=501`);
    expect(grande.statusCode).toBe(400);
    const orden = await admin('GET', `/api/unidad/empresa/${raiz}?orden=negocio_id:asc`);
    expect(orden.statusCode).toBe(400);
    expect(orden.json().mensaje).toMatch(/^Orden no válido/);
    const comodin = await admin('GET', `/api/unidad/empresa/${raiz}?buscar=%25`);
    expect(comodin.json().paginacion.total).toBe(0);
  });

  it('creates upper-cased, with the spec messages for missing fields and a repeated code, writing nothing when refused', async () => {
    const antes = await contar(t.database, 'unidades');
    const vacia = await admin('POST', '/api/unidad', nueva('  ', { descripcion: '' }));
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'descripcion', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const larga = await admin('POST', '/api/unidad', nueva('CODIGO-DEMASIADO-LARGO', { descripcion: 'CAJA' }));
    expect(larga.json().errores).toEqual([{ campo: 'codigo', mensaje: MENSAJES.valorNoValido }]);
    const factor = await admin('POST', '/api/unidad', nueva('F0', { factor: 0 }));
    expect(factor.json().errores).toEqual([{ campo: 'factor', mensaje: U.factorPositivo }]);
    const repetida = await admin('POST', '/api/unidad', nueva('gal'));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json()).toMatchObject({ mensaje: C.codigoRepetido, errores: [{ campo: 'codigo', mensaje: C.codigoRepetido }] });
    expect(await contar(t.database, 'unidades')).toBe(antes);

    const creada = await admin('POST', '/api/unidad', nueva(' pq12 ', { descripcion: ' paca por doce ' }));
    expect(creada.json().mensaje).toBe(C.creado);
    const leida = await admin('GET', `/api/unidad/${creada.json().data.id}`);
    expect(leida.json().data).toMatchObject({
      codigo: 'PQ12',
      descripcion: 'PACA POR DOCE',
      abreviatura: 'CJ',
      codigo_dian: 'XBX',
      factor: 24,
      sistema: false,
      en_uso: false,
    });
    const otraVez = await admin('POST', '/api/unidad', nueva('PQ12'));
    expect(otraVez.json().mensaje).toBe(C.codigoRepetido);
  });

  it('edits, and freezes code and factor once products use the unit', async () => {
    const und = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM unidades WHERE negocio_id IS NULL AND codigo = 'UND'`))!.id;
    const id = await crear('DOC', { unidad_base_id: und, factor: 12 });
    const editada = await admin('PUT', '/api/unidad', { ...nueva('DOC', { unidad_base_id: und, factor: 12 }), id, descripcion: 'docena' });
    expect(editada.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/unidad/${id}`)).json().data).toMatchObject({ descripcion: 'DOCENA', unidad_base: 'UNIDAD' });

    const negocio = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${raiz}`))!
      .negocio_id;
    await t.database.db
      .execute(sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, tipos_negocio, unidad_id, precio)
      VALUES (${negocio}, 'HUEVOS-12', 'HUEVOS DOCENA', 20, 23, '{S}', ${id}, 12000)`);
    const factor = await admin('PUT', '/api/unidad', { ...nueva('DOC', { unidad_base_id: und, factor: 6 }), id, descripcion: 'docena' });
    expect(factor.statusCode).toBe(400);
    expect(factor.json().mensaje).toBe(U.conProductos);
    const descripcion = await admin('PUT', '/api/unidad', {
      ...nueva('DOC', { unidad_base_id: und, factor: 12 }),
      id,
      descripcion: 'docena de huevos',
    });
    expect(descripcion.json().mensaje).toBe(C.editado);
    const borrar = await admin('DELETE', `/api/unidad/${id}`);
    expect(borrar.statusCode).toBe(400);
    expect(borrar.json().mensaje).toBe(C.enUso);
  });

  it('refuses a base unit that is itself, or has a base of its own', async () => {
    const id = await crear('BASE1');
    const hija = await crear('HIJA1', { unidad_base_id: id });
    const propia = await admin('PUT', '/api/unidad', { ...nueva('BASE1'), id, unidad_base_id: id });
    expect(propia.json().errores).toEqual([{ campo: 'unidad_base_id', mensaje: U.baseSiMisma }]);
    const nieta = await admin('POST', '/api/unidad', nueva('NIETA1', { unidad_base_id: hija }));
    expect(nieta.json().errores).toEqual([{ campo: 'unidad_base_id', mensaje: U.baseNoValida }]);
  });

  it('activates and inactivates with the spec texts; selectors offer active units only', async () => {
    const id = await crear('TMP1');
    const inactivar = await admin('PUT', `/api/unidad/${id}/I`);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    const select = await admin('GET', `/api/unidad/select/empresa/${raiz}`);
    expect(select.json().data.map((u: { id: number }) => u.id)).not.toContain(id);
    expect(select.json().data[0]).toEqual({
      id: expect.any(Number),
      codigo: expect.any(String),
      descripcion: expect.any(String),
      abreviatura: expect.any(String),
    });
    const activar = await admin('PUT', `/api/unidad/${id}/A`);
    expect(activar.json().mensaje).toBe(C.activado);
    expect((await admin('GET', `/api/unidad/select/empresa/${raiz}`)).json().data.map((u: { id: number }) => u.id)).toContain(id);
  });

  it('deletes an unused unit; system units are never written', async () => {
    const id = await crear('BORRAR1');
    const borrada = await admin('DELETE', `/api/unidad/${id}`);
    expect(borrada.json().mensaje).toBe(C.eliminado);
    expect((await admin('GET', `/api/unidad/${id}`)).statusCode).toBe(404);
    const galon = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM unidades WHERE negocio_id IS NULL AND codigo = 'GAL'`))!.id;
    const estado = await admin('PUT', `/api/unidad/${galon}/I`);
    expect(estado.statusCode).toBe(403);
    expect(estado.json().mensaje).toBe(C.deSistema);
    expect((await admin('DELETE', `/api/unidad/${galon}`)).statusCode).toBe(403);
  });
});

describe('units of measure: permissions and scope', () => {
  it('a user with R only reads but cannot create, edit, switch or delete', async () => {
    // The regional user reaches the business's units through its own company; the root is out of its scope.
    expect((await zonal('GET', `/api/unidad/empresa/${caribe}`)).statusCode).toBe(200);
    expect((await zonal('GET', `/api/unidad/empresa/${raiz}`)).statusCode).toBe(403);
    const id = await crear('ZON1');
    for (const [metodo, url, cuerpo] of [
      ['POST', '/api/unidad', { ...nueva('ZON2'), empresa_id: caribe }],
      ['PUT', '/api/unidad', { ...nueva('ZON1'), empresa_id: caribe, id }],
      ['PUT', `/api/unidad/${id}/I`, undefined],
      ['DELETE', `/api/unidad/${id}`, undefined],
    ] as const) {
      const r = await zonal(metodo, url, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    }
    // The letter is checked before the body: an empty body is still a 403, not a 400.
    expect((await zonal('POST', '/api/unidad', {})).statusCode).toBe(403);
  });

  it('a user without the module is refused with the spec text', async () => {
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const r = await consulta('GET', `/api/unidad/empresa/${raiz}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });

  it('another business neither sees nor writes these units, and a company id out of scope is refused', async () => {
    const id = await crear('AJENA1');
    const otro = await crearOtroNegocio(t.database, { host: 'unidades.example.co' });
    const ingreso = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/',
      payload: { user: otro.usuario, pass: otro.clave },
      headers: { host: 'unidades.example.co' },
    });
    const ajeno = conToken(t.app, ingreso.json().data.token as string);
    expect((await ajeno('GET', `/api/unidad/${id}`)).statusCode).toBe(404);
    expect((await ajeno('PUT', `/api/unidad/${id}/I`)).statusCode).toBe(404);
    expect((await ajeno('DELETE', `/api/unidad/${id}`)).statusCode).toBe(404);
    const lista = await ajeno('GET', `/api/unidad/empresa/${otro.raizId}?limite=500`);
    expect(lista.json().data.map((u: { codigo: string }) => u.codigo)).not.toContain('AJENA1');
    const fuera = await ajeno('GET', `/api/unidad/empresa/${raiz}`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const crearFuera = await ajeno('POST', '/api/unidad', nueva('AJENA2'));
    expect(crearFuera.statusCode).toBe(403);
    // Their own unit may reuse our code: codes are unique per business.
    const propia = await ajeno('POST', '/api/unidad', { ...nueva('AJENA1'), empresa_id: otro.raizId });
    expect(propia.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/unidad', payload: {} });
    expect(r.statusCode).toBe(401);
  });
});
