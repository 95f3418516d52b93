import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fila } from '../src/db/client';
import { conToken, crearApp, type AppDePrueba } from './helper';
import { estacionPos, haceMinutos, postPos, type EstacionPos } from './pos-fixtures';
import { centavosLinea, pesos, tokenCanastilla } from './reportes-fixtures';

/**
 * Property: any sequence of back-office documents (entries, outputs, transfers), annulments and POS sales leaves the
 * stock and average cost of each warehouse equal to an independent model of the posted movements, each document's
 * kardex line holding the balance after it, and back-office documents never taking stock below zero.
 */

let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let e: EstacionPos;
let tokenTienda: string;
let bodegaA: number;
let producto: number;
let proveedor: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await crearApp();
  e = await estacionPos(t);
  admin = conToken(t.app, e.admin);
  tokenTienda = await tokenCanastilla(t, e);
  producto = e.productoCanastilla.id;
  bodegaA = (await fila<{ id: number }>(db(), sql`SELECT id FROM bodegas WHERE empresa_id = ${e.empresaId} AND tipo = 'CANASTILLA'`))!.id;
  proveedor = (await fila<{ id: number }>(db(), sql`SELECT id FROM proveedores WHERE tipo = 'CANASTILLA' ORDER BY id LIMIT 1`))!.id;
});
afterAll(async () => t.cerrar());

interface Saldo {
  cantidad: bigint;
  costo: bigint;
}

/** The server's weighted average after an entry, in thousandths and cents. */
function entrar(s: Saldo, q: bigint, c: bigint): void {
  if (s.cantidad <= 0n) s.costo = c;
  else {
    const unidades = s.cantidad + q;
    s.costo = (s.cantidad * s.costo + q * c + unidades / 2n) / unidades;
  }
  s.cantidad += q;
}

/** Takes back what came in at cost `c` (an annulled entry, or a transfer leaving its destination). */
function sacarAlCosto(s: Saldo, q: bigint, c: bigint): void {
  const queda = s.cantidad - q;
  if (queda > 0n) {
    const promedio = (s.cantidad * s.costo - q * c + queda / 2n) / queda;
    if (promedio > 0n) s.costo = promedio;
  }
  s.cantidad = queda;
}

type Comando =
  | { k: 'entrada'; q: number; c: number }
  | { k: 'salida'; q: number }
  | { k: 'traslado'; q: number; ida: boolean }
  | { k: 'anular'; i: number }
  | { k: 'venta'; q: number };

