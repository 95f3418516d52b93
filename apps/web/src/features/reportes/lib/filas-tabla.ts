import type { DatosReporte, TFilaReporte } from '@eds/contracts/reportes/motor';

/** A row of the report table: a report row, a station's Subtotal or the TOTALES foot (the latter two carry the foot's figures). */
export type FilaTabla = TFilaReporte & { __id: string; __tipo?: 'subtotal' | 'total'; __etiqueta?: string };

/**
 * The rows the table shows for a page: the page's rows, each station's Subtotal right after its last row (which may be
 * on a later page: rows come grouped by station in the Subtotals' order), and TOTALES at the foot of every page.
 */
export function filasDePagina(
  datos: DatosReporte,
  desde: number,
  etiquetas: { subtotal: (estacion: string) => string; totales: string },
): FilaTabla[] {
  const fines = new Map<number, number>();
  let acumulado = 0;
  for (const s of datos.subtotales) {
    acumulado += s.filas;
    fines.set(acumulado - 1, s.estacion_id);
  }
  const salida: FilaTabla[] = [];
  datos.filas.forEach((f, i) => {
    salida.push({ ...f, __id: `f${desde + i}` });
    const estacion = fines.get(desde + i);
    const s = estacion === undefined ? undefined : datos.subtotales.find((x) => x.estacion_id === estacion);
    if (s)
      salida.push({
        ...s.totales,
        estacion_id: s.estacion_id,
        estacion: s.estacion,
        __id: `s${s.estacion_id}`,
        __tipo: 'subtotal',
        __etiqueta: etiquetas.subtotal(s.estacion),
      });
  });
  if (datos.filas.length > 0) {
    salida.push({ ...datos.totales, estacion_id: 0, estacion: '', __id: 'totales', __tipo: 'total', __etiqueta: etiquetas.totales });
    // Quantities of several units: one total per unit after TOTALES (which leaves them empty).
    for (const u of datos.totales_unidad ?? [])
      salida.push({
        ...u.totales,
        estacion_id: 0,
        estacion: '',
        __id: `totales-${u.unidad}`,
        __tipo: 'total',
        __etiqueta: `${etiquetas.totales} ${u.unidad}`,
      });
  }
  return salida;
}
