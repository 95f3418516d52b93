import { useState } from 'react';
import { useLocation } from 'react-router';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Navegacion } from './use-navegacion';
import { EntradaEnlace } from './entrada-enlace';
import { IconoModulo } from './icono-modulo';
import { MenuFavorito, type ObjetivoFavorito } from './menu-favorito';
import { entradaDeRuta, type EntradaMenu } from '../lib/construir-menu';
import { textoEntrada } from '../lib/texto-entrada';

interface Props {
  navegacion: Navegacion;
  onNavegar: () => void;
}

const subencabezado = {
  bgcolor: 'transparent',
  color: 'inherit',
  opacity: 0.7,
  lineHeight: '36px',
  fontSize: 12,
  letterSpacing: 1,
} as const;

/** The drawer's menu: favourites, recent screens, then DASHBOARD, CONCILIADOR EDS and the sections. */
export function MenuLateral({ navegacion, onNavegar }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { menu, favoritos, recientes, esFavorito, cambiarFavorito } = navegacion;
  const actual = entradaDeRuta(menu, pathname);
  // Only one section open at a time; the one holding the current screen starts open.
  const [abierta, setAbierta] = useState<number | null>(
    () => menu.secciones.find((s) => s.hijos.some((h) => h.link === actual?.link))?.id ?? null,
  );
  const [objetivo, setObjetivo] = useState<ObjetivoFavorito | null>(null);

  const enlace = (e: EntradaMenu, opciones: { sangria?: boolean; icono?: boolean } = {}) => (
    <EntradaEnlace
      key={e.link}
      link={e.link}
      texto={textoEntrada(t, e.link, e.descripcion)}
      icono={opciones.icono ? e.icono : undefined}
      activo={actual?.link === e.link}
      sangria={opciones.sangria}
      favorito={esFavorito(e.link)}
      onNavegar={onNavegar}
      onMenuContextual={(x, y) => setObjetivo({ link: e.link, descripcion: e.descripcion, x, y })}
      onEstrella={() => cambiarFavorito(e.link, e.descripcion, !esFavorito(e.link))}
    />
  );

  return (
    <>
      {favoritos.length > 0 ? (
        <List
          dense
          component="nav"
          aria-label={t('favoritos.titulo')}
          subheader={<ListSubheader sx={subencabezado}>{t('favoritos.titulo')}</ListSubheader>}
        >
          {favoritos.map((f) => (
            <EntradaEnlace
              key={f.link}
              link={f.link}
              texto={textoEntrada(t, f.link, f.descripcion)}
              icono="Star"
              activo={actual?.link === f.link}
              onNavegar={onNavegar}
            />
          ))}
        </List>
      ) : null}
      {recientes.length > 0 ? (
        <List
          dense
          component="nav"
          aria-label={t('recientes.titulo')}
          subheader={<ListSubheader sx={subencabezado}>{t('recientes.titulo')}</ListSubheader>}
        >
          {recientes.map((r) => (
            <EntradaEnlace
              key={r.link}
              link={r.link}
              texto={textoEntrada(t, r.link, r.descripcion)}
              icono="History"
              activo={false}
              onNavegar={onNavegar}
            />
          ))}
        </List>
      ) : null}
      <List component="nav" aria-label={t('menu.titulo')} subheader={<ListSubheader sx={subencabezado}>{t('menu.titulo')}</ListSubheader>}>
        {enlace(menu.dashboard, { icono: true })}
        {menu.conciliador ? enlace(menu.conciliador, { icono: true }) : null}
        {menu.secciones.map((s) => {
          const abiertaEsta = abierta === s.id;
          return (
            <li key={s.id}>
              <ListItemButton onClick={() => setAbierta(abiertaEsta ? null : s.id)} aria-expanded={abiertaEsta} sx={{ mx: 1, my: 0.25 }}>
                <ListItemIcon sx={{ color: 'inherit', minInlineSize: 40 }}>
                  <IconoModulo nombre={s.icono} fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={s.descripcion} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
                {abiertaEsta ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={abiertaEsta} timeout="auto" unmountOnExit>
                <List dense disablePadding>
                  {s.hijos.map((h) => enlace(h, { sangria: true }))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
      <MenuFavorito
        objetivo={objetivo}
        esFavorito={objetivo ? esFavorito(objetivo.link) : false}
        onElegir={(agregar) => objetivo && cambiarFavorito(objetivo.link, objetivo.descripcion, agregar)}
        onCerrar={() => setObjetivo(null)}
      />
    </>
  );
}
