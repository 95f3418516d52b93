import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CONCILIACION as M, textoNovedad } from '@eds/contracts/conciliacion/conciliacion';
import { MENSAJES_CONTABILIDAD as MC } from '@eds/contracts/conciliacion/contabilidad';
import { MENSAJES } from '@eds/contracts/mensajes';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { fila, filas } from '../src/db/client';
import { exigirCuadre } from '../src/services/contabilidad/comprobante';
import { conToken, ingresar, type AppDePrueba, crearApp } from './helper';
import { estacionPos, postPos, type EstacionPos } from './pos-fixtures';
import { aLas, centavosLinea, diaDePrueba, hojaExcel, islaYPromotor, pesos, publicar, tokenCanastilla, ventaDe } from './reportes-fixtures';

/**
 * CONCILIADOR EDS: every figure is the sum of the rows this test posts through the POS API on days no demo operation
 * reaches, to the cent and to the thousandth of a gallon; reconciling is refused with novelties, for today, twice,
 * without the grant and outside the caller's scope; two concurrent starts reconcile once; the voucher balances;
 * a reconciled day is frozen.
 */
let t: AppDePrueba;
let e: EstacionPos;
let admin: ReturnType<typeof conToken>;
let D: string;
let producto: string;
let tanques: number[];
let isla: { mangueras: number[]; promotorId: number };

