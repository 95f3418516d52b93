import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_GEOGRAFIA as G } from '@eds/contracts/configuracion/geografia';
import { fila } from '../src/db/client';
import { contar, type AppDePrueba } from './helper';
import { hacerOperadorPlataforma } from './factories';
import { escenarioCatalogos, type Cliente } from './catalogos-escenario';

/**
 * Geografía (SCREENS.md G11): countries, departments and municipalities with their DANE codes, shared by every
 * business. The platform operator writes (059); others with the module only read; the v1/staticValue selectors offer active rows only.
 */
let t: AppDePrueba;
let admin: Cliente;
let adminEds: Cliente;
let consulta: Cliente;
const COLOMBIA = 170;
const ATLANTICO = 8;

beforeAll(async () => {
  // The station administrator (tipo 5) holds every letter of the module: only the platform mark it lacks stops its writes.
  ({ t, admin, adminEds, consulta } = await escenarioCatalogos('geografia.example.co', ['GEOGRAFIA']));
  // The business's administrator is also the platform operator here (decision 059); its session is resolved again.
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
});
afterAll(async () => t.cerrar());

describe('geografia', () => {
  it('lists each level with its DANE codes, searched and filtered by its parent', async () => {
    const paises = await admin('GET', '/api/geografia/pais?buscar=colom');
    expect(paises.statusCode, paises.body).toBe(200);
    expect(paises.json().data).toEqual([
      expect.objectContaining({ id: COLOMBIA, codigo: 'CO', descripcion: 'COLOMBIA', estado: 'A', en_uso: true }),
    ]);
    const deps = await admin('GET', `/api/geografia/departamento?pais_id=${COLOMBIA}&buscar=atl`);
    expect(deps.json().data).toEqual([expect.objectContaining({ id: ATLANTICO, codigo: '08', pais: 'COLOMBIA' })]);
    const ciudades = await admin('GET', `/api/geografia/ciudad?departamento_id=${ATLANTICO}&buscar=08001`);
    expect(ciudades.json().data).toEqual([
      expect.objectContaining({ codigo: '08001', descripcion: 'BARRANQUILLA', departamento_id: ATLANTICO }),
    ]);
    const pagina = await admin('GET', `/api/geografia/ciudad?departamento_id=${ATLANTICO}&limite=5&orden=codigo:desc`);
    expect(pagina.json().data).toHaveLength(5);
    expect(pagina.json().paginacion.total).toBeGreaterThan(20);
    expect((await admin('GET', '/api/geografia/pais?orden=iso2:asc')).statusCode).toBe(400);
  });

  it('creates a municipality with its DANE code, refusing each invalid field and a repeated code, writing nothing', async () => {
    const antes = await contar(t.database, 'ciudades');
    const vacio = await admin('POST', '/api/geografia/ciudad', { codigo: '', descripcion: '' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'departamento_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'descripcion', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    for (const codigo of ['1234', '13999', '08X01']) {
      const r = await admin('POST', '/api/geografia/ciudad', { departamento_id: ATLANTICO, codigo, descripcion: 'nuevo' });
      expect(r.json().errores, codigo).toEqual([{ campo: 'codigo', mensaje: G.daneMunicipio }]);
    }
    const largo = await admin('POST', '/api/geografia/ciudad', {
      departamento_id: ATLANTICO,
      codigo: '08999',
      descripcion: 'X'.repeat(61),
    });
    expect(largo.json().errores).toEqual([{ campo: 'descripcion', mensaje: MENSAJES.valorNoValido }]);
    const repetido = await admin('POST', '/api/geografia/ciudad', { departamento_id: ATLANTICO, codigo: '08001', descripcion: 'otra' });
    expect(repetido.json()).toMatchObject({ mensaje: C.codigoRepetido, errores: [{ campo: 'codigo', mensaje: C.codigoRepetido }] });
    expect(await contar(t.database, 'ciudades')).toBe(antes);

    const r = await admin('POST', '/api/geografia/ciudad', {
      departamento_id: ATLANTICO,
      codigo: '08999',
      descripcion: ' nuevo municipio ',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(C.creado);
    const id = r.json().data.id as number;
    expect(id).toBeGreaterThanOrEqual(100000);
    expect((await admin('GET', `/api/geografia/ciudad/${id}`)).json().data).toMatchObject({
      codigo: '08999',
      descripcion: 'NUEVO MUNICIPIO',
      departamento: 'ATLÁNTICO',
      en_uso: false,
    });
    const auditoria = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria a JOIN modulos m ON m.id = a.modulo_id
           WHERE a.tabla = 'ciudades' AND a.registro_id = ${String(id)} AND a.accion = 'INSERT' AND m.descripcion = 'GEOGRAFIA'`,
    );
    expect(auditoria!.n).toBe(1);
    // The selector of the accounting-integration service offers it while active.
    const ciudades = async (): Promise<number[]> =>
      (await admin('GET', `/api/v1/staticValue/city/${ATLANTICO}?limite=500`))
        .json<{ result: { id_provincia: number }[] }>()
        .result.map((c) => c.id_provincia);
    expect(await ciudades()).toContain(id);

    // Edit, A/I, delete while unused.
    const editado = await admin('PUT', '/api/geografia/ciudad', {
      id,
      departamento_id: ATLANTICO,
      codigo: '08998',
      descripcion: 'cambiado',
    });
    expect(editado.json().mensaje).toBe(C.editado);
    const choque = await admin('PUT', '/api/geografia/ciudad', {
      id,
      departamento_id: ATLANTICO,
      codigo: '08001',
      descripcion: 'cambiado',
    });
    expect(choque.json().mensaje).toBe(C.codigoRepetido);
    expect((await admin('PUT', `/api/geografia/ciudad/${id}/I`)).json().mensaje).toBe(C.inactivado);
    expect(await ciudades()).not.toContain(id);
    expect((await admin('PUT', `/api/geografia/ciudad/${id}/A`)).json().mensaje).toBe(C.activado);
    expect((await admin('DELETE', `/api/geografia/ciudad/${id}`)).json().mensaje).toBe(C.eliminado);
    expect((await admin('GET', `/api/geografia/ciudad/${id}`)).statusCode).toBe(404);
  });

  it('departments take two digits in Colombia and free codes elsewhere; countries their ISO letters; used rows are not deleted', async () => {
    const dos = await admin('POST', '/api/geografia/departamento', { pais_id: COLOMBIA, codigo: '101', descripcion: 'nuevo' });
    expect(dos.json().errores).toEqual([{ campo: 'codigo', mensaje: G.daneDepartamento }]);
    const repetido = await admin('POST', '/api/geografia/departamento', { pais_id: COLOMBIA, codigo: '08', descripcion: 'otro' });
    expect(repetido.json().mensaje).toBe(C.codigoRepetido);
    const iso = await admin('POST', '/api/geografia/pais', { codigo: 'X1', descripcion: 'tierra' });
    expect(iso.json().errores).toEqual([{ campo: 'codigo', mensaje: G.iso2 }]);
    const pais = await admin('POST', '/api/geografia/pais', { codigo: 'xq', descripcion: 'tierra de prueba' });
    expect(pais.statusCode, pais.body).toBe(200);
    const paisId = pais.json().data.id as number;
    // Another country's department codes are its own, and repeat Colombia's freely.
    const dep = await admin('POST', '/api/geografia/departamento', { pais_id: paisId, codigo: '08', descripcion: 'region uno' });
    expect(dep.statusCode, dep.body).toBe(200);
    expect((await admin('DELETE', `/api/geografia/pais/${paisId}`)).json().mensaje).toBe(C.enUso);
    // An inactive country takes no new departments.
    expect((await admin('PUT', `/api/geografia/pais/${paisId}/I`)).statusCode).toBe(200);
    const bajoInactivo = await admin('POST', '/api/geografia/departamento', { pais_id: paisId, codigo: '09', descripcion: 'region dos' });
    expect(bajoInactivo.json().errores).toEqual([{ campo: 'pais_id', mensaje: G.padreInactivo }]);
    const paises = (await admin('GET', '/api/v1/staticValue/country?limite=500'))
      .json()
      .result.map((p: { id_paises: number }) => p.id_paises);
    expect(paises).not.toContain(paisId);
    // Atlántico has municipalities and companies: in use.
    expect((await admin('DELETE', `/api/geografia/departamento/${ATLANTICO}`)).json().mensaje).toBe(C.enUso);
  });

  it('only the platform operator writes: a station administrator holding every letter reads but cannot write; no module, no access', async () => {
    expect((await adminEds('GET', '/api/geografia/pais')).statusCode).toBe(200);
    const barranquilla = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM ciudades WHERE codigo = '08001'`))!.id;
    for (const [metodo, ruta, cuerpo] of [
      ['POST', '/api/geografia/ciudad', { departamento_id: ATLANTICO, codigo: '08997', descripcion: 'nuevo' }],
      ['PUT', '/api/geografia/ciudad', { id: barranquilla, departamento_id: ATLANTICO, codigo: '08001', descripcion: 'otra' }],
      ['PUT', `/api/geografia/ciudad/${barranquilla}/I`, undefined],
      ['DELETE', `/api/geografia/ciudad/${barranquilla}`, undefined],
      ['POST', '/api/geografia/pais', {}],
    ] as const) {
      const r = await adminEds(metodo, ruta, cuerpo);
      expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
      expect(r.json().mensaje).toBe(G.soloPlataforma);
    }
    const intacta = await fila<{ nombre: string; estado: string }>(
      t.database.db,
      sql`SELECT nombre, estado FROM ciudades WHERE id = ${barranquilla}`,
    );
    expect(intacta).toEqual({ nombre: 'BARRANQUILLA', estado: 'A' });
    const sinModulo = await consulta('GET', '/api/geografia/pais');
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect((await t.app.inject({ method: 'GET', url: '/api/geografia/pais' })).statusCode).toBe(401);
  });
});
