import { Badge, Box, ButtonBase, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SEVERIDAD, type TipoAlerta } from '../../lib/alertas';
import { ICONO_ALERTA } from './icono-alerta';

interface Props {
  tipo: TipoAlerta;
  cantidad: number;
  visto: boolean;
  onAbrir: () => void;
}

/** One alert kind in the alerts area: icon in its severity colour, name, count, and a mark until it is opened. */
export function TarjetaAlerta({ tipo, cantidad, visto, onAbrir }: Props) {
  const { t } = useTranslation();
  const Icono = ICONO_ALERTA[tipo];
  const color = `${SEVERIDAD[tipo]}.main`;
  return (
    <Paper variant="outlined" sx={{ blockSize: '100%', borderInlineStart: 4, borderInlineStartColor: color, overflow: 'hidden' }}>
      <ButtonBase
        onClick={onAbrir}
        data-testid={`alerta-${tipo}`}
        data-visto={visto}
        aria-label={`${t(`dashboard.alertas.tipos.${tipo}`)}: ${cantidad}${visto ? '' : ` (${t('dashboard.alertas.nuevo')})`}`}
        sx={{
          inlineSize: '100%',
          blockSize: '100%',
          p: 1.5,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'flex-start',
          textAlign: 'start',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Badge color="error" variant="dot" invisible={visto} overlap="circular">
          <Icono sx={{ color, fontSize: 32 }} aria-hidden />
        </Badge>
        <Box sx={{ flex: 1, minInlineSize: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {t(`dashboard.alertas.tipos.${tipo}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`dashboard.alertas.descripciones.${tipo}`, { total: cantidad })}
          </Typography>
        </Box>
        <Typography variant="h6" component="span" sx={{ fontWeight: 800, color }}>
          <bdi>{cantidad}</bdi>
        </Typography>
      </ButtonBase>
    </Paper>
  );
}
