import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { TEXTOS_CALIBRACION } from '@eds/contracts/reportes/calibraciones';
import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { COLORES_CELDA } from '@eds/contracts/reportes/motor';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import { aLas, diaDePrueba, exportar, islaYPromotor, publicar, reporte, truncPorcentaje, truncRazon, ventaDe } from './reportes-fixtures';

/** The inflated content streams of a PDF (its drawing operators). */
function flujosPdf(contenido: Buffer): string[] {
  const pdf = contenido.toString('latin1');
  const flujos: string[] = [];
  for (const m of pdf.matchAll(/stream\r?\n/g)) {
    const inicio = m.index + m[0].length;
    try {
      flujos.push(inflateSync(Buffer.from(pdf.slice(inicio, pdf.indexOf('endstream', inicio)), 'latin1')).toString('latin1'));
    } catch {
      // Not a deflated stream (an image, a font).
    }
  }
  return flujos;
}

/**
 * The fuel reports (lectura-tanque, calibraciones, kardex-combustible) over readings, a shift and test pours posted
 * through the POS API on a day no demo operation reaches: a closing dip the day before, a shift whose hose meter ran
 * 100,019 gallons (shown 100,01), four test pours of the same hose (flagged) and two dips through the tank's chart.
 */

let t: AppDePrueba;
let a: EstacionPos;
let pedir: ReturnType<typeof reporte>;
let D: string;
let tanque: number;
let capacidad: number;
let turnoId: number;
let indiceManguera: number;

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
  pedir = reporte(t.app, a.admin);
  D = diaDePrueba();
  tanque = a.manguera.bodegaId;
  capacidad = Number(
    (await fila<{ capacidad: string }>(t.database.db, sql`SELECT capacidad FROM bodegas WHERE id = ${tanque}`))!.capacidad,
  );
  // A calibration chart in force from two days before: 100 mm → 50 gal, 1.000 mm → 2.000 gal, 2.000 mm → 5.000 gal.
  const aforo = await conToken(t.app, a.admin)('PUT', `/api/bodega/${tanque}/aforo`, {
    vigente_desde: aLas(sumarDias(D, -2), '06:00:00'),
    puntos: [
      { altura_mm: 100, volumen: 50 },
      { altura_mm: 1000, volumen: 2000 },
      { altura_mm: 2000, volumen: 5000 },
    ],
  });
  expect(aforo.statusCode, aforo.body).toBe(200);
  const lectura = (fecha: string, altura: number, extra: Record<string, unknown> = {}) => ({
    uuid: randomUUID(),
    fecha,
    bodega_id: tanque,
    altura_mm: altura,
    ...extra,
  });
  await publicar(t.app, a.token, 'lecturas-tanque', 'lecturas', [
    lectura(aLas(sumarDias(D, -1), '20:00:00'), 1000, { cierre: true }),
    lectura(aLas(D, '10:00:00'), 1500, { altura_agua_mm: 50, temperatura: 27.5, origen: 'SONDA' }),
    lectura(aLas(D, '22:00:00'), 940, { cierre: true }),
  ]);
  // The hose's last closing reading before the shift, 10 gallons below where the shift opens it: a jump.
  await publicar(t.app, a.token, 'lecturas-manguera', 'lecturas', [
    { uuid: randomUUID(), fecha: aLas(sumarDias(D, -1), '22:00:00'), manguera_id: a.manguera.id, lectura: 4990, tipo: 'CIERRE' },
  ]);
  const isla = await islaYPromotor(t, a);
  indiceManguera = isla.mangueras.indexOf(a.manguera.id);
  const turno = randomUUID();
  const lecturas = (extra: number) =>
    isla.mangueras.map((m, i) => ({ manguera_id: m, lectura: 5000 + i + (m === a.manguera.id ? extra : 0) }));
  await publicar(t.app, a.token, 'turnos/apertura', 'turnos', [
    { uuid: turno, fecha: aLas(D, '07:00:00'), isla_id: a.manguera.islaId, promotor_id: isla.promotorId, lecturas: lecturas(0) },
  ]);
  const calibracion = (hora: string, volumen: number) => ({
    uuid: randomUUID(),
    fecha: aLas(D, hora),
    manguera_id: a.manguera.id,
    volumen,
    turno,
    promotor_id: isla.promotorId,
  });
  await publicar(t.app, a.token, 'calibraciones', 'calibraciones', [
    calibracion('08:00:00', 2),
    calibracion('09:00:00', 1),
    calibracion('11:00:00', 1),
    calibracion('12:00:00', 1),
  ]);
  await publicar(t.app, a.token, 'ventas', 'ventas', [ventaDe(a, aLas(D, '12:30:00'), 90, { turno, promotor: isla.promotorId })]);
  await publicar(t.app, a.token, 'turnos/cierre', 'turnos', [{ uuid: turno, fecha: aLas(D, '14:00:00'), lecturas: lecturas(100.019) }]);
  // A sale after the day's closing dip: the book volume follows it.
  await publicar(t.app, a.token, 'ventas', 'ventas', [ventaDe(a, aLas(D, '23:00:00'), 10.019)]);
  turnoId = Number((await fila<{ id: number }>(t.database.db, sql`SELECT id FROM turnos WHERE uuid = ${turno}::uuid`))!.id);
});
afterAll(async () => t.cerrar());

