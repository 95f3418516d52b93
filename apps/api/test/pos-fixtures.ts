import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { fila, filas } from '../src/db/client';
import type { App } from '../src/app';
import { conToken, ingresar, type AppDePrueba } from './helper';

/** A demo station ready to receive POS calls: a device token and the ids a POS would have in its catalogue. */
export interface EstacionPos {
  empresaId: number;
  equipoId: number;
  token: string;
  /** The station's store device (business type S). */
  equipoCanastillaId: number;
  manguera: { id: number; productoId: number; bodegaId: number; islaId: number };
  precioCombustible: number;
  productoCanastilla: { id: number; precio: number };
  medios: { efectivo: number; debito: number; creditoCliente: number };
  clienteCredito: number;
  promotorId: number;
  admin: string;
}

/** Signs in as the demo superadmin and returns its bearer token. */
export async function tokenAdmin(app: App): Promise<string> {
  return (await ingresar(app, 'SUPERADMIN')).token;
}

/** Issues a device token through the admin call, as an administrator would. */
export async function emitirToken(app: App, admin: string, equipoId: number): Promise<string> {
  const r = await conToken(app, admin)('POST', `/api/equipo/${equipoId}/token`);
  if (r.statusCode !== 200) throw new Error(`token: ${r.statusCode} ${r.body}`);
  return r.json<{ data: { token: string } }>().data.token;
}

/** The n-th demo station (ordered by id), or the station of that id, with a token for one of its island POS devices. */
export async function estacionPos(t: AppDePrueba, n: number | { id: number } = 0): Promise<EstacionPos> {
  const db = t.database.db;
  const estacion = await fila<{ id: number; negocio_id: number }>(
    db,
    typeof n === 'number'
      ? sql`SELECT id, negocio_id FROM empresas WHERE tipo = 3 ORDER BY id OFFSET ${n} LIMIT 1`
      : sql`SELECT id, negocio_id FROM empresas WHERE tipo = 3 AND id = ${n.id}`,
  );
  const empresaId = estacion!.id;
  const equipo = await fila<{ id: number }>(
    db,
    sql`SELECT id FROM equipos WHERE empresa_id = ${empresaId} AND tipo = 'POS' AND 'C' = ANY(tipos_negocio) ORDER BY id LIMIT 1`,
  );
  const canastilla = await fila<{ id: number }>(
    db,
    sql`SELECT id FROM equipos WHERE empresa_id = ${empresaId} AND tipo = 'POS' AND tipos_negocio = '{S}' ORDER BY id LIMIT 1`,
  );
  const manguera = await fila<{ id: number; producto_id: number; bodega_id: number; isla_id: number; precio: string }>(
    db,
    sql`SELECT m.id, m.producto_id, m.bodega_id, s.isla_id, pr.precio FROM mangueras m
          JOIN surtidores s ON s.id = m.surtidor_id JOIN productos p ON p.id = m.producto_id
          JOIN precios pr ON pr.producto_id = p.id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
         WHERE m.empresa_id = ${empresaId} AND p.codigo = 'COMB-001' ORDER BY m.id LIMIT 1`,
  );
  const producto = await fila<{ id: number; precio: string }>(
    db,
    sql`SELECT p.id, pr.precio FROM productos p JOIN precios pr ON pr.producto_id = p.id AND pr.empresa_id = ${empresaId} AND pr.vigente_hasta IS NULL
         WHERE p.codigo = 'CAN-001'`,
  );
  const medios = await filas<{ id: number; codigo: string }>(
    db,
    sql`SELECT id, codigo FROM medios_pago WHERE negocio_id = ${estacion!.negocio_id}`,
  );
  const medio = (c: string) => medios.find((m) => m.codigo === c)!.id;
  const cliente = await fila<{ id: number }>(
    db,
    sql`SELECT c.id FROM clientes c JOIN cupos cu ON cu.cliente_id = c.id WHERE c.negocio_id = ${estacion!.negocio_id} AND cu.tipo = 'CREDITO' ORDER BY c.id LIMIT 1`,
  );
  const promotor = await fila<{ id: number }>(db, sql`SELECT id FROM promotores WHERE empresa_id = ${empresaId} ORDER BY id LIMIT 1`);
  const admin = await tokenAdmin(t.app);
  return {
    empresaId,
    equipoId: equipo!.id,
    token: await emitirToken(t.app, admin, equipo!.id),
    equipoCanastillaId: canastilla!.id,
    manguera: { id: manguera!.id, productoId: manguera!.producto_id, bodegaId: manguera!.bodega_id, islaId: manguera!.isla_id },
    precioCombustible: Number(manguera!.precio),
    productoCanastilla: { id: producto!.id, precio: Number(producto!.precio) },
    medios: { efectivo: medio('EFE'), debito: medio('TDB'), creditoCliente: medio('CRE') },
    clienteCredito: cliente!.id,
    promotorId: promotor!.id,
    admin,
  };
}

/** Bogotá wall-clock text of a moment `minutos` ago. */
export function haceMinutos(minutos: number): string {
  return textoBogota(new Date(Date.now() - minutos * 60_000));
}

/**
 * A valid cash fuel sale of `galones` on the station's hose, made a minute ago (an older default fell in yesterday's
 * business day when the tests ran just after 06:00 Colombian time), with optional overrides.
 */
export function ventaCombustible(e: EstacionPos, galones = 5, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const valor = Math.round(galones * e.precioCombustible * 100) / 100;
  return {
    uuid: randomUUID(),
    fecha: haceMinutos(1),
    tipo_negocio: 'C',
    manguera: e.manguera.id,
    detalles: [{ producto_id: e.manguera.productoId, cantidad: galones, precio: e.precioCombustible, valor }],
    medios_pago: [{ medio_pago_id: e.medios.efectivo, valor }],
    ...extra,
  };
}

/** Posts a POS batch with the device token. */
export function postPos(app: App, token: string, ruta: string, cuerpo: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/pos/v1/${ruta}`,
    payload: cuerpo as never,
    headers: { authorization: `Bearer ${token}` },
  });
}
