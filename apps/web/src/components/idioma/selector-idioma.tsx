import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { NOMBRE_IDIOMA, esIdioma, type Idioma } from '../../i18n/idiomas';
import { cambiarIdioma } from '../../i18n/i18n';
import { usePreferencias } from '../../lib/preferencias';

// The menu's code is fetched when it first opens: the sign-in page paints without it.
const MenuIdiomas = lazy(() => import('./menu-idiomas').then((m) => ({ default: m.MenuIdiomas })));

/** Language selector; a signed-in user's choice is kept with their preferences. */
export function SelectorIdioma({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const { actualizar } = usePreferencias();
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing it keeps its transition.
  const [usado, setUsado] = useState(false);
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
        onClick={(e) => {
          setUsado(true);
          setAncla(e.currentTarget);
        }}
        // The name begins with the words on the button (WCAG 2.5.3, label in name): speech input says "Español".
        aria-label={t('idioma.seleccionarActual', { idioma: NOMBRE_IDIOMA[actual] })}
        aria-haspopup="menu"
        data-tour="idioma"
        sx={{ textTransform: 'none' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {NOMBRE_IDIOMA[actual]}
        </Box>
      </Button>
      {usado ? (
        <Suspense fallback={null}>
          <MenuIdiomas ancla={ancla} actual={actual} onElegir={elegir} onCerrar={() => setAncla(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
