import { Box, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { MarcoWidget } from '../marco-widget';
import { useContextoAlertas } from './contexto-alertas';
import { TarjetaAlerta } from './tarjeta-alerta';
import { useNotificaciones } from './use-notificaciones';

/** The alerts area: one tile per alert kind with rows now; a tile opens its modal and marks it viewed. */
export function WidgetAlertas() {
  const { t } = useTranslation();
  const notificaciones = useNotificaciones();
  const { abrir, visto } = useContextoAlertas();
  return (
    <MarcoWidget testId="widget-alertas" titulo={t('dashboard.widgets.29')}>
      {notificaciones.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', py: 2 }}>
          <CheckCircleOutline />
          <Typography>{t('dashboard.alertas.sinNotificaciones')}</Typography>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 1.5 }}>
          {notificaciones.map((n) => (
            <TarjetaAlerta key={n.tipo} tipo={n.tipo} cantidad={n.cantidad} visto={visto(n.tipo)} onAbrir={() => abrir(n.tipo)} />
          ))}
        </Box>
      )}
    </MarcoWidget>
  );
}
