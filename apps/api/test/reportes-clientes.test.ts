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
 * The own-customer reports of issue 25 built so far (REPORTS.md conversiones, alerta_conversiones, ventas_placas,
 * ventas_clientes_consumo, consumo-propio;
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
let interno: { cliente: number; medio: number; nombre: string };
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
  const db = t.database.db;
  const cin = (await fila<{ cliente: number; medio: number; nombre: string }>(
    db,
    sql`SELECT c.id AS cliente, m.id AS medio, c.nombre FROM clientes c, medios_pago m
         WHERE c.negocio_id = m.negocio_id AND m.codigo = 'CIN' AND c.nombre LIKE '%(CONSUMO INTERNO)'
           AND m.negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${ids.raiz})`,
  ))!;
  interno = cin;
  const precio10 = centavosLinea(10, e.precioCombustible);
  const precio3 = centavosLinea(3, e.precioCombustible);
  await publicar(t.app, e.token, 'ventas', 'ventas', [
    ventaDe(e, aLas(D, '12:00:00'), 10, {
      cliente: e.clienteCredito,
      medios_pago: [{ medio_pago_id: e.medios.creditoCliente, valor: pesos(precio10) }],
    }),
    ventaDe(e, aLas(D, '13:00:00'), 3, {
      cliente: interno.cliente,
      placa: 'INT001',
      medios_pago: [{ medio_pago_id: interno.medio, valor: pesos(precio3) }],
    }),
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
      ['INT001', 1, 3, pesos(centavosLinea(3, e.precioCombustible)), 3, null],
      ['PLA123', 2, 7.5, pesos(pla), 3.75, 0.5],
      ['UNO111', 2, 6.66, pesos(gasUno), 3.33, 0.04],
    ]);
    expect(d.totales).toMatchObject({
      tanqueos: 6,
      valor: pesos(gasUno + centavosLinea(6, PRECIO_M3) + pla + centavosLinea(3, e.precioCombustible)),
      galones: 23.16,
      galones_tanqueo: 3.86,
    });
    const soloGnv = await datos('ventas_placas', { filtros: { producto: gnv } });
    expect(soloGnv.filas.map((f) => f.placa)).toEqual(['DOS222', 'UNO111']);
  });
});

describe('reportes/ventas_clientes_consumo', () => {
  it('adds the valid sales of each identified customer, to the cent', async () => {
    const d = await datos('ventas_clientes_consumo');
    const diez = pesos(centavosLinea(10, e.precioCombustible));
    const tres = pesos(centavosLinea(3, e.precioCombustible));
    expect(d.filas.map((f) => [f.cliente_id, f.ventas, f.galones, f.valor_combustible, f.valor_tienda, f.total, f.ticket])).toEqual([
      [e.clienteCredito, 1, 10, diez, 0, diez, diez],
      [interno.cliente, 1, 3, tres, 0, tres, tres],
    ]);
    expect(d.totales).toMatchObject({
      ventas: 2,
      galones: 13,
      total: pesos(centavosLinea(10, e.precioCombustible) + centavosLinea(3, e.precioCombustible)),
    });
    expect((await datos('ventas_clientes_consumo', { filtros: { tipo_negocio: 'S' } })).filas).toEqual([]);
  });
});

describe('reportes/consumo-propio', () => {
  it('lists the lines paid as internal consumption at their frozen cost', async () => {
    const d = await datos('consumo-propio');
    const linea = (await fila<{ cantidad: string; costo: string; valor: string }>(
      t.database.db,
      sql`SELECT d.cantidad::text, d.costo_unitario::text AS costo, d.valor::text FROM ventas v
            JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio
           WHERE v.empresa_id = ${ids.barranquilla} AND v.fecha_negocio = ${D}::date AND v.placa = 'INT001'`,
    ))!;
    const costoTotal = Math.trunc(Number(linea.cantidad) * Number(linea.costo) * 100) / 100;
    expect(d.filas.map((f) => [f.destino, f.cliente, f.cantidad, f.costo_total, f.valor_venta])).toEqual([
      ['INT001', interno.nombre, 3, costoTotal, Number(linea.valor)],
    ]);
    expect(d.totales).toMatchObject({ costo_total: costoTotal, valor_venta: Number(linea.valor) });
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
