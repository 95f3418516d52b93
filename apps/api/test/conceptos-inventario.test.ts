import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { fila, filas } from '../src/db/client';
import { contar, type AppDePrueba } from './helper';
import { escenarioCatalogos, type Cliente, type EscenarioCatalogos } from './catalogos-escenario';

/**
 * Inventory concepts (SCREENS.md G11) on the calls the specification names: concepto/get-concepto-empresa (list),
 * get-concepto/{id}, crear-concepto, update-concepto/{id}, get-listado-empresas/{id}; plus the A/I switch and delete.
 */
let t: AppDePrueba;
let admin: Cliente;
let lector: Cliente;
let consulta: Cliente;
let adminEds: Cliente;
let ajeno: Cliente;
let ids: EscenarioCatalogos['ids'];
let otro: EscenarioCatalogos['otro'];

const cuerpo = (codigo: string, extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.raiz,
  codigo,
  descripcion: `concepto ${codigo}`,
  tipo: 'ENTRADA',
  afecta_costo: true,
  requiere_aprobacion: false,
  empresas: [],
  ...extra,
});

async function crear(codigo: string, extra: Record<string, unknown> = {}, quien: Cliente = admin): Promise<number> {
  const r = await quien('POST', '/api/concepto/crear-concepto', cuerpo(codigo, extra));
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return r.json().data.id as number;
}

const listar = (quien: Cliente, filtros: Record<string, unknown>) =>
  quien('POST', '/api/concepto/get-concepto-empresa', { empresa_id: ids.raiz, limite: 500, ...filtros });

beforeAll(async () => {
  // ZONAL reads the module only; ADMINEDS holds every letter, so that only its scope stops it.
  ({ t, ids, otro, admin, lector, consulta, adminEds, ajeno } = await escenarioCatalogos('conceptos.example.co', ['CONCEPTOS INVENTARIO']));
});
afterAll(async () => t.cerrar());

