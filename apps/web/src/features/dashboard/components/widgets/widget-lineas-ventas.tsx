import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { Grafico } from '../../../../components/graficas/grafico';
import type { OpcionGrafico } from '../../../../components/graficas/nucleo-echarts';
import { useFormato } from '../../../../lib/formato';
import { useGraficaPdv } from '../../api/grafica-pdv';
import { COLOR_SERIE } from '../../lib/colores';
import { useDashboard } from '../../lib/contexto-dashboard';
import { etiquetaFecha, formatoCompacto } from '../../lib/formato-grafico';
import { WIDGET } from '../../lib/widgets';
import { MarcoWidget } from '../marco-widget';

interface Config {
  widget: number;
  testId: string;
  extra: 'D' | 'M';
  negocios?: TipoNegocio[];
  numMes?: number;
  /** A third of the row: the legend takes two lines. */
  estrecho?: boolean;
}

/** Daily (last month), monthly (six months) and point-of-sale (store and kiosk, six months) sales against the budget. */
export const CONFIG_LINEAS: Record<'diarias' | 'mensuales' | 'pdv', Config> = {
  diarias: { widget: WIDGET.VENTAS_DIARIAS, testId: 'widget-ventas-diarias', extra: 'D' },
  mensuales: { widget: WIDGET.VENTAS_MENSUALES, testId: 'widget-ventas-mensuales', extra: 'M', numMes: 6 },
  pdv: { widget: WIDGET.VENTAS_PDV, testId: 'widget-ventas-pdv', extra: 'M', negocios: ['S', 'K'], numMes: 6, estrecho: true },
};

/** Sales (red), expected budget (orange) and executed budget (blue), one point per day or month. */
export function WidgetLineasVentas({ config }: { config: Config }) {
  const { t } = useTranslation();
  const f = useFormato();
  const { estacion } = useDashboard();
  const consulta = useGraficaPdv({ estacion, extra: config.extra, negocios: config.negocios, numMes: config.numMes });
  const puntos = useMemo(() => consulta.data ?? [], [consulta.data]);

  const opcion = useMemo<OpcionGrafico>(() => {
    const compacto = formatoCompacto(f.formato);
    const serie = (nombre: string, color: string, datos: number[], punteada = false) => ({
      type: 'line' as const,
      name: nombre,
      data: datos,
      smooth: true,
      symbolSize: 6,
      showSymbol: puntos.length <= 12,
      lineStyle: { width: 2.5, color, type: punteada ? ('dashed' as const) : ('solid' as const) },
      itemStyle: { color },
    });
    return {
      grid: { top: config.estrecho ? 60 : 40, bottom: 8, left: 8, right: 16, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => f.dinero(Number(v)) },
      xAxis: { type: 'category', boundaryGap: false, data: puntos.map((p) => etiquetaFecha(p.mes)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => compacto(v, '$') } },
      series: [
        serie(
          t('dashboard.graficas.ventas'),
          COLOR_SERIE.ventas,
          puntos.map((p) => p.ventas),
        ),
        serie(
          t('dashboard.graficas.esperado'),
          COLOR_SERIE.esperado,
          puntos.map((p) => p.presupuesto_esperado),
          true,
        ),
        serie(
          t('dashboard.graficas.ejecutado'),
          COLOR_SERIE.ejecutado,
          puntos.map((p) => p.presupuesto_ejecutado),
        ),
      ],
    };
  }, [puntos, f, t, config.estrecho]);

  const titulo = t(`dashboard.widgets.${config.widget}`);
  return (
    <MarcoWidget
      testId={config.testId}
      titulo={titulo}
      subtitulo={t(config.extra === 'D' ? 'dashboard.graficas.ultimoMes' : 'dashboard.graficas.ultimosSeisMeses')}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      vacio={consulta.isSuccess && puntos.length === 0}
    >
      <Grafico opcion={opcion} alto={300} etiqueta={titulo} testId={`grafico-${config.testId}`} />
    </MarcoWidget>
  );
}
