import { Box, Typography } from '@mui/material';
import Update from '@mui/icons-material/Update';
import { useTranslation } from 'react-i18next';
import { useFormato } from '../../lib/formato';
import { useUltimaActualizacion } from '../../features/dashboard/components/use-ultima-actualizacion';

/**
 * 'Ultima actualizacion' on dashboard pages: when the dashboard's figures were last read from the server, so it
 * moves with the dashboard's own refresh (every 10 minutes, or its refresh button) and never shows a time the
 * figures are not from. Nothing until the first figures arrive.
 */
export function RelojActualizacion() {
  const { t } = useTranslation();
  const f = useFormato();
  const actualizado = useUltimaActualizacion();
  if (actualizado === 0) return null;
  const cuando = new Date(actualizado);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, opacity: 0.9 }} data-testid="ultima-actualizacion">
      <Update fontSize="small" aria-hidden />
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {t('cabecera.ultimaActualizacion')}:{' '}
        <bdi>
          <time dateTime={cuando.toISOString()}>{f.fechaHora(cuando)}</time>
        </bdi>
      </Typography>
    </Box>
  );
}
