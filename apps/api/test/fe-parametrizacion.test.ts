import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_DOCUMENTOS_FE } from '@eds/contracts/facturacion/documentos';
import { MENSAJES_FE_PARAMETRIZACION as M } from '@eds/contracts/facturacion/parametrizacion';
import { fila, filas } from '../src/db/client';
import { idsDemo } from './factories';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';

/**
 * The electronic-invoicing parameter tabs' calls (issue 12 item 4): business catalogues, a station's fiscal
 * responsibilities, resend times, mandatory FE, the FE/REMISION saves one station at a time and `pdf/download`.
 * ADMINEDS administers EDS BARRANQUILLA CENTRO only: Cartagena is a sibling station it must not read or change.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
const db = () => t.database.db;

const valorEstacion = async (codigo: string, empresaId: number) =>
  (
    await fila<{ valor: string }>(
      db(),
      sql`SELECT v.valor FROM parametros_valores v JOIN parametros_definiciones d ON d.id = v.definicion_id
           WHERE d.codigo = ${codigo} AND v.nivel = 'ESTACION' AND v.empresa_id = ${empresaId}`,
    )
  )?.valor ?? null;

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  // The station administrator reads, changes and downloads on the actions screen.
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RUEX' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'FACTURACION ELECTRONICA'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RUEX'`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
});
afterAll(async () => t?.cerrar());

describe('parametrización de facturación electrónica', () => {
  it('getEstadosFacturacion lists the eight states with the invoices of the caller’s scope in each', async () => {
    const r = await admin('GET', '/api/parametrizacion/getEstadosFacturacion');
    expect(r.statusCode).toBe(200);
    const estados = r.json().data as { id: number; descripcion: string; facturas: number }[];
    expect(estados.map((e) => e.id)).toEqual([2, 3, 4, 5, 6, 7, 15, 18]);
    expect(estados[0]).toMatchObject({ id: 2, descripcion: 'Autorizada' });
    const enBarranquilla = await filas<{ estado: number; n: number }>(
      db(),
      sql`SELECT estado::int AS estado, count(*)::int AS n FROM facturas_electronicas WHERE empresa_id = ${ids.barranquilla} GROUP BY estado`,
    );
    const propias = (await eds('GET', '/api/parametrizacion/getEstadosFacturacion')).json().data as typeof estados;
    for (const e of propias) expect(e.facturas).toBe(enBarranquilla.find((x) => x.estado === e.id)?.n ?? 0);
  });

  it('motivos-anulacion: creates, refuses a repeated or blank reason in Spanish, edits, inactivates; the annulment screen offers active ones only', async () => {
    const antes = await contar(t.database, 'motivos_anulacion');
    const vacio = await admin('POST', '/api/parametrizacion/motivos-anulacion', { descripcion: '  ' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual([{ campo: 'descripcion', mensaje: MENSAJES.campoObligatorio }]);
    const repetido = await admin('POST', '/api/parametrizacion/motivos-anulacion', { descripcion: 'venta duplicada' });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(M.descripcionRepetida);
    expect(await contar(t.database, 'motivos_anulacion')).toBe(antes);

    const creado = await admin('POST', '/api/parametrizacion/motivos-anulacion', { descripcion: 'error del surtidor' });
    expect(creado.json().mensaje).toBe(M.creado);
    const id = creado.json().data.id as number;
    const lista = (await admin('GET', '/api/parametrizacion/motivos-anulacion')).json().data;
    expect(lista).toContainEqual({ id, descripcion: 'ERROR DEL SURTIDOR', estado: 'A', sistema: false });
    const ofrecidos = async () =>
      ((await admin('GET', '/api/movimientos/obtener-motivo-anulacion')).json().data as { id: number }[]).map((m) => m.id);
    expect(await ofrecidos()).toContain(id);

    const editado = await admin('POST', '/api/parametrizacion/motivos-anulacion', { id, descripcion: 'falla del surtidor', estado: 'I' });
    expect(editado.json().mensaje).toBe(M.editado);
    expect(await fila(db(), sql`SELECT descripcion, estado FROM motivos_anulacion WHERE id = ${id}`)).toEqual({
      descripcion: 'FALLA DEL SURTIDOR',
      estado: 'I',
    });
    expect(await ofrecidos()).not.toContain(id);

    const sistema = lista.find((m: { sistema: boolean }) => m.sistema).id as number;
    const r = await admin('POST', '/api/parametrizacion/motivos-anulacion', { id: sistema, descripcion: 'otro texto' });
    expect(r.json().mensaje).toBe(M.motivoSistema);
    // A station administrator reads the business's reasons but does not change them for its siblings.
    expect((await eds('GET', '/api/parametrizacion/motivos-anulacion')).statusCode).toBe(200);
    const ajeno = await eds('POST', '/api/parametrizacion/motivos-anulacion', { descripcion: 'desde la estación' });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().mensaje).toBe(M.soloNegocio);
  });

  it('tipos-referencia and notas/facturacion: DIAN concepts listed, own types and note texts created, read and edited', async () => {
    const tipos = (await admin('GET', '/api/parametrizacion/tipos-referencia')).json().data as {
      id: number;
      tipo_nota: string;
      codigo: string;
      sistema: boolean;
    }[];
    expect(tipos.filter((x) => x.sistema && x.tipo_nota === 'CREDITO').map((x) => x.codigo)).toEqual(['1', '2', '3', '4', '5', '6']);
    const repetido = await admin('POST', '/api/parametrizacion/tipos-referencia', { tipo_nota: 'CREDITO', codigo: '2', descripcion: 'x' });
    expect(repetido.json().errores).toEqual([{ campo: 'codigo', mensaje: M.codigoRepetido }]);
    const propio = await admin('POST', '/api/parametrizacion/tipos-referencia', {
      tipo_nota: 'DEBITO',
      codigo: 'd1',
      descripcion: 'recargo',
    });
    expect(propio.json().mensaje).toBe(M.creado);

    const credito = tipos.find((x) => x.tipo_nota === 'CREDITO' && x.codigo === '2')!.id;
    const malo = await admin('POST', '/api/parametrizacion/notas/facturacion', {
      tipo_nota: 'DEBITO',
      tipo_referencia_id: credito,
      descripcion: 'x',
    });
    expect(malo.json().mensaje).toBe(M.tipoNoCorresponde);
    expect(await contar(t.database, 'fe_notas_facturacion')).toBe(0);
    const nota = await admin('POST', '/api/parametrizacion/notas/facturacion', {
      tipo_nota: 'CREDITO',
      tipo_referencia_id: credito,
      descripcion: 'Anulación por error en la venta',
    });
    expect(nota.json().mensaje).toBe(M.creado);
    const id = nota.json().data.id as number;
    const editada = await admin('POST', `/api/parametrizacion/notas/facturacion/${id}`, {
      tipo_nota: 'CREDITO',
      tipo_referencia_id: credito,
      descripcion: 'Anulación total',
      estado: 'I',
    });
    expect(editada.json().mensaje).toBe(M.editado);
    expect((await admin('GET', `/api/parametrizacion/notas/facturacion/${id}`)).json().data).toMatchObject({
      descripcion: 'Anulación total',
      estado: 'I',
      tipo_referencia: '2 - ANULACIÓN DE FACTURA ELECTRÓNICA',
    });
    expect((await admin('GET', '/api/parametrizacion/notas/facturacion')).json().data).toHaveLength(1);
  });

  it('obligaciones-fiscales: a station’s list is saved whole; a sibling station is neither read nor changed', async () => {
    const r = await eds('POST', `/api/parametrizacion/${ids.barranquilla}/obligaciones-fiscales`, { obligaciones: ['O-13', 'O-23'] });
    expect(r.json().mensaje).toBe(M.guardado);
    const activas = (r.json().data.obligaciones as { codigo: string; activa: boolean }[]).filter((o) => o.activa).map((o) => o.codigo);
    expect(activas).toEqual(['O-13', 'O-23']);
    await eds('POST', `/api/parametrizacion/${ids.barranquilla}/obligaciones-fiscales`, { obligaciones: ['O-23'] });
    expect(await filas(db(), sql`SELECT codigo FROM fe_obligaciones_fiscales WHERE empresa_id = ${ids.barranquilla}`)).toEqual([
      { codigo: 'O-23' },
    ]);
    const malo = await eds('POST', `/api/parametrizacion/${ids.barranquilla}/obligaciones-fiscales`, { obligaciones: ['X-1'] });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores[0].mensaje).toBe(M.obligacionNoValida);

    expect((await eds('GET', `/api/parametrizacion/${ids.cartagena}/obligaciones-fiscales`)).statusCode).toBe(403);
    const ajena = await eds('POST', `/api/parametrizacion/${ids.cartagena}/obligaciones-fiscales`, { obligaciones: ['O-13'] });
    expect(ajena.statusCode).toBe(403);
    expect(await contar(t.database, `fe_obligaciones_fiscales WHERE empresa_id = ${ids.cartagena}`)).toBe(0);
    // A regional is no station.
    expect((await admin('GET', `/api/parametrizacion/${ids.caribe}/obligaciones-fiscales`)).json().mensaje).toBe(M.noEsEstacion);
  });

  it('resend times are G10 values: default, saved at the station, bounded, business-level at the root', async () => {
    const url = '/api/parametrizacion/tiempo-reenvio-nota-credito';
    expect((await eds('GET', `${url}?empresa_id=${ids.barranquilla}`)).json().data).toEqual({
      empresa_id: ids.barranquilla,
      minutos: 30,
      origen: 'DEFECTO',
    });
    const fuera = await eds('POST', url, { empresa_id: ids.barranquilla, minutos: 0 });
    expect(fuera.json().errores).toEqual([{ campo: 'minutos', mensaje: MENSAJES.entre(1, 1440) }]);
    const guardado = await eds('POST', url, { empresa_id: ids.barranquilla, minutos: 45 });
    expect(guardado.json()).toMatchObject({ mensaje: M.guardado, data: { minutos: 45, origen: 'ESTACION' } });
    expect(await valorEstacion('TIEMPO_REENVIO_NOTA_CREDITO', ids.barranquilla)).toBe('45');
    expect((await eds('POST', url, { empresa_id: ids.cartagena, minutos: 10 })).statusCode).toBe(403);
    expect((await eds('GET', `${url}?empresa_id=${ids.cartagena}`)).statusCode).toBe(403);

    const espera = '/api/parametrizacion/tiempo-reenvio-facturas-espera';
    const negocio = await admin('POST', espera, { empresa_id: ids.raiz, minutos: 90 });
    expect(negocio.json().data).toMatchObject({ minutos: 90, origen: 'NEGOCIO' });
    expect((await admin('GET', `${espera}?empresa_id=${ids.bogota}`)).json().data).toMatchObject({ minutos: 90, origen: 'NEGOCIO' });
  });

  it('obligatoriedad-fe: answers each station once, saves for the listed stations, refuses a sibling', async () => {
    const r = await admin('GET', `/api/parametrizacion/obligatoriedad-fe/${ids.bogota},${ids.cartagena},${ids.bogota}`);
    expect(r.json().data).toEqual([
      { estacion_id: ids.bogota, estacion: 'EDS BOGOTA NORTE', obligatoria: false, origen: 'DEFECTO' },
      { estacion_id: ids.cartagena, estacion: 'EDS CARTAGENA BOCAGRANDE', obligatoria: false, origen: 'DEFECTO' },
    ]);
    const guardado = await admin('POST', '/api/parametrizacion/obligatoriedad-fe', { estaciones: [ids.bogota], obligatoria: true });
    expect(guardado.json()).toMatchObject({
      mensaje: M.guardado,
      data: [{ estacion_id: ids.bogota, obligatoria: true, origen: 'ESTACION' }],
    });
    expect(await valorEstacion('OBLIGATORIEDAD_FE', ids.bogota)).toBe('S');
    expect((await eds('GET', `/api/parametrizacion/obligatoriedad-fe/${ids.barranquilla},${ids.cartagena}`)).statusCode).toBe(403);
    const ajena = await eds('POST', '/api/parametrizacion/obligatoriedad-fe', { estaciones: [ids.cartagena], obligatoria: true });
    expect(ajena.statusCode).toBe(403);
    expect(await valorEstacion('OBLIGATORIEDAD_FE', ids.cartagena)).toBeNull();
    const sinLista = await admin('POST', '/api/parametrizacion/obligatoriedad-fe', { estaciones: [], obligatoria: true });
    expect(sinLista.json().errores).toEqual([{ campo: 'estaciones', mensaje: MENSAJES.campoObligatorioCorto }]);
  });

  it('save/parametros/FE and REMISION: each station on its own; the failing one is answered by id and keeps its values', async () => {
    const medellin = (await fila<{ id: number }>(db(), sql`SELECT id FROM empresas WHERE alias = 'EDS MEDELLIN POBLADO'`))!.id;
    // The demo gives Medellín an active REMISION resolution; Cartagena has none.
    const parametros = { activa: true, dias_facturar: 15, agrupar_cliente: false };
    const r = await admin('POST', '/api/parametrizacion/save/parametros/REMISION', { estaciones: [medellin, ids.cartagena], parametros });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      mensaje: M.algunasFallaron,
      data: {
        guardadas: [medellin],
        fallidas: [ids.cartagena],
        errores: [{ estacion_id: ids.cartagena, mensaje: M.sinResolucionRemision }],
      },
    });
    expect(await valorEstacion('REMISION_DIAS_FACTURAR', medellin)).toBe('15');
    expect(await valorEstacion('REMISION_ACTIVA', medellin)).toBe('S');
    expect(await valorEstacion('REMISION_DIAS_FACTURAR', ids.cartagena)).toBeNull();
    expect((await admin('GET', `/api/parametrizacion/parametros-estacion/${medellin}`)).json().data.remision).toEqual(parametros);

    const malo = await admin('POST', '/api/parametrizacion/save/parametros/REMISION', {
      estaciones: [medellin],
      parametros: { ...parametros, dias_facturar: 120 },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual([{ campo: 'parametros.dias_facturar', mensaje: MENSAJES.entre(1, 90) }]);
    expect(await valorEstacion('REMISION_DIAS_FACTURAR', medellin)).toBe('15');

    // The station administrator: its own station saves, the sibling fails and is not touched.
    const fe = { activa: true, correo_copia: 'copias@eds.com.co', imprimir_qr: false };
    const propia = await eds('POST', '/api/parametrizacion/save/parametros/FE', {
      estaciones: [ids.barranquilla, ids.cartagena],
      parametros: fe,
    });
    expect(propia.json().data).toEqual({
      guardadas: [ids.barranquilla],
      fallidas: [ids.cartagena],
      errores: [{ estacion_id: ids.cartagena, mensaje: M.fueraDeAlcance }],
    });
    expect(await valorEstacion('FE_CORREO_COPIA', ids.barranquilla)).toBe('copias@eds.com.co');
    expect(await valorEstacion('FE_CORREO_COPIA', ids.cartagena)).toBeNull();
    expect((await eds('GET', `/api/parametrizacion/parametros-estacion/${ids.cartagena}`)).statusCode).toBe(403);
    const correo = await eds('POST', '/api/parametrizacion/save/parametros/FE', {
      estaciones: [ids.barranquilla],
      parametros: { ...fe, correo_copia: 'no-es-correo' },
    });
    expect(correo.json().errores).toEqual([{ campo: 'parametros.correo_copia', mensaje: MENSAJES.correoValido }]);
    // No address: the station keeps none of its own.
    const sinCorreo = await eds('POST', '/api/parametrizacion/save/parametros/FE', {
      estaciones: [ids.barranquilla],
      parametros: { ...fe, correo_copia: '' },
    });
    expect(sinCorreo.json().data.fallidas).toEqual([]);
    expect(await valorEstacion('FE_CORREO_COPIA', ids.barranquilla)).toBeNull();
    expect((await eds('GET', `/api/parametrizacion/parametros-estacion/${ids.barranquilla}`)).json().data.fe).toEqual({
      ...fe,
      correo_copia: '',
    });
  });

  it('pdf/download answers 201 with a url that serves the invoice’s PDF to the session, and nothing for a sibling station', async () => {
    const propia = await fila<{ id: number; venta_id: number }>(
      db(),
      sql`SELECT id, venta_id FROM facturas_electronicas WHERE empresa_id = ${ids.barranquilla} AND estado IN (5, 7) ORDER BY id LIMIT 1`,
    );
    const ajena = await fila<{ venta_id: number }>(
      db(),
      sql`SELECT venta_id FROM facturas_electronicas WHERE empresa_id = ${ids.cartagena} ORDER BY id LIMIT 1`,
    );
    expect(propia && ajena).toBeTruthy();
    const cuerpo = (venta: number, empresa: number) => ({
      template: 'FACTURA_ELECTRONICA',
      filename: 'factura venta.pdf',
      dominio: 'localhost',
      movimiento: { id: Number(venta) },
      empresas_id: empresa,
    });
    // Until DIAN's document exists there is nothing to print; an invoice awaiting DIAN is sent (and authorised) first.
    const antes = await eds('POST', '/api/pdf/download', cuerpo(propia!.venta_id, ids.barranquilla));
    expect(antes.statusCode).toBe(400);
    expect(antes.json().mensaje).toBe(MENSAJES_DOCUMENTOS_FE.sinDocumento);
    expect((await admin('GET', `/api/guru.facturacion/ReenviarDatosDian/${propia!.id}`)).statusCode).toBe(200);
    for (let i = 0; i < 20 && (await t.app.fe.enviar()) > 0; i++);

    const r = await eds('POST', '/api/pdf/download', cuerpo(propia!.venta_id, ids.barranquilla));
    expect(r.statusCode).toBe(201);
    expect(r.json().data.filename).toBe('facturaventa.pdf');
    const archivo = await eds('GET', r.json().data.url);
    expect(archivo.statusCode).toBe(200);
    expect(archivo.headers['content-type']).toBe('application/pdf');
    expect(archivo.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Without the session the link is worth nothing.
    expect((await t.app.inject({ method: 'GET', url: r.json().data.url })).statusCode).toBe(401);

    expect((await eds('POST', '/api/pdf/download', cuerpo(ajena!.venta_id, ids.cartagena))).statusCode).toBe(403);
    const cruzada = await eds('POST', '/api/pdf/download', cuerpo(ajena!.venta_id, ids.barranquilla));
    expect(cruzada.statusCode).toBe(404);
    expect(cruzada.json().mensaje).toBe(M.movimientoNoExiste);
    const plantilla = await eds('POST', '/api/pdf/download', { ...cuerpo(propia!.venta_id, ids.barranquilla), template: 'OTRA' });
    expect(plantilla.json().errores).toEqual([{ campo: 'template', mensaje: M.plantillaNoExiste }]);
  });
});
