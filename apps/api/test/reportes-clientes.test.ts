import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';
import { estacionPos, type EstacionPos } from './pos-fixtures';
import { aLas, centavosLinea, diaDePrueba, pesos, publicar, reporte, ventaDe } from './reportes-fixtures';

/**
 * The own-customer reports of issue 25 built so far (REPORTS.md conversiones, alerta_conversiones, ventas_placas;
 * decision 074): GNV conversions registered and sales posted through the POS API on a day no demo operation reaches,
 * every figure checked to the cent against what was posted; another station is 403 to a station user.
 */
let t: AppDePrueba;
let e: EstacionPos;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let pedir: ReturnType<typeof reporte>;
let D: string;
let gnv: number;
const PRECIO_M3 = 3000;
const conv: Record<string, { id: number; placa: string }> = {};

async function crear(nombre: string, placa: string, extra: Record<string, unknown>): Promise<void> {
  const db = t.database.db;
  const uno = async (tabla: string) =>
    (await fila<{ id: number }>(
      db,
      sql`SELECT id FROM ${sql.raw(tabla)} WHERE negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}) ORDER BY id LIMIT 1`,
    ))!.id;
  const r = await admin('POST', '/api/conversion', {
    empresa_id: ids.barranquilla,
    placa,
    cliente_id: e.clienteCredito,
    taller_id: await uno('talleres'),
    verificadora_id: await uno('verificadoras'),
    financiera_id: null,
    certificado: `C-${nombre}`,
    fecha_conversion: D,
    vence_revision: sumarDias(D, 300),
    valor_financiado: 10000,
    cuota_m3: 1234.56,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  conv[nombre] = { id: r.json().data.id as number, placa };
}

const gas = (placa: string, m3: number, hora: string) => {
  const centavos = centavosLinea(m3, PRECIO_M3);
  return {
    uuid: randomUUID(),
    fecha: aLas(D, hora),
    tipo_negocio: 'C',
    placa,
    detalles: [{ producto_id: gnv, cantidad: m3, precio: PRECIO_M3, valor: pesos(centavos) }],
    medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: pesos(centavos) }],
    centavos,
  };
};

