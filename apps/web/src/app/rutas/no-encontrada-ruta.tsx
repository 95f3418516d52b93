import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import Home from '@mui/icons-material/Home';
import { useTranslation } from 'react-i18next';
import { PaginaNoEncontrada } from '../../components/errores/pagina-no-encontrada';

/** /app/404 and every path without a screen: the not-found page with a link home. */
export function NoEncontradaRuta() {
  const { t } = useTranslation();
  return (
    <PaginaNoEncontrada
      titulo={t('noEncontrada.titulo')}
      texto={t('noEncontrada.texto')}
      accion={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<Home />}>
          {t('noEncontrada.volverInicio')}
        </Button>
      }
    />
  );
}
