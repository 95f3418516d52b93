import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ANULACION as M, MENSAJES_NOTA_CREDITO } from '@eds/contracts/facturacion/anulacion';
import { MENSAJES_CONCILIACION } from '@eds/contracts/conciliacion/conciliacion';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { fila, filas } from '../src/db/client';
import { anularVenta } from '../src/services/facturacion/anulacion';
import { validarEsquema } from '../src/services/facturacion/esquema';
import type { SimuladorDian } from '../src/services/facturacion/simulador';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { diferenciasOperacion, diferenciasVentas } from './invariantes';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';
import { centavosLinea, pesos, tokenCanastilla } from './reportes-fixtures';

/**
 * Integration: sale annulment (G16). One transaction marks the sale annulled, returns store stock (not fuel),
 * restores the credit quota, subtracts the rollups (they keep equal to the raw sums of registered sales) and, for an
 * electronically invoiced sale, stores a credit note with its CUDE that the sender signs and the DIAN simulator
 * accepts. Refusals: already annulled, out of the allowed days, reconciled day; scope; two annulments at once.
 */

let t: AppDePrueba;
let e: EstacionPos;
let ajena: EstacionPos;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let motivo: number;
let consecutivo = 970_000;
const db = () => t.database.db;

async function estacionDe(empresaId: number): Promise<EstacionPos> {
  const n = (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM empresas WHERE tipo = 3 AND id < ${empresaId}`))!.n;
  return estacionPos(t, n);
}

/** Posts one sale through the POS and answers its id. */
async function vender(est: EstacionPos, venta: Record<string, unknown>, token = est.token): Promise<number> {
  const r = await postPos(t.app, token, 'ventas', { ventas: [venta] });
  expect(r.json().data, r.body).toMatchObject({ aceptadas: 1 });
  return Number((await fila<{ id: number }>(db(), sql`SELECT id FROM ventas WHERE uuid = ${venta.uuid as string}::uuid`))!.id);
}

const anular = (cliente: ReturnType<typeof conToken>, id: number, observacion = 'El cliente pidió anular la venta') =>
  cliente('POST', '/api/movimientos/anular_venta', { venta: { id, concepto: motivo, anulacion_web: true, observacion } });

async function vaciarCola(): Promise<void> {
  for (let i = 0; i < 100 && (await t.app.fe.enviar()) > 0; i++);
}

beforeAll(async () => {
  t = await crearApp();
  const ids = await idsDemo(t.database);
  e = await estacionDe(ids.barranquilla);
  ajena = await estacionDe(ids.cartagena);
  // The station administrator annuls (letter N) on the general annulment screen.
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RN' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'ANULACIONVENTAS'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RN'`);
  admin = conToken(t.app, e.admin);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  const r = await admin('GET', `/api/movimientos/obtener-motivo-anulacion?empresa_id=${e.empresaId}`);
  expect(r.statusCode).toBe(200);
  motivo = (r.json().data as { id: number; descripcion: string }[]).find((m) => m.descripcion === 'VENTA DUPLICADA')!.id;
});
afterAll(async () => {
  await t?.cerrar();
});

