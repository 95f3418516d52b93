import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Box,
  Collapse,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Navegacion } from './use-navegacion';
import { EntradaEnlace } from './entrada-enlace';
import { IconoModulo } from './icono-modulo';
import { MenuFavorito, type ObjetivoFavorito } from './menu-favorito';
import { entradaDeRuta, type EntradaMenu } from '../lib/construir-menu';
import { textoEntrada, textoSeccion } from '../lib/texto-entrada';
import { plegar } from '../../../lib/texto';

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

interface Coincidencia {
  link: string;
  texto: string;
  grupo: string | null;
}

/**
 * The drawer's menu: a search box, favourites, recent screens, then DASHBOARD, CONCILIADOR EDS and the sections.
 * Typing in the box lists the entries whose label (or group) holds the words, accents and case ignored, each with
 * its group; Enter opens the first.
 */
export function MenuLateral({ navegacion, onNavegar }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navegar = useNavigate();
  const { menu, favoritos, recientes, esFavorito, cambiarFavorito } = navegacion;
  const [busqueda, setBusqueda] = useState('');
  const entradas = useMemo<Coincidencia[]>(
    () => [
      { link: menu.dashboard.link, texto: textoEntrada(t, menu.dashboard.link, menu.dashboard.descripcion), grupo: null },
      ...(menu.conciliador ? [{ link: menu.conciliador.link, texto: textoEntrada(t, menu.conciliador.link, ''), grupo: null }] : []),
      ...menu.secciones.flatMap((s) =>
        s.hijos.map((h) => ({ link: h.link, texto: textoEntrada(t, h.link, h.descripcion), grupo: textoSeccion(t, s) })),
      ),
    ],
    [menu, t],
  );
  const palabras = plegar(busqueda).split(/\s+/).filter(Boolean);
  const coincidencias =
    palabras.length === 0
      ? []
      : entradas.filter((e) => {
          const texto = plegar(`${e.texto} ${e.grupo ?? ''}`);
          return palabras.every((p) => texto.includes(p));
        });
  const abrir = (link: string) => {
    setBusqueda('');
    onNavegar();
    void navegar(link);
  };
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

  const buscador = (
    <Box sx={{ px: 2, pt: 1, pb: 0.5 }}>
      <TextField
        size="small"
        fullWidth
        value={busqueda}
        onChange={(e) => setBusqueda(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && coincidencias.length > 0) {
            e.preventDefault();
            abrir(coincidencias[0].link);
          }
        }}
        placeholder={t('menu.buscar')}
        slotProps={{
          htmlInput: { 'aria-label': t('menu.buscar'), type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" sx={{ color: 'inherit' }} />
              </InputAdornment>
            ),
            sx: { color: 'inherit', bgcolor: 'action.hover' },
          },
        }}
      />
    </Box>
  );

  if (palabras.length > 0) {
    return (
      <>
        {buscador}
        <List dense component="nav" aria-label={t('menu.buscar')}>
          {coincidencias.length === 0 ? (
            <ListItem sx={{ px: 3, opacity: 0.7 }}>
              <ListItemText primary={t('menu.sinResultados')} />
            </ListItem>
          ) : (
            coincidencias.map((c) => (
              <ListItem key={c.link} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={c.link}
                  onClick={(e: React.MouseEvent) => {
                    e.preventDefault();
                    abrir(c.link);
                  }}
                  sx={{ mx: 1, my: 0.25 }}
                >
                  <ListItemText
                    primary={c.texto}
                    secondary={c.grupo}
                    slotProps={{ primary: { sx: { fontSize: 14 } }, secondary: { sx: { color: 'inherit', opacity: 0.7, fontSize: 12 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))
          )}
        </List>
      </>
    );
  }

  return (
    <>
      {buscador}
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
                <ListItemText primary={textoSeccion(t, s)} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
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
