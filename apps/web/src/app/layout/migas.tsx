import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import Home from '@mui/icons-material/Home';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../lib/sesion';
import { useDominio } from '../../lib/dominio';
import { etiquetaModulo, moduloDeRuta } from '../../lib/etiqueta-modulo';
import { construirMigas } from './migas-ruta';

const ponerTitulo = (texto: string) => {
  document.title = texto;
};

/** Breadcrumb of the current address, in module labels; the document title names the screen shown. */
export function Migas() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { modulos } = useUsuario();
  const { alias } = useDominio();
  const etiqueta = useCallback(
    (ruta: string) => {
      const id = moduloDeRuta(ruta);
      if (id === undefined) return undefined;
      // The session's module carries the administrator's menu label when one was set.
      const propio = modulos.find((m) => m.id === id);
      return etiquetaModulo(t, id, propio ? (propio.etiqueta ?? propio.descripcion) : '');
    },
    [modulos, t],
  );
  const migas = construirMigas(pathname, etiqueta);
  const pantalla = migas.length > 1 ? migas[migas.length - 1].texto : '';
  useEffect(() => {
    if (!pantalla) return;
    ponerTitulo(t('app.tituloPantalla', { pantalla, alias }));
    return () => ponerTitulo(t('app.titulo', { alias }));
  }, [pantalla, alias, t]);
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
