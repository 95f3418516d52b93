import { Link as RouterLink } from 'react-router';
import { IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { IconoModulo } from './icono-modulo';

interface Props {
  link: string;
  texto: string;
  icono?: string | null;
  activo: boolean;
  sangria?: boolean;
  favorito?: boolean;
  onNavegar: () => void;
  /** Without it the entry offers no favourite actions (favourites and recent lists). */
  onMenuContextual?: (x: number, y: number) => void;
  onEstrella?: () => void;
}

/** One screen link of the side menu, with its star and its right-click menu. */
export function EntradaEnlace({ link, texto, icono, activo, sangria, favorito, onNavegar, onMenuContextual, onEstrella }: Props) {
  const { t } = useTranslation();
  const etiquetaEstrella = favorito ? t('favoritos.remover') : t('favoritos.agregar');
  return (
    <ListItem
      disablePadding
      secondaryAction={
        onEstrella ? (
          <Tooltip title={etiquetaEstrella}>
            <IconButton
              edge="end"
              size="small"
              onClick={onEstrella}
              aria-label={`${etiquetaEstrella}: ${texto}`}
              sx={{ color: favorito ? 'warning.main' : 'inherit', opacity: favorito ? 1 : 0.6 }}
            >
              {favorito ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton
        component={RouterLink}
        to={link}
        selected={activo}
        onClick={onNavegar}
        onContextMenu={
          onMenuContextual
            ? (e: React.MouseEvent) => {
                e.preventDefault();
                onMenuContextual(e.clientX, e.clientY);
              }
            : undefined
        }
        sx={{ paddingInlineStart: sangria ? 7 : 2, paddingInlineEnd: onEstrella ? 6 : 2, mx: 1, my: 0.25 }}
      >
        {icono !== undefined ? (
          <ListItemIcon sx={{ color: 'inherit', minInlineSize: 40 }}>
            <IconoModulo nombre={icono} fontSize="small" />
          </ListItemIcon>
        ) : null}
        <ListItemText primary={texto} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: activo ? 600 : 400 } } }} />
      </ListItemButton>
    </ListItem>
  );
}
