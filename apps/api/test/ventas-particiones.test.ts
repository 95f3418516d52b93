import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas } from '../src/db/client';
import { mesesConParticion, prepararParticiones } from '../src/services/ventas/particiones';
import { crearApp, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Monthly partitions of the sales tables (decision 057): a sale lands in its month's partition of ventas,
 * ventas_detalles and ventas_pagos, created on the spot for a month that had none; the uuid ledger keeps a sale
 * stored once and an invoice number used once per station across months; the job creates last month to two months
 * ahead.
 */

let t: AppDePrueba;
let e: EstacionPos;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
});
afterAll(async () => {
  await t?.cerrar();
});

/** Which partition of each sales table holds the sale's rows. */
async function particionesDe(uuid: string) {
  return fila<{ cabecera: string; lineas: string[]; pagos: string[] }>(
    db(),
    sql`SELECT v.tableoid::regclass::text AS cabecera,
               (SELECT array_agg(DISTINCT d.tableoid::regclass::text) FROM ventas_detalles d WHERE d.venta_id = v.id) AS lineas,
               (SELECT array_agg(DISTINCT p.tableoid::regclass::text) FROM ventas_pagos p WHERE p.venta_id = v.id) AS pagos
          FROM ventas v WHERE v.empresa_id = ${e.empresaId} AND v.uuid = ${uuid}::uuid`,
  );
}

const existe = async (tabla: string) =>
  (await fila<{ r: string | null }>(db(), sql`SELECT to_regclass(${`public.${tabla}`})::text AS r`))!.r !== null;

describe('monthly partitions of the sales tables', () => {
  it('stores a sale of a month that had no partition in that month of each table, once', async () => {
    // About 26 months back: before the demo's history and the job's window.
    const fecha = haceMinutos(60 * 24 * 790);
    const mes = fecha.slice(0, 7).replace('-', '_');
    expect(await existe(`ventas_${mes}`)).toBe(false);
    const venta = ventaCombustible(e, 4, { fecha });

    const r = await postPos(t.app, e.token, 'ventas', { ventas: [venta] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ aceptadas: 1, duplicadas: 0 });
    expect(await particionesDe(venta.uuid as string)).toEqual({
      cabecera: `ventas_${mes}`,
      lineas: [`ventas_detalles_${mes}`],
      pagos: [`ventas_pagos_${mes}`],
    });

    const otra = await postPos(t.app, e.token, 'ventas', { ventas: [venta] });
    expect(otra.json().data).toMatchObject({ aceptadas: 0, duplicadas: 1 });
    const n = await fila<{ ventas: number; ledger: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM ventas WHERE empresa_id = ${e.empresaId} AND uuid = ${venta.uuid as string}::uuid) AS ventas,
                 (SELECT count(*)::int FROM ventas_uuid WHERE empresa_id = ${e.empresaId} AND uuid = ${venta.uuid as string}::uuid) AS ledger`,
    );
    expect(n).toEqual({ ventas: 1, ledger: 1 });
  });

  it('refuses an invoice number the station used in another month', async () => {
    const factura = { prefijo: 'F000', consecutivo: 900_500 };
    const antigua = ventaCombustible(e, 2, { factura, fecha: haceMinutos(60 * 24 * 70) });
    expect((await postPos(t.app, e.token, 'ventas', { ventas: [antigua] })).json().data.aceptadas).toBe(1);
    const hoy = ventaCombustible(e, 2, { factura });
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [hoy] });
    expect(r.statusCode).toBe(206);
    expect(r.json().data.rechazadas).toEqual([{ uuid: hoy.uuid, mensaje: M.facturaRepetida('F000900500'), campo: 'factura.consecutivo' }]);
    const guardadas = await filas<{ uuid: string }>(
      db(),
      sql`SELECT uuid::text FROM ventas WHERE empresa_id = ${e.empresaId} AND prefijo = 'F000' AND consecutivo = 900500`,
    );
    expect(guardadas).toEqual([{ uuid: antigua.uuid }]);
  });

  it('the job creates last month to two months ahead, once, and knows which months have all three tables', async () => {
    const creadas = await prepararParticiones(db(), '2031-01-15');
    // December 2030 to March 2031, three tables each.
    expect(creadas).toBe(12);
    expect(await prepararParticiones(db(), '2031-01-15')).toBe(0);
    for (const mes of ['2030_12', '2031_01', '2031_02', '2031_03']) {
      for (const tabla of ['ventas', 'ventas_detalles', 'ventas_pagos']) expect(await existe(`${tabla}_${mes}`)).toBe(true);
    }
    expect(await existe('ventas_2031_04')).toBe(false);
    expect(await mesesConParticion(db())).toEqual(expect.arrayContaining(['2030-12', '2031-01', '2031-02', '2031-03']));
  });
});