const comando: fc.Arbitrary<Comando> = fc.oneof(
  fc.record({ k: fc.constant('entrada' as const), q: fc.integer({ min: 1, max: 20_000 }), c: fc.integer({ min: 100, max: 900_000 }) }),
  fc.record({ k: fc.constant('salida' as const), q: fc.integer({ min: 1, max: 15_000 }) }),
  fc.record({ k: fc.constant('traslado' as const), q: fc.integer({ min: 1, max: 15_000 }), ida: fc.boolean() }),
  fc.record({ k: fc.constant('anular' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('venta' as const), q: fc.integer({ min: 1, max: 3 }) }),
);

let corrida = 0;
let factura = 0;

describe('stock, cost and kardex against the posted movements', () => {
  it('holds for random sequences of documents, annulments and POS sales', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(comando, { minLength: 6, maxLength: 14 }), async (comandos) => {
        const bodegaB = (
          await admin('POST', '/api/bodega', {
            empresa_id: e.empresaId,
            codigo: `PROP-${++corrida}`,
            descripcion: `prop ${corrida}`,
            tipo: 'GENERAL',
          })
        ).json().data.id as number;
        const leer = async (b: number): Promise<Saldo> => {
          const r = await fila<{ cantidad: string; costo: string }>(
            db(),
            sql`SELECT round(cantidad * 1000)::text AS cantidad, round(costo_promedio * 100)::text AS costo FROM existencias
                 WHERE bodega_id = ${b} AND producto_id = ${producto}`,
          );
          return { cantidad: BigInt(r?.cantidad ?? '0'), costo: BigInt(r?.costo ?? '0') };
        };
        const modelo = new Map<number, Saldo>([
          [bodegaA, await leer(bodegaA)],
          [bodegaB, { cantidad: 0n, costo: 0n }],
        ]);
        const docs: { id: number; k: 'entrada' | 'salida' | 'traslado'; q: bigint; c: bigint; origen: number; destino: number }[] = [];
        const kardex = async (id: number) =>
          (await fila<{ cantidad: string; costo: string }>(
            db(),
            sql`SELECT round(saldo_cantidad * 1000)::text AS cantidad, round(saldo_costo * 100)::text AS costo
                  FROM movimientos_inventario_detalles WHERE movimiento_id = ${id}`,
          ))!;
        const cuerpo = (b: number, q: bigint) => ({
          empresa_id: e.empresaId,
          tipo_negocio: 'S',
          bodega_id: b,
          lineas: [{ producto_id: producto, cantidad: Number(q) / 1000 }],
        });

        for (const cmd of comandos) {
          if (cmd.k === 'entrada') {
            const q = BigInt(cmd.q);
            const c = BigInt(cmd.c);
            const r = await admin('POST', '/api/movimiento/entrada', {
              ...cuerpo(bodegaA, q),
              proveedor_id: proveedor,
              factura_proveedor: `PROP-${++factura}`,
              lineas: [{ producto_id: producto, cantidad: cmd.q / 1000, costo_unitario: cmd.c / 100 }],
            });
            expect(r.statusCode, r.body).toBe(200);
            entrar(modelo.get(bodegaA)!, q, c);
            docs.push({ id: r.json().data.id, k: 'entrada', q, c, origen: bodegaA, destino: bodegaA });
            const k = await kardex(r.json().data.id);
            expect([BigInt(k.cantidad), BigInt(k.costo)]).toEqual([modelo.get(bodegaA)!.cantidad, modelo.get(bodegaA)!.costo]);
          } else if (cmd.k === 'salida' || cmd.k === 'traslado') {
            const q = BigInt(cmd.q);
            const origen = cmd.k === 'traslado' && !cmd.ida ? bodegaB : bodegaA;
            const destino = origen === bodegaA ? bodegaB : bodegaA;
            const s = modelo.get(origen)!;
            const r =
              cmd.k === 'salida'
                ? await admin('POST', '/api/movimiento/salida', { ...cuerpo(origen, q), concepto: 'DAÑO' })
                : await admin('POST', '/api/movimiento/traslado', { ...cuerpo(origen, q), bodega_destino_id: destino });
            if (s.cantidad < q) {
              expect(r.statusCode).toBe(400);
              continue;
            }
            expect(r.statusCode, r.body).toBe(200);
            const c = s.costo;
            s.cantidad -= q;
            if (cmd.k === 'traslado') entrar(modelo.get(destino)!, q, c);
            docs.push({ id: r.json().data.id, k: cmd.k, q, c, origen, destino });
            const k = await kardex(r.json().data.id);
            expect([BigInt(k.cantidad), BigInt(k.costo)]).toEqual([s.cantidad, s.costo]);
          } else if (cmd.k === 'anular') {
            if (docs.length === 0) continue;
            const [d] = docs.splice(cmd.i % docs.length, 1);
            const r = await admin('PUT', `/api/movimiento/${d.id}/anular`, { motivo: 'prueba' });
            const origen = modelo.get(d.origen)!;
            const destino = modelo.get(d.destino)!;
            const sale = d.k === 'entrada' ? origen : d.k === 'traslado' ? destino : null;
            if (sale && sale.cantidad < d.q) {
              expect(r.statusCode).toBe(400);
              docs.push(d);
              continue;
            }
            expect(r.statusCode, r.body).toBe(200);
            if (d.k === 'entrada') sacarAlCosto(origen, d.q, d.c);
            else if (d.k === 'salida') entrar(origen, d.q, d.c);
            else {
              sacarAlCosto(destino, d.q, d.c);
              entrar(origen, d.q, d.c);
            }
          } else {
            // A POS sale is never refused: it may take the stock below zero, at an unchanged average cost.
            const centavos = centavosLinea(cmd.q, e.productoCanastilla.precio);
            const r = await postPos(t.app, tokenTienda, 'ventas', {
              ventas: [
                {
                  uuid: randomUUID(),
                  fecha: haceMinutos(1),
                  tipo_negocio: 'S',
                  detalles: [{ producto_id: producto, cantidad: cmd.q, precio: e.productoCanastilla.precio, valor: pesos(centavos) }],
                  medios_pago: [{ medio_pago_id: e.medios.efectivo, valor: pesos(centavos) }],
                },
              ],
            });
            expect(r.json().data, r.body).toMatchObject({ aceptadas: 1 });
            modelo.get(bodegaA)!.cantidad -= BigInt(cmd.q * 1000);
          }
          for (const [b, s] of modelo) expect(await leer(b), `bodega ${b} after ${JSON.stringify(cmd)}`).toEqual(s);
        }
      }),
      { numRuns: 4, seed: 2026 },
    );
  });
});
