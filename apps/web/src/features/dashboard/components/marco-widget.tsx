import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslation } from 'react-i18next';
import { useManija } from './arrastre';

interface Props {
  titulo: string;
  subtitulo?: ReactNode;
  /** Controls at the inline end of the header (period buttons, filters). */
  acciones?: ReactNode;
  cargando?: boolean;
  error?: boolean;
  onReintentar?: () => void;
  vacio?: boolean;
  children: ReactNode;
  testId: string;
}

/** A dashboard widget: a card with its title, the MOVER handle, its controls, and loading, error and empty states. */
export function MarcoWidget({ titulo, subtitulo, acciones, cargando, error, onReintentar, vacio, children, testId }: Props) {
  const { t } = useTranslation();
  const manija = useManija();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={titulo}
      data-testid={testId}
      sx={{
        blockSize: '100%',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: manija?.arrastrando ? 8 : 0,
        transition: 'box-shadow 200ms',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 1.5, pb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 180px', minInlineSize: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {titulo}
          </Typography>
          {subtitulo ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {subtitulo}
            </Typography>
          ) : null}
        </Box>
        {manija ? (
          <Button
            size="small"
            color="inherit"
            startIcon={<DragIndicator />}
            title={t('dashboard.moverAyuda')}
            sx={{
              order: { xs: 0, md: 2 },
              cursor: manija.arrastrando ? 'grabbing' : 'grab',
              touchAction: 'none',
              color: 'text.secondary',
              minInlineSize: 0,
            }}
            {...manija.attributes}
            {...manija.listeners}
          >
            {t('dashboard.mover')}
          </Button>
        ) : null}
        {acciones ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', order: 1 }}>{acciones}</Box> : null}
      </Box>
      <Box sx={{ blockSize: 4 }}>{cargando ? <LinearProgress aria-label={t('comun.cargando')} /> : null}</Box>
      <CardContent sx={{ flex: 1, pt: 1, '&:last-child': { pb: 2 } }}>
        {error ? (
          <Alert
            severity="error"
            action={
              onReintentar ? (
                <Button color="inherit" size="small" onClick={onReintentar}>
                  {t('dashboard.reintentar')}
                </Button>
              ) : undefined
            }
          >
            {t('mensajes.errorGenerico')}
          </Alert>
        ) : vacio && !cargando ? (
          <Stack sx={{ alignItems: 'center', justifyContent: 'center', minBlockSize: 160 }}>
            <Typography color="text.secondary">{t('dashboard.sinDatos')}</Typography>
          </Stack>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
