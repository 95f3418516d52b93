import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_PARAMETRO as M } from '@eds/contracts/configuracion/parametros';
import { fila, filas } from '../src/db/client';
import { diasMaximosAnulacion } from '../src/services/facturacion/anulacion';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, hacerOperadorPlataforma, idsDemo } from './factories';

/** SCREENS.md G10: definitions, values by level with inheritance, and the spec's parametrizacion/* reads. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let ajeno: ReturnType<typeof conToken>;
let otro: Awaited<ReturnType<typeof crearOtroNegocio>>;
let ids: Awaited<ReturnType<typeof idsDemo>>;

const definicion = async (codigo: string) =>
  (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM parametros_definiciones WHERE codigo = ${codigo}`))!.id;

beforeAll(async () => {
  t = await crearApp();
  // The business's administrator is also the platform operator here: definitions and GLOBAL values are its (059).
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  ids = await idsDemo(t.database);
  otro = await crearOtroNegocio(t.database, { host: 'parametros.example.co' });
  const ingreso = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin/',
    payload: { user: otro.usuario, pass: otro.clave },
    headers: { host: 'parametros.example.co' },
  });
  ajeno = conToken(t.app, ingreso.json().data.token as string);
});
afterAll(async () => t.cerrar());

describe('parameter definitions', () => {
  it('lists the seeded definitions with their defaults', async () => {
    const r = await admin('GET', '/api/parametro/definicion?limite=50&grupo=GENERAL');
    expect(r.statusCode, r.body).toBe(200);
    const codigos = r.json().data.map((d: { codigo: string }) => d.codigo);
    expect(codigos).toEqual([
      'BLOQUEA_GNV_CERT_VENCIDO',
      'CALIBRACION_MAXIMA_GALONES',
      'CONSECUTIVOS_ALERTA_RESOLUCION',
      'DIAS_ALERTA_RESOLUCION',
      'DIAS_MAXIMOS_ANULACION',
      'MINUTOS_DESCONEXION',
      'PERMITE_INVENTARIO_NEGATIVO',
      'TOLERANCIA_DIFERENCIA_PCT',
      'VALOR_UVT',
      'VARIACION_PRECIO_APROBACION_PCT',
    ]);
    const tolerancia = r.json().data.find((d: { codigo: string }) => d.codigo === 'TOLERANCIA_DIFERENCIA_PCT');
    expect(tolerancia).toMatchObject({ tipo: 'NUMERO', minimo: 0, maximo: 100, defecto: '0.5', estado: 'A', valores: 0 });
    const ventas = await admin('GET', '/api/parametro/definicion?limite=50&grupo=VENTAS');
    expect(ventas.json().paginacion.total).toBe(8);
  });

  it('creates with validation errors first, refuses a repeated code, edits, inactivates and deletes', async () => {
    const malo = await admin('POST', '/api/parametro/definicion', {
      codigo: 'mi parametro',
      descripcion: 'x',
      tipo: 'NUMERO',
      minimo: 10,
      maximo: 1,
      defecto: '5',
      niveles: [],
    });
    expect(malo.statusCode).toBe(400);
    const campos = malo.json().errores.map((e: { campo: string; mensaje: string }) => `${e.campo}: ${e.mensaje}`);
    expect(campos).toContain(`codigo: ${M.codigoFormato}`);
    expect(campos).toContain(`niveles: ${M.nivelesRequeridos}`);
    const rango = await admin('POST', '/api/parametro/definicion', {
      codigo: 'LIMITE_PRUEBA',
      descripcion: 'límite de prueba',
      tipo: 'NUMERO',
      minimo: 1,
      maximo: 10,
      defecto: '50',
      niveles: ['GLOBAL', 'ESTACION'],
    });
    expect(rango.statusCode).toBe(400);
    expect(rango.json().errores[0]).toEqual({ campo: 'defecto', mensaje: M.defectoInvalido(M.valorRango('1', '10')) });

    const creado = await admin('POST', '/api/parametro/definicion', {
      codigo: 'limite_prueba',
      descripcion: 'límite de prueba',
      tipo: 'NUMERO',
      minimo: 1,
      maximo: 10,
      defecto: '5',
      niveles: ['GLOBAL', 'ESTACION'],
    });
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(C.creado);
    const id = creado.json().data.id as number;
    const guardada = await fila<{ codigo: string; descripcion: string; niveles: string[] }>(
      t.database.db,
      sql`SELECT codigo, descripcion, niveles FROM parametros_definiciones WHERE id = ${id}`,
    );
    expect(guardada).toEqual({ codigo: 'LIMITE_PRUEBA', descripcion: 'LÍMITE DE PRUEBA', niveles: ['GLOBAL', 'ESTACION'] });

    const repetido = await admin('POST', '/api/parametro/definicion', {
      codigo: 'Limite_Prueba',
      descripcion: 'otro',
      tipo: 'TEXTO',
      defecto: 'A',
      niveles: ['GLOBAL'],
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(M.codigoRepetido);

    const editado = await admin('PUT', '/api/parametro/definicion', {
      id,
      codigo: 'LIMITE_PRUEBA',
      descripcion: 'límite editado',
      tipo: 'LISTA',
      opciones: ['A', 'B'],
      defecto: 'B',
      niveles: ['GLOBAL', 'NEGOCIO', 'ESTACION'],
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/parametro/definicion/${id}`)).json().data).toMatchObject({
      tipo: 'LISTA',
      opciones: ['A', 'B'],
      minimo: null,
      defecto: 'B',
    });

    // A value stored: the definition is then inactivated, never deleted.
    expect((await admin('PUT', '/api/parametro/valores', { definicion_id: id, nivel: 'GLOBAL', valor: 'A' })).statusCode).toBe(200);
    const enUso = await admin('DELETE', `/api/parametro/definicion/${id}`);
    expect(enUso.statusCode).toBe(400);
    expect(enUso.json().mensaje).toBe(C.enUso);
    const inactivar = await admin('PUT', `/api/parametro/definicion/${id}/I`);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    const inactiva = await admin('PUT', '/api/parametro/valores', { definicion_id: id, nivel: 'GLOBAL', valor: 'B' });
    expect(inactiva.json().mensaje).toBe(M.definicionInactiva);
    await admin('PUT', `/api/parametro/definicion/${id}/A`);
    expect((await admin('DELETE', `/api/parametro/valores?definicion_id=${id}&nivel=GLOBAL`)).statusCode).toBe(200);
    const borrado = await admin('DELETE', `/api/parametro/definicion/${id}`);
    expect(borrado.json().mensaje).toBe(C.eliminado);
    expect(await fila(t.database.db, sql`SELECT id FROM parametros_definiciones WHERE id = ${id}`)).toBeUndefined();
  });

  it('is for the platform operator holding GLOBALES U only', async () => {
    const r = await zonal('POST', '/api/parametro/definicion', {
      codigo: 'X_Y',
      descripcion: 'x',
      tipo: 'TEXTO',
      defecto: 'A',
      niveles: ['GLOBAL'],
    });
    expect(r.statusCode).toBe(403);
    const lectura = await zonal('GET', '/api/parametro/definicion');
    expect(lectura.statusCode).toBe(200);
  });
});

describe('values by level', () => {
  it('checks a value by type and range with its Spanish message', async () => {
    const tolerancia = await definicion('TOLERANCIA_DIFERENCIA_PCT');
    const texto = await admin('PUT', '/api/parametro/valores', { definicion_id: tolerancia, nivel: 'GLOBAL', valor: 'mucho' });
    expect(texto.statusCode).toBe(400);
    expect(texto.json().mensaje).toBe(M.valorNumero);
    const fuera = await admin('PUT', '/api/parametro/valores', {
      definicion_id: tolerancia,
      nivel: 'ESTACION',
      empresa_id: ids.bogota,
      valor: '150',
    });
    expect(fuera.json()).toMatchObject({ status: 400, mensaje: 'El valor debe estar entre 0 y 100' });
    const bool = await definicion('PERMITE_INVENTARIO_NEGATIVO');
    const si = await admin('PUT', '/api/parametro/valores', { definicion_id: bool, nivel: 'GLOBAL', valor: 'SI' });
    expect(si.json().mensaje).toBe(M.valorBooleano);
    const redondeo = await definicion('REDONDEO_EFECTIVO');
    const lista = await admin('PUT', '/api/parametro/valores', {
      definicion_id: redondeo,
      nivel: 'ESTACION',
      empresa_id: ids.bogota,
      valor: '25',
    });
    expect(lista.json().mensaje).toBe('El valor debe ser una de las opciones: 0, 50, 100');
    const uvt = await definicion('VALOR_UVT');
    const nivel = await admin('PUT', '/api/parametro/valores', {
      definicion_id: uvt,
      nivel: 'ESTACION',
      empresa_id: ids.bogota,
      valor: '1',
    });
    expect(nivel.json().mensaje).toBe(M.nivelNoPermitido('ESTACION'));
    const raizComoEstacion = await admin('PUT', '/api/parametro/valores', {
      definicion_id: tolerancia,
      nivel: 'ESTACION',
      empresa_id: ids.raiz,
      valor: '1',
    });
    expect(raizComoEstacion.json().mensaje).toBe(M.empresaNoEstacion);
  });

  it('stores global, business and station values and answers the effective one with its origin', async () => {
    const minutos = await definicion('DIAS_MAXIMOS_ANULACION');
    const leer = async (empresa: number): Promise<unknown> => {
      const datos = (await admin('GET', `/api/parametro/valores/empresa/${empresa}?grupo=GENERAL`)).json<{
        data: Array<{ codigo: string }>;
      }>().data;
      return datos.find((d) => d.codigo === 'DIAS_MAXIMOS_ANULACION');
    };
    expect(await leer(ids.bogota)).toMatchObject({ valor_efectivo: '30', origen: 'DEFECTO', valor_estacion: null });

    const g = await admin('PUT', '/api/parametro/valores', { definicion_id: minutos, nivel: 'GLOBAL', valor: '20' });
    expect(g.json().mensaje).toBe(M.valorGuardado);
    expect(await leer(ids.bogota)).toMatchObject({ valor_efectivo: '20', origen: 'GLOBAL', valor_global: '20' });
    await admin('PUT', '/api/parametro/valores', { definicion_id: minutos, nivel: 'NEGOCIO', empresa_id: ids.raiz, valor: '15' });
    expect(await leer(ids.bogota)).toMatchObject({ valor_efectivo: '15', origen: 'NEGOCIO', valor_negocio: '15' });
    await admin('PUT', '/api/parametro/valores', { definicion_id: minutos, nivel: 'ESTACION', empresa_id: ids.bogota, valor: '3' });
    expect(await leer(ids.bogota)).toMatchObject({ valor_efectivo: '3', origen: 'ESTACION', valor_estacion: '3' });
    expect(await leer(ids.cartagena)).toMatchObject({ valor_efectivo: '15', origen: 'NEGOCIO' });
    // Saving again replaces the row; the annulment service reads the same effective value.
    await admin('PUT', '/api/parametro/valores', { definicion_id: minutos, nivel: 'ESTACION', empresa_id: ids.bogota, valor: '4' });
    const guardadas = await filas<{ nivel: string; valor: string; empresa_id: number | null }>(
      t.database.db,
      sql`SELECT nivel, valor, empresa_id FROM parametros_valores WHERE definicion_id = ${minutos} ORDER BY nivel`,
    );
    expect(guardadas).toEqual([
      { nivel: 'ESTACION', valor: '4', empresa_id: ids.bogota },
      { nivel: 'GLOBAL', valor: '20', empresa_id: null },
      { nivel: 'NEGOCIO', valor: '15', empresa_id: ids.raiz },
    ]);
    expect(await diasMaximosAnulacion(t.database.db, ids.bogota)).toBe(4);
    // The write is audited with the station as its company.
    const auditada = await fila<{ accion: string; empresa_id: number }>(
      t.database.db,
      sql`SELECT accion, empresa_id FROM auditoria WHERE tabla = 'parametros_valores' ORDER BY id DESC LIMIT 1`,
    );
    expect(auditada).toEqual({ accion: 'UPDATE', empresa_id: ids.bogota });

    // Restablecer: the station inherits again; a second time there is nothing to remove.
    const restablecer = await admin('DELETE', `/api/parametro/valores?definicion_id=${minutos}&nivel=ESTACION&empresa_id=${ids.bogota}`);
    expect(restablecer.json().mensaje).toBe(M.valorRestablecido);
    expect(await leer(ids.bogota)).toMatchObject({ valor_efectivo: '15', origen: 'NEGOCIO', valor_estacion: null });
    const otraVez = await admin('DELETE', `/api/parametro/valores?definicion_id=${minutos}&nivel=ESTACION&empresa_id=${ids.bogota}`);
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json().mensaje).toBe(M.sinValorPropio);

    const efectivos = await admin('GET', `/api/parametrizacion/parametros/${ids.bogota}`);
    expect(efectivos.json().data).toContainEqual({
      codigo: 'DIAS_MAXIMOS_ANULACION',
      descripcion: 'DÍAS MÁXIMOS PARA ANULAR UNA VENTA',
      tipo: 'NUMERO',
      valor: '15',
      origen: 'NEGOCIO',
    });
  });

  it('keeps each user within their companies and levels', async () => {
    const tolerancia = await definicion('TOLERANCIA_DIFERENCIA_PCT');
    // Another business: no station of ours, no business value of ours, and its own view keeps the global value.
    const fuera = await ajeno('PUT', '/api/parametro/valores', {
      definicion_id: tolerancia,
      nivel: 'ESTACION',
      empresa_id: ids.bogota,
      valor: '1',
    });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await ajeno('GET', `/api/parametro/valores/empresa/${ids.bogota}`)).statusCode).toBe(403);
    expect((await ajeno('GET', `/api/parametrizacion/parametros/${ids.raiz}`)).statusCode).toBe(403);
    await admin('PUT', '/api/parametro/valores', { definicion_id: tolerancia, nivel: 'NEGOCIO', empresa_id: ids.raiz, valor: '2' });
    const suyo = await ajeno('GET', `/api/parametro/valores/empresa/${otro.estacionId}`);
    expect(suyo.json().data.find((d: { codigo: string }) => d.codigo === 'TOLERANCIA_DIFERENCIA_PCT')).toMatchObject({
      valor_efectivo: '0.5',
      origen: 'DEFECTO',
      valor_negocio: null,
    });
    const propio = await ajeno('PUT', '/api/parametro/valores', {
      definicion_id: tolerancia,
      nivel: 'ESTACION',
      empresa_id: otro.estacionId,
      valor: '1.5',
    });
    expect(propio.statusCode, propio.body).toBe(200);
    // A regional user with read letters only reads.
    const lee = await zonal('GET', `/api/parametro/valores/empresa/${ids.barranquilla}`);
    expect(lee.statusCode).toBe(200);
    const escribe = await zonal('PUT', '/api/parametro/valores', {
      definicion_id: tolerancia,
      nivel: 'ESTACION',
      empresa_id: ids.barranquilla,
      valor: '1',
    });
    expect(escribe.statusCode).toBe(403);
  });
});

describe('parametrizacion calls', () => {
  it('answers the business types', async () => {
    const r = await admin('GET', '/api/parametrizacion/getTipoNegocio');
    expect(r.json().data).toEqual([
      { codigo: 'C', descripcion: 'COMBUSTIBLE' },
      { codigo: 'S', descripcion: 'CANASTILLA' },
      { codigo: 'K', descripcion: 'KIOSCO' },
    ]);
  });

  it('reads and stores the maximum time for customer data of a station', async () => {
    const antes = await admin('GET', `/api/parametrizacion/tiempo-maximo-datos-cliente?empresa_id=${ids.cartagena}`);
    expect(antes.json().data).toEqual({ empresa_id: ids.cartagena, tiempo_maximo: 5, origen: 'DEFECTO' });
    const malo = await admin('POST', '/api/parametrizacion/tiempo-maximo-datos-cliente', {
      empresa_id: ids.cartagena,
      tiempo_maximo: 5000,
    });
    expect(malo.json()).toMatchObject({ status: 400, mensaje: 'El valor debe estar entre 0 y 1440' });
    const bien = await admin('POST', '/api/parametrizacion/tiempo-maximo-datos-cliente', { empresa_id: ids.cartagena, tiempo_maximo: 12 });
    expect(bien.json().mensaje).toBe(M.valorGuardado);
    const despues = await admin('GET', `/api/parametrizacion/tiempo-maximo-datos-cliente?empresa_id=${ids.cartagena}`);
    expect(despues.json().data).toEqual({ empresa_id: ids.cartagena, tiempo_maximo: 12, origen: 'ESTACION' });
    const ajena = await ajeno('GET', `/api/parametrizacion/tiempo-maximo-datos-cliente?empresa_id=${ids.cartagena}`);
    expect(ajena.statusCode).toBe(403);
  });
});
