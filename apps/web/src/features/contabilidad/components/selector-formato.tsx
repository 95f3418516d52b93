import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FormatoArchivo } from '../api/comprobantes';

/** The voucher file's format: CSV (UTF-8, comma-separated) or Excel. */
export function SelectorFormato({ valor, onCambiar }: { valor: FormatoArchivo; onCambiar: (f: FormatoArchivo) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth={false}
      name="formato"
      label={t('contabilidad.campos.formato')}
      value={valor}
      onChange={(e) => onCambiar(e.target.value as FormatoArchivo)}
      sx={{ minInlineSize: 160 }}
    >
      <MenuItem value="csv">{t('contabilidad.comprobantes.csv')}</MenuItem>
      <MenuItem value="xlsx">{t('contabilidad.comprobantes.xlsx')}</MenuItem>
    </TextField>
  );
}