const dia = () => ({ fecha_inicial: D, fecha_final: D });

describe('lectura-tanque', () => {
  it('lists the dips of the day in gallons through the chart, with water, fill and ullage', async () => {
    const data = REPORTES['lectura-tanque'].datos.parse(
      (await pedir('lectura-tanque', { estaciones: [a.empresaId], ...dia(), grafico: true })).json().data,
    );
    const propias = data.filas.filter((f) => f.bodega_id === tanque);
    expect(propias.map((f) => [f.fecha, f.altura_mm, f.volumen, f.agua_mm, f.agua, f.temperatura, f.origen, f.cierre])).toEqual([
      [`${D} 10:00:00`, 1500, 3500, 50, 25, 27.5, 'SONDA', false],
      [`${D} 22:00:00`, 940, 1870, 0, 0, null, 'POS', true],
    ]);
    expect(propias[0]).toMatchObject({ capacidad, llenado: truncPorcentaje(3500, capacidad), vacio: capacidad - 3500 });
    expect(data.grafico!.series.find((s) => s.datos.includes(1870))).toBeDefined();
    const cierre = REPORTES['lectura-tanque'].datos.parse(
      (await pedir('lectura-tanque', { estaciones: [a.empresaId], ...dia(), filtros: { tanque, cierre: 'S' } })).json().data,
    );
    expect(cierre.filas.map((f) => f.volumen)).toEqual([1870]);
  });
});

describe('calibraciones', () => {
  it('lists the test pours with their shift and flags a hose with more than three in the day', async () => {
    const data = REPORTES.calibraciones.datos.parse(
      (await pedir('calibraciones', { estaciones: [a.empresaId], ...dia(), filtros: { turno: turnoId } })).json().data,
    );
    expect(data.filas.map((f) => f.galones)).toEqual([2, 1, 1, 1]);
    expect(
      data.filas.every(
        (f) =>
          f.del_dia === 4 && f.alerta === TEXTOS_CALIBRACION.exceso && f.turno_id === turnoId && f.devuelto === TEXTOS_CALIBRACION.devuelto,
      ),
    ).toBe(true);
    expect(data.totales.galones).toBe(5);
  });
});

describe('lectura-manguera', () => {
  it('gives each hose of the shift its meter gallons, test pours, net sales against the POS, value and a reading jump', async () => {
    const data = REPORTES['lectura-manguera'].datos.parse(
      (await pedir('lectura-manguera', { estaciones: [a.empresaId], ...dia(), filtros: { turno: turnoId } })).json().data,
    );
    const fila = data.filas.find((f) => f.manguera_id === a.manguera.id)!;
    const inicial = 5000 + indiceManguera;
    expect(fila).toMatchObject({
      turno_id: turnoId,
      dia: D,
      lectura_inicial: inicial,
      lectura_final: inicial + 100.019,
      galones_medidor: 100.01,
      calibraciones: 5,
      venta_neta: 95.01,
      galones_pos: 90,
      diferencia: 5.01,
      // 90 POS gallons and the 5,019 the meter adds, all at the price in force: 95,019 × price, truncated once.
      valor_medidor: Math.trunc((95019 * Math.round(a.precioCombustible * 100)) / 1000) / 100,
      novedad: 'SALTO DE LECTURA',
    });
    expect(data.filas.filter((f) => f.manguera_id !== a.manguera.id).every((f) => f.galones_medidor === 0 && f.novedad === null)).toBe(
      true,
    );
    expect(data.totales).toMatchObject({ galones_medidor: 100.01, venta_neta: 95.01, galones_pos: 90, diferencia: 5.01 });
  });
});

describe('inventario_tanques', () => {
  it('gives the stock at the end of the day: the closing dip, and the book after the sale that followed it', async () => {
    const minimo = Number((await fila<{ m: string }>(t.database.db, sql`SELECT volumen_minimo AS m FROM bodegas WHERE id = ${tanque}`))!.m);
    const data = REPORTES.inventario_tanques.datos.parse(
      (await pedir('inventario_tanques', { estaciones: [a.empresaId], ...dia(), grafico: true })).json().data,
    );
    const propio = data.filas.find((f) => f.bodega_id === tanque)!;
    const libro = 1859.981;
    expect(propio).toMatchObject({
      ultima_lectura: `${D} 22:00:00`,
      medido: 1870,
      libro: 1859.98,
      agua: 0,
      capacidad,
      vacio: capacidad - 1870,
      llenado: truncPorcentaje(1870, capacidad),
      minimo,
      // What the tank sold in the seven days to the cut-off (90 + 10,019 gallons on D), a day.
      venta_diaria: 14.28,
      dias_autonomia: truncRazon(1859981 * 7, 100019),
      estado: 1870 <= minimo ? 'BAJO MÍNIMO' : libro <= minimo ? 'SECADO VIRTUAL' : 'NORMAL',
    });
    expect(data.grafico!.series[0].datos).toContain(propio.llenado);
  });
});

