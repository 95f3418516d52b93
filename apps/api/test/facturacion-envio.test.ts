import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_FE, MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { regenerarFactura, reenviarFactura } from '../src/services/facturacion/acciones';
import { validarEsquema } from '../src/services/facturacion/esquema';
import type { SimuladorDian } from '../src/services/facturacion/simulador';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Integration: POS sales invoiced electronically go through the sending queue to the DIAN simulator and end
 * authorised, rejected (then regenerated), or resent harmlessly; two API instances share the queue without
 * sending a document twice; the contingency batch is sent through the same queue; scope is enforced.
 */

let t: AppDePrueba;
let e: EstacionPos;
let simulador: SimuladorDian;
let consecutivo = 960_000;

const db = () => t.database.db;

/** A POS fuel sale with an electronic invoice (state 7 as the POS stores it); answers the invoice id. */
async function venderConFactura(extra: Record<string, unknown> = {}): Promise<{ id: number; numero: string }> {
  const numero = ++consecutivo;
  const venta = ventaCombustible(e, 3, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true, ...extra } });
  const r = await postPos(t.app, e.token, 'ventas', { ventas: [venta] });
  expect(r.json().data.aceptadas).toBe(1);
  const f = await fila<{ id: number }>(
    db(),
    sql`SELECT id FROM facturas_electronicas WHERE empresa_id = ${e.empresaId} AND consecutivo = ${numero}`,
  );
  return { id: Number(f!.id), numero: `F000${numero}` };
}

/** Runs sender passes until no job is due (what the timer does every few seconds). */
async function vaciarCola(app = t.app): Promise<void> {
  for (let i = 0; i < 100 && (await app.fe.enviar()) > 0; i++);
}

const factura = (id: number) =>
  fila<{ estado: number; mensaje: string | null; cufe: string | null; enviada: boolean }>(
    db(),
    sql`SELECT estado, mensaje, cufe, enviada_en IS NOT NULL AS enviada FROM facturas_electronicas WHERE id = ${id}`,
  ).then((f) => f && { ...f, estado: Number(f.estado) });

const transiciones = (id: number) =>
  filas<{ desde: number | null; hacia: number; origen: string }>(
    db(),
    sql`SELECT desde, hacia, origen FROM fe_transiciones WHERE factura_id = ${id} ORDER BY id`,
  ).then((r) => r.map((x) => ({ desde: x.desde === null ? null : Number(x.desde), hacia: Number(x.hacia), origen: x.origen })));

const documentos = (id: number) =>
  filas<{
    numero: string;
    codigo: string;
    xml_firmado: string;
    codigo_respuesta: string | null;
    reglas: string[] | null;
    respuesta_xml: string | null;
  }>(
    db(),
    sql`SELECT numero, codigo, xml_firmado, codigo_respuesta, reglas, respuesta_xml FROM fe_documentos WHERE factura_id = ${id} ORDER BY id`,
  );

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  simulador = t.app.fe.proveedor as SimuladorDian;
  // The demo's generated history is not in the queue: only what these tests store is sent.
  expect(await fila(db(), sql`SELECT count(*)::int AS n FROM fe_envios`)).toEqual({ n: 0 });
});
afterAll(async () => {
  await t?.cerrar();
});

