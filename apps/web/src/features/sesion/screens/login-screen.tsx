import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ANCHO_PANTALLA_CORTE, VERSION_APP } from '@eds/contracts/constantes';
import { useDominio } from '../../../lib/dominio';
import { LogoMarca } from '../../../components/marca/logo-marca';
import { SelectorIdioma } from '../../../components/idioma/selector-idioma';
import { precargarAviso } from '../../../components/dialogos/aviso-provider';
import imagenEstacion from '../../../assets/estacion.svg';
import { LoginForm } from '../components/login-form';

// Fetched when first opened: the dialog and its call stay out of the page's first chunk.
const OlvideClaveDialog = lazy(() => import('../components/olvide-clave-dialog').then((m) => ({ default: m.OlvideClaveDialog })));

/** Narrower than the cut-off, the side picture is hidden and the form takes the whole screen. */
const PANTALLA_ANGOSTA = `@media (max-width: ${ANCHO_PANTALLA_CORTE - 0.02}px)`;

export function LoginScreen() {
  const { t } = useTranslation();
  const tema = useTheme();
  const dominio = useDominio();
  const [olvide, setOlvide] = useState(false);
  // Mounted from the first opening on, so closing it keeps its transition.
  const [olvideUsado, setOlvideUsado] = useState(false);

  // Once the page is idle, the notice's code: a missing field or a refused password is told at once.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return void window.setTimeout(precargarAviso, 0);
    const id = window.requestIdleCallback(precargarAviso);
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <Box sx={{ minBlockSize: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        data-testid="login-imagen"
        sx={{
          flex: 1,
          position: 'relative',
          overflow: 'hidden',
          // The brand's colour behind a neutral drawing, so every domain keeps its own look.
          background: `linear-gradient(160deg, ${tema.palette.primary.dark} 0%, ${tema.palette.primary.main} 70%)`,
          [PANTALLA_ANGOSTA]: { display: 'none' },
        }}
      >
        <Box
          component="img"
          src={imagenEstacion}
          alt=""
          sx={{
            position: 'absolute',
            insetInline: 0,
            insetBlockEnd: 0,
            inlineSize: '100%',
            blockSize: 'auto',
            maxBlockSize: '62%',
            objectFit: 'cover',
            objectPosition: 'bottom',
          }}
        />
        <Box sx={{ position: 'absolute', insetInlineStart: 48, insetBlockStart: 48, color: '#fff', maxInlineSize: 420 }}>
          <LogoMarca logo={dominio.parametros.logo} nombre={dominio.alias} color="#fff" acento={tema.palette.secondary.main} alto={44} />
          <Typography variant="h4" component="p" sx={{ mt: 4, fontWeight: 700, lineHeight: 1.25 }}>
            {t('login.lema')}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.85 }}>{t('login.descripcion')}</Typography>
        </Box>
      </Box>
      <Paper
        square
        elevation={0}
        component="main"
        sx={{
          inlineSize: 460,
          maxInlineSize: '100%',
          display: 'flex',
          flexDirection: 'column',
          px: { xs: 3, sm: 6 },
          py: 4,
          [PANTALLA_ANGOSTA]: { inlineSize: '100%' },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SelectorIdioma color="primary" />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 3 }}>
          <Box sx={{ color: 'primary.main' }}>
            <LogoMarca logo={dominio.parametros.logo} nombre={dominio.alias} acento={tema.palette.secondary.main} alto={40} />
          </Box>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('login.titulo')}
            </Typography>
            <Typography color="text.secondary">{t('login.subtitulo')}</Typography>
          </Box>
          <LoginForm
            onOlvideClave={() => {
              setOlvideUsado(true);
              setOlvide(true);
            }}
          />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }} data-testid="version">
          {t('comun.version', { version: VERSION_APP })}
        </Typography>
      </Paper>
      {olvideUsado ? (
        <Suspense fallback={null}>
          <OlvideClaveDialog abierto={olvide} onCerrar={() => setOlvide(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
