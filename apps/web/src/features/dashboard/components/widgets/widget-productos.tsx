import { useMemo, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Periodo } from '@eds/contracts/dashboard';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { Grafico } from '../../../../components/graficas/grafico';
import type { OpcionGrafico } from '../../../../components/graficas/nucleo-echarts';
import { useFormato } from '../../../../lib/formato';
import { useProductosMasVendidos } from '../../api/productos-mas-vendidos';
import { useDashboard } from '../../lib/contexto-dashboard';
import { formatoCompacto } from '../../lib/formato-grafico';
import { BotonesOpcion } from '../botones-opcion';
import { BotonesPeriodo } from '../botones-periodo';
import { MarcoWidget } from '../marco-widget';

/** On a CDL address (the lubricant centres' site) the only category is CDL, read as the store's products. */
function categorias(direccion: string): { valor: TipoNegocio | 'CDL'; negocio: TipoNegocio }[] {
  if (direccion.toLowerCase().includes('cdl')) return [{ valor: 'CDL', negocio: 'S' }];
  return [
    { valor: 'S', negocio: 'S' },
    { valor: 'C', negocio: 'C' },
    { valor: 'K', negocio: 'K' },
  ];
}

/** Top-selling products: the ten most sold by quantity in the period, for one business type. */
export function WidgetProductos() {
  const { t } = useTranslation();
  const f = useFormato();
  const { estacion } = useDashboard();
  const tema = useTheme();
  const rtl = tema.direction === 'rtl';
  const colorTexto = tema.palette.text.primary;
  const opciones = useMemo(() => categorias(window.location.href), []);
  const [periodo, setPeriodo] = useState<Periodo>(0);
  const [categoria, setCategoria] = useState(opciones.find((o) => o.valor === 'C')?.valor ?? opciones[0].valor);
  const negocio = opciones.find((o) => o.valor === categoria)?.negocio ?? 'C';
  const consulta = useProductosMasVendidos({ estacion, periodo, tipoNegocio: negocio });
  const productos = useMemo(() => consulta.data ?? [], [consulta.data]);

  const opcion = useMemo<OpcionGrafico>(() => {
    const compacto = formatoCompacto(f.formato);
    const orden = [...productos].reverse();
    return {
      // Right to left the bars grow toward the inline start: the value labels go on that side.
      grid: { top: 8, bottom: 24, left: rtl ? 56 : 8, right: rtl ? 8 : 56, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (p: unknown) => {
          const punto = (p as { dataIndex: number }[])[0];
          const prod = orden[punto.dataIndex];
          return `<b>${prod.descripcion}</b><br/>${t('dashboard.graficas.cantidad')}: ${f.numero(prod.cantidad)}<br/>${t('dashboard.graficas.valor')}: ${f.dinero(prod.valor)}`;
        },
      },
      xAxis: { type: 'value', axisLabel: { formatter: (v: number) => compacto(v) } },
      yAxis: {
        type: 'category',
        data: orden.map((p) => p.descripcion),
        axisLabel: { width: 150, overflow: 'truncate' },
        axisTick: { show: false },
      },
      series: [
        {
          type: 'bar',
          name: t('dashboard.graficas.cantidad'),
          data: orden.map((p) => p.cantidad),
          barMaxWidth: 22,
          itemStyle: { borderRadius: rtl ? [4, 0, 0, 4] : [0, 4, 4, 0], color: '#1976d2' },
          label: {
            show: true,
            color: colorTexto,
            textBorderWidth: 0,
            position: rtl ? 'left' : 'right',
            formatter: (v: { value: unknown }) => compacto(Number(v.value)),
            fontSize: 11,
          },
        },
      ],
    };
  }, [productos, f, t, rtl, colorTexto]);

  return (
    <MarcoWidget
      testId="widget-productos"
      titulo={t('dashboard.widgets.21')}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      vacio={consulta.isSuccess && productos.length === 0}
      acciones={
        <>
          <BotonesPeriodo valor={periodo} onCambio={setPeriodo} />
          <BotonesOpcion
            valor={categoria}
            onCambio={setCategoria}
            etiqueta={t('dashboard.categoria')}
            opciones={opciones.map((o) => ({ valor: o.valor, texto: t(`dashboard.negocios.${o.valor}`) }))}
          />
        </>
      }
    >
      <Grafico opcion={opcion} alto={320} etiqueta={t('dashboard.widgets.21')} testId="grafico-productos" />
    </MarcoWidget>
  );
}
