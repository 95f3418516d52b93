import type { ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { usePermisos } from '../../lib/permisos';

interface Props {
  /** The letter the action needs (U edit, D delete, A approve...); without it the button is not rendered. */
  letra: LetraPermiso;
  /** Its name, read by screen readers and shown as a tooltip. */
  etiqueta: string;
  icono: ReactElement;
  onClick: () => void;
  color?: 'default' | 'primary' | 'error' | 'success' | 'warning';
  deshabilitado?: boolean;
}

/** A row action (Editar, Eliminar...): an icon button that exists only for users holding its letter. */
export function BotonAccion({ letra, etiqueta, icono, onClick, color = 'default', deshabilitado }: Props) {
  const { tiene } = usePermisos();
  if (!tiene(letra)) return null;
  return (
    <Tooltip title={etiqueta}>
      <span>
        <IconButton size="small" aria-label={etiqueta} color={color} onClick={onClick} disabled={deshabilitado}>
          {icono}
        </IconButton>
      </span>
    </Tooltip>
  );
}
