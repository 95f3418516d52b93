import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Periodo } from '@eds/contracts/dashboard';
import { Grafico } from '../../../../components/graficas/grafico';
import type { OpcionGrafico } from '../../../../components/graficas/nucleo-echarts';
import { useFormato } from '../../../../lib/formato';
import { useVentasCombustible } from '../../api/ventas-combustible';
import { useDashboard } from '../../lib/contexto-dashboard';
import { seriesCombustible } from '../../lib/combustibles';
import { BotonesPeriodo } from '../botones-periodo';
import { MarcoWidget } from '../marco-widget';

/** Sales volume by gallonage: the period's gallons split by fuel, as a donut with the total in the middle. */
export function WidgetGalonaje() {
  const { t } = useTranslation();
  const f = useFormato();
  const { estacion } = useDashboard();
  const [periodo, setPeriodo] = useState<Periodo>(2);
  const consulta = useVentasCombustible({ estacion, periodo });
  const series = useMemo(() => seriesCombustible(consulta.data ?? []).series.filter((s) => s.total > 0), [consulta.data]);
  const total = series.reduce((s, x) => s + x.total, 0);

  const opcion = useMemo<OpcionGrafico>(
    () => ({
      tooltip: {
        trigger: 'item',
        formatter: (p: unknown) => {
          const x = p as { name: string; value: number; percent: number };
          return `<b>${x.name}</b><br/>${f.numero(x.value)} gal (${f.numero(x.percent)} %)`;
        },
      },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['48%', '72%'],
          center: ['50%', '42%'],
          avoidLabelOverlap: true,
          itemStyle: { borderColor: 'transparent', borderWidth: 2 },
          label: { show: false },
          data: series.map((s) => ({ name: s.nombre, value: s.total, itemStyle: { color: s.color } })),
        },
      ],
    }),
    [series, f],
  );

  return (
    <MarcoWidget
      testId="widget-galonaje"
      titulo={t('dashboard.widgets.28')}
      subtitulo={series.length > 0 ? t('dashboard.graficas.totalGalones', { total: f.numero(total) }) : undefined}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      vacio={consulta.isSuccess && series.length === 0}
      acciones={<BotonesPeriodo valor={periodo} onCambio={setPeriodo} />}
    >
      <Grafico opcion={opcion} alto={300} etiqueta={t('dashboard.widgets.28')} testId="grafico-galonaje" />
    </MarcoWidget>
  );
}
