import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { fila } from '../src/db/client';
import { crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import {
  aLas,
  centavosLinea,
  diaDePrueba,
  islaYPromotor,
  pesos,
  publicar,
  reporte,
  tokenCanastilla,
  truncPorcentaje,
  ventaDe,
} from './reportes-fixtures';

/**
 * The closing and shift-cash reports (cierre_diario, v2, v3, consolidado-cierre-turno, reporte_cierres, reporte_arqueo,
 * cierre-dia-24-horas) over operations posted through the POS API on a day no demo operation reaches:
 * - shift 1 (07:00–14:00): a cash sale of 10,019 gal (shown 10,01), a debit-card sale of 20 gal, a store sale of two
 *   units, a test pour of 1 gal, two envelopes (100.000 and 50.000) and a final hand-over of 5.000; its hose meter runs
 *   31,519 gal, half a gallon more than the POS sold plus the test pour;
 * - a cash sale of 5 gal that names no shift (15:00);
 * - shift 2 (14:30), still open: a cash sale of 3 gal and an envelope of 20.000.
 * Money is checked in integer cents: the meter value is 30,519 gal × price, truncated once.
 */

let t: AppDePrueba;
let a: EstacionPos;
let pedir: ReturnType<typeof reporte>;
let D: string;
let turno1: number;
let turno2: number;
let producto: string;
let clave24: string;
let P: number;
const c = { efectivo1: 0, debito: 0, tienda: 0, sinTurno: 0, abierto: 0 };

const trunc = (centavosPorMil: number) => Math.trunc(centavosPorMil / 1000) / 100;

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
  pedir = reporte(t.app, a.admin);
  D = diaDePrueba();
  P = Math.round(a.precioCombustible * 100);
  const info = await fila<{ descripcion: string; combustible_id: number }>(
    t.database.db,
    sql`SELECT descripcion, combustible_id FROM productos WHERE id = ${a.manguera.productoId}`,
  );
  producto = info!.descripcion;
  clave24 = { 27: 'corriente', 28: 'extra', 29: 'diesel', 30: 'gnv', 33: 'glp' }[info!.combustible_id]!;

  const isla = await islaYPromotor(t, a);
  const lecturas = (extra: number) =>
    isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: 7000 + i + (m === a.manguera.id ? extra : 0) }));
  const uuid1 = randomUUID();
  await publicar(t.app, a.token, 'turnos/apertura', 'turnos', [
    { uuid: uuid1, fecha: aLas(D, '07:00:00'), isla_id: a.manguera.islaId, promotor_id: isla.promotorId, lecturas: lecturas(0) },
  ]);
  const s1 = ventaDe(a, aLas(D, '08:00:00'), 10.019, { turno: uuid1, promotor: isla.promotorId });
  const s2 = ventaDe(a, aLas(D, '09:30:00'), 20, { turno: uuid1, promotor: isla.promotorId });
  s2.medios_pago = [{ medio_pago_id: a.medios.debito, valor: pesos(s2.centavos) }];
  c.efectivo1 = s1.centavos;
  c.debito = s2.centavos;
  await publicar(t.app, a.token, 'ventas', 'ventas', [s1, s2]);
  c.tienda = centavosLinea(2, a.productoCanastilla.precio);
  await publicar(t.app, await tokenCanastilla(t, a), 'ventas', 'ventas', [
    {
      uuid: randomUUID(),
      fecha: aLas(D, '10:00:00'),
      tipo_negocio: 'S',
      turno: uuid1,
      detalles: [{ producto_id: a.productoCanastilla.id, cantidad: 2, precio: a.productoCanastilla.precio, valor: pesos(c.tienda) }],
      medios_pago: [{ medio_pago_id: a.medios.efectivo, valor: pesos(c.tienda) }],
    },
  ]);
  await publicar(t.app, a.token, 'calibraciones', 'calibraciones', [
    { uuid: randomUUID(), fecha: aLas(D, '11:30:00'), manguera_id: a.manguera.id, volumen: 1, turno: uuid1, promotor_id: isla.promotorId },
  ]);
  await publicar(t.app, a.token, 'sobres', 'sobres', [
    { uuid: randomUUID(), fecha: aLas(D, '09:00:00'), turno: uuid1, numero: 1, valor: 100000 },
    { uuid: randomUUID(), fecha: aLas(D, '12:00:00'), turno: uuid1, numero: 2, valor: 50000 },
  ]);
  await publicar(t.app, a.token, 'turnos/cierre', 'turnos', [
    { uuid: uuid1, fecha: aLas(D, '14:00:00'), lecturas: lecturas(31.519), efectivo_entregado: 5000 },
  ]);
  const sinTurno = ventaDe(a, aLas(D, '15:00:00'), 5);
  c.sinTurno = sinTurno.centavos;
  await publicar(t.app, a.token, 'ventas', 'ventas', [sinTurno]);

  const otro = await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM promotores WHERE empresa_id = ${a.empresaId} AND id <> ${isla.promotorId}
         AND NOT EXISTS (SELECT 1 FROM turnos x WHERE x.promotor_id = promotores.id AND x.estado = 'A') ORDER BY id LIMIT 1`,
  );
  const otroId = otro!.id;
  const uuid2 = randomUUID();
  await publicar(t.app, a.token, 'turnos/apertura', 'turnos', [
    { uuid: uuid2, fecha: aLas(D, '14:30:00'), isla_id: a.manguera.islaId, promotor_id: otroId, lecturas: lecturas(31.519) },
  ]);
  const abierto = ventaDe(a, aLas(D, '15:30:00'), 3, { turno: uuid2, promotor: otroId });
  c.abierto = abierto.centavos;
  await publicar(t.app, a.token, 'ventas', 'ventas', [abierto]);
  await publicar(t.app, a.token, 'sobres', 'sobres', [
    { uuid: randomUUID(), fecha: aLas(D, '16:00:00'), turno: uuid2, numero: 1, valor: 20000 },
  ]);

  const id = async (u: string) =>
    Number((await fila<{ id: number }>(t.database.db, sql`SELECT id FROM turnos WHERE uuid = ${u}::uuid`))!.id);
  turno1 = await id(uuid1);
  turno2 = await id(uuid2);
});
afterAll(async () => t.cerrar());

const dia = () => ({ fecha_inicial: D, fecha_final: D });

/** Shift 1 in thousandths of a cent: meter value 30,519 gal × price; store sale; minus the card; envelopes and hand-over. */
const turno1Mil = () => {
  const medidor = 30519 * P;
  const esperado = medidor + c.tienda * 1000 - c.debito * 1000;
  const entregado = 155_000_00 * 1000;
  return { medidor, esperado, entregado, diferencia: entregado - esperado };
};
const turno2Mil = () => ({ esperado: c.abierto * 1000, entregado: 20_000_00 * 1000, diferencia: 20_000_00 * 1000 - c.abierto * 1000 });

describe('reporte_cierres', () => {
  it('lists each shift with its gallons, sales, expected cash, hand-over and difference; the open one runs to now', async () => {
    const data = REPORTES.reporte_cierres.datos.parse(
      (await pedir('reporte_cierres', { estaciones: [a.empresaId], ...dia() })).json().data,
    );
    expect(data.filas.map((f) => f.turno_id)).toEqual([turno1, turno2]);
    const [f1, f2] = data.filas;
    const t1 = turno1Mil();
    expect(f1).toMatchObject({
      dia: D,
      apertura: `${D} 07:00:00`,
      cierre: `${D} 14:00:00`,
      duracion: 7,
      galones: 30.51,
      total: trunc(t1.medidor + c.tienda * 1000),
      esperado: trunc(t1.esperado),
      entregado: 155000,
      diferencia_efectivo: trunc(t1.diferencia),
      estado_turno: 'CERRADO',
      alerta: null,
    });
    expect(f2).toMatchObject({ cierre: null, galones: 3, esperado: pesos(c.abierto), entregado: 20000, estado_turno: 'ABIERTO' });
    // The shift opened months ago is still open: more than 24 h.
    expect(f2.alerta).toBe('TURNO ABIERTO MÁS DE 24 H');
    const suma = (k: 'esperado' | 'diferencia_efectivo' | 'total') => Math.round(data.filas.reduce((s, f) => s + f[k] * 100, 0)) / 100;
    expect(data.totales).toMatchObject({ esperado: suma('esperado'), diferencia_efectivo: suma('diferencia_efectivo'), galones: 33.51 });
    const cerrados = REPORTES.reporte_cierres.datos.parse(
      (await pedir('reporte_cierres', { estaciones: [a.empresaId], ...dia(), filtros: { estado_turno: 'CERRADO' } })).json().data,
    );
    expect(cerrados.filas.map((f) => f.turno_id)).toEqual([turno1]);
  });
});

describe('reporte_arqueo', () => {
  it('counts the envelopes and the hand-over against the expected cash, with the result and its chart', async () => {
    const data = REPORTES.reporte_arqueo.datos.parse(
      (await pedir('reporte_arqueo', { estaciones: [a.empresaId], ...dia(), grafico: true })).json().data,
    );
    const f1 = data.filas.find((f) => f.turno_id === turno1)!;
    const t1 = turno1Mil();
    expect(f1).toMatchObject({
      num_sobres: 2,
      valor_sobres: 150000,
      entrega_final: 5000,
      entregado: 155000,
      esperado: trunc(t1.esperado),
      diferencia_efectivo: trunc(t1.diferencia),
      resultado: t1.diferencia > 0 ? 'SOBRANTE' : 'FALTANTE',
    });
    expect(f1.sobres).toBe('09:00 · #1 · 100000.00; 12:00 · #2 · 50000.00');
    const f2 = data.filas.find((f) => f.turno_id === turno2)!;
    expect(f2).toMatchObject({ num_sobres: 1, entrega_final: 0, diferencia_efectivo: trunc(turno2Mil().diferencia) });
    expect(data.totales).toMatchObject({ num_sobres: 3, valor_sobres: 170000 });
    expect(data.grafico!.categorias).toEqual([f1.promotor, f2.promotor].sort());
    const solo = REPORTES.reporte_arqueo.datos.parse(
      (await pedir('reporte_arqueo', { estaciones: [a.empresaId], ...dia(), filtros: { turno: turno1, con_diferencia: 'S' } })).json().data,
    );
    expect(solo.filas.map((f) => f.turno_id)).toEqual(t1.diferencia === 0 ? [] : [turno1]);
  });
});

describe('consolidado-cierre-turno', () => {
  it("prints one shift's readings, store sales, payments, envelopes and settlement", async () => {
    const data = REPORTES['consolidado-cierre-turno'].datos.parse(
      (await pedir('consolidado-cierre-turno', { estaciones: [a.empresaId], ...dia(), filtros: { turno: turno1 }, tamano: 500 })).json()
        .data,
    );
    expect(new Set(data.filas.map((f) => f.turno_id))).toEqual(new Set([turno1]));
    const linea = (seccion: string, concepto: string) => data.filas.find((f) => f.seccion === seccion && f.concepto.includes(concepto))!;
    const manguera = data.filas.find((f) => f.seccion === 'LECTURAS' && f.galones_medidor === 31.51)!;
    expect(manguera).toMatchObject({ calibraciones: 1, venta_neta: 30.51, precio_promedio: pesos(P), valor: trunc(30519 * P) });
    expect(manguera.lectura_final! - manguera.lectura_inicial!).toBeCloseTo(31.519, 3);
    expect(linea('CANASTILLA Y KIOSCO', 'CANASTILLA')).toMatchObject({ cantidad: 2, valor: pesos(c.tienda) });
    expect(linea('MEDIOS DE PAGO', 'EFECTIVO')).toMatchObject({ cantidad: 2, valor: pesos(c.efectivo1 + c.tienda) });
    expect(linea('MEDIOS DE PAGO', 'DEBITO')).toMatchObject({ cantidad: 1, valor: pesos(c.debito) });
    expect(data.filas.filter((f) => f.seccion === 'SOBRES').map((f) => [f.concepto, f.detalle, f.valor])).toEqual([
      ['Sobre #1', '09:00 · REGISTRADO', 100000],
      ['Sobre #2', '12:00 · REGISTRADO', 50000],
    ]);
    const t1 = turno1Mil();
    expect(linea('LIQUIDACIÓN', 'VALOR MEDIDOR').valor).toBe(trunc(t1.medidor));
    expect(linea('LIQUIDACIÓN', 'TARJETAS').valor).toBe(-pesos(c.debito));
    expect(linea('LIQUIDACIÓN', 'EFECTIVO ESPERADO').valor).toBe(trunc(t1.esperado));
    expect(linea('LIQUIDACIÓN', 'DIFERENCIA')).toMatchObject({
      valor: trunc(t1.diferencia),
      detalle: t1.diferencia > 0 ? 'SOBRANTE' : 'FALTANTE',
    });
    expect(data.filas.every((f) => f.estado_turno === null)).toBe(true);
    const abierto = REPORTES['consolidado-cierre-turno'].datos.parse(
      (await pedir('consolidado-cierre-turno', { estaciones: [a.empresaId], ...dia(), filtros: { turno: turno2 }, tamano: 500 })).json()
        .data,
    );
    expect(abierto.filas.every((f) => f.estado_turno === 'TURNO ABIERTO')).toBe(true);
    expect(abierto.filas.find((f) => f.seccion === 'LECTURAS')).toMatchObject({ concepto: producto, detalle: 'POS', venta_neta: 3 });
  });
});

describe('cierre_diario', () => {
  it('closes the day section by section, with totals that add the lines as shown and the signature lines', async () => {
    const data = REPORTES.cierre_diario.datos.parse(
      (await pedir('cierre_diario', { estaciones: [a.empresaId], ...dia(), tamano: 500 })).json().data,
    );
    const linea = (seccion: string, concepto: string) => data.filas.find((f) => f.seccion === seccion && f.concepto === concepto)!;
    // The meter of shift 1 (30,519 net) and what the POS sold on the open shift (3) and without a shift (5).
    const valor = trunc(38519 * P);
    expect(linea('COMBUSTIBLE', producto)).toMatchObject({
      galones_medidor: 31.51,
      calibraciones: 1,
      venta_neta: 38.51,
      precio_promedio: pesos(P),
      valor,
    });
    const combustible = data.filas.filter((f) => f.seccion === 'COMBUSTIBLE' && f.concepto !== 'TOTAL COMBUSTIBLE');
    const total = linea('COMBUSTIBLE', 'TOTAL COMBUSTIBLE');
    expect(Math.round(total.valor! * 100)).toBe(combustible.reduce((s, f) => s + Math.round(f.valor! * 100), 0));
    expect(linea('CANASTILLA Y KIOSCO', 'CANASTILLA')).toMatchObject({ cantidad: 2, valor: pesos(c.tienda) });
    expect(Math.round(linea('CANASTILLA Y KIOSCO', 'TOTAL VENTA').valor! * 100)).toBe(Math.round(total.valor! * 100) + c.tienda);
    expect(linea('MEDIOS DE PAGO', 'CONTADO')).toMatchObject({
      cantidad: 4,
      valor: pesos(c.efectivo1 + c.tienda + c.sinTurno + c.abierto),
    });
    expect(linea('MEDIOS DE PAGO', 'OTROS MEDIOS DE PAGOS')).toMatchObject({ cantidad: 1, valor: pesos(c.debito) });
    const sobres = data.filas.filter((f) => f.seccion === 'SOBRES Y DIFERENCIA POR PROMOTOR');
    expect(sobres.map((f) => [f.cantidad, f.valor]).sort()).toEqual([
      [1, 20000],
      [2, 155000],
    ]);
    expect(sobres.find((f) => f.cantidad === 2)!.diferencia_efectivo).toBe(trunc(turno1Mil().diferencia));
    const tanque = data.filas.find((f) => f.seccion === 'TANQUES' && f.galones_medidor === 31.51);
    expect(tanque).toMatchObject({ calibraciones: 1 });
    expect(data.filas.filter((f) => f.seccion === 'FIRMAS').map((f) => f.concepto)).toEqual(['Elaborado por', 'Revisado por']);
    expect(data.filas.every((f) => f.estacion_id === a.empresaId && f.dia === D)).toBe(true);
  });

  it('v2 splits the lines by shift of the day, the sales without a shift apart, and totals each line', async () => {
    const data = REPORTES.cierre_diario_v2.datos.parse(
      (await pedir('cierre_diario_v2', { estaciones: [a.empresaId], ...dia(), tamano: 500 })).json().data,
    );
    const linea = (concepto: string, unidad = '$') => data.filas.find((f) => f.concepto === concepto && f.unidad === unidad)!;
    expect(linea(producto, 'gal')).toMatchObject({ turno_1: 30.51, turno_2: 3, turno_3: 0, turno_4: 0, sin_turno: 5, total: 38.51 });
    expect(linea(producto)).toMatchObject({
      turno_1: trunc(30519 * P),
      turno_2: pesos(c.abierto),
      sin_turno: pesos(c.sinTurno),
      total: trunc(38519 * P),
    });
    expect(linea('CANASTILLA')).toMatchObject({ turno_1: pesos(c.tienda), total: pesos(c.tienda) });
    expect(linea('CONSUMO INTERNO')).toMatchObject({ total: 0 });
    expect(linea('RECAUDO')).toMatchObject({ total: 0 });
    expect(linea('SOBRES')).toMatchObject({ turno_1: 150000, turno_2: 20000, total: 170000 });
    expect(linea('DIFERENCIA')).toMatchObject({ turno_1: trunc(turno1Mil().diferencia), turno_2: trunc(turno2Mil().diferencia) });
  });

  it('v3 gives one row per station and day that opens the day, and is kept to the user scope', async () => {
    const data = REPORTES.cierre_diario_v3.datos.parse(
      (await pedir('cierre_diario_v3', { estaciones: [a.empresaId], ...dia() })).json().data,
    );
    expect(data.filas).toHaveLength(1);
    const t1 = turno1Mil();
    const t2 = turno2Mil();
    expect(data.filas[0]).toMatchObject({
      dia: D,
      galones: 38.51,
      venta_combustible: trunc(38519 * P),
      canastilla: pesos(c.tienda),
      kiosco: 0,
      esperado: trunc(t1.esperado + t2.esperado),
      entregado: 175000,
      diferencia_efectivo: trunc(t1.diferencia + t2.diferencia),
      estado: 'ABIERTO',
    });
    expect(data.totales.galones).toBe(38.51);
    const b = await estacionPos(t, 1);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('cierre_diario_v3', { estaciones: [b.empresaId], ...dia() });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
    for (const ruta of ['cierre_diario', 'cierre_diario_v2', 'reporte_cierres', 'reporte_arqueo', 'consolidado-cierre-turno'] as const) {
      const otra = await pedir(ruta, { estaciones: [b.empresaId], ...dia() });
      expect(otra.statusCode, ruta).toBe(200);
      expect(
        otra.json().data.filas.filter((f: { seccion?: string }) => f.seccion !== 'FIRMAS'),
        ruta,
      ).toEqual([]);
    }
  });
});

describe('cierre-dia-24-horas', () => {
  it('lists the 24 hours from 06:00 from the hourly rollup, with the hour share and the fuel chart', async () => {
    const data = REPORTES['cierre-dia-24-horas'].datos.parse(
      (await pedir('cierre-dia-24-horas', { estaciones: [a.empresaId], ...dia(), tamano: 50, grafico: true })).json().data,
    );
    expect(data.filas.map((f) => f.hora)).toEqual(Array.from({ length: 24 }, (_, i) => `${String((i + 6) % 24).padStart(2, '0')}:00`));
    const hora = (h: string) => data.filas.find((f) => f.hora === h)! as Record<string, unknown>;
    const total = c.efectivo1 + c.debito + c.tienda + c.sinTurno + c.abierto;
    expect(hora('08:00')).toMatchObject({
      [`galones_${clave24}`]: 10.01,
      [`valor_${clave24}`]: pesos(c.efectivo1),
      transacciones: 1,
      total: pesos(c.efectivo1),
      participacion: truncPorcentaje(c.efectivo1, total),
    });
    expect(hora('10:00')).toMatchObject({ canastilla: pesos(c.tienda), transacciones: 1 });
    expect(data.totales).toMatchObject({ total: pesos(total), transacciones: 5, participacion: 100 });
    expect(data.totales[`galones_${clave24}`]).toBe(38.01);
    const serie = data.grafico!.series.find((s) => s.datos.includes(10.01))!;
    expect(serie.datos[2]).toBe(10.01);
    const tienda = REPORTES['cierre-dia-24-horas'].datos.parse(
      (await pedir('cierre-dia-24-horas', { estaciones: [a.empresaId], ...dia(), tamano: 50, filtros: { tipo_negocio: 'S' } })).json().data,
    );
    expect(tienda.totales).toMatchObject({ total: pesos(c.tienda), [`valor_${clave24}`]: 0 });
  });
});
