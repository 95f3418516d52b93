import type { ReactNode } from 'react';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormato } from '../../../lib/formato';
import { clavesDashboard } from '../api/reporte-dashboard';

interface Props {
  filtro: ReactNode;
  notificaciones: ReactNode;
  actualizado: number;
}

/** The dashboard's header: title, the company filter, when the figures were last read, refresh, and the notification bell. */
export function BarraDashboard({ filtro, notificaciones, actualizado }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const cliente = useQueryClient();
  const leyendo = useIsFetching({ queryKey: clavesDashboard.todo }) > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 200px', minInlineSize: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('dashboard.titulo')}
        </Typography>
        {actualizado > 0 ? (
          <Typography variant="caption" color="text.secondary" data-testid="dashboard-actualizado">
            <bdi>{t('dashboard.actualizado', { fecha: f.fechaHora(new Date(actualizado)) })}</bdi>
          </Typography>
        ) : null}
      </Box>
      {filtro}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={t('dashboard.actualizar')}>
          <span>
            <IconButton
              onClick={() => void cliente.invalidateQueries({ queryKey: clavesDashboard.todo })}
              disabled={leyendo}
              aria-label={t('dashboard.actualizar')}
            >
              <Refresh />
            </IconButton>
          </span>
        </Tooltip>
        {notificaciones}
      </Box>
    </Paper>
  );
}
