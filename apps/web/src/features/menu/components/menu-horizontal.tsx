import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import type { Navegacion } from './use-navegacion';
import { IconoModulo } from './icono-modulo';
import { entradaDeRuta, type EntradaMenu } from '../lib/construir-menu';
import { textoEntrada, textoSeccion } from '../lib/texto-entrada';

interface Grupo {
  clave: string;
  texto: string;
  icono: string | null;
  entradas: EntradaMenu[];
  conEstrella: boolean;
}

/** The horizontal navigation of the inside-, below- and above-header layouts. */
export function MenuHorizontal({ navegacion }: { navegacion: Navegacion }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { menu, favoritos, esFavorito, cambiarFavorito } = navegacion;
  const actual = entradaDeRuta(menu, pathname);
  const [abierto, setAbierto] = useState<{ clave: string; ancla: HTMLElement } | null>(null);

  const grupos: Grupo[] = [
    ...(favoritos.length > 0
      ? [
          {
            clave: 'favoritos',
            texto: t('favoritos.titulo'),
            icono: 'Star',
            entradas: favoritos.map((f, i) => ({ id: -i - 1, icono: null, ...f })),
            conEstrella: false,
          },
        ]
      : []),
    ...menu.secciones.map((s) => ({
      clave: String(s.id),
      texto: textoSeccion(t, s),
      icono: s.icono,
      entradas: s.hijos,
      conEstrella: true,
    })),
  ];
  const grupoAbierto = grupos.find((g) => g.clave === abierto?.clave);

  const botonDirecto = (e: EntradaMenu, texto: string) => (
    <Button
      key={e.link}
      component={RouterLink}
      to={e.link}
      color="inherit"
      startIcon={<IconoModulo nombre={e.icono} fontSize="small" />}
      sx={{
        fontWeight: actual?.link === e.link ? 700 : 500,
        borderBlockEnd: 2,
        borderColor: actual?.link === e.link ? 'secondary.main' : 'transparent',
        borderRadius: 0,
      }}
    >
      {texto}
    </Button>
  );

  return (
    <Box
      component="nav"
      aria-label={t('menu.titulo')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowX: 'auto', minInlineSize: 0 }}
    >
      {botonDirecto(menu.dashboard, textoEntrada(t, menu.dashboard.link, menu.dashboard.descripcion))}
      {menu.conciliador ? botonDirecto(menu.conciliador, textoEntrada(t, menu.conciliador.link, menu.conciliador.descripcion)) : null}
      {grupos.map((g) => (
        <Button
          key={g.clave}
          color="inherit"
          startIcon={<IconoModulo nombre={g.icono} fontSize="small" />}
          endIcon={<ExpandMore />}
          aria-haspopup="menu"
          aria-expanded={abierto?.clave === g.clave}
          onClick={(e: MouseEvent<HTMLElement>) => setAbierto({ clave: g.clave, ancla: e.currentTarget })}
          sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}
        >
          {g.texto}
        </Button>
      ))}
      <Menu anchorEl={abierto?.ancla ?? null} open={Boolean(grupoAbierto)} onClose={() => setAbierto(null)}>
        {grupoAbierto?.entradas.map((e) => (
          <MenuItem key={e.link} component={RouterLink} to={e.link} selected={actual?.link === e.link} onClick={() => setAbierto(null)}>
            <ListItemText>{textoEntrada(t, e.link, e.descripcion)}</ListItemText>
            {grupoAbierto.conEstrella ? (
              <IconButton
                size="small"
                edge="end"
                aria-label={`${esFavorito(e.link) ? t('favoritos.remover') : t('favoritos.agregar')}: ${textoEntrada(t, e.link, e.descripcion)}`}
                onClick={(ev) => {
                  ev.preventDefault();
                  ev.stopPropagation();
                  cambiarFavorito(e.link, e.descripcion, !esFavorito(e.link));
                }}
                sx={{ marginInlineStart: 2 }}
              >
                {esFavorito(e.link) ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
              </IconButton>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
