import type { TVentasCombustiblePeriodo } from '@eds/contracts/dashboard';
import { colorCombustible } from './colores';

export interface SerieCombustible {
  id: number;
  nombre: string;
  color: string;
  /** Gallons per period, in the order of the periods. */
  valores: number[];
  total: number;
}

/** A fuel's key: GLP and ADBLUE share an id, so the name tells them apart. */
const clave = (v: { tipo_producto_id: number; descripcion: string }) => `${v.tipo_producto_id}|${v.descripcion}`;

/** Pivots the periods × fuels answer into one series per fuel, in fuel-id order, with its spec colour. */
export function seriesCombustible(periodos: readonly TVentasCombustiblePeriodo[]): { etiquetas: string[]; series: SerieCombustible[] } {
  const combustibles = new Map<string, { id: number; nombre: string }>();
  for (const p of periodos) for (const v of p.ventas) combustibles.set(clave(v), { id: v.tipo_producto_id, nombre: v.descripcion });
  const orden = [...combustibles.entries()].sort((a, b) => a[1].id - b[1].id || a[1].nombre.localeCompare(b[1].nombre));
  const series = orden.map(([k, c]) => {
    const valores = periodos.map((p) => p.ventas.filter((v) => clave(v) === k).reduce((s, v) => s + v.cantidad, 0));
    return { id: c.id, nombre: c.nombre, color: colorCombustible(c.nombre, c.id), valores, total: valores.reduce((s, v) => s + v, 0) };
  });
  return { etiquetas: periodos.map((p) => p.mes ?? p.fecha), series };
}