/** Cents of the clean day's fuel sales by payment: cash, debit card, customer credit; and its store sale. */
const centavos = { efectivo: 0, debito: 0, credito: 0, canastilla: 0 };
const milesimas = { venta: 0 };

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t, 0);
  admin = conToken(t.app, e.admin);
  D = diaDePrueba();
  producto = (await fila<{ descripcion: string }>(
    t.database.db,
    sql`SELECT descripcion FROM productos WHERE id = ${e.manguera.productoId}`,
  ))!.descripcion;
  tanques = (
    await filas<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM bodegas WHERE empresa_id = ${e.empresaId} AND tipo = 'TANQUE' AND estado = 'A' ORDER BY id`,
    )
  ).map((b) => b.id);
  isla = await islaYPromotor(t, e);
});
afterAll(async () => t.cerrar());

const lecturasIsla = (base: number, extra = 0) =>
  isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: base + i * 10 + (m === e.manguera.id ? extra : 0) }));

/** Every active tank of the station gets a dip on the day (no tank-reading novelty). */
async function medirTanques(dia: string): Promise<void> {
  await publicar(
    t.app,
    e.token,
    'lecturas-tanque',
    'lecturas',
    tanques.map((b) => ({ uuid: randomUUID(), fecha: aLas(dia, '21:00:00'), bodega_id: b, volumen: 3000 })),
  );
}

/**
 * A clean day: two shifts on the island, fuel sales paid three ways, a store sale, a test pour, every hose read at
 * each close, every tank dipped. Shift 1's meter runs 0.25 gal past its sales and pour; shift 2 opens 0.5 gal past
 * shift 1's close.
 */
async function prepararDiaLimpio(dia: string, base: number, contar: boolean): Promise<{ turno1: string; turno2: string }> {
  const turno1 = randomUUID();
  const turno2 = randomUUID();
  await publicar(t.app, e.token, 'turnos/apertura', 'turnos', [
    { uuid: turno1, fecha: aLas(dia, '07:00:00'), isla_id: e.manguera.islaId, promotor_id: isla.promotorId, lecturas: lecturasIsla(base) },
  ]);
  const turno = { turno: turno1, promotor: isla.promotorId };
  const efectivo = ventaDe(e, aLas(dia, '08:00:00'), 10.125, turno);
  const debito = ventaDe(e, aLas(dia, '09:00:00'), 7.333, turno);
  (debito.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.debito;
  const credito = ventaDe(e, aLas(dia, '10:00:00'), 3.019, { ...turno, cliente: e.clienteCredito });
  (credito.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = e.medios.creditoCliente;
  await publicar(t.app, e.token, 'ventas', 'ventas', [efectivo, debito, credito]);
  const canastilla = centavosLinea(2, e.productoCanastilla.precio);
  await publicar(t.app, await tokenCanastilla(t, e), 'ventas', 'ventas', [
    {
      uuid: randomUUID(),
      fecha: aLas(dia, '11:00:00'),
      tipo_negocio: 'S',
      detalles: [{ producto_id: e.productoCanastilla.id, cantidad: 2, precio: e.productoCanastilla.precio, valor: pesos(canastilla) }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: pesos(canastilla) }],
    },
  ]);
  await publicar(t.app, e.token, 'calibraciones', 'calibraciones', [
    {
      uuid: randomUUID(),
      fecha: aLas(dia, '11:30:00'),
      manguera_id: e.manguera.id,
      volumen: 1.5,
      turno: turno1,
      promotor_id: isla.promotorId,
    },
  ]);
  const vendidos = 10.125 + 7.333 + 3.019;
  const cierre1 = lecturasIsla(base, vendidos + 1.5 + 0.25);
  await publicar(t.app, e.token, 'turnos/cierre', 'turnos', [{ uuid: turno1, fecha: aLas(dia, '13:00:00'), lecturas: cierre1 }]);
  const apertura2 = lecturasIsla(base, vendidos + 1.75 + 0.5);
  await publicar(t.app, e.token, 'turnos/apertura', 'turnos', [
    { uuid: turno2, fecha: aLas(dia, '14:00:00'), isla_id: e.manguera.islaId, promotor_id: isla.promotorId, lecturas: apertura2 },
  ]);
  await publicar(t.app, e.token, 'turnos/cierre', 'turnos', [{ uuid: turno2, fecha: aLas(dia, '20:00:00'), lecturas: apertura2 }]);
  await medirTanques(dia);
  if (contar) {
    centavos.efectivo = efectivo.centavos;
    centavos.debito = debito.centavos;
    centavos.credito = credito.centavos;
    centavos.canastilla = canastilla;
    milesimas.venta = 10125 + 7333 + 3019;
  }
  return { turno1, turno2 };
}

const turnoId = async (uuid: string) =>
  Number((await fila<{ id: number }>(t.database.db, sql`SELECT id FROM turnos WHERE uuid = ${uuid}::uuid`))!.id);

async function crearReglas(): Promise<void> {
  for (const [operacion, debito, credito] of [
    ['VENTA CONTADO', '110505', '413520'],
    ['VENTA CRÉDITO', '130505', '413520'],
  ]) {
    const r = await admin('POST', '/api/v1/postingRule', {
      empresa_id: e.empresaId,
      operacion,
      tipo_negocio: '*',
      cuenta_debito: debito,
      cuenta_credito: credito,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MC.creado);
  }
}

describe('CONCILIADOR EDS: the figures of a day', () => {
  let turnos: { turno1: string; turno2: string };
  beforeAll(async () => {
    turnos = await prepararDiaLimpio(D, 1000, true);
  });

  it('answers no novelties for a clean day, and the calendar offers it from the first day of operations', async () => {
    const r = await admin('GET', `/api/v1/news?empresaId=${e.empresaId}&startDate=${D}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().result).toEqual([]);
    const c = await admin('GET', `/api/v1/news/${e.empresaId}?mes=${D.slice(0, 7)}`);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().result.newsStartDate).toBe(D);
    expect(c.json().result.newsDateList).not.toContain(D);
    expect(c.json().result.ClosingDays).toEqual([]);
  });

  it('consolidates the payments by business and by the six categories, to the cent', async () => {
    const r = await admin('GET', `/api/v1/consolidator/allBusiness?empresaId=${e.empresaId}&fecha=${D}`);
    expect(r.statusCode, r.body).toBe(200);
    const { fuel, canastilla, kiosco } = r.json().result;
    expect(fuel.valor_venta).toBe(pesos(centavos.efectivo + centavos.debito + centavos.credito));
    expect(fuel.forma_pago.contado).toEqual({
      total: pesos(centavos.efectivo),
      detalle: [{ medio_pago: 'EFECTIVO', total: pesos(centavos.efectivo) }],
    });
    expect(fuel.forma_pago.otros_medios_pagos).toEqual({
      total: pesos(centavos.debito),
      detalle: [{ medio_pago: 'TARJETA DEBITO', total: pesos(centavos.debito) }],
    });
    expect(fuel.forma_pago.credito.total).toBe(pesos(centavos.credito));
    expect(fuel.forma_pago.consumo_interno).toEqual({ total: 0 });
    expect(fuel.forma_pago.recaudo).toEqual({ total: 0 });
    expect(fuel.listado_conciliador.map((l: { descripcion: string }) => l.descripcion)).toEqual([
      'OTROS MEDIOS DE PAGOS',
      'PRIVADA',
      'CONTADO',
      'RECAUDO',
      'CONSUMO INTERNO',
      'CREDITO',
    ]);
    expect(canastilla.valor_venta).toBe(pesos(centavos.canastilla));
    expect(canastilla.forma_pago.contado.total).toBe(pesos(centavos.canastilla));
    expect(kiosco.valor_venta).toBe(0);
  });

  it('computes the reading differences per shift and product in gallons, to the thousandth, with the total row', async () => {
    const r = await admin('GET', `/api/v1/consolidator/readingsdifference?empresaId=${e.empresaId}&fecha=${D}`);
    expect(r.statusCode, r.body).toBe(200);
    const { detallado, total } = r.json().result;
    const t1 = await turnoId(turnos.turno1);
    const t2 = await turnoId(turnos.turno2);
    expect(detallado[String(t1)][producto]).toMatchObject({
      turno_eds: t1,
      producto,
      unidad: 'GALONES',
      venta_total: milesimas.venta / 1000,
      calibraciones: 1.5,
      galones_medidor: (milesimas.venta + 1750) / 1000,
      diferencia_manguera: 0.25,
      diferencia_lectura: 0,
    });
    expect(detallado[String(t2)][producto]).toMatchObject({
      venta_total: 0,
      calibraciones: 0,
      diferencia_manguera: 0,
      diferencia_lectura: 0.5,
    });
    expect(total).toEqual({ venta_total: milesimas.venta / 1000, calibraciones: 1.5, diferencia_manguera: 0.25, diferencia_lectura: 0.5 });
  });
});

