import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  etiqueta: string;
  valor: string;
  onCambiar: (valor: string) => void;
  opciones: { valor: string; texto: string }[];
}

/** A filter select of the support logs: "Todos" (no filter) and the options. */
export function Seleccion({ etiqueta, valor, onCambiar, opciones }: Props) {
  const { t } = useTranslation();
  return (
    <TextField select label={etiqueta} value={valor} onChange={(e) => onCambiar(e.target.value)} sx={{ minInlineSize: 200 }}>
      <MenuItem value="">{t('lista.todos')}</MenuItem>
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}
