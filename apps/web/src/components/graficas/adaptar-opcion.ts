import type { OpcionGrafico } from './nucleo-echarts';

export interface EstiloGrafico {
  rtl: boolean;
  texto: string;
  linea: string;
  fondoTooltip: string;
  textoTooltip: string;
  fuente: string;
  /** The person asked for less motion: the chart is drawn at once, without its entry animation (WCAG 2.3.3). */
  sinMovimiento?: boolean;
}

type Eje = Record<string, unknown>;
const comoLista = (eje: unknown): Eje[] => (eje === undefined ? [] : Array.isArray(eje) ? (eje as Eje[]) : [eje as Eje]);

/** Theme colours and reading direction applied to an option, without touching what the caller set. */
export function adaptarOpcion(opcion: OpcionGrafico, e: EstiloGrafico): OpcionGrafico {
  const eje = (x: Eje) => ({
    axisLine: { lineStyle: { color: e.linea } },
    splitLine: { lineStyle: { color: e.linea, type: 'dashed' } },
    ...x,
    axisLabel: { color: e.texto, hideOverlap: true, ...(x.axisLabel as object | undefined) },
  });
  // Right to left: time and categories run from the inline start, values sit at the inline end.
  const ejeX = comoLista(opcion.xAxis).map((x) => ({ ...eje(x), ...(e.rtl ? { inverse: x.inverse !== true } : {}) }));
  const ejeY = comoLista(opcion.yAxis).map((y) => ({ ...eje(y), ...(e.rtl ? { position: 'right' } : {}) }));
  return {
    animationDuration: 400,
    ...opcion,
    ...(e.sinMovimiento ? { animation: false } : {}),
    textStyle: { fontFamily: e.fuente, color: e.texto },
    tooltip: {
      backgroundColor: e.fondoTooltip,
      borderColor: e.linea,
      textStyle: { color: e.textoTooltip, fontFamily: e.fuente },
      confine: true,
      ...(opcion.tooltip as object | undefined),
    },
    legend: opcion.legend
      ? {
          textStyle: { color: e.texto },
          itemWidth: 16,
          itemHeight: 10,
          itemGap: 12,
          pageTextStyle: { color: e.texto },
          ...(opcion.legend as object),
        }
      : undefined,
    ...(ejeX.length > 0 ? { xAxis: ejeX } : {}),
    ...(ejeY.length > 0 ? { yAxis: ejeY } : {}),
  } as OpcionGrafico;
}
