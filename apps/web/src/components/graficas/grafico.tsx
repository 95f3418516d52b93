import { useEffect, useMemo, useRef } from 'react';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { init, type OpcionGrafico } from './nucleo-echarts';
import { adaptarOpcion } from './adaptar-opcion';

interface Props {
  opcion: OpcionGrafico;
  /** Block size of the drawing area in pixels. */
  alto?: number;
  /** Accessible name of the chart (the figure it shows). */
  etiqueta: string;
  testId?: string;
}

/**
 * One ECharts canvas: follows the theme's text and grid colours and the page direction (right-to-left
 * mirrors the category axis and moves the value axis to the inline end), and redraws on resize.
 */
export function Grafico({ opcion, alto = 300, etiqueta, testId }: Props) {
  const contenedor = useRef<HTMLDivElement>(null);
  const grafico = useRef<ReturnType<typeof init> | null>(null);
  const tema = useTheme();
  const final = useMemo(
    () =>
      adaptarOpcion(opcion, {
        rtl: tema.direction === 'rtl',
        texto: tema.palette.text.secondary,
        linea: tema.palette.divider,
        fondoTooltip: tema.palette.background.paper,
        textoTooltip: tema.palette.text.primary,
        fuente: tema.typography.fontFamily ?? 'Roboto, sans-serif',
        // The theme built for less motion has transitions of 0 ms (lib/tema.ts): charts follow it.
        sinMovimiento: tema.transitions.duration.standard === 0,
      }),
    [opcion, tema],
  );

  useEffect(() => {
    const nodo = contenedor.current;
    if (!nodo) return;
    const g = init(nodo, undefined, { renderer: 'canvas' });
    grafico.current = g;
    const observador = new ResizeObserver(() => g.resize({ animation: { duration: 0 } }));
    observador.observe(nodo);
    return () => {
      observador.disconnect();
      g.dispose();
      grafico.current = null;
    };
  }, []);

  useEffect(() => {
    grafico.current?.setOption(final, { notMerge: true });
  }, [final]);

  return <Box ref={contenedor} role="img" aria-label={etiqueta} data-testid={testId} sx={{ inlineSize: '100%', blockSize: alto }} />;
}
