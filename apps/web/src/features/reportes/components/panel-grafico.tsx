import { lazy, Suspense } from 'react';
import { Box, Button, Collapse, LinearProgress, Paper } from '@mui/material';
import ShowChart from '@mui/icons-material/ShowChart';
import { useTranslation } from 'react-i18next';
import type { GraficoReporte, TGraficoReporte } from '@eds/contracts/reportes/motor';
import { useFormato } from '../../../lib/formato';
import { opcionGrafico } from '../lib/grafico-reporte';

// ECharts loads when the panel is first opened, never with the table.
const Grafico = lazy(() => import('../../../components/graficas/grafico').then((m) => ({ default: m.Grafico })));

interface Props {
  definicion: GraficoReporte;
  titulo: string;
  abierto: boolean;
  onCambiar: (abierto: boolean) => void;
  /** The chart's data (the server computes it only while the panel is open). */
  datos: TGraficoReporte | undefined;
  cargando: boolean;
}

/** REPORTS.md §0 "Charts": a collapsible `Ver gráfico` panel above the table; the PDF includes it while it is open. */
export function PanelGrafico({ definicion, titulo, abierto, onCambiar, datos, cargando }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  return (
    <Box>
      <Button startIcon={<ShowChart />} onClick={() => onCambiar(!abierto)} aria-expanded={abierto}>
        {t(abierto ? 'reportes.grafico.ocultar' : 'reportes.grafico.ver')}
      </Button>
      <Collapse in={abierto} unmountOnExit>
        <Paper variant="outlined" sx={{ p: 2, marginBlockStart: 1 }}>
          {cargando || !datos ? (
            <LinearProgress />
          ) : (
            <Suspense fallback={<LinearProgress />}>
              <Grafico opcion={opcionGrafico(datos, definicion, f)} alto={320} etiqueta={titulo} testId="grafico-reporte" />
            </Suspense>
          )}
        </Paper>
      </Collapse>
    </Box>
  );
}
