import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { Aviso, TipoAviso } from './aviso-contexto';

const ICONOS: Record<TipoAviso, { Icono: typeof ErrorOutline; color: 'error' | 'warning' | 'info' | 'success' }> = {
  error: { Icono: ErrorOutline, color: 'error' },
  advertencia: { Icono: WarningAmber, color: 'warning' },
  info: { Icono: InfoOutlined, color: 'info' },
  exito: { Icono: CheckCircleOutline, color: 'success' },
};

interface Props {
  aviso: Aviso | null;
  onCerrar: () => void;
}

/** A centred notice with an icon, a title, a text and one button, in the manner of the legacy alerts. */
export function AvisoDialog({ aviso, onCerrar }: Props) {
  const { t } = useTranslation();
  const { Icono, color } = ICONOS[aviso?.tipo ?? 'info'];
  return (
    <Dialog
      open={aviso !== null}
      onClose={onCerrar}
      maxWidth="xs"
      fullWidth
      aria-labelledby="aviso-titulo"
      aria-describedby="aviso-texto"
      slotProps={{ paper: { 'data-testid': 'aviso' } as object }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Icono color={color} sx={{ fontSize: 64 }} aria-hidden />
      </Box>
      <DialogTitle id="aviso-titulo" sx={{ textAlign: 'center', pb: 1 }}>
        {aviso?.titulo}
      </DialogTitle>
      {aviso?.texto ? (
        <DialogContent>
          <Typography id="aviso-texto" sx={{ textAlign: 'center', whiteSpace: 'pre-line' }}>
            {aviso.texto}
          </Typography>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onCerrar} autoFocus sx={{ minInlineSize: 96 }}>
          {aviso?.boton ?? t('comun.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
