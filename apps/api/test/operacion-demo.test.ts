import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fila, filas } from '../src/db/client';
import { crearApp, type AppDePrueba } from './helper';
import { diferenciasOperacion, diferenciasVentas } from './invariantes';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearApp();
});
afterAll(async () => t.cerrar());

describe('demo operations generated in bulk', () => {
  it('generated sales for every station and every day up to now', async () => {
    const r = await filas<{ empresa_id: number; dias: number; ventas: number }>(
      t.database.db,
      sql`SELECT e.id AS empresa_id, count(DISTINCT v.fecha_negocio)::int AS dias, count(v.id)::int AS ventas
            FROM empresas e LEFT JOIN ventas v ON v.empresa_id = e.id WHERE e.tipo = 3 GROUP BY e.id ORDER BY e.id`,
    );
    expect(r.length).toBe(8);
    for (const e of r) {
      expect(e.dias).toBeGreaterThanOrEqual(3);
      expect(e.ventas).toBeGreaterThan(500);
    }
    const ultima = await fila<{ futuras: number }>(t.database.db, sql`SELECT count(*)::int AS futuras FROM ventas WHERE fecha > now()`);
    expect(ultima!.futuras).toBe(0);
  });

  it('keeps every sales rollup equal to the sums of the generated sales', async () => {
    expect(await diferenciasVentas(t.database.db)).toEqual({});
  });

  it('keeps stock, shift counters and the tank day rollup equal to their rows', async () => {
    expect(await diferenciasOperacion(t.database.db)).toEqual({});
  });

  it('tells the alert stories: open shifts, a dry tank, a range near its end, pending invoices, pending orders, devices offline', async () => {
    const db = t.database.db;
    const abiertos = await fila<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM turnos WHERE estado = 'A'`);
    expect(abiertos!.n).toBeGreaterThan(8);
    // A shift of an earlier business day was never closed.
    const olvidado = await fila<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM turnos WHERE estado = 'A' AND fecha_negocio < (SELECT max(fecha_negocio) FROM turnos)`,
    );
    expect(olvidado!.n).toBeGreaterThanOrEqual(1);
    const seco = await fila<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM tanques_estado t JOIN bodegas b ON b.id = t.bodega_id WHERE t.volumen < b.volumen_minimo`,
    );
    expect(seco!.n).toBeGreaterThanOrEqual(1);
    const rango = await fila<{ restante: number }>(
      db,
      sql`SELECT min(hasta - actual)::int AS restante FROM resoluciones WHERE actual IS NOT NULL`,
    );
    expect(rango!.restante).toBeLessThan(500);
    const fe = await fila<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM facturas_electronicas WHERE estado <> 2`);
    expect(fe!.n).toBeGreaterThan(0);
    const desconectados = await fila<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM equipos e LEFT JOIN equipos_conexion c ON c.equipo_id = e.id
           WHERE c.ultima_conexion IS NULL OR c.ultima_conexion < now() - interval '5 minutes'`,
    );
    expect(desconectados!.n).toBeGreaterThanOrEqual(2);
    const programado = await fila<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cambios_precio WHERE estado = 'PROGRAMADO'`);
    expect(programado!.n).toBe(1);
  });

  it('generated a realistic fuel mix and hourly curve', async () => {
    const mezcla = await filas<{ combustible_id: number; ventas: number }>(
      t.database.db,
      sql`SELECT p.combustible_id, sum(r.num_ventas)::int AS ventas FROM ventas_resumen_dia r JOIN productos p ON p.id = r.producto_id
           WHERE r.tipo_negocio = 'C' GROUP BY 1 ORDER BY 2 DESC`,
    );
    // CORRIENTE (27) is sold most often, then DIESEL (29) (whose trucks take the most gallons).
    expect(mezcla.map((m) => m.combustible_id).slice(0, 2)).toEqual([27, 29]);
    const horas = await filas<{ hora: number; n: number }>(
      t.database.db,
      sql`SELECT hora, sum(num_ventas)::int AS n FROM ventas_resumen_hora WHERE tipo_negocio = 'C' GROUP BY hora`,
    );
    const n = (h: number) => horas.find((x) => x.hora === h)?.n ?? 0;
    expect(n(18)).toBeGreaterThan(n(3) * 4);
  });
});