describe('reconciling a day', () => {
  it('refuses a day with novelties, and lists them alphabetically', async () => {
    const dia = sumarDias(D, 1);
    const turno = randomUUID();
    await publicar(t.app, e.token, 'turnos/apertura', 'turnos', [
      { uuid: turno, fecha: aLas(dia, '07:00:00'), isla_id: e.manguera.islaId, promotor_id: isla.promotorId, lecturas: lecturasIsla(5000) },
    ]);
    await publicar(t.app, e.token, 'sobres', 'sobres', [
      { uuid: randomUUID(), fecha: aLas(dia, '09:00:00'), turno, numero: 1, valor: 200000 },
    ]);
    const r = await admin('GET', `/api/v1/news?empresaId=${e.empresaId}&startDate=${dia}`);
    const novedades = r.json().result as { codigo: string; descripcion: string }[];
    expect(novedades.map((n) => n.codigo).sort()).toEqual(
      ['SOBRE_SIN_VERIFICAR', 'TURNO_ABIERTO', ...tanques.map(() => 'LECTURA_TANQUE')].sort(),
    );
    expect(novedades.find((n) => n.codigo === 'SOBRE_SIN_VERIFICAR')!.descripcion).toBe(
      textoNovedad('SOBRE_SIN_VERIFICAR', { cantidad: 1 }),
    );
    const textos = novedades.map((n) => n.descripcion);
    expect(textos).toEqual([...textos].sort((a, b) => a.localeCompare(b, 'es')));
    const c = await admin('GET', `/api/v1/news/${e.empresaId}?mes=${dia.slice(0, 7)}`);
    expect(c.json().result.newsDateList).toContain(dia);
    const x = await admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: dia });
    expect(x.statusCode).toBe(400);
    expect(x.json().mensaje).toBe(M.conNovedades);
    expect((await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM dias_conciliados`))!.n).toBe(0);
  });

  it('refuses today, a station outside the scope, a user without the grant, and a day without posting rules', async () => {
    const hoy = diaOperativo(new Date());
    const r = await admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: hoy });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.diaAbierto);
    const sinEstacion = await admin('POST', '/api/v1/sap/clousingDay/create', { fechaCierre: D });
    expect(sinEstacion.json().mensaje).toBe(M.seleccioneEstacion);

    const zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
    const sinLetra = await zonal('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: D });
    expect(sinLetra.statusCode).toBe(403);
    expect(sinLetra.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    const consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
    const sinModulo = await consulta('GET', `/api/v1/news/${e.empresaId}`);
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);

    // A station administrator holding the grant reaches its own station only, whatever id it sends.
    await t.database.db.execute(sql`UPDATE perfiles_modulos pm SET asignaciones = 'RC' FROM perfiles p
      WHERE pm.perfiles_id = p.id AND p.descripcion = 'ADMINISTRADOR DE ESTACION' AND pm.modulos_id = 292`);
    const adminEds = await ingresar(t.app, 'ADMINEDS');
    const propia = adminEds.data.empresas_id;
    const hermana = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM empresas WHERE tipo = 3 AND id <> ${propia} ORDER BY id LIMIT 1`,
    ))!.id;
    const eds = conToken(t.app, adminEds.token);
    for (const [metodo, url, cuerpo] of [
      ['GET', `/api/v1/news/${hermana}`],
      ['GET', `/api/v1/news?empresaId=${hermana}&startDate=${D}`],
      ['GET', `/api/v1/consolidator/allBusiness?empresaId=${hermana}&fecha=${D}`],
      ['GET', `/api/v1/consolidator/readingsdifference?empresaId=${hermana}&fecha=${D}`],
      ['GET', `/api/v1/sap/clousingDay?empresaId=${hermana}&fechaCierre=${D}`],
      ['GET', `/api/v1/sap/clousingDay/all/${hermana}`],
      ['POST', '/api/v1/sap/clousingDay/create', { empresaId: hermana, fechaCierre: D }],
    ] as const) {
      const x = await eds(metodo, url, cuerpo);
      expect(x.statusCode, url).toBe(403);
      expect(x.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    }

    const sinReglas = await admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: D });
    expect(sinReglas.statusCode).toBe(400);
    expect(sinReglas.json().mensaje).toBe(MC.sinRegla);
    expect(
      sinReglas
        .json()
        .errores.map((x: { mensaje: string }) => x.mensaje)
        .sort(),
    ).toEqual(['VENTA CONTADO', 'VENTA CRÉDITO']);
    expect((await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM dias_conciliados`))!.n).toBe(0);
  });

  it('reconciles a clean past day once, with a balanced voucher; the second time is refused and the calendar shows it', async () => {
    await crearReglas();
    const r = await admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: D });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.exito);
    const { comprobante_id } = r.json().result;
    const otra = await admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: D });
    expect(otra.statusCode).toBe(400);
    expect(otra.json().mensaje).toBe(M.yaConciliado);

    const estado = await admin('GET', `/api/v1/sap/clousingDay?empresaId=${e.empresaId}&fechaCierre=${D}`);
    expect(estado.json().result).toHaveLength(1);
    expect(estado.json().result[0]).toMatchObject({ fecha_cierre: D, estado: 'PENDIENTE', comprobante_id });
    const c = await admin('GET', `/api/v1/news/${e.empresaId}?mes=${D.slice(0, 7)}`);
    expect(c.json().result.ClosingDays).toEqual([D]);

    const v = await admin('GET', `/api/v1/posting/voucher/${comprobante_id}`);
    expect(v.statusCode, v.body).toBe(200);
    const voucher = v.json().data as {
      lineas: { cuenta: string; debito: number; credito: number }[];
      total_debitos: number;
      total_creditos: number;
    };
    const cents = (x: number) => Math.round(x * 100);
    const debitos = voucher.lineas.reduce((s, l) => s + cents(l.debito), 0);
    const creditos = voucher.lineas.reduce((s, l) => s + cents(l.credito), 0);
    const pagos = centavos.efectivo + centavos.debito + centavos.credito + centavos.canastilla;
    expect(debitos).toBe(pagos);
    expect(creditos).toBe(pagos);
    expect(cents(voucher.total_debitos)).toBe(pagos);
    expect(cents(voucher.total_creditos)).toBe(pagos);
    const porCuenta = (cuenta: string, lado: 'debito' | 'credito') =>
      voucher.lineas.filter((l) => l.cuenta === cuenta).reduce((s, l) => s + cents(l[lado]), 0);
    expect(porCuenta('130505', 'debito')).toBe(centavos.credito);
    expect(porCuenta('110505', 'debito')).toBe(centavos.efectivo + centavos.debito + centavos.canastilla);
    expect(porCuenta('413520', 'credito')).toBe(pagos);
  });

  it('two concurrent starts of a day produce one reconciliation and one voucher', async () => {
    const dia = sumarDias(D, 3);
    // The novelty day left its promoter's shift open: another promoter works this day.
    isla = await islaYPromotor(t, e);
    await prepararDiaLimpio(dia, 20000, false);
    const [a, b] = await Promise.all([
      admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: dia }),
      admin('POST', '/api/v1/sap/clousingDay/create', { empresaId: e.empresaId, fechaCierre: dia }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((x) => x.statusCode === 400)!.json().mensaje).toBe(M.yaConciliado);
    const n = await fila<{ dias: number; comprobantes: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM dias_conciliados WHERE fecha = ${dia}::date) AS dias,
                 (SELECT count(*)::int FROM comprobantes_contables WHERE fecha = ${dia}::date) AS comprobantes`,
    );
    expect(n).toEqual({ dias: 1, comprobantes: 1 });
  });

  it('freezes the reconciled day: POS sales and readings, and back-office documents dated in it, are refused', async () => {
    const venta = ventaDe(e, aLas(D, '15:00:00'), 1);
    const { centavos: _c, ...cuerpo } = venta;
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [cuerpo] });
    expect(r.json().data).toMatchObject({ aceptadas: 0, rechazadas: [{ uuid: venta.uuid, mensaje: M.diaConciliado }] });
    const lectura = await postPos(t.app, e.token, 'lecturas-tanque', {
      lecturas: [{ uuid: randomUUID(), fecha: aLas(D, '22:00:00'), bodega_id: tanques[0], volumen: 10 }],
    });
    expect(lectura.json().data.rechazadas[0].mensaje).toBe(M.diaConciliado);
    const bodega = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM bodegas WHERE empresa_id = ${e.empresaId} AND tipo = 'CANASTILLA' ORDER BY id LIMIT 1`,
    ))!.id;
    const proveedor = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`,
    ))!.id;
    const doc = await admin('POST', '/api/movimiento/entrada', {
      empresa_id: e.empresaId,
      fecha: aLas(D, '16:00:00'),
      tipo_negocio: 'S',
      bodega_id: bodega,
      proveedor_id: proveedor,
      factura_proveedor: 'FV-CONCILIADO',
      lineas: [{ producto_id: e.productoCanastilla.id, cantidad: 1, costo_unitario: 1000 }],
    });
    expect(doc.statusCode, doc.body).toBe(400);
    expect(doc.json().mensaje).toBe(M.diaConciliado);
    // The next day is still open.
    const siguiente = ventaDe(e, aLas(sumarDias(D, 2), '10:00:00'), 1);
    const { centavos: _s, ...otra } = siguiente;
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [otra] })).json().data.aceptadas).toBe(1);
  });
});

