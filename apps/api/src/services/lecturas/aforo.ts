import { sql } from 'drizzle-orm';
import type { TAforoVersion } from '@eds/contracts/estacion';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import type { TPaginacionQuery } from '@eds/contracts/paginacion';
import { fila, type Conn } from '../../db/client';
import type { PuntoAforo } from '../../db/schema/estacion';
import { paginar, textoInstante } from '../../lib/paginar';

/** Checks a calibration chart: at least two points, heights increasing, volumes not decreasing. Returns the first fault. */
export function revisarAforo(puntos: readonly PuntoAforo[]): string | null {
  if (puntos.length < 2) return M.aforoMinimo;
  for (let i = 1; i < puntos.length; i++) {
    if (!(puntos[i].altura_mm > puntos[i - 1].altura_mm)) return M.alturasCrecientes;
    if (puntos[i].volumen < puntos[i - 1].volumen) return M.volumenesNoDecrecientes;
  }
  return null;
}

/**
 * Volume (gallons) of a height (mm) by linear interpolation between the chart's two surrounding points.
 * Below the first point the volume scales from zero; above the last point there is no answer (null).
 */
export function volumenDeAltura(puntos: readonly PuntoAforo[], alturaMm: number): number | null {
  if (alturaMm < 0) return null;
  const ultimo = puntos[puntos.length - 1];
  if (alturaMm > ultimo.altura_mm) return null;
  let anterior: PuntoAforo = { altura_mm: 0, volumen: 0 };
  for (const p of puntos) {
    if (alturaMm <= p.altura_mm) {
      if (p.altura_mm === anterior.altura_mm) return p.volumen;
      const f = (alturaMm - anterior.altura_mm) / (p.altura_mm - anterior.altura_mm);
      return Math.round((anterior.volumen + f * (p.volumen - anterior.volumen)) * 1000) / 1000;
    }
    anterior = p;
  }
  return ultimo.volumen;
}

/** The chart version of a tank in force at a moment. */
export async function aforoVigente(conn: Conn, bodegaId: number, en: string): Promise<{ id: number; puntos: PuntoAforo[] } | undefined> {
  return fila<{ id: number; puntos: PuntoAforo[] }>(
    conn,
    sql`SELECT id, puntos FROM aforos WHERE bodega_id = ${bodegaId} AND vigente_desde <= ${en}::timestamptz
         ORDER BY vigente_desde DESC, id DESC LIMIT 1`,
  );
}

/** Saves a new chart version of a tank, in force from `desde`. */
export async function guardarAforo(
  conn: Conn,
  bodegaId: number,
  puntos: readonly PuntoAforo[],
  desde: string,
  usuarioId: number | null,
): Promise<number> {
  const r = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO aforos (bodega_id, vigente_desde, puntos, creado_por)
        VALUES (${bodegaId}, ${desde}::timestamptz, ${JSON.stringify(puntos)}::jsonb, ${usuarioId}) RETURNING id`,
  );
  return r!.id;
}

/**
 * A chart for a horizontal cylindrical tank (the usual underground tank) of a capacity and diameter: the
 * wetted area of a circle segment times the length, sampled every `paso` mm.
 */
export function aforoCilindroHorizontal(capacidadGalones: number, diametroMm: number, paso = 50): PuntoAforo[] {
  const r = diametroMm / 2;
  const puntos: PuntoAforo[] = [];
  for (let h = paso; h < diametroMm + paso; h += paso) {
    const altura = Math.min(h, diametroMm);
    const area = r * r * Math.acos((r - altura) / r) - (r - altura) * Math.sqrt(Math.max(0, 2 * r * altura - altura * altura));
    const fraccion = area / (Math.PI * r * r);
    puntos.push({ altura_mm: altura, volumen: Math.round(capacidadGalones * fraccion * 1000) / 1000 });
  }
  return puntos;
}

/** The station and kind of a warehouse, to check a chart's tank before reading or writing it. */
export async function bodegaDeAforo(conn: Conn, bodegaId: number): Promise<{ empresa_id: number; tipo: string } | undefined> {
  return fila<{ empresa_id: number; tipo: string }>(conn, sql`SELECT empresa_id, tipo FROM bodegas WHERE id = ${bodegaId}`);
}

/** Every version of a tank's chart, the one in force first. */
export async function versionesAforo(conn: Conn, bodegaId: number, pagina: TPaginacionQuery) {
  return paginar<TAforoVersion>(
    conn,
    {
      columnas: sql`id, ${textoInstante(sql`vigente_desde`)} AS vigente_desde, puntos, ${textoInstante(sql`creado_en`)} AS creado_en, creado_por`,
      origen: sql`FROM aforos WHERE bodega_id = ${bodegaId}`,
      orden: sql`aforos.vigente_desde DESC, id DESC`,
    },
    pagina,
  );
}