describe('concepto/*', () => {
  it('crear-concepto: upper-cases; refuses each invalid field with its message and a repeated code, writing nothing', async () => {
    const antes = await contar(t.database, 'conceptos_inventario');
    const vacio = await admin('POST', '/api/concepto/crear-concepto', cuerpo(' ', { descripcion: '', tipo: undefined }));
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'descripcion', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const largo = await admin('POST', '/api/concepto/crear-concepto', cuerpo('CODIGO-ONCE'));
    expect(largo.json().errores).toEqual([{ campo: 'codigo', mensaje: MENSAJES.valorNoValido }]);
    const descripcion = await admin('POST', '/api/concepto/crear-concepto', cuerpo('D31', { descripcion: 'X'.repeat(31) }));
    expect(descripcion.json().errores).toEqual([{ campo: 'descripcion', mensaje: MENSAJES.valorNoValido }]);
    const tipo = await admin('POST', '/api/concepto/crear-concepto', cuerpo('T1', { tipo: 'REGALO' }));
    expect(tipo.json().errores).toEqual([{ campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto }]);
    const sinEmpresa = await admin('POST', '/api/concepto/crear-concepto', cuerpo('SE1', { empresa_id: undefined }));
    expect(sinEmpresa.json().errores).toEqual([{ campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto }]);
    // A system concept's code is taken too.
    const sistema = await admin('POST', '/api/concepto/crear-concepto', cuerpo('compra'));
    expect(sistema.json()).toMatchObject({ mensaje: C.codigoRepetido, errores: [{ campo: 'codigo', mensaje: C.codigoRepetido }] });
    expect(await contar(t.database, 'conceptos_inventario')).toBe(antes);

    const id = await crear(' merma1 ', { descripcion: ' concepto merma1 ', tipo: 'SALIDA', empresas: [ids.barranquilla] });
    const leido = await admin('GET', `/api/concepto/get-concepto/${id}`);
    expect(leido.statusCode, leido.body).toBe(200);
    expect(leido.json().data).toMatchObject({
      codigo: 'MERMA1',
      descripcion: 'CONCEPTO MERMA1',
      tipo: 'SALIDA',
      afecta_costo: true,
      requiere_aprobacion: false,
      empresas: [ids.barranquilla],
      estado: 'A',
      sistema: false,
      en_uso: false,
    });
    const repetido = await admin('POST', '/api/concepto/crear-concepto', cuerpo('MERMA1'));
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(C.codigoRepetido);
    const auditoria = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria a JOIN modulos m ON m.id = a.modulo_id
           WHERE a.tabla = 'conceptos_inventario' AND a.registro_id = ${String(id)} AND a.accion = 'INSERT'
             AND m.descripcion = 'CONCEPTOS INVENTARIO'`,
    );
    expect(auditoria!.n).toBe(1);
  });

  it('get-concepto-empresa: the business’s and the system’s concepts, paged, searched, filtered by type and company', async () => {
    await crear('LSTA', { tipo: 'AJUSTE' });
    await crear('LSTB', { tipo: 'AJUSTE', empresas: [ids.caribe] });
    const r = await listar(admin, { buscar: 'lst', orden: 'codigo:desc', limite: 1 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().paginacion).toEqual({ total: 2, limite: 1, desde: 0 });
    expect(r.json().data[0].codigo).toBe('LSTB');
    const sistema = await listar(admin, { buscar: 'TRASLADO' });
    expect(sistema.json().data).toEqual([expect.objectContaining({ codigo: 'TRASLADO', sistema: true, tipo: 'TRASLADO' })]);
    const ajustes = await listar(admin, { tipo: 'AJUSTE' });
    expect(ajustes.json().data.every((f: { tipo: string }) => f.tipo === 'AJUSTE')).toBe(true);
    // A concept limited to REGIONAL CARIBE does not apply to another company of the business: asked for the concepts
    // that apply to a company (as inventory documents do), it is left out.
    const deOtra = await listar(admin, { buscar: 'LST', aplica_a: ids.barranquilla });
    expect(deOtra.json().data.map((f: { codigo: string }) => f.codigo)).toEqual(['LSTA']);
    const deCaribe = await listar(admin, { buscar: 'LST', aplica_a: ids.caribe });
    expect(deCaribe.json().data.map((f: { codigo: string }) => f.codigo)).toEqual(['LSTA', 'LSTB']);
    expect((await listar(admin, { orden: 'negocio_id:asc' })).statusCode).toBe(400);
    expect((await listar(admin, { limite: 501 })).statusCode).toBe(400);
  });

  it('update-concepto: edits and replaces its companies, refusing another code; system concepts stay read-only', async () => {
    const id = await crear('EDC1', { empresas: [ids.caribe] });
    await crear('EDC2');
    const r = await admin(
      'PUT',
      `/api/concepto/update-concepto/${id}`,
      cuerpo('EDC1', { descripcion: 'cambiado', empresas: [ids.barranquilla] }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(C.editado);
    const leido = (await admin('GET', `/api/concepto/get-concepto/${id}`)).json().data;
    expect(leido).toMatchObject({ descripcion: 'CAMBIADO', empresas: [ids.barranquilla] });
    const choque = await admin('PUT', `/api/concepto/update-concepto/${id}`, cuerpo('EDC2'));
    expect(choque.json().mensaje).toBe(C.codigoRepetido);

    const compra = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM conceptos_inventario WHERE negocio_id IS NULL AND codigo = 'COMPRA'`,
    ))!.id;
    expect((await admin('GET', `/api/concepto/get-concepto/${compra}`)).json().data).toMatchObject({ codigo: 'COMPRA', sistema: true });
    for (const [metodo, ruta, body] of [
      ['PUT', `/api/concepto/update-concepto/${compra}`, cuerpo('COMPRA', { descripcion: 'otra' })],
      ['PUT', `/api/concepto/${compra}/I`, undefined],
      ['DELETE', `/api/concepto/${compra}`, undefined],
    ] as const) {
      const s = await admin(metodo, ruta, body);
      expect(s.statusCode, `${metodo} ${ruta}`).toBe(403);
      expect(s.json().mensaje).toBe(C.deSistema);
    }
    const intacto = await fila<{ descripcion: string; estado: string }>(
      t.database.db,
      sql`SELECT descripcion, estado FROM conceptos_inventario WHERE id = ${compra}`,
    );
    expect(intacto).toEqual({ descripcion: 'ENTRADA POR COMPRA', estado: 'A' });
  });

  it('A/I with the spec texts; a concept documents use is not deleted; an unused one is', async () => {
    const id = await crear('AI1');
    expect((await admin('PUT', `/api/concepto/${id}/I`)).json().mensaje).toBe(C.inactivado);
    const inactivos = await listar(admin, { estado: 'I', buscar: 'AI1' });
    expect(inactivos.json().data.map((f: { id: number }) => f.id)).toEqual([id]);
    expect((await admin('PUT', `/api/concepto/${id}/A`)).json().mensaje).toBe(C.activado);

    const usado = await crear('USADO1');
    const bodega = await fila<{ id: number; empresa_id: number }>(t.database.db, sql`SELECT id, empresa_id FROM bodegas LIMIT 1`);
    const mov = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM movimientos_inventario LIMIT 1`);
    if (bodega && mov) {
      await t.database.db.execute(sql`UPDATE movimientos_inventario SET concepto = 'USADO1' WHERE id = ${mov.id}`);
      const r = await admin('DELETE', `/api/concepto/${usado}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe(C.enUso);
      expect((await admin('GET', `/api/concepto/get-concepto/${usado}`)).json().data.en_uso).toBe(true);
    }
    expect((await admin('DELETE', `/api/concepto/${id}`)).json().mensaje).toBe(C.eliminado);
    expect((await admin('GET', `/api/concepto/get-concepto/${id}`)).statusCode).toBe(404);
  });

  it('get-listado-empresas: the active companies of the business within the caller’s scope', async () => {
    const todas = await admin('GET', `/api/concepto/get-listado-empresas/${ids.raiz}?limite=500`);
    expect(todas.statusCode, todas.body).toBe(200);
    const deAdmin = todas.json().data.map((e: { id: number }) => e.id);
    expect(deAdmin).toEqual(expect.arrayContaining([ids.raiz, ids.caribe, ids.barranquilla]));
    const deEds = await adminEds('GET', `/api/concepto/get-listado-empresas/${ids.barranquilla}?limite=500`);
    expect(deEds.json().data.map((e: { id: number }) => e.id)).toEqual([ids.barranquilla]);
    expect((await adminEds('GET', `/api/concepto/get-listado-empresas/${ids.raiz}`)).statusCode).toBe(403);
  });

  it('letters: R reads, and C, U, D are each refused without their letter; no module, no access', async () => {
    const id = await crear('LET1');
    expect((await listar(lector, { empresa_id: ids.caribe })).statusCode).toBe(200);
    expect((await lector('GET', `/api/concepto/get-concepto/${id}`)).statusCode).toBe(200);
    for (const [metodo, ruta, body] of [
      ['POST', '/api/concepto/crear-concepto', cuerpo('LET2')],
      ['PUT', `/api/concepto/update-concepto/${id}`, cuerpo('LET1')],
      ['PUT', `/api/concepto/${id}/I`, undefined],
      ['DELETE', `/api/concepto/${id}`, undefined],
    ] as const) {
      const r = await lector(metodo, ruta, body);
      expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    }
    const sinModulo = await listar(consulta, {});
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    expect((await t.app.inject({ method: 'POST', url: '/api/concepto/crear-concepto', payload: {} })).statusCode).toBe(401);
  });

  it('scope: a station administrator cannot reach another business’s concepts by id, nor assign companies outside its scope', async () => {
    const suyo = await crear('AJENO1', { empresa_id: otro.raizId }, ajeno);
    for (const [metodo, ruta, body] of [
      ['GET', `/api/concepto/get-concepto/${suyo}`, undefined],
      ['PUT', `/api/concepto/update-concepto/${suyo}`, cuerpo('AJENO1', { empresa_id: ids.barranquilla })],
      ['PUT', `/api/concepto/${suyo}/I`, undefined],
      ['DELETE', `/api/concepto/${suyo}`, undefined],
    ] as const) {
      const r = await adminEds(metodo, ruta, body);
      expect(r.statusCode, `${metodo} ${ruta}`).toBe(404);
    }
    const intacto = await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM conceptos_inventario WHERE id = ${suyo}`);
    expect(intacto!.estado).toBe('A');
    const fuera = await adminEds('POST', '/api/concepto/crear-concepto', cuerpo('FUERA1'));
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const empresaAjena = await adminEds(
      'POST',
      '/api/concepto/crear-concepto',
      cuerpo('FUERA2', { empresa_id: ids.barranquilla, empresas: [ids.caribe] }),
    );
    expect(empresaAjena.statusCode).toBe(403);
    expect((await listar(adminEds, { empresa_id: otro.raizId })).statusCode).toBe(403);
    expect((await listar(adminEds, { empresa_id: ids.barranquilla, aplica_a: ids.raiz })).statusCode).toBe(403);
    // Within its station it works; the other business's code does not clash, and neither sees the other's rows.
    const propio = await crear('AJENO1', { empresa_id: ids.barranquilla, empresas: [ids.barranquilla] }, adminEds);
    const lista = await ajeno('POST', '/api/concepto/get-concepto-empresa', { empresa_id: otro.raizId, limite: 500 });
    const vistos = lista.json().data.map((f: { id: number }) => f.id);
    expect(vistos).toContain(suyo);
    expect(vistos).not.toContain(propio);
    const negocios = await filas<{ negocio_id: number }>(
      t.database.db,
      sql`SELECT DISTINCT negocio_id FROM conceptos_inventario WHERE id IN (${suyo}, ${propio})`,
    );
    expect(negocios).toHaveLength(2);
  });
});
