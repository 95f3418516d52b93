import { sql } from 'drizzle-orm';
import { filas, type Conn } from '../../db/client';
import type { DemoSembrado } from '../sembrar';
import { generarOperaciones, type ResumenGeneracion } from './generador';
import { historiasDelTablero } from './tablero';
import { sembrarFacturacionElectronicaDemo } from '../facturacion-electronica';
import { sembrarPlanillaDemo } from '../planilla';
import { sembrarMetasDemo } from '../metas';
import { sembrarResolucionesFormatosDemo } from '../resoluciones-formatos';
import { sembrarFeParametrizacionDemo } from '../fe-parametrizacion';
import { sembrarGruposDemo } from '../grupos';

/** Days of operations the demo business gets on first start (SEED_DEMO_DIAS). */
export const DIAS_DEMO_DEFECTO = 90;

/**
 * The operations demo of the demo business: catalogue, forecourts and `dias` days of operations up to now
 * for each of its stations, inside the caller's seed transaction.
 */
export async function sembrarOperacionDemo(
  conn: Conn,
  demo: DemoSembrado,
  dias: number,
  o: { escala?: number; ahora?: Date } = {},
): Promise<ResumenGeneracion | null> {
  if (dias < 0) return null;
  const ahora = o.ahora ?? new Date();
  const estaciones = await filas<{ id: number }>(
    conn,
    sql`SELECT id FROM empresas WHERE id = ANY(${`{${demo.estaciones.join(',')}}`}::int[]) ORDER BY id`,
  );
  const resumen = await generarOperaciones(
    demo.negocioId,
    estaciones.map((e, indice) => ({ empresaId: e.id, indice })),
    { dias, ahora, escala: o.escala, escribir: (fn) => fn(conn) },
  );
  await historiasDelTablero(
    conn,
    estaciones.map((e) => e.id),
    ahora,
  );
  await sembrarMetasDemo(
    conn,
    estaciones.map((e) => e.id),
  );
  await sembrarFacturacionElectronicaDemo(conn, demo.negocioId);
  await sembrarResolucionesFormatosDemo(conn, demo.negocioId);
  await sembrarFeParametrizacionDemo(conn, demo.negocioId);
  await sembrarPlanillaDemo(
    conn,
    estaciones.map((e) => e.id),
    ahora,
  );
  await sembrarGruposDemo(conn, demo);
  return resumen;
}
