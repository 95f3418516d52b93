import type { GraficoReporte, TGraficoReporte } from '@eds/contracts/reportes/motor';
import type { OpcionGrafico } from '../../../components/graficas/nucleo-echarts';
import type { Formateador } from '../../../lib/formato';

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const INSTANTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const COMPACTO = new Intl.NumberFormat('es-CO', { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' });

/** A value axis label: money abbreviated `$ 12,5 M`, volumes and counts `12,5 mil`. */
export function etiquetaEje(valor: number, eje: GraficoReporte['eje']): string {
  const texto = COMPACTO.format(valor);
  return eje === 'dinero' ? `$ ${texto}` : texto;
}

/**
 * The ECharts option of a report's chart from the server's series: bars, horizontal bars for rankings, stacked columns
 * (fuels in their spec colours), lines, steps for prices over time, and a daily figure's columns with its running total
 * as a line. Tooltips show the full figure.
 */
export function opcionGrafico(g: NonNullable<TGraficoReporte>, def: GraficoReporte, f: Formateador): OpcionGrafico {
  const completo = (v: unknown) => (typeof v !== 'number' ? '—' : def.eje === 'dinero' ? f.dinero(v) : f.numero(v));
  const horizontal = def.tipo === 'barrasHorizontales';
  // Days and instants read as the rest of the screen shows them.
  const nombres = g.categorias.map((c) => (DIA.test(c) ? f.fecha(c) : INSTANTE.test(c) ? f.fechaHora(c) : c));
  const categorias = { type: 'category' as const, data: horizontal ? [...nombres].reverse() : nombres };
  const valores = { type: 'value' as const, axisLabel: { formatter: (v: number) => etiquetaEje(v, def.eje) } };
  return {
    grid: { left: horizontal ? 160 : 64, right: 24, top: g.series.length > 1 ? 40 : 16, bottom: 48, containLabel: horizontal },
    legend: g.series.length > 1 ? { type: 'scroll', top: 0 } : undefined,
    tooltip: { trigger: 'axis', valueFormatter: completo },
    xAxis: horizontal ? valores : categorias,
    yAxis: horizontal ? categorias : valores,
    series: g.series.map((s, i) => ({
      name: s.nombre,
      type: def.tipo === 'lineas' || def.tipo === 'escalones' || (def.tipo === 'columnasYLinea' && i > 0) ? 'line' : 'bar',
      ...(def.tipo === 'escalones' ? { step: 'end' as const, connectNulls: true } : {}),
      ...(def.tipo === 'columnasApiladas' ? { stack: 'total' } : {}),
      ...(s.color ? { itemStyle: { color: s.color }, lineStyle: { color: s.color } } : {}),
      data: horizontal ? [...s.datos].reverse() : s.datos,
    })),
  };
}
