import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormato } from '../../../../lib/formato';
import { useDiaVentas } from '../../api/dia-ventas';
import { colorAvance } from '../../lib/colores';
import { useDashboard } from '../../lib/contexto-dashboard';
import { ListaPaginada } from './lista-paginada';

/** The day's fuel sales per station, three ways (headers, product lines, payments), and the goal's progress bar. */
export function ListaDiaVentas() {
  const { t } = useTranslation();
  const f = useFormato();
  const { estacion } = useDashboard();
  const q = useDiaVentas(estacion);
  const filas = q.data ?? [];
  return (
    <ListaPaginada
      items={filas}
      clave={(x) => x.empresa_id}
      render={(x) => {
        const cuadra =
          x.total_ventas_combustible === x.total_ventas_combustible_productos &&
          x.total_ventas_combustible === x.total_ventas_combustible_medios_pagos;
        return (
          <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="fila-dia-ventas">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{x.alias}</Typography>
              <Typography variant="body2" color={cuadra ? 'success.main' : 'error.main'} sx={{ fontWeight: 600 }}>
                {t(cuadra ? 'dashboard.alertas.diaVentas.cuadra' : 'dashboard.alertas.diaVentas.noCuadra')}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 1, mb: 1 }}>
              {(
                [
                  ['ventas', x.total_ventas_combustible],
                  ['productos', x.total_ventas_combustible_productos],
                  ['mediosPago', x.total_ventas_combustible_medios_pagos],
                ] as const
              ).map(([clave, valor]) => (
                <Box key={clave}>
                  <Typography variant="caption" color="text.secondary">
                    {t(`dashboard.alertas.diaVentas.${clave}`)}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>
                    <bdi>{f.dinero(valor)}</bdi>
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ minInlineSize: 130 }}>
                {t('dashboard.alertas.avanceMeta')}
              </Typography>
              {x.avance_meta === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t('dashboard.alertas.sinMeta')}
                </Typography>
              ) : (
                <>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, x.avance_meta)}
                    color={colorAvance(x.avance_meta)}
                    data-color={colorAvance(x.avance_meta)}
                    aria-label={`${t('dashboard.alertas.avanceMeta')} ${x.alias}`}
                    sx={{ flex: 1, blockSize: 10, borderRadius: 5 }}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 700, minInlineSize: 64, textAlign: 'end' }}>
                    <bdi>{f.numero(x.avance_meta)} %</bdi>
                  </Typography>
                </>
              )}
            </Box>
          </Paper>
        );
      }}
    />
  );
}
