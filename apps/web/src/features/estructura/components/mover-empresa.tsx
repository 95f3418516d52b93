import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEmpresaNodo } from '@eds/contracts/empresa';

interface Props {
  empresa: TEmpresaNodo;
  /** The companies it may hang from: the business root and the active regionals (not itself). */
  destinos: readonly TEmpresaNodo[];
  enviando: boolean;
  onMover: (padreId: number) => void;
  onCerrar: () => void;
}

/**
 * The keyboard's way to move a company (the tree also takes a drag): choose the new Empresa padre. The server
 * refuses a parent that is the company's own descendant, and the dialog shows its text as a toast.
 */
export function MoverEmpresa({ empresa, destinos, enviando, onMover, onCerrar }: Props) {
  const { t } = useTranslation();
  const [padre, setPadre] = useState<number | ''>('');
  const opciones = destinos.filter((d) => d.id !== empresa.id && d.id !== empresa.empresas_id);
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="xs" aria-labelledby="mover-empresa-titulo">
      <DialogTitle id="mover-empresa-titulo">{t('estructura.mover.titulo', { registro: empresa.alias })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('estructura.mover.nuevoPadre')}
          value={padre}
          onChange={(e) => setPadre(Number(e.target.value))}
        >
          {opciones.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.alias}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>{t('comun.cancelar')}</Button>
        <Button variant="contained" disabled={padre === '' || enviando} onClick={() => padre !== '' && onMover(padre)}>
          {t('estructura.mover.boton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
