import { sql } from 'drizzle-orm';
import { MENSAJES_CONCILIACION as M, type TDiferenciasLectura, type TFilaDiferencia } from '@eds/contracts/conciliacion/conciliacion';
import { filas, type Conn } from '../../db/client';
import { volumen } from '../../lib/decimal';

/** Thousandths of a gallon as the wire's number. */
const galones = (milesimas: number) => milesimas / 1000;

interface Cifras {
  venta: number;
  calibraciones: number;
  medidor: number;
  lectura: number;
}

/**
 * Reading differences of a station day (`v1/consolidator/readingsdifference`), per shift and fuel, in gallons
 * (thousandths summed exactly):
 *
 * - venta_total: gallons of the shift's fuel sales of the product (sales without a shift form the group 0);
 * - calibraciones: test pours of the shift's hoses of the product (returned to the tank, not sold);
 * - diferencia_manguera = meter gallons of the shift's hoses (closing − opening totalizer, from the close)
 *   − calibraciones − venta_total: fuel the hoses dispensed that no sale records;
 * - diferencia_lectura = Σ per hose (this shift's opening reading − the closing reading of the hose's previous
 *   shift): fuel that left a hose between two shifts, outside any shift.
 *
 * The total row sums the four figures over every shift and product.
 */
export async function diferenciasLectura(conn: Conn, empresaId: number, fecha: string): Promise<TDiferenciasLectura> {
  const ventas = await filas<{ turno_id: number | null; producto: string; cantidad: string }>(
    conn,
    sql`SELECT v.turno_id, p.descripcion AS producto, sum(d.cantidad)::text AS cantidad
          FROM ventas v JOIN ventas_detalles d ON d.venta_id = v.id AND d.fecha_negocio = v.fecha_negocio JOIN productos p ON p.id = d.producto_id
         WHERE v.empresa_id = ${empresaId} AND v.fecha_negocio = ${fecha}::date AND v.tipo_negocio = 'C'
           AND d.empresa_id = ${empresaId} AND d.fecha_negocio = ${fecha}::date AND v.estado_movimiento LIKE '%001'
         GROUP BY v.turno_id, p.descripcion`,
  );
  const calibraciones = await filas<{ turno_id: number | null; producto: string; volumen: string }>(
    conn,
    sql`SELECT c.turno_id, p.descripcion AS producto, sum(c.volumen)::text AS volumen
          FROM calibraciones c JOIN productos p ON p.id = c.producto_id
         WHERE c.empresa_id = ${empresaId} AND c.fecha_negocio = ${fecha}::date AND c.estado = 'REGISTRADA'
         GROUP BY c.turno_id, p.descripcion`,
  );
  const medidores = await filas<{ turno_id: number; producto: string; galones: string; lectura: string }>(
    conn,
    sql`SELECT t.id AS turno_id, p.descripcion AS producto, sum(tm.galones)::text AS galones,
               coalesce(sum(tm.lectura_inicial - anterior.lectura_final), 0)::text AS lectura
          FROM turnos t JOIN turnos_mangueras tm ON tm.turno_id = t.id
          JOIN mangueras m ON m.id = tm.manguera_id JOIN productos p ON p.id = m.producto_id
          LEFT JOIN LATERAL (
            SELECT tm2.lectura_final FROM turnos_mangueras tm2 JOIN turnos t2 ON t2.id = tm2.turno_id
             WHERE tm2.manguera_id = tm.manguera_id AND t2.id <> t.id AND t2.estado = 'C'
               AND (t2.fecha_inicio, t2.id) < (t.fecha_inicio, t.id)
             ORDER BY t2.fecha_inicio DESC, t2.id DESC LIMIT 1
          ) anterior ON true
         WHERE t.empresa_id = ${empresaId} AND t.fecha_negocio = ${fecha}::date AND t.estado = 'C'
         GROUP BY t.id, p.descripcion`,
  );
  const claves = new Map<string, Cifras>();
  const de = (turno: number | null, producto: string) => {
    const k = `${turno ?? 0}\u0000${producto}`;
    let c = claves.get(k);
    if (!c) {
      c = { venta: 0, calibraciones: 0, medidor: 0, lectura: 0 };
      claves.set(k, c);
    }
    return c;
  };
  for (const v of ventas) de(v.turno_id === null ? null : Number(v.turno_id), v.producto).venta += volumen(v.cantidad);
  for (const c of calibraciones) de(c.turno_id === null ? null : Number(c.turno_id), c.producto).calibraciones += volumen(c.volumen);
  for (const m of medidores) {
    const c = de(Number(m.turno_id), m.producto);
    c.medidor += volumen(m.galones);
    c.lectura += volumen(m.lectura);
  }
  const ids = [...new Set([...claves.keys()].map((k) => Number(k.split('\u0000')[0])).filter((id) => id > 0))];
  const turnos = ids.length
    ? await filas<{ id: number; descripcion: string }>(
        conn,
        sql`SELECT t.id, coalesce(h.nombre, ${M.turno}) || ' - ' || trim(pe.nombres || ' ' || pe.apellidos) || ' - ' || i.descripcion AS descripcion
              FROM turnos t JOIN promotores p ON p.id = t.promotor_id JOIN personas pe ON pe.id = p.persona_id
              JOIN islas i ON i.id = t.isla_id LEFT JOIN horarios h ON h.id = t.horario_id
             WHERE t.id = ANY(${`{${ids.join(',')}}`}::bigint[]) AND t.empresa_id = ${empresaId}`,
      )
    : [];
  const nombre = new Map(turnos.map((t) => [Number(t.id), t.descripcion]));
  const detallado: Record<string, Record<string, TFilaDiferencia>> = {};
  const total = { venta: 0, calibraciones: 0, manguera: 0, lectura: 0 };
  const ordenadas = [...claves.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [k, c] of ordenadas) {
    const [turnoTexto, producto] = k.split('\u0000');
    const turno = Number(turnoTexto);
    const manguera = c.medidor - c.calibraciones - c.venta;
    (detallado[turnoTexto] ??= {})[producto] = {
      descripcion_turno: turno === 0 ? M.sinTurno : (nombre.get(turno) ?? `${M.turno} ${turno}`),
      turno_eds: turno,
      producto,
      unidad: 'GALONES',
      galones_medidor: galones(c.medidor),
      venta_total: galones(c.venta),
      calibraciones: galones(c.calibraciones),
      diferencia_manguera: galones(manguera),
      diferencia_lectura: galones(c.lectura),
    };
    total.venta += c.venta;
    total.calibraciones += c.calibraciones;
    total.manguera += manguera;
    total.lectura += c.lectura;
  }
  return {
    detallado,
    total: {
      venta_total: galones(total.venta),
      calibraciones: galones(total.calibraciones),
      diferencia_manguera: galones(total.manguera),
      diferencia_lectura: galones(total.lectura),
    },
  };
}
