import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

interface Props {
  abierto: boolean;
  titulo: string;
  onCerrar: () => void;
  children: ReactNode;
  acciones?: ReactNode;
  ancho?: 'sm' | 'md' | 'lg';
}

/** The frame of every alert modal: title, close, content, actions. */
export function DialogoAlerta({ abierto, titulo, onCerrar, children, acciones, ancho = 'lg' }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={abierto}
      onClose={onCerrar}
      maxWidth={ancho}
      fullWidth
      aria-labelledby="dialogo-alerta-titulo"
      data-testid="dialogo-alerta"
    >
      <DialogTitle id="dialogo-alerta-titulo" sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1 }}>
        <Stack sx={{ flex: 1 }}>{titulo}</Stack>
        <IconButton onClick={onCerrar} aria-label={t('comun.cerrar')} size="small">
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        {acciones}
        <Button onClick={onCerrar}>{t('comun.cerrar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
