import {
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import Check from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { useDominio } from '../../../lib/dominio';
import { NAVEGACIONES, usePreferencias, type Navegacion } from '../../../lib/preferencias';
import { COLORES_PERSONALIZABLES, INDIGO_OSCURO, varianteDeDominio } from '../../../lib/tema';

interface Props {
  abierto: boolean;
  onCerrar: () => void;
}

/** Theme customiser: colour, dark theme, right-to-left and navigation layout, kept per user. */
export function Personalizador({ abierto, onCerrar }: Props) {
  const { t } = useTranslation();
  const dominio = useDominio();
  const { preferencias, actualizar } = usePreferencias();
  const colorDominio = varianteDeDominio(dominio.tipo) === 'indigo-oscuro' ? INDIGO_OSCURO.primario : dominio.parametros.color1;
  const colores = [colorDominio, ...COLORES_PERSONALIZABLES.filter((c) => c.toLowerCase() !== colorDominio.toLowerCase())];
  const actual = preferencias.colorPrimario ?? colorDominio;

  return (
    <Drawer anchor="right" open={abierto} onClose={onCerrar} slotProps={{ paper: { sx: { inlineSize: 320, maxInlineSize: '100%' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('personalizar.titulo')}
        </Typography>
        <IconButton onClick={onCerrar} aria-label={t('comun.cerrar')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }}>
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            {t('personalizar.color')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="radiogroup" aria-label={t('personalizar.color')}>
            {colores.map((c, i) => (
              <Tooltip key={c} title={i === 0 ? t('personalizar.colorDominio') : c}>
                <IconButton
                  role="radio"
                  aria-checked={actual.toLowerCase() === c.toLowerCase()}
                  aria-label={i === 0 ? t('personalizar.colorDominio') : c}
                  onClick={() => actualizar({ colorPrimario: i === 0 ? null : c })}
                  sx={{ bgcolor: c, color: '#fff', inlineSize: 36, blockSize: 36, '&:hover': { bgcolor: c, opacity: 0.85 } }}
                >
                  {actual.toLowerCase() === c.toLowerCase() ? <Check fontSize="small" /> : null}
                </IconButton>
              </Tooltip>
            ))}
          </Box>
        </Box>
        <FormControlLabel
          control={<Switch checked={preferencias.temaOscuro === true} onChange={(e) => actualizar({ temaOscuro: e.target.checked })} />}
          label={t('personalizar.temaOscuro')}
        />
        <FormControlLabel
          control={<Switch checked={preferencias.rtl === true} onChange={(e) => actualizar({ rtl: e.target.checked })} />}
          label={t('personalizar.rtl')}
        />
        <Box>
          <Typography variant="subtitle2" id="personalizar-navegacion" gutterBottom>
            {t('personalizar.navegacion')}
          </Typography>
          <RadioGroup
            aria-labelledby="personalizar-navegacion"
            value={preferencias.navegacion ?? 'vertical'}
            onChange={(e) => actualizar({ navegacion: e.target.value as Navegacion })}
          >
            {NAVEGACIONES.map((n) => (
              <FormControlLabel key={n} value={n} control={<Radio />} label={t(`personalizar.navegaciones.${n}`)} />
            ))}
          </RadioGroup>
        </Box>
        <Button
          variant="outlined"
          onClick={() => actualizar({ colorPrimario: null, temaOscuro: false, rtl: false, navegacion: 'vertical' })}
        >
          {t('personalizar.restablecer')}
        </Button>
      </Stack>
    </Drawer>
  );
}
