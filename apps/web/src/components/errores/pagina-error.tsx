import { Box, Button, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { navegador } from './error-carga';

interface Props {
  /** Reloads the page by default: it fetches the latest build as well as the screen. */
  onReintentar?: () => void;
}

/** The app's own page for a screen that failed to load or to render, with a way to try again. */
export function PaginaError({ onReintentar = () => navegador.recargar() }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        minBlockSize: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
      <ErrorOutline color="error" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('errorPagina.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxInlineSize: 520 }}>
        {t('errorPagina.texto')}
      </Typography>
      <Button variant="contained" startIcon={<Refresh />} onClick={onReintentar}>
        {t('errorPagina.reintentar')}
      </Button>
    </Box>
  );
}
