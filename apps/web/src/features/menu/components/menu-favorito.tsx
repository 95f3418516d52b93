import { Menu, MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';

export interface ObjetivoFavorito {
  link: string;
  descripcion: string;
  x: number;
  y: number;
}

interface Props {
  objetivo: ObjetivoFavorito | null;
  esFavorito: boolean;
  onElegir: (agregar: boolean) => void;
  onCerrar: () => void;
}

/** The right-click menu of a screen entry: 'Añadir a favoritos' or 'Remover de favoritos'. */
export function MenuFavorito({ objetivo, esFavorito, onElegir, onCerrar }: Props) {
  const { t } = useTranslation();
  return (
    <Menu
      open={objetivo !== null}
      onClose={onCerrar}
      anchorReference="anchorPosition"
      anchorPosition={objetivo ? { top: objetivo.y, left: objetivo.x } : undefined}
    >
      <MenuItem
        onClick={() => {
          onElegir(!esFavorito);
          onCerrar();
        }}
      >
        <ListItemIcon>{esFavorito ? <StarBorder fontSize="small" /> : <Star fontSize="small" />}</ListItemIcon>
        <ListItemText>{esFavorito ? t('favoritos.remover') : t('favoritos.agregar')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
