import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CAMBIO_PRECIO as M } from '@eds/contracts/configuracion/cambios-precio';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import { enTransaccion } from '../src/db/context';
import { aplicarCambiosVencidos, precioVigente } from '../src/services/productos/precios';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';
import { estacionPos, type EstacionPos } from './pos-fixtures';

/**
 * Scheduled fuel price changes (SCREENS.md G13): validation, approval (A) and `Aplicar ahora` (X), the device's
 * download (ENVIADO) and confirmation, and the job applying due changes from their own moment with a controlled clock.
 */
let t: AppDePrueba;
let e: EstacionPos;
let admin: ReturnType<typeof conToken>;
let eds: ReturnType<typeof conToken>;
let equipo: ReturnType<typeof conToken>;
let raiz: number;
let cartagena: number;

/** Bogotá text of an instant: what the form sends. */
const bogota = (d: Date) => new Date(d.getTime() - 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const db = () => t.database.db;
const aplicar = (ahora: Date) => enTransaccion(db(), { usuarioId: null }, (tx) => aplicarCambiosVencidos(tx, ahora));

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  ({ raiz, cartagena } = await idsDemo(t.database));
  await db().execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCU' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'CAMBIOS PRECIOS EDS'
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RCU'`);
  admin = conToken(t.app, e.admin);
  eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  equipo = conToken(t.app, e.token);
});
afterAll(async () => t?.cerrar());

const cambio = (precio: number, fecha: Date, extra: Record<string, unknown> = {}) => ({
  empresa_id: e.empresaId,
  estaciones: [e.empresaId],
  producto_id: e.manguera.productoId,
  precio,
  fecha_efectiva: bogota(fecha),
  ...extra,
});