describe('electronic invoice sending', () => {
  it('a POS sale → invoice queued → signed, sent and authorised, with the document, the answer and every state change stored', async () => {
    const f = await venderConFactura();
    expect(await factura(f.id)).toMatchObject({ estado: ESTADO_FE.ESPERANDO_RESPUESTA, cufe: null });
    const cola = await fila<{ accion: string; estado: string }>(db(), sql`SELECT accion, estado FROM fe_envios WHERE factura_id = ${f.id}`);
    expect(cola).toEqual({ accion: 'GENERAR', estado: 'PENDIENTE' });

    expect(await t.app.fe.enviar()).toBe(1);
    const despues = await factura(f.id);
    expect(despues).toMatchObject({ estado: ESTADO_FE.AUTORIZADA, mensaje: MENSAJES_FE.autorizada, enviada: true });
    const [doc] = await documentos(f.id);
    expect(doc).toMatchObject({ numero: f.numero, codigo: despues!.cufe, codigo_respuesta: '00', reglas: [] });
    expect(doc.codigo).toMatch(/^[0-9a-f]{96}$/);
    expect(doc.xml_firmado).toContain(`<cbc:UUID schemeID="2" schemeName="CUFE-SHA384">${doc.codigo}</cbc:UUID>`);
    expect(doc.xml_firmado).toContain(`documentkey=${doc.codigo}`);
    expect(doc.respuesta_xml).toContain('<cbc:ResponseCode>02</cbc:ResponseCode>');
    expect(await validarEsquema(doc.xml_firmado)).toEqual({ valido: true, errores: [] });
    expect(await transiciones(f.id)).toEqual([
      { desde: null, hacia: 7, origen: 'POS' },
      { desde: 7, hacia: 2, origen: 'ENVIO' },
    ]);
    expect(simulador.recepciones.get(f.numero)).toBe(1);
    expect(await fila(db(), sql`SELECT estado FROM fe_envios WHERE factura_id = ${f.id}`)).toEqual({ estado: 'HECHO' });
  });

  it('rejected → state 3 with the rule message → regenerated → authorised with a new document', async () => {
    const f = await venderConFactura();
    simulador.programar(f.numero, {
      accion: 'rechazar',
      reglas: ['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
    });
    await vaciarCola();
    expect(await factura(f.id)).toMatchObject({
      estado: ESTADO_FE.NO_AUTORIZADA,
      mensaje: 'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.',
    });

    const admin = conToken(t.app, e.admin);
    const r = await admin('POST', `/api/guru.facturacion/RegenerarFactura/${f.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ mensaje: MENSAJES_FE.accionEncolada, data: { id: f.id, estado: 5, accion: 'GENERAR' } });
    await vaciarCola();
    expect(await factura(f.id)).toMatchObject({ estado: ESTADO_FE.AUTORIZADA });
    const docs = await documentos(f.id);
    expect(docs.map((d) => d.codigo_respuesta)).toEqual(['99', '00']);
    expect(docs[0].reglas).toEqual(['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.']);
    expect((await transiciones(f.id)).map((x) => [x.desde, x.hacia])).toEqual([
      [null, 7],
      [7, 3],
      [3, 5],
      [5, 2],
    ]);
    // An authorised invoice is not regenerated.
    await expect(db().transaction((tx) => regenerarFactura(tx, f.id, new Set([e.empresaId]), null))).rejects.toMatchObject({
      status: 400,
      message: MENSAJES_FE.noRegenerable,
    });
  });

  it('a resend of an authorised invoice is harmless: DIAN answers "Documento procesado anteriormente" and it stays authorised', async () => {
    const f = await venderConFactura();
    await vaciarCola();
    const antes = { factura: await factura(f.id), transiciones: await transiciones(f.id), documentos: (await documentos(f.id)).length };
    expect(antes.factura!.estado).toBe(ESTADO_FE.AUTORIZADA);

    const r = await conToken(t.app, e.admin)('GET', `/api/guru.facturacion/ReenviarDatosDian/${f.id}`);
    expect(r.json()).toMatchObject({ data: { id: f.id, estado: 2, accion: 'REENVIAR' } });
    await vaciarCola();
    expect(simulador.recepciones.get(f.numero)).toBe(2);
    expect(await factura(f.id)).toEqual(antes.factura);
    expect(await transiciones(f.id)).toEqual(antes.transiciones);
    expect(await documentos(f.id)).toHaveLength(antes.documentos);
  });

  it('ActualizarEstadoFactura moves an invoice only through the state machine, and every change is recorded with its user', async () => {
    const f = await venderConFactura();
    const admin = conToken(t.app, e.admin);
    const mal = await admin('POST', `/api/guru.facturacion/ActualizarEstadoFactura/${f.id}`, { estado: 9 });
    expect(mal.statusCode).toBe(400);
    const r = await admin('POST', `/api/guru.facturacion/ActualizarEstadoFactura/${f.id}`, {
      estado: 18,
      motivo: 'No aparece en el portal',
    });
    expect(r.json()).toMatchObject({ mensaje: MENSAJES_FE.estadoActualizado, data: { id: f.id, estado: 18 } });
    const prohibido = await admin('POST', `/api/guru.facturacion/ActualizarEstadoFactura/${f.id}`, { estado: 6 });
    expect(prohibido.statusCode).toBe(400);
    expect(prohibido.json().mensaje).toBe(MENSAJES_FE.transicionNoPermitida(18, 6));
    const ultima = await fila<{ desde: number; hacia: number; motivo: string; origen: string; usuario: boolean }>(
      db(),
      sql`SELECT desde, hacia, motivo, origen, usuario_id IS NOT NULL AS usuario FROM fe_transiciones WHERE factura_id = ${f.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(ultima).toEqual({ desde: 7, hacia: 18, motivo: 'No aparece en el portal', origen: 'USUARIO', usuario: true });
    // Its queued sending still goes out, and DIAN authorises it.
    await vaciarCola();
    expect((await factura(f.id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
  });

  it('an invoice the demo left awaiting DIAN, with no document yet, is built and sent when a person reprocesses it', async () => {
    const f = await fila<{ id: number }>(
      db(),
      sql`SELECT f.id FROM facturas_electronicas f WHERE f.empresa_id = ${e.empresaId} AND f.estado = 7
             AND NOT EXISTS (SELECT 1 FROM fe_documentos d WHERE d.factura_id = f.id) ORDER BY f.id LIMIT 1`,
    );
    const id = Number(f!.id);
    const r = await conToken(t.app, e.admin)('GET', `/api/guru.facturacion/ReprocesarDatosDian/${id}`);
    expect(r.json()).toMatchObject({ data: { id, estado: 7, accion: 'GENERAR' } });
    await vaciarCola();
    expect((await factura(id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
    expect(await documentos(id)).toHaveLength(1);
  });

  it('a provider that cannot be reached is tried again later, and the invoice keeps waiting', async () => {
    const f = await venderConFactura();
    simulador.programar(f.numero, { accion: 'caido' });
    expect(await t.app.fe.enviar()).toBe(1);
    expect(await factura(f.id)).toMatchObject({ estado: ESTADO_FE.ESPERANDO_RESPUESTA, mensaje: MENSAJES_FE.sinConexionProveedor });
    const cola = await fila<{ estado: string; intentos: number; espera: boolean }>(
      db(),
      sql`SELECT estado, intentos, proximo_en > now() + interval '20 seconds' AS espera FROM fe_envios WHERE factura_id = ${f.id}`,
    );
    expect(cola).toEqual({ estado: 'PENDIENTE', intentos: 1, espera: true });
    // Nothing is due until the wait is over; once it is, the next pass sends it.
    expect(await t.app.fe.enviar()).toBe(0);
    await db().execute(sql`UPDATE fe_envios SET proximo_en = now() WHERE factura_id = ${f.id}`);
    await vaciarCola();
    expect((await factura(f.id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
  });

  it('an answer that takes longer leaves the invoice awaiting response (7) until the status query brings it', async () => {
    const f = await venderConFactura();
    simulador.programar(f.numero, { accion: 'demorar', consultas: 0 });
    expect(await t.app.fe.enviar()).toBe(1);
    expect(await factura(f.id)).toMatchObject({ estado: ESTADO_FE.ESPERANDO_RESPUESTA, mensaje: MENSAJES_FE.esperandoRespuesta });
    await db().execute(sql`UPDATE fe_envios SET proximo_en = now() WHERE factura_id = ${f.id}`);
    await vaciarCola();
    expect((await factura(f.id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
    expect(await fila(db(), sql`SELECT accion FROM fe_envios WHERE factura_id = ${f.id}`)).toEqual({ accion: 'CONSULTAR' });
  });

  it('an invoice outside its resolution (range or validity) is refused before sending: state 4 with the reason', async () => {
    const f = await venderConFactura();
    const r = await fila<{ id: number; fecha_fin: string }>(
      db(),
      sql`SELECT r.id, r.fecha_fin::text FROM resoluciones r JOIN facturas_electronicas f ON f.resolucion_id = r.id WHERE f.id = ${f.id}`,
    );
    await db().execute(sql`UPDATE resoluciones SET fecha_fin = (now() AT TIME ZONE 'America/Bogota')::date - 1 WHERE id = ${r!.id}`);
    try {
      await vaciarCola();
      const despues = await factura(f.id);
      expect(despues!.estado).toBe(ESTADO_FE.ERROR_ANTES_DE_ENVIO);
      expect(despues!.mensaje).toMatch(/^La fecha de la factura está fuera de la vigencia de la resolución/);
      expect(simulador.recepciones.get(f.numero)).toBeUndefined();
    } finally {
      await db().execute(sql`UPDATE resoluciones SET fecha_fin = ${r!.fecha_fin}::date WHERE id = ${r!.id}`);
    }
    // Once the resolution is fixed, regenerating sends it.
    await db().transaction((tx) => regenerarFactura(tx, f.id, new Set([e.empresaId]), null));
    await vaciarCola();
    expect((await factura(f.id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
  });

  it('an invoice whose consecutive falls outside its resolution range is refused with the range in the message', async () => {
    const f = await venderConFactura();
    const r = await fila<{ id: number; hasta: number }>(
      db(),
      sql`SELECT r.id, r.hasta FROM resoluciones r JOIN facturas_electronicas f ON f.resolucion_id = r.id WHERE f.id = ${f.id}`,
    );
    await db().execute(sql`UPDATE resoluciones SET hasta = ${consecutivo - 1} WHERE id = ${r!.id}`);
    try {
      await vaciarCola();
      expect(await factura(f.id)).toMatchObject({
        estado: ESTADO_FE.ERROR_ANTES_DE_ENVIO,
        mensaje: MENSAJES_FE.fueraDeRango(consecutivo, 1, consecutivo - 1),
      });
    } finally {
      await db().execute(sql`UPDATE resoluciones SET hasta = ${Number(r!.hasta)} WHERE id = ${r!.id}`);
    }
  });

  it('two API instances sharing the queue never send one document twice', async () => {
    const otra = await crearApp({}, { database: t.database });
    try {
      otra.app.fe.usarProveedor(simulador);
      const facturas = [];
      for (let i = 0; i < 8; i++) facturas.push(await venderConFactura());
      await Promise.all([vaciarCola(t.app), vaciarCola(otra.app), vaciarCola(t.app), vaciarCola(otra.app)]);
      for (const f of facturas) {
        expect(simulador.recepciones.get(f.numero)).toBe(1);
        expect((await factura(f.id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
        expect(await documentos(f.id)).toHaveLength(1);
      }
    } finally {
      await otra.cerrar();
    }
  });

  it('the contingency batch is sent through the queue: transcribed with its CUDE, signed and authorised', async () => {
    const numero = ++consecutivo;
    const venta = ventaCombustible(e, 2, { factura: { prefijo: 'F000', consecutivo: numero, contingencia: true } });
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [venta] })).json().data.aceptadas).toBe(1);
    const f = await fila<{ id: number }>(
      db(),
      sql`SELECT id FROM facturas_electronicas WHERE empresa_id = ${e.empresaId} AND consecutivo = ${numero}`,
    );
    const id = Number(f!.id);
    expect(await fila(db(), sql`SELECT count(*)::int AS n FROM fe_envios WHERE factura_id = ${id}`)).toEqual({ n: 0 });

    const admin = conToken(t.app, e.admin);
    const r = await admin('POST', `/api/guru.facturacion/enviar-contingencia/${id}`);
    expect(r.statusCode).toBe(200);
    expect(await factura(id)).toMatchObject({ estado: ESTADO_FE.ESPERANDO_AUTORIZACION, enviada: true });
    await vaciarCola();
    expect((await factura(id))!.estado).toBe(ESTADO_FE.AUTORIZADA);
    const [doc] = await documentos(id);
    expect(doc.xml_firmado).toContain('<cbc:InvoiceTypeCode>03</cbc:InvoiceTypeCode>');
    expect(doc.xml_firmado).toContain('schemeName="CUDE-SHA384"');
    expect((await transiciones(id)).map((x) => [x.desde, x.hacia, x.origen])).toEqual([
      [4, 5, 'CONTINGENCIA'],
      [5, 2, 'ENVIO'],
    ]);
  });

  it("a user cannot act on another station's invoices", async () => {
    // ADMINEDS works at the first station; this contingency invoice is the second station's.
    const segunda = await estacionPos(t, 1);
    const resolucion = await fila<{ prefijo: string }>(
      db(),
      sql`SELECT prefijo FROM resoluciones WHERE empresa_id = ${segunda.empresaId} AND tipo_documento = 'FACTURA ELECTRONICA'`,
    );
    const numero = ++consecutivo;
    const venta = ventaCombustible(segunda, 2, { factura: { prefijo: resolucion!.prefijo, consecutivo: numero, contingencia: true } });
    expect((await postPos(t.app, segunda.token, 'ventas', { ventas: [venta] })).json().data.aceptadas).toBe(1);
    const f = await fila<{ id: number }>(
      db(),
      sql`SELECT id FROM facturas_electronicas WHERE empresa_id = ${segunda.empresaId} AND consecutivo = ${numero}`,
    );
    const id = Number(f!.id);

    const adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const r = await adminEds('POST', `/api/guru.facturacion/enviar-contingencia/${id}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().mensaje).toBe(MENSAJES.facturaNoExiste);
    for (const [metodo, ruta] of [
      ['POST', 'RegenerarFactura'],
      ['GET', 'ReenviarDatosDian'],
      ['GET', 'ReprocesarDatosDian'],
    ] as const) {
      const x = await adminEds(metodo, `/api/guru.facturacion/${ruta}/${id}`);
      expect([ruta, x.statusCode, x.json().mensaje]).toEqual([ruta, 404, MENSAJES.facturaNoExiste]);
    }
    expect((await adminEds('POST', `/api/guru.facturacion/ActualizarEstadoFactura/${id}`, { estado: 5 })).statusCode).toBe(404);
    const suya = new Set([e.empresaId]);
    await expect(db().transaction((tx) => reenviarFactura(tx, id, suya))).rejects.toMatchObject({
      status: 404,
      message: MENSAJES.facturaNoExiste,
    });
    await expect(db().transaction((tx) => regenerarFactura(tx, id, suya, null))).rejects.toMatchObject({ status: 404 });
    expect(await factura(id)).toMatchObject({ estado: ESTADO_FE.ERROR_ANTES_DE_ENVIO, enviada: false });
    expect(await fila(db(), sql`SELECT count(*)::int AS n FROM fe_envios WHERE factura_id = ${id}`)).toEqual({ n: 0 });
  });
});
