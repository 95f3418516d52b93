import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Periodo } from '@eds/contracts/dashboard';
import { Grafico } from '../../../../components/graficas/grafico';
import type { OpcionGrafico } from '../../../../components/graficas/nucleo-echarts';
import { useFormato } from '../../../../lib/formato';
import { useVentasCombustible } from '../../api/ventas-combustible';
import { useDashboard } from '../../lib/contexto-dashboard';
import { seriesCombustible } from '../../lib/combustibles';
import { etiquetaFecha, formatoCompacto } from '../../lib/formato-grafico';
import { BotonesPeriodo } from '../botones-periodo';
import { MarcoWidget } from '../marco-widget';

/** Fuel sales in gallons: one column per fuel (in its colour) for each day, week or month of the period. */
export function WidgetCombustibleGalones() {
  const { t } = useTranslation();
  const f = useFormato();
  const { estacion } = useDashboard();
  const [periodo, setPeriodo] = useState<Periodo>(1);
  const consulta = useVentasCombustible({ estacion, periodo });
  const datos = useMemo(() => seriesCombustible(consulta.data ?? []), [consulta.data]);

  const opcion = useMemo<OpcionGrafico>(() => {
    const compacto = formatoCompacto(f.formato);
    return {
      grid: { top: 40, bottom: 8, left: 8, right: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => `${f.numero(Number(v))} gal` },
      xAxis: { type: 'category', data: datos.etiquetas.map(etiquetaFecha), axisTick: { alignWithLabel: true } },
      yAxis: {
        type: 'value',
        name: t('dashboard.graficas.galones'),
        nameTextStyle: { align: 'left' },
        axisLabel: { formatter: (v: number) => compacto(v) },
      },
      series: datos.series.map((s) => ({
        type: 'bar' as const,
        name: s.nombre,
        data: s.valores,
        itemStyle: { color: s.color, borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 28,
        emphasis: { focus: 'series' as const },
      })),
    };
  }, [datos, f, t]);

  return (
    <MarcoWidget
      testId="widget-combustible-galones"
      titulo={t('dashboard.widgets.22')}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      vacio={consulta.isSuccess && datos.series.length === 0}
      acciones={<BotonesPeriodo valor={periodo} onCambio={setPeriodo} />}
    >
      <Grafico opcion={opcion} alto={320} etiqueta={t('dashboard.widgets.22')} testId="grafico-combustible" />
    </MarcoWidget>
  );
}
