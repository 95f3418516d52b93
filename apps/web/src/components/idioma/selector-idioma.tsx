import { useState } from 'react';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import Check from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { IDIOMAS, NOMBRE_IDIOMA, esIdioma, type Idioma } from '../../i18n/idiomas';
import { cambiarIdioma } from '../../i18n/i18n';
import { usePreferencias } from '../../lib/preferencias';

/** Language selector; a signed-in user's choice is kept with their preferences. */
export function SelectorIdioma({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const { actualizar } = usePreferencias();
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const actual: Idioma = esIdioma(i18n.language) ? i18n.language : 'es';

  const elegir = (idioma: Idioma) => {
    setAncla(null);
    void cambiarIdioma(idioma);
    actualizar({ idioma });
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        onClick={(e) => setAncla(e.currentTarget)}
        aria-label={t('idioma.seleccionar')}
        aria-haspopup="menu"
        data-tour="idioma"
        sx={{ textTransform: 'none' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {NOMBRE_IDIOMA[actual]}
        </Box>
      </Button>
      <Menu anchorEl={ancla} open={ancla !== null} onClose={() => setAncla(null)}>
        {IDIOMAS.map((idioma) => (
          <MenuItem key={idioma} selected={idioma === actual} onClick={() => elegir(idioma)} lang={idioma}>
            <ListItemIcon>{idioma === actual ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{NOMBRE_IDIOMA[idioma]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
