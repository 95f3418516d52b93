import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_EMPRESA as M } from '@eds/contracts/empresa/mensajes';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/** SCREENS.md G01 Estructura: add a company, move it by drag, activate and inactivate, within the business and the scope. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;

const regional = (extra: Record<string, unknown> = {}) => ({
  tipo: TIPO_EMPRESA.REGIONAL,
  empresas_id: ids.raiz,
  alias: 'regional norte',
  razon_social: 'regional norte',
  nit: '900456789-4',
  pais_id: 170,
  departamento_id: 8,
  ciudad_id: 8001,
  direccion: 'calle 1 # 2-3',
  ...extra,
});

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
});
afterAll(async () => t.cerrar());

async function crear(cuerpo: Record<string, unknown>): Promise<number> {
  const r = await admin('POST', '/api/empresa', cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe('the company tree', () => {
  it('adds a regional under the business, which then appears among the root children', async () => {
    const vacia = await admin('POST', '/api/empresa', regional({ alias: '', razon_social: ' ', ciudad_id: null }));
    expect(vacia.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'alias', mensaje: MENSAJES.campoObligatorio },
        { campo: 'razon_social', mensaje: MENSAJES.campoObligatorio },
        { campo: 'ciudad_id', mensaje: MENSAJES.seleccioneCiudad },
      ]),
    );
    const negocio = await admin('POST', '/api/empresa', regional({ tipo: TIPO_EMPRESA.NEGOCIO }));
    expect(negocio.json().errores).toEqual([{ campo: 'tipo', mensaje: M.tipoNoCreable }]);
    const id = await crear(regional());
    const hijos = await admin('GET', `/api/empresa/node/${ids.raiz}/0`);
    expect(hijos.json().data.map((e: { alias: string }) => e.alias)).toContain('REGIONAL NORTE');
    expect((await admin('GET', `/api/empresa/${id}`)).json().data).toMatchObject({
      tipo: TIPO_EMPRESA.REGIONAL,
      codigo: null,
      empresa_padre: 'COMBUSTIBLES ANDINOS',
    });
  });

  it('moves a company by drag and refuses a move under itself or its descendants', async () => {
    const norte = await crear(regional({ alias: 'REGIONAL COSTA' }));
    const sub = await crear(regional({ alias: 'SUBREGIONAL COSTA', empresas_id: norte }));
    const movida = await admin('PUT', '/api/empresa/mover', { id: ids.cartagena, empresas_id: sub });
    expect(movida.json().mensaje).toBe(M.empresaMovida);
    expect((await admin('GET', `/api/empresa/node/${ids.cartagena}/1`)).json().data.map((e: { alias: string }) => e.alias)).toEqual([
      'SUBREGIONAL COSTA',
      'REGIONAL COSTA',
      'COMBUSTIBLES ANDINOS',
    ]);
    for (const destino of [norte, sub]) {
      const r = await admin('PUT', '/api/empresa/mover', { id: norte, empresas_id: destino });
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe('Una empresa no puede depender de sí misma ni de sus descendientes');
    }
    const bajoEstacion = await admin('PUT', '/api/empresa/mover', { id: sub, empresas_id: ids.barranquilla });
    expect(bajoEstacion.json().mensaje).toBe(M.padreNoValido);
    const raiz = await admin('PUT', '/api/empresa/mover', { id: ids.raiz, empresas_id: norte });
    expect(raiz.json().mensaje).toBe(M.raizNoSeMueve);
    // The same rule on edit: a parent below the company itself.
    const edicion = await admin('PUT', '/api/empresa', { ...regional({ alias: 'REGIONAL COSTA', empresas_id: sub }), id: norte });
    expect(edicion.json().errores).toEqual([{ campo: 'empresas_id', mensaje: M.dependenciaCircular }]);
    await admin('PUT', '/api/empresa/mover', { id: ids.cartagena, empresas_id: ids.caribe });
  });

  it('inactivates a company only once nothing active depends on it, and activates it only under an active parent', async () => {
    const padre = await crear(regional({ alias: 'REGIONAL ORIENTE' }));
    const hija = await crear(regional({ alias: 'ZONA ORIENTE', empresas_id: padre }));
    const conHija = await admin('PUT', `/api/empresa/${padre}/I`, { create_user: 1, empresas_id: padre });
    expect(conHija.json().mensaje).toBe(M.hijosActivos);
    expect((await admin('PUT', `/api/empresa/${hija}/I`)).json().mensaje).toBe(C.inactivado);
    expect((await admin('PUT', `/api/empresa/${padre}/I`)).json().mensaje).toBe(C.inactivado);
    const bajoInactiva = await admin('PUT', `/api/empresa/${hija}/A`);
    expect(bajoInactiva.json().mensaje).toBe(M.padreInactivo);
    const moverBajo = await admin('PUT', '/api/empresa/mover', { id: ids.bogota, empresas_id: padre });
    expect(moverBajo.json().errores).toEqual([{ campo: 'empresas_id', mensaje: M.padreInactivo }]);
    expect((await admin('PUT', `/api/empresa/${padre}/A`)).json().mensaje).toBe(C.activado);
    expect((await admin('PUT', `/api/empresa/${ids.raiz}/I`)).json().mensaje).toBe(M.raizNoSeMueve);
  });

  it('refuses without the letter, outside the scope and across businesses', async () => {
    const sinLetra = await zonal('PUT', '/api/empresa/mover', { id: ids.cartagena, empresas_id: ids.caribe });
    expect(sinLetra.statusCode).toBe(403);
    expect(sinLetra.json().mensaje).toBe('No tienes permisos para realizar esta acción');
    expect((await zonal('PUT', `/api/empresa/${ids.caribe}/I`)).json().mensaje).toBe('No tienes permisos para realizar esta acción');
    const otro = await crearOtroNegocio(t.database);
    const ajena = await admin('PUT', '/api/empresa/mover', { id: otro.estacionId, empresas_id: ids.caribe });
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const haciaAjena = await admin('PUT', '/api/empresa/mover', { id: ids.cartagena, empresas_id: otro.raizId });
    expect(haciaAjena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await admin('POST', '/api/empresa', regional({ empresas_id: otro.raizId }))).json().mensaje).toBe(
      MENSAJES.empresaFueraDeAlcance,
    );
  });
});