describe('kardex-combustible', () => {
  it('books the day: opening dip + test pours − meter gallons against the closing dip, with the over/short and its state', async () => {
    const data = REPORTES['kardex-combustible'].datos.parse(
      (
        await pedir('kardex-combustible', {
          estaciones: [a.empresaId],
          fecha_inicial: sumarDias(D, -1),
          fecha_final: D,
          filtros: { tanque },
          grafico: true,
        })
      ).json().data,
    );
    expect(data.filas.map((f) => f.dia)).toEqual([sumarDias(D, -1), D]);
    // The day before: its dip but no earlier one to open with.
    expect(data.filas[0]).toMatchObject({ inicial: null, medido: 2000, book: null, diferencia: null, estado: 'SIN LECTURA' });
    // BOOK = 2.000 + 5 − 100,019 = 1.904,981; over/short = 1.870 − 1.904,981 = −34,981 on 95,019 net gallons.
    expect(data.filas[1]).toMatchObject({
      inicial: 2000,
      compras: 0,
      calibraciones: 5,
      galones_medidor: 100.01,
      book: 1904.98,
      medido: 1870,
      diferencia: -34.98,
      acumulado: -34.98,
      porcentaje: truncPorcentaje(-34981, 95019),
      estado: 'INVESTIGAR',
    });
    expect(data.totales).toMatchObject({
      galones_medidor: 100.01,
      calibraciones: 5,
      diferencia: -34.98,
      porcentaje: truncPorcentaje(-3498, 9501),
    });
    expect(data.grafico!.series.map((s) => s.datos)).toEqual([
      [null, -34.98],
      [0, -34.98],
    ]);
  });

  it('fills the over/short, its % and its state by the state in the files (INVESTIGAR red, nothing without a dip)', async () => {
    const cuerpo = { estaciones: [a.empresaId], fecha_inicial: sumarDias(D, -1), fecha_final: D, filtros: { tanque } };
    const { contenido } = await exportar(t.app, a.admin, 'kardex-combustible', { ...cuerpo, formato: 'xlsx' });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(contenido as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Reporte')!;
    let titulos: string[] = [];
    const relleno = new Map<string, (string | null)[]>();
    hoja.eachRow((r) => {
      const valores = (r.values as unknown[]).slice(1);
      if (valores.includes('Estado')) titulos = valores as string[];
      else if (titulos.length > 0 && typeof valores[0] !== 'undefined') {
        relleno.set(
          String(valores[titulos.indexOf('Estado')]),
          ['Sobrante/Faltante (gal)', '%', 'Estado', 'Medido final (gal)'].map((c) => {
            const f = r.getCell(titulos.indexOf(c) + 1).fill as { fgColor?: { argb?: string } } | undefined;
            return f?.fgColor?.argb ?? null;
          }),
        );
      }
    });
    const rojo = `FF${COLORES_CELDA.rojo}`;
    expect(relleno.get('INVESTIGAR')).toEqual([rojo, rojo, rojo, null]);
    expect(relleno.get('SIN LECTURA')).toEqual([null, null, null, null]);

    // The PDF fills the same cells with the same colour (pdfkit's `r g b scn` before the cell's rectangle).
    const pdf = await exportar(t.app, a.admin, 'kardex-combustible', { ...cuerpo, formato: 'pdf' });
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(COLORES_CELDA.rojo.slice(i, i + 2), 16) / 255);
    const rellenos = flujosPdf(pdf.contenido).flatMap((f) =>
      [...f.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn)/g)].map((m) => m.slice(1).map(Number)),
    );
    expect(rellenos.filter(([x, y, z]) => Math.abs(x - r) < 0.001 && Math.abs(y - g) < 0.001 && Math.abs(z - b) < 0.001)).toHaveLength(3);
  });

  it('applies the tolerance asked for', async () => {
    const r = REPORTES['kardex-combustible'].datos.parse(
      (await pedir('kardex-combustible', { estaciones: [a.empresaId], ...dia(), filtros: { tanque, tolerancia: 40 } })).json().data,
    );
    expect(r.filas[0].estado).toBe('OK');
  });

  it('is kept to the user scope', async () => {
    const b = await estacionPos(t, 1);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('kardex-combustible', { estaciones: [b.empresaId], ...dia() });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
  });
});
