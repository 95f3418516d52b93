import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { textoBogota } from '@eds/contracts/dia-operativo';
import type { TConfiguracionPos, TProductoPos } from '@eds/contracts/pos-configuracion';
import { fila, filas } from '../src/db/client';
import { enTransaccion } from '../src/db/context';
import { aplicarCambiosVencidos, precioVigente } from '../src/services/productos/precios';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * GET /api/pos/v1/configuracion serves each product's scheduled price changes, so a device switches at the moment
 * even offline; sales posted before and after the switch carry the old and the new price, and the price history the
 * job writes agrees with both. The clock is moved with fake Date only (timers stay real).
 */
let t: AppDePrueba;
let e: EstacionPos;
let otra: EstacionPos;
let admin: ReturnType<typeof conToken>;

const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  otra = await estacionPos(t, 1);
  admin = conToken(t.app, e.admin);
});
afterEach(() => vi.useRealTimers());
afterAll(async () => t?.cerrar());

async function configuracion(token: string): Promise<TConfiguracionPos> {
  const r = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion', headers: { authorization: `Bearer ${token}` } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: TConfiguracionPos }>().data;
}

/** What a device does offline: the price of the last served change whose moment has passed, else the price in force. */
function precioEnTerminal(p: TProductoPos, momento: string): number {
  const pasados = p.cambios_programados.filter((c) => c.fecha_efectiva <= momento);
  return pasados.length ? pasados[pasados.length - 1].precio : p.precio;
}

describe('GET /api/pos/v1/configuracion with scheduled price changes', () => {
  it('serves the coming change per product, marks it ENVIADO, and sales before and after the switch carry the old and new price', async () => {
    const producto = e.manguera.productoId;
    // The demo schedules changes days ahead: they stay served after the ones made here.
    const demo = (await configuracion(e.token)).productos.find((p) => p.id === producto)!.cambios_programados;

    const momento = new Date(Math.ceil((Date.now() + 10 * 60_000) / 1000) * 1000);
    const luego = new Date(momento.getTime() + 60 * 60_000);
    const nuevo = e.precioCombustible + 120;
    const creado = await admin('POST', '/api/cambio-precio', {
      empresa_id: e.empresaId,
      estaciones: [e.empresaId],
      producto_id: producto,
      precio: nuevo,
      fecha_efectiva: textoBogota(momento),
    });
    expect(creado.statusCode, creado.body).toBe(200);
    const [id] = creado.json().data.ids as number[];
    const segundo = await admin('POST', '/api/cambio-precio', {
      empresa_id: e.empresaId,
      estaciones: [e.empresaId],
      producto_id: producto,
      precio: nuevo + 30,
      fecha_efectiva: textoBogota(luego),
    });
    const [id2] = segundo.json().data.ids as number[];

    // The device's configuration: the price in force and both changes, earliest first; downloading them is ENVIADO.
    const conf = await configuracion(e.token);
    const p = conf.productos.find((x) => x.id === producto)!;
    expect(p.precio).toBe(e.precioCombustible);
    expect(p.cambios_programados).toEqual([
      { id, precio: nuevo, fecha_efectiva: textoBogota(momento) },
      { id: id2, precio: nuevo + 30, fecha_efectiva: textoBogota(luego) },
      ...demo,
    ]);
    const estados = await filas<{ id: number; estado: string }>(
      db(),
      sql`SELECT id, estado FROM cambios_precio WHERE id IN (${id}, ${id2}) ORDER BY id`,
    );
    expect(estados).toEqual([
      { id, estado: 'ENVIADO' },
      { id: id2, estado: 'ENVIADO' },
    ]);
    // A store product of the station has nothing scheduled.
    expect(conf.productos.find((x) => x.id === e.productoCanastilla.id)!.cambios_programados).toEqual([]);

    // A device of another station is not served this station's changes.
    const ajena = await configuracion(otra.token);
    expect(ajena.productos.flatMap((x) => x.cambios_programados.map((c) => c.id))).not.toContain(id);

    // Twenty minutes later the device, offline since, sells one second before and one second after the moment.
    vi.useFakeTimers({ toFake: ['Date'], now: momento.getTime() + 20 * 60_000 });
    const antesDelCambio = textoBogota(new Date(momento.getTime() - 1000));
    const despuesDelCambio = textoBogota(new Date(momento.getTime() + 1000));
    expect(precioEnTerminal(p, antesDelCambio)).toBe(e.precioCombustible);
    expect(precioEnTerminal(p, despuesDelCambio)).toBe(nuevo);
    const galones = 4;
    const venta = (fecha: string) => {
      const precio = precioEnTerminal(p, fecha);
      const valor = Math.round(galones * precio * 100) / 100;
      return ventaCombustible(e, galones, {
        fecha,
        detalles: [{ producto_id: producto, cantidad: galones, precio, valor }],
        medios_pago: [{ medio_pago_id: e.medios.efectivo, valor }],
      });
    };
    const vieja = venta(antesDelCambio);
    const nueva = venta(despuesDelCambio);
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [vieja, nueva] });
    expect(r.statusCode, r.body).toBe(200);

    // The job applies the due change (not the later one) from its own moment.
    expect(await enTransaccion(db(), { usuarioId: null }, (tx) => aplicarCambiosVencidos(tx, new Date()))).toBe(1);
    const lineas = await filas<{ uuid: string; precio: number; fecha: string }>(
      db(),
      sql`SELECT v.uuid::text AS uuid, d.precio::float8 AS precio, v.fecha::text AS fecha FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id
           WHERE v.uuid IN (${vieja.uuid as string}::uuid, ${nueva.uuid as string}::uuid)`,
    );
    const precioDe = (uuid: unknown) => lineas.find((l) => l.uuid === uuid)!.precio;
    expect(precioDe(vieja.uuid)).toBe(e.precioCombustible);
    expect(precioDe(nueva.uuid)).toBe(nuevo);
    // Each sale's price is the one in force at its moment in the station's price history.
    const enHistoria = async (fecha: string) =>
      (await precioVigente(db(), e.empresaId, producto, `${fecha.replace(' ', 'T')}-05:00`))! / 100;
    expect(await enHistoria(antesDelCambio)).toBe(e.precioCombustible);
    expect(await enHistoria(despuesDelCambio)).toBe(nuevo);

    // Once applied, the configuration serves the new price in force and only the later change.
    const despues = (await configuracion(e.token)).productos.find((x) => x.id === producto)!;
    expect(despues.precio).toBe(nuevo);
    expect(despues.cambios_programados.map((c) => c.id)).toEqual([id2, ...demo.map((c) => c.id)]);
    const aplicado = await fila<{ estado: string; precio_anterior: number }>(
      db(),
      sql`SELECT estado, precio_anterior::float8 AS precio_anterior FROM cambios_precio WHERE id = ${id}`,
    );
    expect(aplicado).toEqual({ estado: 'APLICADO', precio_anterior: e.precioCombustible });
  });

  it('refuses a call without a device token', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion' });
    expect(r.statusCode).toBe(401);
  });
});
