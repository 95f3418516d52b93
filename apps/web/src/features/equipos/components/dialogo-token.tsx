import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The device's alias and its new token; null closes the dialog. */
  emitido: { alias: string; token: string } | null;
  onCerrar: () => void;
}

/**
 * The device token, shown this once (only its hash is kept): a read-only field to copy it into the POS, a copy
 * button, and the warning that it will not be shown again.
 */
export function DialogoToken({ emitido, onCerrar }: Props) {
  const { t } = useTranslation();
  const [copiado, setCopiado] = useState(false);
  const copiar = async () => {
    if (!emitido) return;
    // Without a clipboard (an insecure origin) the field stays selectable by hand.
    await navigator.clipboard?.writeText(emitido.token).then(
      () => setCopiado(true),
      () => undefined,
    );
  };
  return (
    <Dialog open={emitido !== null} onClose={onCerrar} maxWidth="sm" fullWidth aria-labelledby="token-equipo-titulo">
      <DialogTitle id="token-equipo-titulo">{t('equipos.token.titulo', { registro: emitido?.alias ?? '' })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('equipos.token.unaVez')}
        </Alert>
        <TextField
          label={t('equipos.token.campo')}
          value={emitido?.token ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', style: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void copiar()}>
          {t(copiado ? 'equipos.token.copiado' : 'equipos.token.copiar')}
        </Button>
        <Button variant="contained" onClick={onCerrar}>
          {t('comun.cerrar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
