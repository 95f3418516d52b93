import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila } from '../src/db/client';
import { aplicarCambiosVencidos, programarCambioPrecio } from '../src/services/productos/precios';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, type EstacionPos } from './pos-fixtures';
import { centavosLinea, pesos, publicar, reporte, tokenCanastilla, truncPorcentaje } from './reportes-fixtures';

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
