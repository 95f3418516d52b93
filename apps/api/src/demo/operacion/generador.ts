import { sql } from 'drizzle-orm';
import { diaOperativo, sumarDias } from '@eds/contracts/dia-operativo';
import type { Conn } from '../../db/client';
import { cargarCatalogoVentas } from '../../services/ventas/catalogo';
import { programarCambioPrecio } from '../../services/productos/precios';
import { Azar } from './azar';
import { sembrarCatalogoDemo, type CatalogoDemo } from './catalogo';
import { montarEstacion } from './estacion';
import { guardarPlan } from './guardar-plan';
import { planVacio, simularDia, type ContextoSimulacion, type PlanDia, type SimEstacion } from './simulacion';

export interface EstacionAGenerar {
  empresaId: number;
  indice: number;
}

export interface OpcionesGenerador {
  /** Full business days before today; today is generated up to `ahora`. */
  dias: number;
  /** Sales volume multiplier (1 = realistic station). */
  escala?: number;
  ahora?: Date;
  semilla?: number;
  /**
   * Runs a unit of work on a connection. The first-start seed runs everything in its one transaction; the
   * generator CLI commits each unit, so big volumes never make one huge transaction.
   */
  escribir: (fn: (conn: Conn) => Promise<void>) => Promise<void>;
  progreso?: (texto: string) => void;
  /** Sales kept in memory before writing them. */
  ventasPorEscritura?: number;
}

export interface ResumenGeneracion {
  dias: number;
  estaciones: number;
  ventas: number;
  primerDia: string;
  ultimoDia: string;
}

/**
 * Generates a business's operations: its catalogue, each station's setup, then day after day of shifts,
 * sales, test pours, envelopes, dips, fuel deliveries, store restocks and price changes, up to `ahora`.
 * Everything is stored through the services POS ingestion uses, so every rollup matches the rows.
 */
export async function generarOperaciones(
  negocioId: number,
  estaciones: readonly EstacionAGenerar[],
  o: OpcionesGenerador,
): Promise<ResumenGeneracion> {
  const ahora = o.ahora ?? new Date();
  const azar = new Azar(o.semilla ?? 20_261_121);
  const hoy = diaOperativo(ahora);
  const primerDia = sumarDias(hoy, -o.dias);
  const inicio = `${primerDia}T06:00:00-05:00`;
  let catalogo!: CatalogoDemo;
  const sims: SimEstacion[] = [];
  let ctx!: ContextoSimulacion;

  await o.escribir(async (conn) => {
    catalogo = await sembrarCatalogoDemo(conn, negocioId, azar);
    const productos = [...catalogo.combustibles, ...catalogo.canastilla, ...catalogo.kiosco].map((p) => p.id);
    for (const e of estaciones) {
      const est = await montarEstacion(conn, {
        empresaId: e.empresaId,
        indice: e.indice,
        negocioId,
        catalogo,
        azar,
        inicio,
        diaInicio: primerDia,
        adblue: e.indice % 3 === 0,
        kiosco: e.indice % 2 === 0,
        tanqueSeco: e.indice === 2 ? 'EXTRA' : undefined,
      });
      const costos = new Map<string, number>();
      for (const t of est.tanques) costos.set(`${t.id}|${t.productoId}`, t.costo);
      for (const p of catalogo.canastilla) costos.set(`${est.bodegaCanastilla}|${p.id}`, p.costo);
      if (est.bodegaKiosco !== null) for (const p of catalogo.kiosco) costos.set(`${est.bodegaKiosco}|${p.id}`, p.costo);
      sims.push({
        e: est,
        consecutivoPos: 1,
        consecutivoFe: 1,
        costos,
        vendidos: new Map(),
        agua: new Map(),
        tanqueSeco: e.indice === 2 ? 'EXTRA' : null,
        turnoOlvidado: e.indice === 1 ? sumarDias(hoy, -1) : null,
        pedidos: 0,
      });
      o.progreso?.(`estación ${e.indice + 1}/${estaciones.length} configurada`);
    }
    const cat = await cargarCatalogoVentas(conn, estaciones[0].empresaId, negocioId, {
      productos: new Set(productos),
      turnos: new Set(),
      clientes: new Set(),
      placas: new Set(),
      promociones: new Set(),
    });
    ctx = {
      azar,
      catalogo,
      impuestos: cat,
      productosImpuesto: cat.productos,
      escala: o.escala ?? 1,
      ahora,
      primerDia,
      ultimoDia: hoy,
      cambiosPrecio: new Map([
        [sumarDias(hoy, -75), { CORRIENTE: 1.012, EXTRA: 1.01, DIESEL: 1.015 }],
        [sumarDias(hoy, -45), { CORRIENTE: 1.009, EXTRA: 1.008, DIESEL: 1.02 }],
        [sumarDias(hoy, -16), { CORRIENTE: 0.994, EXTRA: 0.996 }],
      ]),
      tarjetas: Array.from({ length: 400 }, () => `7071${String(azar.entero(0, 999_999_999_999)).padStart(12, '0')}`),
    };
  });

  let plan: PlanDia = planVacio();
  let ventas = 0;
  const limite = o.ventasPorEscritura ?? 40_000;
  const vaciar = async () => {
    const p = plan;
    plan = planVacio();
    ventas += p.ventas.length;
    await o.escribir((conn) => guardarPlan(conn, p));
  };
  for (let dia = primerDia; dia <= hoy; dia = sumarDias(dia, 1)) {
    for (const s of sims) {
      if (dia === sumarDias(hoy, -40)) remarcar(ctx, s, dia, plan);
      simularDia(ctx, s, dia, plan);
      if (plan.ventas.length >= limite) await vaciar();
    }
    o.progreso?.(`día ${dia} simulado`);
  }
  await vaciar();

  await o.escribir(async (conn) => {
    await ajustesFinales(conn, sims, catalogo, hoy, ahora);
  });
  return { dias: o.dias, estaciones: estaciones.length, ventas, primerDia, ultimoDia: hoy };
}

