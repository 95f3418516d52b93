import { Link as RouterLink, useLocation } from 'react-router';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import Home from '@mui/icons-material/Home';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useTranslation } from 'react-i18next';
import { construirMigas } from './migas-ruta';

/** Breadcrumb of the current address. */
export function Migas() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const migas = construirMigas(pathname);
  return (
    <Breadcrumbs
      aria-label={t('migas.etiqueta')}
      separator={<NavigateNext fontSize="small" sx={{ transform: 'scaleX(var(--eds-flip, 1))' }} />}
      data-tour="migas"
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
    >
      {migas.map((m, i) => {
        const ultima = i === migas.length - 1;
        if (m.esInicio) {
          return (
            <Link
              key="inicio"
              component={RouterLink}
              to="/"
              color="inherit"
              underline="hover"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Home fontSize="small" aria-hidden />
              {t('migas.inicio')}
            </Link>
          );
        }
        return (
          <Typography
            key={`${i}-${m.texto}`}
            color={ultima ? 'text.primary' : 'text.secondary'}
            aria-current={ultima ? 'page' : undefined}
            sx={{ fontSize: 14, fontWeight: ultima ? 600 : 400 }}
          >
            {m.texto}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
