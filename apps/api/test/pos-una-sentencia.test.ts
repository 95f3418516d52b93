import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { fila } from '../src/db/client';
import { enTransaccion } from '../src/db/context';
import { codigoError, rechazoPorDatos } from '../src/services/pos/lote';
import { guardarVentas, guardarVentasDeUnaVez } from '../src/services/ventas/guardar';
import type { VentaPreparada } from '../src/services/ventas/tipos';
import { crearApp, type AppDePrueba } from './helper';
import { estacionPos, type EstacionPos } from './pos-fixtures';

let t: AppDePrueba;
let e: EstacionPos;
beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
});
afterAll(async () => t.cerrar());

/** A cash fuel sale of the station's hose, ready to store (money in cents, quantities in thousandths). */
function venta(galones: number): VentaPreparada {
  const ahora = new Date(Date.now() - 30 * 60_000);
  const fecha = `${new Date(ahora.getTime() - 5 * 3600_000).toISOString().slice(0, 19)}-05:00`;
  const cantidad = galones * 1000;
  const total = Math.round(galones * e.precioCombustible * 100);
  return {
    uuid: randomUUID(),
    empresaId: e.empresaId,
    equipoId: e.equipoId,
    fecha,
    fechaNegocio: diaOperativo(ahora),
    hora: Number(fecha.slice(11, 13)),
    tipoNegocio: 'C',
    tipoMovimiento: '009',
    estadoMovimiento: '009001',
    turnoId: null,
    promotorId: null,
    mangueraId: e.manguera.id,
    clienteId: null,
    vehiculoId: null,
    placa: null,
    kilometraje: null,
    resolucionId: null,
    prefijo: null,
    consecutivo: null,
    fidelizacion: null,
    cantidad,
    subtotal: total,
    impuestos: 0,
    descuento: 0,
    total,
    detalles: [
      {
        productoId: e.manguera.productoId,
        bodegaId: e.manguera.bodegaId,
        cantidad,
        precio: Math.round(e.precioCombustible * 100),
        descuento: 0,
        impuestos: 0,
        valor: total,
        impuestosDetalle: null,
        costoUnitario: 0,
        promocionId: null,
      },
    ],
    pagos: [{ medioPagoId: e.medios.efectivo, valor: total, referencia: null, efectivo: true }],
    factura: null,
    cupo: null,
  };
}

const guardada = async (uuid: string) =>
  (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ventas WHERE uuid = ${uuid}::uuid`))!.n;
const existencia = async () =>
  (
    await fila<{ cantidad: string }>(
      t.database.db,
      sql`SELECT cantidad FROM existencias WHERE bodega_id = ${e.manguera.bodegaId} AND producto_id = ${e.manguera.productoId}`,
    )
  )?.cantidad ?? '0';
const totalDia = async (dia: string) =>
  (await fila<{ n: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(num_ventas), 0)::int AS n FROM ventas_totales_dia WHERE empresa_id = ${e.empresaId} AND fecha_negocio = ${dia}::date`,
  ))!.n;

describe('POS sales stored in one statement', () => {
  it('stores new sales whole — rows, stock and rollups — and answers how many', async () => {
    const lote = [venta(2), venta(3.5)];
    const stock = Number(await existencia());
    const ventasDia = await totalDia(lote[0].fechaNegocio);
    expect(await guardarVentasDeUnaVez(t.database.db, lote)).toBe(2);
    for (const v of lote) expect(await guardada(v.uuid)).toBe(1);
    expect(Number(await existencia())).toBeCloseTo(stock - 5.5, 3);
    expect(await totalDia(lote[0].fechaNegocio)).toBe(ventasDia + 2);
  });

  it('stores nothing when one sale of the batch was stored meanwhile, failing with a data error that sends the batch sale by sale', async () => {
    const antes = venta(1);
    await enTransaccion(t.database.db, { usuarioId: null }, (tx) => guardarVentas(tx, [antes]));
    const nueva = venta(4);
    const stock = await existencia();
    const ventasDia = await totalDia(nueva.fechaNegocio);
    const fallo = await guardarVentasDeUnaVez(t.database.db, [nueva, antes]).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(codigoError(fallo)).toBe('22P02');
    // The ingestion reads it as a data error of the batch: it then stores the sales one by one.
    expect(rechazoPorDatos(fallo)).toBeDefined();
    expect(await guardada(nueva.uuid)).toBe(0);
    expect(await guardada(antes.uuid)).toBe(1);
    expect(await existencia()).toBe(stock);
    expect(await totalDia(nueva.fechaNegocio)).toBe(ventasDia);
  });

  it('writes the sale rows first and the shared rows last, in the lock order every writer follows', async () => {
    // Every row written is logged, in order, by a trigger on each table the statement writes.
    const tablas = [
      'ventas_uuid',
      'ventas',
      'ventas_detalles',
      'ventas_pagos',
      'existencias',
      'ventas_resumen_hora',
      'ventas_resumen_dia',
      'ventas_resumen_mes',
      'ventas_totales_dia',
      'ventas_totales_mes',
      'ventas_pagos_dia',
      'inventario_dia',
      'ventas_precio_dia',
    ];
    const db = t.database.db;
    await db.execute(sql`CREATE TABLE prueba_orden_escrituras (n bigserial, tabla text)`);
    await db.execute(
      sql.raw(`CREATE FUNCTION prueba_orden_escritura() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO prueba_orden_escrituras (tabla) VALUES (TG_TABLE_NAME); RETURN NEW; END $$`),
    );
    try {
      for (const tabla of tablas)
        await db.execute(
          sql.raw(`CREATE TRIGGER prueba_orden BEFORE INSERT OR UPDATE ON ${tabla} FOR EACH ROW EXECUTE FUNCTION prueba_orden_escritura()`),
        );
      expect(await guardarVentasDeUnaVez(db, [venta(1.25), venta(2.5)])).toBe(2);
      const r = await fila<{ orden: string[] }>(
        db,
        // Partitions log their own name: the monthly ones are named after their table (ventas_detalles_2026_11).
        sql`SELECT array_agg(tabla ORDER BY primera) AS orden FROM (
              SELECT regexp_replace(tabla, '_[0-9]{4}_[0-9]{2}$', '') AS tabla, min(n) AS primera FROM prueba_orden_escrituras GROUP BY 1) x`,
      );
      expect(r!.orden).toEqual(tablas);
    } finally {
      for (const tabla of tablas) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS prueba_orden ON ${tabla}`));
      await db.execute(sql`DROP FUNCTION prueba_orden_escritura() CASCADE`);
      await db.execute(sql`DROP TABLE prueba_orden_escrituras`);
    }
  });

  it('leaves a batch with a customer quota to the transaction path', async () => {
    const v = { ...venta(1), cupo: { cupoId: 1, valor: 100 } };
    expect(await guardarVentasDeUnaVez(t.database.db, [v])).toBeNull();
    expect(await guardada(v.uuid)).toBe(0);
  });
});