describe('sale annulment', () => {
  it('an e-invoiced fuel sale: annulled, rollups equal the raw sums, and a credit note with CUDE the simulator accepts', async () => {
    const numero = ++consecutivo;
    const id = await vender(e, ventaCombustible(e, 4, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true } }));
    await vaciarCola();
    const factura = (await fila<{ id: number; estado: number; cufe: string }>(
      db(),
      sql`SELECT id, estado, cufe FROM facturas_electronicas WHERE venta_id = ${id}`,
    ))!;
    expect(Number(factura.estado)).toBe(ESTADO_FE.AUTORIZADA);
    const tanque = async () =>
      (await fila<{ cantidad: string }>(
        db(),
        sql`SELECT cantidad::text FROM existencias WHERE bodega_id = ${e.manguera.bodegaId} AND producto_id = ${e.manguera.productoId}`,
      ))!.cantidad;
    const antes = await tanque();

    const r = await eds('POST', '/api/movimientos/anular_venta', {
      venta: { id, concepto: motivo, anulacion_web: true, observacion: 'Venta registrada dos veces' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      mensaje: M.anulada,
      data: { id, estado_movimiento: '009002', nota_credito: { numero: expect.stringMatching(/^NC\d+$/), estado: 5 } },
    });
    expect(await fila(db(), sql`SELECT estado_movimiento FROM ventas WHERE id = ${id}`)).toEqual({ estado_movimiento: '009002' });
    expect(await fila(db(), sql`SELECT observacion, motivo_id, web FROM ventas_anulaciones WHERE venta_id = ${id}`)).toEqual({
      observacion: 'Venta registrada dos veces',
      motivo_id: motivo,
      web: 'S',
    });
    // Fuel is not returned to the tank: the meters counted it.
    expect(await tanque()).toBe(antes);
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});
    expect(await diferenciasOperacion(db())).toEqual({});

    expect(await fila(db(), sql`SELECT accion, estado FROM fe_envios WHERE factura_id = ${factura.id}`)).toEqual({
      accion: 'NOTA_CREDITO',
      estado: 'PENDIENTE',
    });
    await vaciarCola();
    const nota = (await fila<{ estado: number; cude: string; mensaje: string }>(
      db(),
      sql`SELECT estado, cude, mensaje FROM fe_notas_credito WHERE factura_id = ${factura.id}`,
    ))!;
    expect(nota).toMatchObject({ estado: ESTADO_FE.AUTORIZADA, mensaje: MENSAJES_NOTA_CREDITO.autorizada });
    const doc = (await fila<{ codigo: string; xml_firmado: string; codigo_respuesta: string }>(
      db(),
      sql`SELECT codigo, xml_firmado, codigo_respuesta FROM fe_documentos WHERE factura_id = ${factura.id} AND tipo = 'NOTA_CREDITO'`,
    ))!;
    expect(doc.codigo).toBe(nota.cude);
    expect(doc.codigo_respuesta).toBe('00');
    expect(doc.xml_firmado).toContain(`<cbc:UUID schemeID="2" schemeName="CUDE-SHA384">${nota.cude}</cbc:UUID>`);
    expect(doc.xml_firmado).toContain('<cbc:ResponseCode>2</cbc:ResponseCode>');
    expect(doc.xml_firmado).toContain(`<cbc:UUID schemeName="CUFE-SHA384">${factura.cufe}</cbc:UUID>`);
    expect(await validarEsquema(doc.xml_firmado)).toEqual({ valido: true, errores: [] });
    // The invoice itself stays authorised.
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${factura.id}`)).toEqual({ estado: 2 });

    // Annulling again is refused with the spec's text.
    const otra = await anular(eds, id);
    expect(otra.statusCode).toBe(400);
    expect(otra.json().mensaje).toBe(M.yaAnulada);
  });

  it('a store sale returns its stock; a credit sale restores the quota; rollups and stock stay equal to the rows', async () => {
    const canastilla = centavosLinea(3, e.productoCanastilla.precio);
    const idTienda = await vender(
      e,
      {
        uuid: randomUUID(),
        fecha: haceMinutos(1),
        tipo_negocio: 'S',
        detalles: [{ producto_id: e.productoCanastilla.id, cantidad: 3, precio: e.productoCanastilla.precio, valor: pesos(canastilla) }],
        medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: pesos(canastilla) }],
      },
      await tokenCanastilla(t, e),
    );
    const bodega = (await fila<{ bodega_id: number }>(db(), sql`SELECT bodega_id FROM ventas_detalles WHERE venta_id = ${idTienda}`))!
      .bodega_id;
    const stock = async () =>
      Number(
        (await fila<{ c: string }>(
          db(),
          sql`SELECT cantidad::text AS c FROM existencias WHERE bodega_id = ${bodega} AND producto_id = ${e.productoCanastilla.id}`,
        ))!.c,
      );
    const antes = await stock();
    expect((await anular(eds, idTienda)).statusCode).toBe(200);
    expect(await stock()).toBe(antes + 3);

    const credito = ventaCombustible(e, 2, { cliente: e.clienteCredito });
    (credito.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.creditoCliente;
    const consumo = async () =>
      Number(
        (await fila<{ c: string }>(
          db(),
          sql`SELECT sum(consumido)::text AS c FROM cupos WHERE cliente_id = ${e.clienteCredito} AND tipo = 'CREDITO'`,
        ))!.c,
      );
    const sinVenta = await consumo();
    const idCredito = await vender(e, credito);
    expect(await consumo()).toBeGreaterThan(sinVenta);
    const r = await anular(eds, idCredito);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.nota_credito).toBeNull();
    expect(await consumo()).toBe(sinVenta);
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});
    expect(await diferenciasOperacion(db())).toEqual({});
  });

  it('two annulments of one sale at once annul it once, with one credit note', async () => {
    const numero = ++consecutivo;
    const id = await vender(e, ventaCombustible(e, 1, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true } }));
    await vaciarCola();
    const [a, b] = await Promise.all([anular(admin, id), anular(admin, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((x) => x.statusCode === 400)!.json().mensaje).toBe(M.yaAnulada);
    expect(await fila(db(), sql`SELECT count(*)::int AS n FROM ventas_anulaciones WHERE venta_id = ${id}`)).toEqual({ n: 1 });
    expect(
      await fila(
        db(),
        sql`SELECT count(*)::int AS n FROM fe_notas_credito n JOIN facturas_electronicas f ON f.id = n.factura_id WHERE f.venta_id = ${id}`,
      ),
    ).toEqual({ n: 1 });
    expect(await diferenciasVentas(db(), e.empresaId)).toEqual({});
  });

  it('a credit note waits while its invoice is not authorised and is sent once DIAN authorises the invoice', async () => {
    const numero = ++consecutivo;
    const simulador = t.app.fe.proveedor as SimuladorDian;
    const id = await vender(e, ventaCombustible(e, 1, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true } }));
    simulador.programar(`F000${numero}`, {
      accion: 'rechazar',
      reglas: ['Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
    });
    await vaciarCola();
    const f = (await fila<{ id: number; estado: number }>(
      db(),
      sql`SELECT id, estado::int AS estado FROM facturas_electronicas WHERE venta_id = ${id}`,
    ))!;
    expect(f.estado).toBe(ESTADO_FE.NO_AUTORIZADA);
    expect((await anular(admin, id)).statusCode).toBe(200);
    expect(await fila(db(), sql`SELECT estado::int AS estado, mensaje FROM fe_notas_credito WHERE factura_id = ${f.id}`)).toEqual({
      estado: 5,
      mensaje: MENSAJES_NOTA_CREDITO.esperaFactura,
    });
    expect((await admin('POST', `/api/guru.facturacion/RegenerarFactura/${f.id}`)).statusCode).toBe(200);
    await vaciarCola();
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${f.id}`)).toEqual({ estado: 2 });
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM fe_notas_credito WHERE factura_id = ${f.id}`)).toEqual({ estado: 2 });
  });

  it('refuses a sale older than DIAS_MAXIMOS_ANULACION, a reconciled day, a short observation, and a sibling station', async () => {
    const vieja = await vender(e, ventaCombustible(e, 1, { fecha: haceMinutos(40 * 24 * 60) }));
    const r1 = await anular(eds, vieja);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().mensaje).toBe(M.fueraDePlazo(30));
    // The station's own DIAS_MAXIMOS_ANULACION (G10 parameter) narrows it.
    await db().execute(sql`INSERT INTO parametros_valores (definicion_id, nivel, empresa_id, valor)
      SELECT id, 'ESTACION', ${e.empresaId}, '1' FROM parametros_definiciones WHERE codigo = 'DIAS_MAXIMOS_ANULACION'`);
    const reciente = await vender(e, ventaCombustible(e, 1, { fecha: haceMinutos(3 * 24 * 60) }));
    const r0 = await anular(eds, reciente);
    expect(r0.statusCode).toBe(400);
    expect(r0.json().mensaje).toBe(M.fueraDePlazo(1));
    await db().execute(sql`DELETE FROM parametros_valores WHERE nivel = 'ESTACION' AND empresa_id = ${e.empresaId}`);
    expect((await anular(eds, reciente)).statusCode).toBe(200);

    const id = await vender(e, ventaCombustible(e, 1));
    const dia = (await fila<{ d: string }>(db(), sql`SELECT fecha_negocio::text AS d FROM ventas WHERE id = ${id}`))!.d;
    await db().execute(sql`INSERT INTO dias_conciliados (empresa_id, fecha) VALUES (${e.empresaId}, ${dia}::date)`);
    const r2 = await anular(eds, id);
    expect(r2.statusCode).toBe(400);
    expect(r2.json().mensaje).toBe(MENSAJES_CONCILIACION.diaConciliado);
    expect(await fila(db(), sql`SELECT estado_movimiento FROM ventas WHERE id = ${id}`)).toEqual({ estado_movimiento: '009001' });
    expect(await fila(db(), sql`SELECT count(*)::int AS n FROM ventas_anulaciones WHERE venta_id = ${id}`)).toEqual({ n: 0 });
    await db().execute(sql`DELETE FROM dias_conciliados WHERE empresa_id = ${e.empresaId} AND fecha = ${dia}::date`);

    const r3 = await anular(eds, id, 'corta');
    expect(r3.statusCode).toBe(400);
    expect(JSON.stringify(r3.json())).toContain(M.observacionCorta);

    // A station user cannot reach a sibling station's sale by changing the id.
    const ajenaId = await vender(ajena, ventaCombustible(ajena, 1));
    const r4 = await anular(eds, ajenaId);
    expect(r4.statusCode).toBe(404);
    expect(r4.json().mensaje).toBe(M.noExiste);
    expect(await fila(db(), sql`SELECT estado_movimiento FROM ventas WHERE id = ${ajenaId}`)).toEqual({ estado_movimiento: '009001' });
    const lista = await eds('GET', `/api/movimientos/ventas?empresa_id=${ajena.empresaId}&fecha=${dia}`);
    expect(lista.statusCode).toBe(403);
  });

  it('the kiosk screen’s module reaches kiosk sales only: a fuel sale does not exist for it', async () => {
    const id = await vender(e, ventaCombustible(e, 1));
    const tx = anularVenta(db(), {
      ventaId: id,
      motivoId: motivo,
      observacion: 'Prueba del módulo de kiosco',
      usuarioId: null,
      alcance: new Set([e.empresaId]),
      tipos: new Set(['K']),
    });
    await expect(tx).rejects.toMatchObject({ status: 404, message: M.noExiste });
    expect(await fila(db(), sql`SELECT estado_movimiento FROM ventas WHERE id = ${id}`)).toEqual({ estado_movimiento: '009001' });
  });

  it('lists a station day’s sales to annul, found by number, with their state', async () => {
    const numero = ++consecutivo;
    const id = await vender(e, ventaCombustible(e, 2, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true } }));
    const dia = (await fila<{ d: string }>(db(), sql`SELECT fecha_negocio::text AS d FROM ventas WHERE id = ${id}`))!.d;
    const r = await eds('GET', `/api/movimientos/ventas?empresa_id=${e.empresaId}&fecha=${dia}&numero=F000${numero}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual([
      expect.objectContaining({ id, numero: `F000${numero}`, estado: 'REGISTRADA', tipo_negocio: 'C', estado_fe: 7 }),
    ]);
    const anuladas = await filas(
      db(),
      sql`SELECT id FROM ventas WHERE empresa_id = ${e.empresaId} AND right(estado_movimiento, 3) = '002'`,
    );
    expect(anuladas.length).toBeGreaterThan(0);
  });
});

