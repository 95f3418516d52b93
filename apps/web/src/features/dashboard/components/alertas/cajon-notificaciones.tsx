import { useState } from 'react';
import {
  Badge,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { SEVERIDAD } from '../../lib/alertas';
import { useContextoAlertas } from './contexto-alertas';
import { ICONO_ALERTA } from './icono-alerta';
import { useNotificaciones } from './use-notificaciones';

/** The bell with the count of notifications, and the side drawer 'Notificaciones' that lists them. */
export function CajonNotificaciones() {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState(false);
  const notificaciones = useNotificaciones();
  const { abrir, visto } = useContextoAlertas();
  const sinVer = notificaciones.some((n) => !visto(n.tipo));
  return (
    <>
      <Tooltip title={t('dashboard.alertas.notificaciones')}>
        <IconButton
          onClick={() => setAbierto(true)}
          aria-label={t('dashboard.alertas.abrirNotificaciones', { total: notificaciones.length })}
          data-testid="boton-notificaciones"
        >
          <Badge badgeContent={notificaciones.length} color={sinVer ? 'error' : 'primary'} showZero data-testid="contador-notificaciones">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={abierto}
        onClose={() => setAbierto(false)}
        slotProps={{ paper: { sx: { inlineSize: { xs: '88vw', sm: 380 } } } }}
      >
        <Box role="region" aria-labelledby="titulo-notificaciones" data-testid="cajon-notificaciones">
          <Toolbar sx={{ gap: 1 }}>
            <Typography id="titulo-notificaciones" variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('dashboard.alertas.notificaciones')}
            </Typography>
            <IconButton onClick={() => setAbierto(false)} aria-label={t('comun.cerrar')}>
              <Close />
            </IconButton>
          </Toolbar>
          <Divider />
          {notificaciones.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {t('dashboard.alertas.sinNotificaciones')}
            </Typography>
          ) : (
            <List>
              {notificaciones.map((n) => {
                const Icono = ICONO_ALERTA[n.tipo];
                const nuevo = !visto(n.tipo);
                return (
                  <ListItemButton
                    key={n.tipo}
                    onClick={() => {
                      setAbierto(false);
                      abrir(n.tipo);
                    }}
                    data-testid={`notificacion-${n.tipo}`}
                    data-visto={!nuevo}
                  >
                    <ListItemIcon>
                      <Badge color="error" variant="dot" invisible={!nuevo}>
                        <Icono sx={{ color: `${SEVERIDAD[n.tipo]}.main` }} />
                      </Badge>
                    </ListItemIcon>
                    <ListItemText
                      primary={t(`dashboard.alertas.tipos.${n.tipo}`)}
                      secondary={t(`dashboard.alertas.descripciones.${n.tipo}`, { total: n.cantidad })}
                      slotProps={{ primary: { sx: { fontWeight: nuevo ? 700 : 500 } } }}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          )}
        </Box>
      </Drawer>
    </>
  );
}
