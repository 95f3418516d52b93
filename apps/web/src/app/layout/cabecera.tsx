import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import Palette from '@mui/icons-material/Palette';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useDominio } from '../../lib/dominio';
import { LogoMarca } from '../../components/marca/logo-marca';
import { SelectorIdioma } from '../../components/idioma/selector-idioma';
import { RelojActualizacion } from './reloj-actualizacion';

interface Props {
  onAbrirMenu: () => void;
  onPersonalizar: () => void;
  onAyuda: () => void;
  mostrarReloj: boolean;
  /** The navigation of the inside-header layout. */
  navegacion?: ReactNode;
}

/** Menu toggle, the business logo (to the start page), the update time on dashboards, and tools. */
export function Cabecera({ onAbrirMenu, onPersonalizar, onAyuda, mostrarReloj, navegacion }: Props) {
  const { t } = useTranslation();
  const tema = useTheme();
  const dominio = useDominio();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: tema.marco.fondoCabecera, color: tema.marco.textoCabecera, borderBlockEnd: 3, borderColor: 'primary.main' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <IconButton color="inherit" edge="start" onClick={onAbrirMenu} aria-label={t('cabecera.abrirMenu')} data-tour="menu">
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          // The name begins with the business's name the logo shows (WCAG 2.5.3, label in name).
          aria-label={t('cabecera.inicioDe', { nombre: dominio.alias })}
          data-tour="logo"
          sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}
        >
          <LogoMarca logo={dominio.parametros.logo} nombre={dominio.alias} acento={tema.palette.secondary.main} alto={34} compactoEnMovil />
        </Box>
        {navegacion ? <Box sx={{ flex: 1, minInlineSize: 0, display: 'flex' }}>{navegacion}</Box> : <Box sx={{ flex: 1 }} />}
        {mostrarReloj ? <RelojActualizacion /> : null}
        <SelectorIdioma />
        <Tooltip title={t('personalizar.titulo')}>
          <IconButton color="inherit" onClick={onPersonalizar} aria-label={t('personalizar.titulo')} data-tour="personalizar">
            <Palette />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('tour.iniciar')}>
          <IconButton color="inherit" onClick={onAyuda} aria-label={t('tour.iniciar')} data-tour="ayuda">
            <HelpOutline />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
