/**
 * The load generator of `npm run bench -- peticiones`, run in its own process (node --import tsx) so that firing
 * requests does not compete with the server's event loop. Reads its job as JSON from the CARGA variable, runs
 * autocannon and prints one JSON line with the figures.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { textoBogota } from '@eds/contracts/dia-operativo';

export interface PlantillaVentas {
  /** Sales per request. */
  n: number;
  manguera: number;
  producto: number;
  precio: number;
  efectivo: number;
}

export interface TrabajoCarga {
  url: string;
  metodo: 'GET' | 'POST';
  cabeceras: Record<string, string>;
  /** A fixed JSON body. */
  cuerpo?: unknown;
  /** Or a batch of new sales (fresh uuids) on every request. */
  ventas?: PlantillaVentas;
  /** Or batches from several devices: each request takes the next device's headers and sales, in turn. */
  lotes?: { cabeceras: Record<string, string>; ventas: PlantillaVentas }[];
  conexiones: number;
  segundos: number;
  /** Seconds a request may wait for its answer before it counts as failed (autocannon's timeout; 10 by default). */
  espera?: number;
}

export interface ResultadoCarga {
  porSegundo: number;
  p50: number;
  p99: number;
  total: number;
  fallidas: number;
  /** What the failures were: answers other than 2xx, connection errors, requests past `espera`. */
  detalleFallidas: { no2xx: number; errores: number; vencidas: number };
}

/** A POS batch: `n` fuel sales of the hose, paid cash, dated in the last hours (what a device sends). */
export function loteVentas(p: PlantillaVentas, ahora = Date.now()): { ventas: unknown[] } {
  return {
    ventas: Array.from({ length: p.n }, (_, i) => {
      const galones = 1 + ((i * 7919 + Math.floor(Math.random() * 1000)) % 14_000) / 1000;
      const valor = Math.round(galones * p.precio * 100) / 100;
      return {
        uuid: randomUUID(),
        fecha: textoBogota(new Date(ahora - 60_000 - Math.floor(Math.random() * 3 * 3600_000))),
        tipo_negocio: 'C',
        manguera: p.manguera,
        detalles: [{ producto_id: p.producto, cantidad: galones, precio: p.precio, valor }],
        medios_pago: [{ medio_pago_id: p.efectivo, valor }],
      };
    }),
  };
}

async function correr(t: TrabajoCarga): Promise<ResultadoCarga> {
  const conCuerpo = t.cuerpo !== undefined || t.ventas || t.lotes;
  const cabeceras = { ...t.cabeceras, ...(conCuerpo ? { 'content-type': 'application/json' } : {}) };
  let turno = 0;
  const r = await autocannon({
    url: t.url,
    method: t.metodo,
    headers: cabeceras,
    connections: t.conexiones,
    duration: t.segundos,
    timeout: t.espera ?? 10,
    body: t.cuerpo !== undefined ? JSON.stringify(t.cuerpo) : undefined,
    requests: t.lotes
      ? [
          {
            setupRequest: (req) => {
              const l = t.lotes![turno++ % t.lotes!.length];
              return { ...req, headers: { ...req.headers, ...l.cabeceras }, body: JSON.stringify(loteVentas(l.ventas)) };
            },
          },
        ]
      : t.ventas
        ? [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(loteVentas(t.ventas!)) }) }]
        : undefined,
  });
  return {
    porSegundo: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    fallidas: r.non2xx + r.errors + r.timeouts,
    detalleFallidas: { no2xx: r.non2xx, errores: r.errors, vencidas: r.timeouts },
  };
}

if (process.env.CARGA) {
  const trabajo = JSON.parse(process.env.CARGA) as TrabajoCarga;
  const resultado = await correr(trabajo);
  process.stdout.write(`${JSON.stringify(resultado)}\n`);
}
