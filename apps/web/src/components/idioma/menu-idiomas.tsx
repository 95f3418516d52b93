import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { IDIOMAS, NOMBRE_IDIOMA, type Idioma } from '../../i18n/idiomas';

interface Props {
  ancla: HTMLElement | null;
  actual: Idioma;
  onElegir: (idioma: Idioma) => void;
  onCerrar: () => void;
}

/** The languages, each in its own name, the current one checked. */
export function MenuIdiomas({ ancla, actual, onElegir, onCerrar }: Props) {
  return (
    <Menu anchorEl={ancla} open={ancla !== null} onClose={onCerrar}>
      {IDIOMAS.map((idioma) => (
        <MenuItem key={idioma} selected={idioma === actual} onClick={() => onElegir(idioma)} lang={idioma}>
          <ListItemIcon>{idioma === actual ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{NOMBRE_IDIOMA[idioma]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