describe('electronic invoices of the actions screen', () => {
  it('lists the invoices in scope with CUFE and DIAN answer; the detail has documents, transitions and the credit note; the XML downloads', async () => {
    const numero = ++consecutivo;
    const id = await vender(e, ventaCombustible(e, 2, { factura: { prefijo: 'F000', consecutivo: numero, electronica: true } }));
    await vaciarCola();
    expect((await anular(admin, id)).statusCode).toBe(200);
    await vaciarCola();
    const lista = await eds('GET', `/api/guru.facturacion/facturas?empresa_id=${e.empresaId}&buscar=F000${numero}`);
    expect(lista.statusCode, lista.body).toBe(200);
    const [f] = lista.json().data;
    expect(f).toMatchObject({ factura: `F000${numero}`, estado: 2, codigo_respuesta: '00', anulada: true, cliente: 'Consumidor final' });
    expect(f.cufe).toMatch(/^[0-9a-f]{96}$/);

    const detalle = await eds('GET', `/api/guru.facturacion/facturas/${f.id}`);
    expect(detalle.statusCode).toBe(200);
    const d = detalle.json().data;
    expect(d.documentos.map((x: { tipo: string }) => x.tipo)).toEqual(['NOTA_CREDITO', 'FACTURA']);
    expect(d.transiciones.map((x: { desde: number | null; hacia: number }) => [x.desde, x.hacia])).toEqual([
      [7, 2],
      [null, 7],
    ]);
    expect(d.nota_credito).toMatchObject({ estado: 2, motivo: 'VENTA DUPLICADA', observacion: 'El cliente pidió anular la venta' });

    const xml = await eds('GET', `/api/guru.facturacion/facturas/${f.id}/xml?tipo=NOTA_CREDITO`);
    // ADMINEDS has no E on the module: the download needs it.
    expect(xml.statusCode).toBe(403);
    const xmlAdmin = await admin('GET', `/api/guru.facturacion/facturas/${f.id}/xml`);
    expect(xmlAdmin.statusCode).toBe(200);
    expect(xmlAdmin.headers['content-disposition']).toBe(`attachment; filename="F000${numero}.xml"`);
    expect(xmlAdmin.body).toContain(`schemeName="CUFE-SHA384">${f.cufe}</cbc:UUID>`);

    const pdf = await admin('GET', `/api/guru.facturacion/facturas/${f.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="F000${numero}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The link annotation of DIAN's lookup carries the CUFE (the QR encodes the same link).
    expect(pdf.rawPayload.toString('latin1')).toContain(`documentkey=${f.cufe}`);

    const dia = (await fila<{ d: string }>(db(), sql`SELECT fecha_negocio::text AS d FROM ventas WHERE id = ${id}`))!.d;
    const anuladas = await eds('POST', '/api/movimiento/fe-anuladas', { fecha_inicial: dia, fecha_final: dia });
    expect(anuladas.statusCode, anuladas.body).toBe(200);
    expect(anuladas.json().data).toContainEqual(
      expect.objectContaining({ factura: `F000${numero}`, cufe: f.cufe, estado_nota: 2, motivo: 'VENTA DUPLICADA', usuario: 'SUPERADMIN' }),
    );
    expect(
      (await eds('POST', '/api/movimiento/fe-anuladas', { estaciones: [ajena.empresaId], fecha_inicial: dia, fecha_final: dia }))
        .statusCode,
    ).toBe(403);

    // Another station's invoice does not exist for the station user.
    const r = (await fila<{ prefijo: string; desde: number }>(
      db(),
      sql`SELECT prefijo, desde::int AS desde FROM resoluciones WHERE empresa_id = ${ajena.empresaId} AND estado = 'A' ORDER BY id LIMIT 1`,
    ))!;
    const ajenaId = await vender(
      ajena,
      ventaCombustible(ajena, 1, { factura: { prefijo: r.prefijo, consecutivo: r.desde + 900_000, electronica: true } }),
    );
    const fa = (await fila<{ id: number }>(db(), sql`SELECT id FROM facturas_electronicas WHERE venta_id = ${ajenaId}`))!.id;
    expect((await eds('GET', `/api/guru.facturacion/facturas/${fa}`)).statusCode).toBe(404);
    expect((await eds('GET', `/api/guru.facturacion/facturas?empresa_id=${ajena.empresaId}`)).statusCode).toBe(403);
  });
});
