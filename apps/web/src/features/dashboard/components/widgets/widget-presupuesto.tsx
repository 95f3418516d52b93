import { useMemo } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Grafico } from '../../../../components/graficas/grafico';
import type { OpcionGrafico } from '../../../../components/graficas/nucleo-echarts';
import { useFormato } from '../../../../lib/formato';
import { useMetas } from '../../api/metas';
import { COLOR_SERIE, colorAvance } from '../../lib/colores';
import { useDashboard } from '../../lib/contexto-dashboard';
import { etiquetaFecha, formatoCompacto } from '../../lib/formato-grafico';
import { MarcoWidget } from '../marco-widget';

/** The month's daily budget: accumulated expected (orange) against accumulated executed (blue), and the goal to reach. */
export function WidgetPresupuesto() {
  const { t } = useTranslation();
  const f = useFormato();
  const { estacion } = useDashboard();
  const consulta = useMetas({ estacion });
  const dias = useMemo(() => consulta.data?.dias ?? [], [consulta.data]);
  const meta = consulta.data?.Meta_lograr ?? 0;
  const ejecutado = dias.at(-1)?.acumulado ?? 0;
  const avance = meta > 0 ? (ejecutado / meta) * 100 : 0;

  const opcion = useMemo<OpcionGrafico>(() => {
    const compacto = formatoCompacto(f.formato);
    const area = (nombre: string, color: string, datos: number[]) => ({
      type: 'line' as const,
      name: nombre,
      data: datos,
      smooth: true,
      showSymbol: false,
      lineStyle: { width: 2, color },
      itemStyle: { color },
      areaStyle: { color, opacity: 0.18 },
    });
    return {
      grid: { top: 60, bottom: 8, left: 8, right: 16, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => f.dinero(Number(v)) },
      xAxis: { type: 'category', boundaryGap: false, data: dias.map((d) => etiquetaFecha(d.fecha)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => compacto(v, '$') } },
      series: [
        area(
          t('dashboard.graficas.esperado'),
          COLOR_SERIE.esperado,
          dias.map((d) => d.meta_acumulada),
        ),
        area(
          t('dashboard.graficas.ejecutado'),
          COLOR_SERIE.ejecutado,
          dias.map((d) => d.acumulado),
        ),
      ],
    };
  }, [dias, f, t]);

  return (
    <MarcoWidget
      testId="widget-presupuesto"
      titulo={t('dashboard.widgets.26')}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      vacio={consulta.isSuccess && dias.length === 0}
    >
      <Box sx={{ mb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.graficas.metaMes')}: <bdi>{f.dinero(meta)}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            <bdi>{meta > 0 ? `${f.numero(avance)} %` : t('dashboard.alertas.sinMeta')}</bdi>
          </Typography>
        </Box>
        {meta > 0 ? (
          <LinearProgress
            variant="determinate"
            value={Math.min(100, avance)}
            color={colorAvance(avance)}
            aria-label={t('dashboard.alertas.avanceMeta')}
            sx={{ blockSize: 8, borderRadius: 4, mt: 0.5 }}
          />
        ) : null}
      </Box>
      <Grafico opcion={opcion} alto={250} etiqueta={t('dashboard.widgets.26')} testId="grafico-presupuesto" />
    </MarcoWidget>
  );
}
