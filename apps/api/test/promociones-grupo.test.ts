import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMERCIAL as M } from '@eds/contracts/comercial';
import { fila } from '../src/db/client';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { estacionPos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/**
 * Promotions for a product group (SCREENS.md G18 "Productos or grupo"; decision 053): a promotion may name a G09 group
 * of tipo PRODUCTOS instead of (or besides) its products; the list and detail show it, the form lists the groups, a
 * group of another kind is refused, and POS ingestion accepts a promoted line only for a product the promotion reaches
 * (the shared engine's `promocionAlcanzaProducto`).
 */
let t: AppDePrueba;
let e: EstacionPos;
let admin: ReturnType<typeof conToken>;
let grupo: number;
let grupoClientes: number;
const db = () => t.database.db;

const promocion = (extra: Record<string, unknown> = {}) => ({
  nombre: 'combustible del grupo',
  tipo: '% DESCUENTO',
  valor: 5,
  fecha_inicio: '2020-01-01',
  fecha_fin: '2040-12-31',
  dias: [],
  tipos_negocio: ['C'],
  productos: [],
  estaciones: [e.empresaId],
  ...extra,
});

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  admin = conToken(t.app, e.admin);
  const negocio = (await fila<{ negocio_id: number }>(db(), sql`SELECT negocio_id FROM empresas WHERE id = ${e.empresaId}`))!.negocio_id;
  grupo = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO grupos (negocio_id, empresa_id, tipo, nombre) VALUES (${negocio}, ${e.empresaId}, 'PRODUCTOS', 'COMBUSTIBLES PROMO') RETURNING id`,
  ))!.id;
  await db().execute(sql`INSERT INTO grupos_miembros (grupo_id, miembro_id) VALUES (${grupo}, ${e.manguera.productoId})`);
  grupoClientes = (await fila<{ id: number }>(
    db(),
    sql`INSERT INTO grupos (negocio_id, empresa_id, tipo, nombre) VALUES (${negocio}, ${e.empresaId}, 'CLIENTES', 'CLIENTES PROMO') RETURNING id`,
  ))!.id;
});
afterAll(async () => t?.cerrar());

describe('promotion of a product group', () => {
  it('is stored with its group, listed and detailed with it; products or group is required; other kinds of group refused', async () => {
    const grupos = await admin('GET', '/api/promocion/grupos');
    expect(grupos.statusCode).toBe(200);
    expect(grupos.json().data).toContainEqual({ id: grupo, nombre: 'COMBUSTIBLES PROMO' });
    expect((grupos.json().data as { id: number }[]).some((g) => g.id === grupoClientes)).toBe(false);

    const vacia = await admin('POST', '/api/promocion/crear-promocion', promocion());
    expect(vacia.statusCode).toBe(400);
    expect(vacia.body).toContain(M.seleccioneProducto);
    const ajeno = await admin('POST', '/api/promocion/crear-promocion', promocion({ grupo_id: grupoClientes }));
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().mensaje).toBe(M.grupoNoValido);

    const r = await admin('POST', '/api/promocion/crear-promocion', promocion({ grupo_id: grupo }));
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    const detalle = await admin('GET', `/api/promocion/get-detalle-promocion/${id}`);
    expect(detalle.json().data).toMatchObject({ productos: [], grupo: { id: grupo, nombre: 'COMBUSTIBLES PROMO' } });
    const lista = await admin('GET', `/api/promocion?negocio=C&limite=50&buscar=${encodeURIComponent('combustible del grupo')}`);
    expect((lista.json().data as { id: number; grupo: unknown }[]).find((x) => x.id === id)?.grupo).toEqual({
      id: grupo,
      nombre: 'COMBUSTIBLES PROMO',
    });
    expect((await fila<{ grupo_id: number }>(db(), sql`SELECT grupo_id FROM promociones WHERE id = ${id}`))!.grupo_id).toBe(grupo);
  });

  it('POS ingestion takes a promoted line only for a product the promotion reaches', async () => {
    const creada = await admin('POST', '/api/promocion/crear-promocion', promocion({ nombre: 'promo pos grupo', grupo_id: grupo }));
    const id = creada.json().data.id as number;
    const buena = ventaCombustible(e, 2);
    (buena.detalles as Record<string, unknown>[])[0].promocion_id = id;
    // Another fuel of the station, outside the group.
    const otro = (await fila<{ id: number; precio: string }>(
      db(),
      sql`SELECT p.id, pr.precio FROM productos p JOIN precios pr ON pr.producto_id = p.id AND pr.empresa_id = ${e.empresaId} AND pr.vigente_hasta IS NULL
           WHERE p.codigo LIKE 'COMB-%' AND p.id <> ${e.manguera.productoId} ORDER BY p.codigo LIMIT 1`,
    ))!;
    const precio = Number(otro.precio);
    const mala: Record<string, unknown> = {
      ...ventaCombustible(e, 1),
      manguera: undefined,
      detalles: [{ producto_id: otro.id, cantidad: 1, precio, promocion_id: id }],
      medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: precio }],
    };
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [buena, mala] });
    expect(r.json().data).toEqual({
      aceptadas: 1,
      duplicadas: 0,
      rechazadas: [{ uuid: mala.uuid, mensaje: M.productoFueraDePromocion(id, otro.id), campo: 'detalles.0.promocion_id' }],
    });
    expect(M.productoFueraDePromocion(id, otro.id)).toBe(`La promoción ${id} no aplica al producto ${otro.id}`);
    // The POS receives the promotion with its group resolved to the members.
    const config = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion', headers: { authorization: `Bearer ${e.token}` } });
    expect(config.statusCode).toBe(200);
    const servida = (config.json().data.promociones as { id: number; productos: number[]; grupo: number[] | null }[]).find(
      (x) => x.id === id,
    );
    expect(servida).toMatchObject({ productos: [], grupo: [e.manguera.productoId] });
    const guardada = await fila<{ promocion_id: number }>(
      db(),
      sql`SELECT d.promocion_id FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id WHERE v.uuid = ${buena.uuid as string}::uuid`,
    );
    expect(guardada?.promocion_id).toBe(id);
  });
});
