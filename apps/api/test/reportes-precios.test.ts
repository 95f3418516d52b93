import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { aplicarCambiosVencidos, programarCambioPrecio } from '../src/services/productos/precios';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, type EstacionPos } from './pos-fixtures';
import { aLas, centavosLinea, diaDePrueba, pesos, publicar, reporte, tokenCanastilla, truncPorcentaje } from './reportes-fixtures';

/**
 * historicos-precios: a store re-marking made through the back office and a scheduled fuel change applied by the
 * price scheduler, each followed by sales posted through the POS API at the new price.
 */

let t: AppDePrueba;
let a: EstacionPos;
const hoy = () => diaOperativo(new Date());
const SUBIDA = 100;

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
});
afterAll(async () => t.cerrar());

describe('historicos-precios', () => {
  it('lists each new price with the one it replaced, who set it, its origin and what was sold at it', async () => {
    const admin = conToken(t.app, a.admin);
    const canastilla = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM bodegas WHERE empresa_id = ${a.empresaId} AND tipo = 'CANASTILLA' LIMIT 1`,
    );
    const nuevoTienda = a.productoCanastilla.precio + SUBIDA;
    const remarcacion = await admin('POST', '/api/movimiento/remarcacion', {
      empresa_id: a.empresaId,
      tipo_negocio: 'S',
      bodega_id: canastilla!.id,
      lineas: [{ producto_id: a.productoCanastilla.id, cantidad: 0, precio_nuevo: nuevoTienda }],
    });
    expect(remarcacion.statusCode, remarcacion.body).toBe(200);
    const nuevoCombustible = a.precioCombustible + SUBIDA;
    await t.database.db.transaction(async (tx) => {
      const superadmin = await fila<{ id: number }>(tx, sql`SELECT id FROM usuarios WHERE usuario = 'SUPERADMIN'`);
      await programarCambioPrecio(tx, {
        empresaId: a.empresaId,
        productoId: a.manguera.productoId,
        precio: nuevoCombustible * 100,
        fechaEfectiva: new Date(Date.now() - 1000),
        usuarioId: superadmin!.id,
      });
      await aplicarCambiosVencidos(tx);
    });

    const tienda = Math.round(nuevoTienda * 100) * 2;
    await publicar(t.app, await tokenCanastilla(t, a), 'ventas', 'ventas', [
      {
        uuid: randomUUID(),
        fecha: haceMinutos(-1),
        tipo_negocio: 'S',
        detalles: [{ producto_id: a.productoCanastilla.id, cantidad: 2, precio: nuevoTienda, valor: pesos(tienda) }],
        medios_pago: [{ medio_pago_id: a.medios.efectivo, valor: pesos(tienda) }],
      },
    ]);
    const combustible = centavosLinea(3.5, nuevoCombustible);
    await publicar(t.app, a.token, 'ventas', 'ventas', [
      {
        uuid: randomUUID(),
        fecha: haceMinutos(-1),
        tipo_negocio: 'C',
        manguera: a.manguera.id,
        detalles: [{ producto_id: a.manguera.productoId, cantidad: 3.5, precio: nuevoCombustible, valor: pesos(combustible) }],
        medios_pago: [{ medio_pago_id: a.medios.efectivo, valor: pesos(combustible) }],
      },
    ]);

    const r = await reporte(t.app, a.admin)('historicos-precios', {
      estaciones: [a.empresaId],
      fecha_inicial: hoy(),
      fecha_final: hoy(),
      tamano: 500,
      grafico: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    const data = REPORTES['historicos-precios'].datos.parse(r.json().data);
    const remarcado = data.filas.find((f) => f.producto_id === a.productoCanastilla.id && f.precio_nuevo === nuevoTienda)!;
    expect(remarcado).toMatchObject({
      precio_anterior: a.productoCanastilla.precio,
      variacion: SUBIDA,
      variacion_pct: truncPorcentaje(SUBIDA, a.productoCanastilla.precio),
      vigente_hasta: null,
      cantidad: 2,
      usuario: 'SUPERADMIN',
      origen: 'MANUAL',
    });
    const programado = data.filas.find((f) => f.producto_id === a.manguera.productoId && f.precio_nuevo === nuevoCombustible)!;
    expect(programado).toMatchObject({
      precio_anterior: a.precioCombustible,
      variacion: SUBIDA,
      cantidad: 3.5,
      usuario: 'SUPERADMIN',
      origen: 'PROGRAMADO',
    });
    expect(programado.dias_vigente).toBeLessThan(0.01);
    // The period it closed now ends where the new one starts.
    const cerrado = await fila<{ hasta: string }>(
      t.database.db,
      sql`SELECT to_char(vigente_hasta AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS') AS hasta FROM precios
           WHERE empresa_id = ${a.empresaId} AND producto_id = ${a.manguera.productoId} AND precio = ${a.precioCombustible} ORDER BY vigente_desde DESC LIMIT 1`,
    );
    expect(cerrado!.hasta).toBe(programado.vigente_desde);
    expect(data.totales.cantidad).toBe(data.filas.reduce((s, f) => Math.round((s + f.cantidad) * 100) / 100, 0));
    const serie = data.grafico!.series.find((s) => s.nombre === programado.producto)!;
    expect(serie.color).toBe('#d32f2f');
    expect(serie.datos.at(-1)).toBe(nuevoCombustible);

    const soloProgramados = REPORTES['historicos-precios'].datos.parse(
      (
        await reporte(t.app, a.admin)('historicos-precios', {
          estaciones: [a.empresaId],
          fecha_inicial: sumarDias(hoy(), -1),
          fecha_final: hoy(),
          filtros: { origen: 'PROGRAMADO' },
        })
      ).json().data,
    );
    expect(soloProgramados.filas.every((f) => f.origen === 'PROGRAMADO')).toBe(true);
    expect(soloProgramados.filas.some((f) => f.precio_id === programado.precio_id)).toBe(true);
  });

  it('reads the whole days of a price from the price rollup and equals the sale lines at that price', async () => {
    const d = diaDePrueba();
    const dia = (n: number) => sumarDias(d, n);
    const precio = a.precioCombustible + 7.13;
    const otro = a.precioCombustible + 9;
    const periodo = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO precios (empresa_id, producto_id, precio, vigente_desde, vigente_hasta, origen)
          VALUES (${a.empresaId}, ${a.manguera.productoId}, ${precio}, ${`${d} 10:00:00-05`}::timestamptz,
                  ${`${dia(6)} 15:00:00-05`}::timestamptz, 'CAMBIO') RETURNING id::int AS id`,
    );
    const venta = (fecha: string, galones: number, p = precio) => {
      const centavos = centavosLinea(galones, p);
      return {
        uuid: randomUUID(),
        fecha,
        tipo_negocio: 'C',
        manguera: a.manguera.id,
        detalles: [{ producto_id: a.manguera.productoId, cantidad: galones, precio: p, valor: pesos(centavos) }],
        medios_pago: [{ medio_pago_id: a.medios.efectivo, valor: pesos(centavos) }],
      };
    };
    await publicar(t.app, a.token, 'ventas', 'ventas', [
      venta(`${d} 09:00:00`, 1), // before the change
      venta(`${d} 11:00:00`, 2),
      venta(aLas(d, '05:30:00'), 0.5), // the next calendar day, still business day d
      venta(`${dia(1)} 12:00:00`, 3),
      venta(`${dia(2)} 12:00:00`, 4), // whole days: from the rollup
      venta(`${dia(3)} 12:00:00`, 5),
      venta(`${dia(3)} 13:00:00`, 6, otro), // another price the same day
      venta(`${dia(4)} 12:00:00`, 7),
      venta(`${dia(6)} 14:00:00`, 8),
      venta(`${dia(6)} 16:00:00`, 9), // after the period ended
    ]);

    const r = await reporte(t.app, a.admin)('historicos-precios', {
      estaciones: [a.empresaId],
      fecha_inicial: d,
      fecha_final: dia(6),
      tamano: 500,
    });
    expect(r.statusCode, r.body).toBe(200);
    const fila_ = REPORTES['historicos-precios'].datos.parse(r.json().data).filas.find((f) => f.precio_id === periodo!.id)!;
    expect(fila_).toMatchObject({
      precio_nuevo: precio,
      vigente_desde: `${d} 10:00:00`,
      vigente_hasta: `${dia(6)} 15:00:00`,
      cantidad: 29.5,
    });

    // The same figure as counting every valid line at that price inside the period (the computation it replaced).
    const lineas = await fila<{ cantidad: number }>(
      t.database.db,
      sql`SELECT sum(dt.cantidad)::float8 AS cantidad FROM precios p
            JOIN ventas_detalles dt ON dt.empresa_id = p.empresa_id AND dt.producto_id = p.producto_id AND dt.precio = p.precio
             AND dt.fecha_negocio BETWEEN (p.vigente_desde AT TIME ZONE 'America/Bogota')::date - 1
                                      AND (p.vigente_hasta AT TIME ZONE 'America/Bogota')::date + 1
            JOIN ventas v ON v.id = dt.venta_id
           WHERE p.id = ${periodo!.id} AND v.fecha >= p.vigente_desde AND v.fecha < p.vigente_hasta
             AND right(v.estado_movimiento, 3) = '001'`,
    );
    expect(lineas!.cantidad).toBe(fila_.cantidad);
    // The whole days were kept in the rollup by the sales themselves, per price.
    const rollup = await filas<{ fecha: string; precio: number; cantidad: number }>(
      t.database.db,
      sql`SELECT to_char(fecha_negocio, 'YYYY-MM-DD') AS fecha, precio::float8 AS precio, cantidad::float8 AS cantidad FROM ventas_precio_dia
           WHERE empresa_id = ${a.empresaId} AND producto_id = ${a.manguera.productoId} AND fecha_negocio BETWEEN ${dia(2)}::date AND ${dia(4)}::date
           ORDER BY fecha_negocio, precio`,
    );
    expect(rollup).toEqual([
      { fecha: dia(2), precio, cantidad: 4 },
      { fecha: dia(3), precio, cantidad: 5 },
      { fecha: dia(3), precio: otro, cantidad: 6 },
      { fecha: dia(4), precio, cantidad: 7 },
    ]);
  });

  it('keeps prices of stations outside the scope out', async () => {
    const b = await estacionPos(t, 1);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('historicos-precios', {
      estaciones: [b.empresaId],
      fecha_inicial: hoy(),
      fecha_final: hoy(),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
  });
});
