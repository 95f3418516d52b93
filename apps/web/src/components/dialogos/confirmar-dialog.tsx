import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  abierto: boolean;
  titulo: string;
  texto?: string;
  textoAceptar?: string;
  ocupado?: boolean;
  onAceptar: () => void;
  onCancelar: () => void;
}

/** A yes/no question before an action that cannot be undone. */
export function ConfirmarDialog({ abierto, titulo, texto, textoAceptar, ocupado, onAceptar, onCancelar }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={abierto} onClose={onCancelar} maxWidth="xs" fullWidth aria-labelledby="confirmar-titulo">
      <DialogTitle id="confirmar-titulo">{titulo}</DialogTitle>
      {texto ? (
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{texto}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancelar} disabled={ocupado}>
          {t('comun.cancelar')}
        </Button>
        <Button variant="contained" onClick={onAceptar} disabled={ocupado}>
          {textoAceptar ?? t('comun.aceptar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
