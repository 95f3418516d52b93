import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { buildApp } from '../../apps/api/src/app';
import { fila, filas } from '../../apps/api/src/db/client';
import { sembrarDemo } from '../../apps/api/src/demo/sembrar';
import { sembrarOperacionDemo } from '../../apps/api/src/demo/operacion/index';
import { emitirTokenEquipo } from '../../apps/api/src/services/equipos/tokens';
import { baseNueva, type Motor } from './base-datos';
import { miles, tabla } from './medir';

interface Dispositivo {
  token: string;
  manguera: number;
  producto: number;
  precio: number;
  efectivo: number;
}

const VENTAS_POR_LOTE = 500;

function lote(d: Dispositivo): { ventas: unknown[] } {
  const ahora = Date.now();
  return {
    ventas: Array.from({ length: VENTAS_POR_LOTE }, (_, i) => {
      const galones = 1 + ((i * 7919) % 14_000) / 1000;
      const valor = Math.round(galones * d.precio * 100) / 100;
      return {
        uuid: randomUUID(),
        fecha: textoBogota(new Date(ahora - ((i * 104_729) % (8 * 3600_000)))),
        tipo_negocio: 'C',
        manguera: d.manguera,
        detalles: [{ producto_id: d.producto, cantidad: galones, precio: d.precio, valor }],
        medios_pago: [{ medio_pago_id: d.efectivo, valor }],
      };
    }),
  };
}

/**
 * POS ingestion through the HTTP API: batches of 500 sales posted to /api/pos/v1/ventas by 1 and by 4 devices
 * at once (each of its own station), then the same batches again (all duplicates).
 */
export async function benchIngesta(motor: Motor, lotesPorEquipo: number): Promise<string> {
  const base = await baseNueva(motor);
  try {
    await base.database.db.transaction(async (tx) => {
      const demo = await sembrarDemo(tx);
      await sembrarOperacionDemo(tx, demo!, 0);
    });
    const estaciones = await filas<{ id: number }>(base.database.db, sql`SELECT id FROM empresas WHERE tipo = 3 ORDER BY id LIMIT 4`);
    const dispositivos: Dispositivo[] = [];
    for (const e of estaciones) {
      const x = await fila<{ equipo: number; manguera: number; producto: number; precio: string; efectivo: number }>(
        base.database.db,
        sql`SELECT (SELECT id FROM equipos WHERE empresa_id = ${e.id} AND 'C' = ANY(tipos_negocio) AND tipo = 'POS' ORDER BY id LIMIT 1) AS equipo,
                   m.id AS manguera, m.producto_id AS producto, pr.precio,
                   (SELECT mp.id FROM medios_pago mp JOIN empresas em ON em.negocio_id = mp.negocio_id WHERE em.id = ${e.id} AND mp.codigo = 'EFE') AS efectivo
              FROM mangueras m JOIN precios pr ON pr.producto_id = m.producto_id AND pr.empresa_id = m.empresa_id AND pr.vigente_hasta IS NULL
             WHERE m.empresa_id = ${e.id} ORDER BY m.id LIMIT 1`,
      );
      const token = await emitirTokenEquipo(base.database.db, x!.equipo);
      dispositivos.push({ token, manguera: x!.manguera, producto: x!.producto, precio: Number(x!.precio), efectivo: x!.efectivo });
    }

    const app = await buildApp({
      database: base.database,
      databaseCompartida: true,
      config: { LOG_LEVEL: 'silent', RATE_LIMIT: 1_000_000_000, SEED_DEMO: false },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/pos/v1/ventas`;
    const enviar = async (d: Dispositivo, cuerpo: { ventas: unknown[] }) => {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${d.token}` },
        body: JSON.stringify(cuerpo),
      });
      const json = (await r.json()) as { data: { aceptadas: number; duplicadas: number } };
      if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${JSON.stringify(json)}`);
      return json.data;
    };

    // Warm-up: compile paths, fill caches.
    await enviar(dispositivos[0], lote(dispositivos[0]));

    const filasTabla: (string | number)[][] = [];
    for (const equipos of [1, 4]) {
      const usados = dispositivos.slice(0, equipos);
      const lotes = usados.map((d) => Array.from({ length: lotesPorEquipo }, () => lote(d)));
      let t = performance.now();
      const aceptadas = await Promise.all(
        usados.map(async (d, i) => {
          let n = 0;
          for (const l of lotes[i]) n += (await enviar(d, l)).aceptadas;
          return n;
        }),
      );
      const segundos = (performance.now() - t) / 1000;
      const total = aceptadas.reduce((s, n) => s + n, 0);
      if (total !== equipos * lotesPorEquipo * VENTAS_POR_LOTE)
        throw new Error(`Se esperaban ${equipos * lotesPorEquipo * VENTAS_POR_LOTE} ventas aceptadas y fueron ${total}`);
      filasTabla.push([
        motor,
        `${equipos}`,
        miles(total),
        ((segundos * 1000) / (lotesPorEquipo * equipos)).toFixed(0),
        miles(total / segundos),
        'nuevas',
      ]);

      t = performance.now();
      const duplicadas = await Promise.all(
        usados.map(async (d, i) => {
          let n = 0;
          for (const l of lotes[i]) n += (await enviar(d, l)).duplicadas;
          return n;
        }),
      );
      const s2 = (performance.now() - t) / 1000;
      const totalDup = duplicadas.reduce((s, n) => s + n, 0);
      filasTabla.push([
        motor,
        `${equipos}`,
        miles(totalDup),
        ((s2 * 1000) / (lotesPorEquipo * equipos)).toFixed(0),
        miles(totalDup / s2),
        'reenvío (todas duplicadas)',
      ]);
    }
    await app.close();
    return tabla(['motor', 'equipos en paralelo', 'ventas', 'ms por lote de 500', 'ventas/s', 'caso'], filasTabla);
  } finally {
    await base.borrar();
  }
}