/** A store price re-marking: four products up 5 % from the first minute of the day. */
function remarcar(ctx: ContextoSimulacion, s: SimEstacion, dia: string, plan: PlanDia): void {
  const productos = ctx.catalogo.canastilla.slice(0, 4);
  const lineas = productos.map((p) => {
    const nuevo = Math.round((s.e.precios.get(p.id)! * 1.05) / 10000) * 10000;
    s.e.precios.set(p.id, nuevo);
    return { productoId: p.id, cantidad: 0, precioNuevo: nuevo };
  });
  plan.documentos.push({
    documento: {
      empresaId: s.e.empresaId,
      tipo: 'REMARCACION',
      fecha: `${dia}T06:00:00-05:00`,
      fechaNegocio: dia,
      tipoNegocio: 'S',
      bodegaId: s.e.bodegaCanastilla,
      concepto: 'REMARCACION DE PRECIOS',
      lineas,
    },
  });
}

/**
 * Touches that make the demo tell its stories: a numbering range about to run out, a price change scheduled
 * for the day after tomorrow, and devices that are online, offline or never connected.
 */
async function ajustesFinales(conn: Conn, sims: readonly SimEstacion[], catalogo: CatalogoDemo, hoy: string, ahora: Date): Promise<void> {
  if (sims.length === 0) return;
  const primera = sims[0].e;
  await conn.execute(sql`UPDATE resoluciones SET hasta = coalesce(actual, desde) + 180 WHERE id = ${primera.resolucionPos.id}`);
  const corriente = catalogo.combustibles.find((c) => c.clave === 'CORRIENTE')!;
  await programarCambioPrecio(conn, {
    empresaId: primera.empresaId,
    productoId: corriente.id,
    precio: Math.round((primera.precios.get(corriente.id)! * 1.007) / 1000) * 1000,
    fechaEfectiva: `${sumarDias(hoy, 3)}T00:00:00-05:00`,
  });
  // Credit quotas sized on this month's consumption: the first customers end near their limit (80 % and 90 % alerts).
  const holguras = [1.06, 1.15, 1.5, 2, 3];
  for (const [i, c] of catalogo.clientesCredito.entries()) {
    if (c.cupoId === null) continue;
    await conn.execute(
      sql`UPDATE cupos SET valor = greatest(50000000, ceil(consumido * ${holguras[i % holguras.length]} / 1000000) * 1000000) WHERE id = ${c.cupoId}`,
    );
  }
  const ids = sims.map((s) => s.e.empresaId);
  await conn.execute(sql`
    INSERT INTO equipos_conexion (equipo_id, ultima_conexion, ip, version_app, ventas_pendientes)
    SELECT e.id, ${ahora.toISOString()}::timestamptz - make_interval(secs => (e.id * 37) % 200), e.ip, '11.0.4', 0
      FROM equipos e WHERE e.empresa_id = ANY(${`{${ids.join(',')}}`}::int[])
    ON CONFLICT (equipo_id) DO NOTHING`);
  // One island POS offline for two hours at the second station; its probe never connected.
  if (sims.length > 1) {
    const s = sims[1].e;
    await conn.execute(
      sql`UPDATE equipos_conexion SET ultima_conexion = ${ahora.toISOString()}::timestamptz - interval '2 hours', ventas_pendientes = 37 WHERE equipo_id = ${s.islas[0].equipoId}`,
    );
    await conn.execute(
      sql`DELETE FROM equipos_conexion WHERE equipo_id IN (SELECT id FROM equipos WHERE empresa_id = ${s.empresaId} AND tipo = 'SONDA DE TANQUES')`,
    );
  }
}