describe('scheduled fuel price changes', () => {
  it('refuses a past moment, a price above the regulated maximum and a variation above the parameter without letter A', async () => {
    const actual = e.precioCombustible;
    const futuro = new Date(Date.now() + 3600_000);
    const pasado = await admin('POST', '/api/cambio-precio', cambio(actual + 10, new Date(Date.now() - 3600_000)));
    expect(pasado.statusCode).toBe(400);
    expect(pasado.json().errores).toEqual([{ campo: 'fecha_efectiva', mensaje: M.fechaPasada }]);

    const reg = await admin('PUT', '/api/cambio-precio/precio-regulado', {
      empresa_id: raiz,
      combustible_id: 27,
      precio_maximo: actual + 500,
    });
    expect(reg.json().mensaje).toBe(M.reguladoGuardado);
    const supera = await admin('POST', '/api/cambio-precio', cambio(actual + 501, futuro));
    expect(supera.statusCode).toBe(400);
    expect(supera.json().errores).toEqual([{ campo: 'precio', mensaje: M.supera }]);
    const cero = await admin('POST', '/api/cambio-precio', cambio(0, futuro));
    expect(cero.json().errores).toEqual([{ campo: 'precio', mensaje: M.precioPositivo }]);

    // 20 % above the price in force: the station administrator (no A) is refused, the approver is recorded.
    await db().execute(sql`DELETE FROM precios_regulados`);
    const antes = (await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM cambios_precio`))!.n;
    const sinA = await eds('POST', '/api/cambio-precio', cambio(Math.round(actual * 1.2), futuro, { empresa_id: e.empresaId }));
    expect(sinA.statusCode).toBe(403);
    expect(sinA.json().mensaje).toBe(M.requiereAprobacion);
    expect((await fila<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM cambios_precio`))!.n).toBe(antes);
    const conA = await admin('POST', '/api/cambio-precio', cambio(Math.round(actual * 1.2), futuro));
    expect(conA.statusCode, conA.body).toBe(200);
    const [id] = conA.json().data.ids as number[];
    const r = await admin('GET', `/api/cambio-precio/${id}`);
    expect(r.json().data).toMatchObject({ estado: 'PROGRAMADO', aprobado_por: 'SUPERADMIN', variacion_pct: expect.closeTo(20, 0) });
    const anular = await admin('PUT', `/api/cambio-precio/${id}/I`);
    expect(anular.json().mensaje).toBe(M.anulado);
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM cambios_precio WHERE id = ${id}`))!.estado).toBe('ANULADO');
    const otraVez = await admin('PUT', `/api/cambio-precio/${id}/I`);
    expect(otraVez.json().mensaje).toBe(M.noModificable);

    // A drop keeps its sign, and its size needs approval as a rise does.
    const bajaSinA = await eds('POST', '/api/cambio-precio', cambio(Math.round(actual * 0.8), futuro, { empresa_id: e.empresaId }));
    expect(bajaSinA.statusCode).toBe(403);
    const baja = await admin('POST', '/api/cambio-precio', cambio(Math.round(actual * 0.8), futuro));
    const [idBaja] = baja.json().data.ids as number[];
    expect((await admin('GET', `/api/cambio-precio/${idBaja}`)).json().data.variacion_pct).toBeCloseTo(-20, 0);
  });

  it('names the price in force of the chosen fuel at each station, beside which the new one is typed', async () => {
    const r = await admin('GET', `/api/cambio-precio/estaciones/empresa/${raiz}?producto_id=${e.manguera.productoId}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toContainEqual({ id: e.empresaId, alias: expect.any(String), precio_vigente: e.precioCombustible });
    const sinProducto = await admin('GET', `/api/cambio-precio/estaciones/empresa/${raiz}`);
    expect(sinProducto.json().data).toContainEqual({ id: e.empresaId, alias: expect.any(String), precio_vigente: null });
  });

  it('goes PROGRAMADO → ENVIADO → APLICADO at its own moment, once, and the price history and sales price follow', async () => {
    const actual = e.precioCombustible;
    const momento = new Date(Math.ceil((Date.now() + 120_000) / 1000) * 1000);
    const creado = await eds('POST', '/api/cambio-precio', cambio(actual + 100, momento));
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().mensaje).toBe(M.creado);
    const [id] = creado.json().data.ids as number[];

    // The device downloads it before the moment: ENVIADO.
    const bajada = await equipo('GET', '/api/pos/v1/cambios-precio');
    expect(bajada.statusCode).toBe(200);
    expect(bajada.json().data).toContainEqual({
      id,
      producto_id: e.manguera.productoId,
      precio: actual + 100,
      fecha_efectiva: bogota(momento),
    });
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM cambios_precio WHERE id = ${id}`))!.estado).toBe('ENVIADO');

    // One second before the moment nothing changes; at the moment it applies, and a second run does nothing.
    expect(await aplicar(new Date(momento.getTime() - 1000))).toBe(0);
    expect(await aplicar(momento)).toBe(1);
    expect(await aplicar(new Date(momento.getTime() + 60_000))).toBe(0);
    const aplicado = (await admin('GET', `/api/cambio-precio/${id}`)).json().data;
    expect(aplicado).toMatchObject({ estado: 'APLICADO', precio_anterior: actual, precio: actual + 100 });

    // The price in force just before and at the moment: what a sale is stamped with.
    expect(await precioVigente(db(), e.empresaId, e.manguera.productoId, new Date(momento.getTime() - 1))).toBe(e.precioCombustible * 100);
    expect(await precioVigente(db(), e.empresaId, e.manguera.productoId, momento)).toBe((e.precioCombustible + 100) * 100);
    const historia = await filas<{ origen: string; cambio_precio_id: number | null }>(
      db(),
      sql`SELECT origen, cambio_precio_id FROM precios WHERE empresa_id = ${e.empresaId} AND producto_id = ${e.manguera.productoId} AND vigente_hasta IS NULL`,
    );
    expect(historia).toEqual([{ origen: 'CAMBIO', cambio_precio_id: id }]);

    // The device confirms; an applied change can no longer be annulled.
    const conf = await equipo('POST', '/api/pos/v1/confirmacion-cambio-precio', { cambio_precio_id: id, estado: 'CONFIRMADO' });
    expect(conf.json().mensaje).toBe(M.confirmado);
    expect((await admin('GET', `/api/cambio-precio/${id}`)).json().data.confirmaciones).toBe(1);
    expect((await admin('PUT', `/api/cambio-precio/${id}/I`)).statusCode).toBe(400);
  });

  it('needs letter X to apply at once, and keeps every call within the user scope', async () => {
    const actual = (await precioVigente(db(), e.empresaId, e.manguera.productoId, new Date()))! / 100;
    const sinX = await eds('POST', '/api/cambio-precio', { ...cambio(actual + 50, new Date()), aplicar_ahora: true });
    expect(sinX.statusCode).toBe(403);
    expect(sinX.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    // Applied at once at another station of the business (the one above now holds a price from a later moment).
    const precioCartagena = (await precioVigente(db(), cartagena, e.manguera.productoId, new Date()))! / 100;
    const ya = await admin('POST', '/api/cambio-precio', {
      ...cambio(precioCartagena + 50, new Date()),
      empresa_id: raiz,
      estaciones: [cartagena],
      fecha_efectiva: undefined,
      aplicar_ahora: true,
    });
    expect(ya.statusCode, ya.body).toBe(200);
    expect(ya.json().mensaje).toBe(M.aplicado);
    const [id] = ya.json().data.ids as number[];
    expect((await fila<{ estado: string }>(db(), sql`SELECT estado FROM cambios_precio WHERE id = ${id}`))!.estado).toBe('APLICADO');
    expect(await precioVigente(db(), cartagena, e.manguera.productoId, new Date())).toBe(Math.round((precioCartagena + 50) * 100));

    // The station administrator reaches neither another station nor its changes.
    const ajena = await eds('POST', '/api/cambio-precio', {
      ...cambio(actual + 10, new Date(Date.now() + 3600_000)),
      estaciones: [cartagena],
    });
    expect(ajena.statusCode).toBe(403);
    const deCartagena = await admin('POST', '/api/cambio-precio', {
      ...cambio(actual + 10, new Date(Date.now() + 3600_000)),
      empresa_id: raiz,
      estaciones: [cartagena],
    });
    const idAjeno = (deCartagena.json().data.ids as number[])[0];
    expect((await eds('GET', `/api/cambio-precio/${idAjeno}`)).statusCode).toBe(404);
    expect((await eds('PUT', `/api/cambio-precio/${idAjeno}/I`)).statusCode).toBe(404);
    const otroEquipo = await equipo('POST', '/api/pos/v1/confirmacion-cambio-precio', { cambio_precio_id: idAjeno, estado: 'CONFIRMADO' });
    expect(otroEquipo.statusCode).toBe(404);
    const lista = await admin('GET', `/api/cambio-precio/empresa/${raiz}?estado=A`);
    expect(lista.json().data.map((c: { id: number }) => c.id)).toContain(idAjeno);
  });
});