async function datos<R extends keyof typeof REPORTES>(ruta: R, cuerpo: Record<string, unknown> = {}) {
  const r = await pedir(ruta, { estaciones: [ids.barranquilla], fecha_inicial: D, fecha_final: D, ...cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return REPORTES[ruta].datos.parse(r.json().data) as z.infer<(typeof REPORTES)[R]['datos']>;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  const token = (await ingresar(t.app, 'SUPERADMIN')).token;
  admin = conToken(t.app, token);
  pedir = reporte(t.app, token);
  D = diaDePrueba();
  e = await estacionPos(t, { id: ids.barranquilla });
  gnv = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM productos WHERE combustible_id = 30 AND negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${ids.raiz})`,
  ))!.id;
  await t.database.db.execute(sql`UPDATE talleres SET vigente_hasta = NULL`);
  await t.database.db.execute(sql`UPDATE verificadoras SET vigente_hasta = NULL`);
  await crear('uno', 'UNO111', {});
  await crear('dos', 'DOS222', { valor_financiado: 500, cuota_m3: 100 });
  await crear('vence', 'VEN333', { fecha_conversion: sumarDias(D, -30), vence_revision: sumarDias(D, 10) });
  await crear('vencido', 'VEN444', { fecha_conversion: sumarDias(D, -30), vence_revision: sumarDias(D, -1) });
  await publicar(t.app, e.token, 'ventas', 'ventas', [
    gas('UNO111', 3.333, '08:00:00'), // 4114.78 repaid
    gas('UNO111', 3.333, '09:00:00'), // 4114.78
    gas('DOS222', 6, '10:00:00'), // 600.00 owed, 500.00 left: PAGADA
    ventaDe(e, aLas(D, '08:00:00'), 5, { placa: 'PLA123' }),
    ventaDe(e, aLas(D, '20:00:00'), 2.5, { placa: 'pla-123' }),
    ventaDe(e, aLas(D, '11:00:00'), 4),
  ]);
});
afterAll(async () => t.cerrar());

describe('reportes/conversiones', () => {
  it('lists the conversions of the days with the ledger up to the last day, to the cent', async () => {
    const d = await datos('conversiones');
    expect(d.filas.map((f) => [f.placa, f.financiado, f.m3, f.recaudado, f.saldo, f.estado])).toEqual([
      ['DOS222', 500, 6, 500, 0, 'PAGADA'],
      ['UNO111', 10000, 6.66, 8229.56, 1770.44, 'EN RECAUDO'],
    ]);
    expect(d.totales).toMatchObject({ financiado: 10500, m3: 12.66, recaudado: 8729.56, saldo: 1770.44 });
    const pagadas = await datos('conversiones', { filtros: { estado: 'PAGADA' } });
    expect(pagadas.filas.map((f) => f.placa)).toEqual(['DOS222']);
    // The day before the sales: nothing repaid yet (the conversions of that day are none).
    const antes = await datos('conversiones', { fecha_inicial: sumarDias(D, -30), fecha_final: sumarDias(D, -1) });
    expect(antes.filas.map((f) => [f.placa, f.recaudado, f.saldo])).toEqual([
      ['VEN333', 0, 10000],
      ['VEN444', 0, 10000],
    ]);
  });
});

describe('reportes/alerta_conversiones', () => {
  it('alerts expired, expiring and idle conversions at the cut date', async () => {
    const d = await datos('alerta_conversiones');
    expect(d.filas.map((f) => [f.placa, f.alerta, f.dias_para_vencer, f.ultimo_tanqueo, f.saldo])).toEqual([
      ['VEN444', 'VENCIDO', -1, null, 10000],
      ['VEN333', 'POR_VENCER', 10, null, 10000],
    ]);
    expect(d.totales).toMatchObject({ saldo: 20000 });
    const vencidos = await datos('alerta_conversiones', { filtros: { tipo_alerta: 'VENCIDO' } });
    expect(vencidos.filas.map((f) => f.placa)).toEqual(['VEN444']);
    // With 5 days of notice the one expiring in 10 is not yet alerted for its certificate, but it owes and never filled.
    const cinco = await datos('alerta_conversiones', { filtros: { dias: 5 } });
    expect(cinco.filas.map((f) => [f.placa, f.alerta])).toEqual([
      ['VEN444', 'VENCIDO'],
      ['VEN333', 'SIN_TANQUEO'],
    ]);
  });
});

describe('reportes/ventas_placas', () => {
  it('adds the valid fuel sales per plate (normalised), to the cent', async () => {
    const d = await datos('ventas_placas');
    const gasUno = 2 * centavosLinea(3.333, PRECIO_M3);
    const pla = centavosLinea(5, e.precioCombustible) + centavosLinea(2.5, e.precioCombustible);
    expect(d.filas.map((f) => [f.placa, f.tanqueos, f.galones, f.valor, f.galones_tanqueo, f.dias_entre])).toEqual([
      ['DOS222', 1, 6, pesos(centavosLinea(6, PRECIO_M3)), 6, null],
      ['PLA123', 2, 7.5, pesos(pla), 3.75, 0.5],
      ['UNO111', 2, 6.66, pesos(gasUno), 3.33, 0.04],
    ]);
    expect(d.totales).toMatchObject({
      tanqueos: 5,
      valor: pesos(gasUno + centavosLinea(6, PRECIO_M3) + pla),
      galones: 20.16,
      galones_tanqueo: 4.03,
    });
    const soloGnv = await datos('ventas_placas', { filtros: { producto: gnv } });
    expect(soloGnv.filas.map((f) => f.placa)).toEqual(['DOS222', 'UNO111']);
  });
});

describe('scope', () => {
  it('a station user reads its station and gets 403 for another', async () => {
    const usuario = await usuarioConModulos(
      t,
      'REPCLI',
      ids.barranquilla,
      ['CONVERSIONES REPORTES', 'ALERTA CONVERSIONES', 'VENTAS PLACAS'],
      'R',
    );
    for (const ruta of ['conversiones', 'alerta_conversiones', 'ventas_placas'] as const) {
      const propio = await usuario('POST', `/api/reportes/v1/${ruta}`, {
        estaciones: [ids.barranquilla],
        fecha_inicial: D,
        fecha_final: D,
      });
      expect(propio.statusCode, propio.body).toBe(200);
      const otra = await usuario('POST', `/api/reportes/v1/${ruta}`, { estaciones: [ids.cartagena], fecha_inicial: D, fecha_final: D });
      expect(otra.statusCode, `${ruta}: ${otra.body}`).toBe(403);
      expect(otra.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
    }
  });
});