describe('the voucher as a file, its send and its states', () => {
  it('exports CSV and Excel with the same lines, sends as a file (ENVIADO) and is confirmed by the accountant', async () => {
    const { comprobante_id: id } = (await admin('GET', `/api/v1/sap/clousingDay?empresaId=${e.empresaId}&fechaCierre=${D}`)).json()
      .result[0];
    const v = (await admin('GET', `/api/v1/posting/voucher/${id}`)).json().data as {
      lineas: { cuenta: string; debito: number; credito: number }[];
    };
    const csv = await admin('GET', `/api/v1/posting/voucher/${id}/file?formato=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lineas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe('comprobante,fecha,estacion,linea,cuenta,centro_costo,tercero,descripcion,debito,credito');
    expect(lineas).toHaveLength(v.lineas.length + 1);
    const sumaCsv = (col: number) => lineas.slice(1).reduce((s, l) => s + Math.round(Number(l.split(',').at(col - 10)) * 100), 0);
    expect(sumaCsv(8)).toBe(sumaCsv(9));
    const xlsx = await admin('GET', `/api/v1/posting/voucher/${id}/file?formato=xlsx`);
    const hoja = await hojaExcel(xlsx.rawPayload, 'COMPROBANTES');
    expect(hoja).toHaveLength(v.lineas.length + 1);
    expect(hoja.slice(1).map((f) => f[4])).toEqual(v.lineas.map((l) => l.cuenta));

    const enviado = await admin('POST', '/api/v1/posting/send', { comprobantes: [id], formato: 'csv' });
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.headers['x-enviados']).toBe('1');
    const archivo = /filename="([^"]+)"/.exec(String(enviado.headers['content-disposition']))![1];
    const despues = (await admin('GET', `/api/v1/posting/voucher/${id}`)).json().data;
    expect(despues.estado).toBe('ENVIADO');
    expect(despues.historial.map((h: { estado: string; detalle: string }) => [h.estado, h.detalle])).toEqual([
      ['PENDIENTE', MC.historialCreado],
      ['ENVIADO', `${MC.historialExportado} ${archivo}`],
    ]);
    const ok = await admin('PUT', `/api/v1/sap/clousingDay/voucher/${id}/estado`, {
      estado: 'CONCILIADO',
      detalle: 'importado en contabilidad',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const otraVez = await admin('POST', '/api/v1/posting/send', { comprobantes: [id] });
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json().mensaje).toBe(MC.estadoNoValido);
    const monitor = await admin('GET', `/api/v1/sap/clousingDay?estado=CONCILIADO`);
    expect(monitor.json().result.map((x: { comprobante_id: number }) => x.comprobante_id)).toEqual([id]);
  });

  it('the balance check refuses a voucher whose debits and credits differ', () => {
    const linea = {
      orden: 1,
      operacion: 'VENTA CONTADO',
      tipo_negocio: 'C',
      cuenta: '110505',
      centro_costo: null,
      tercero: null,
      descripcion: 'X',
    };
    expect(() =>
      exigirCuadre([
        { ...linea, debito: 100.01, credito: 0 },
        { ...linea, orden: 2, debito: 0, credito: 100 },
      ]),
    ).toThrow(MC.noCuadra);
    expect(
      exigirCuadre([
        { ...linea, debito: 0.1, credito: 0 },
        { ...linea, debito: 0.2, credito: 0 },
        { ...linea, debito: 0, credito: 0.3 },
      ]),
    ).toEqual({
      debitos: 30,
      creditos: 30,
    });
  });

  it('posting rules and SAP mappings: validation messages, duplicates, edit and state', async () => {
    const mala = await admin('POST', '/api/v1/postingRule', {
      empresa_id: e.empresaId,
      operacion: 'COMPRA',
      tipo_negocio: '*',
      cuenta_debito: '14A',
      cuenta_credito: '14A',
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().errores.map((x: { mensaje: string }) => x.mensaje)).toContain(MC.cuentaNoValida);
    const repetida = await admin('POST', '/api/v1/postingRule', {
      empresa_id: e.empresaId,
      operacion: 'VENTA CONTADO',
      tipo_negocio: '*',
      cuenta_debito: '110510',
      cuenta_credito: '413525',
    });
    expect(repetida.json().mensaje).toBe(MC.reglaRepetida);
    const lista = await admin('GET', `/api/v1/postingRule/empresa/${e.empresaId}?buscar=CRÉDITO`);
    expect(lista.json().data.map((r: { operacion: string }) => r.operacion)).toEqual(['VENTA CRÉDITO']);
    const regla = lista.json().data[0];
    const edit = await admin('PUT', '/api/v1/postingRule', { ...regla, empresa_id: e.empresaId, centro_costo: 'cc01' });
    expect(edit.json().mensaje).toBe(MC.editado);
    expect((await admin('GET', `/api/v1/postingRule/${regla.id}`)).json().data.centro_costo).toBe('CC01');
    expect((await admin('PUT', `/api/v1/postingRule/${regla.id}/I`)).json().mensaje).toBe(MC.inactivado);

    const medio = await admin('POST', '/api/v1/homologation', {
      empresa_id: e.empresaId,
      tipo: 'MEDIO_PAGO',
      referencia_id: e.medios.debito,
      codigo_externo: '111005',
    });
    expect(medio.statusCode, medio.body).toBe(200);
    const otra = await admin('POST', '/api/v1/homologation', {
      empresa_id: e.empresaId,
      tipo: 'MEDIO_PAGO',
      referencia_id: e.medios.debito,
      codigo_externo: '111006',
    });
    expect(otra.json().mensaje).toBe(MC.homologacionRepetida);
    const ajena = await admin('POST', '/api/v1/homologation', {
      empresa_id: e.empresaId,
      tipo: 'PRODUCTO',
      referencia_id: 2_000_000,
      codigo_externo: 'X',
    });
    expect(ajena.json().mensaje).toBe(MC.referenciaNoValida);
    const h = (await admin('GET', `/api/v1/homologation/empresa/${e.empresaId}?tipo=MEDIO_PAGO`)).json().data;
    expect(h).toEqual([expect.objectContaining({ referencia: 'TARJETA DEBITO', codigo_externo: '111005', estado: 'A' })]);
  });
});
