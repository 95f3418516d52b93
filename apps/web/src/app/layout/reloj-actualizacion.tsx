import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import Update from '@mui/icons-material/Update';
import { useTranslation } from 'react-i18next';
import { TIEMPOS } from '@eds/contracts/constantes';
import { useFormato } from '../../lib/formato';

/** 'Ultima actualizacion' with the time, refreshed every 20 seconds (dashboard pages only). */
export function RelojActualizacion() {
  const { t } = useTranslation();
  const f = useFormato();
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    const intervalo = window.setInterval(() => setAhora(new Date()), TIEMPOS.relojCabeceraMs);
    return () => window.clearInterval(intervalo);
  }, []);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, opacity: 0.9 }} data-testid="ultima-actualizacion">
      <Update fontSize="small" aria-hidden />
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {t('cabecera.ultimaActualizacion')}:{' '}
        <bdi>
          <time dateTime={ahora.toISOString()}>{f.fechaHora(ahora)}</time>
        </bdi>
      </Typography>
    </Box>
  );
}
