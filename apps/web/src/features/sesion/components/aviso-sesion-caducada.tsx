import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Box, Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { TIEMPOS } from '@eds/contracts/constantes';
import { alCaducarSesion } from '../../../lib/sesion-eventos';
import { direccionAbsoluta } from '../../../lib/ruta-base';
import { CLAVES } from '../../../lib/almacen';

/**
 * The expired-session notice: shown when any call answers 205 (or 401 with a token), then the
 * session data is cleared and the browser goes back to the start after 3 seconds. The address the
 * user was on is remembered, so signing in again returns there.
 */
export function AvisoSesionCaducada() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [caducada, setCaducada] = useState(false);

  useEffect(() => alCaducarSesion(() => setCaducada(true)), []);

  useEffect(() => {
    if (!caducada) return;
    const temporizador = window.setTimeout(() => {
      sessionStorage.clear();
      if (pathname !== '/' && pathname !== '/404') sessionStorage.setItem(CLAVES.direccionInicial, `${pathname}${search}`);
      window.location.assign(direccionAbsoluta('/'));
    }, TIEMPOS.redireccionSesionMs);
    return () => window.clearTimeout(temporizador);
  }, [caducada, pathname, search]);

  return (
    <Dialog open={caducada} maxWidth="xs" fullWidth aria-labelledby="sesion-caducada-titulo" aria-describedby="sesion-caducada-texto">
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <WarningAmber color="warning" sx={{ fontSize: 64 }} aria-hidden />
      </Box>
      <DialogTitle id="sesion-caducada-titulo" sx={{ textAlign: 'center' }}>
        {t('mensajes.sesionCaducadaTitulo')}
      </DialogTitle>
      <DialogContent sx={{ pb: 4 }}>
        <Typography id="sesion-caducada-texto" sx={{ textAlign: 'center', mb: 2 }}>
          {t('mensajes.sesionCaducadaTexto')}
        </Typography>
        <LinearProgress aria-label={t('sesion.redirigiendo')} />
      </DialogContent>
    </Dialog>
  );
}
