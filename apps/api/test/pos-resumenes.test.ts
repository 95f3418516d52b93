import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { filas } from '../src/db/client';
import { crearApp, type AppDePrueba } from './helper';
import { diferenciasOperacion, diferenciasVentas } from './invariantes';
import { emitirToken, estacionPos, postPos, type EstacionPos } from './pos-fixtures';

let t: AppDePrueba;
let e: EstacionPos;
let tokenTienda: string;
let productosTienda: { id: number; precio: number }[];
beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  tokenTienda = await emitirToken(t.app, e.admin, e.equipoCanastillaId);
  productosTienda = (
    await filas<{ id: number; precio: string }>(
      t.database.db,
      sql`SELECT p.id, pr.precio FROM productos p JOIN precios pr ON pr.producto_id = p.id AND pr.vigente_hasta IS NULL AND pr.empresa_id = ${e.empresaId}
           WHERE 'S' = ANY(p.tipos_negocio) ORDER BY p.id LIMIT 6`,
    )
  ).map((p) => ({ id: p.id, precio: Number(p.precio) }));
});
afterAll(async () => t.cerrar());

const cent = (n: number) => Math.round(n * 100) / 100;

/** A random sale: fuel or store, several lines, split payments, over the last 40 days (crossing months and the 06:00 cut). */
const venta = fc.record({
  combustible: fc.boolean(),
  minutosAtras: fc.integer({ min: 5, max: 40 * 24 * 60 }),
  lineas: fc.array(fc.record({ producto: fc.nat(5), cantidad: fc.integer({ min: 1, max: 40_000 }), descuento: fc.nat(300) }), {
    minLength: 1,
    maxLength: 4,
  }),
  partes: fc.integer({ min: 1, max: 3 }),
  placa: fc.boolean(),
  fidelizada: fc.boolean(),
  repetir: fc.boolean(),
});

type VentaAleatoria = typeof venta extends fc.Arbitrary<infer T> ? T : never;

function construir(v: VentaAleatoria): Record<string, unknown> {
  const detalles = v.lineas.map((l) => {
    const producto = v.combustible
      ? { id: e.manguera.productoId, precio: e.precioCombustible }
      : productosTienda[l.producto % productosTienda.length];
    const cantidad = v.combustible ? l.cantidad / 1000 : Math.max(1, Math.round(l.cantidad / 4000));
    const bruto = cent(cantidad * producto.precio);
    const descuento = Math.min(l.descuento, Math.floor(bruto));
    return { producto_id: producto.id, cantidad, precio: producto.precio, descuento, valor: cent(bruto - descuento) };
  });
  const total = cent(detalles.reduce((s, d) => s + d.valor, 0));
  const medios = [e.medios.efectivo, e.medios.debito, e.medios.efectivo];
  const partes = Array.from({ length: v.partes }, (_, i) => ({
    medio_pago_id: medios[i],
    valor: i < v.partes - 1 ? cent(Math.floor((total / v.partes) * 100) / 100) : 0,
  }));
  partes[partes.length - 1].valor = cent(total - partes.slice(0, -1).reduce((s, p) => s + p.valor, 0));
  return {
    uuid: randomUUID(),
    fecha: textoBogota(new Date(Date.now() - v.minutosAtras * 60_000)),
    tipo_negocio: v.combustible ? 'C' : 'S',
    ...(v.combustible ? { manguera: e.manguera.id } : {}),
    detalles,
    medios_pago: partes,
    ...(v.placa ? { placa: 'KLM456' } : {}),
    ...(v.fidelizada ? { fidelizacion: '7071000011112222' } : {}),
  };
}

describe('rollups after random POS batches', () => {
  it('equal the sums of the stored sales, whatever the batches, repeats and order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(venta, { minLength: 1, maxLength: 25 }), async (ventas) => {
        const combustible: Record<string, unknown>[] = [];
        const tienda: Record<string, unknown>[] = [];
        for (const v of ventas) {
          const hecha = construir(v);
          (v.combustible ? combustible : tienda).push(hecha);
          if (v.repetir) (v.combustible ? combustible : tienda).push(hecha);
        }
        const respuestas = await Promise.all([
          combustible.length ? postPos(t.app, e.token, 'ventas', { ventas: combustible }) : null,
          tienda.length ? postPos(t.app, tokenTienda, 'ventas', { ventas: tienda }) : null,
        ]);
        for (const r of respuestas) {
          if (!r) continue;
          expect(r.json().data.rechazadas).toEqual([]);
        }
        expect(await diferenciasVentas(t.database.db, e.empresaId)).toEqual({});
      }),
      { numRuns: 25 },
    );
    expect(await diferenciasOperacion(t.database.db)).toEqual({});
  });
});
