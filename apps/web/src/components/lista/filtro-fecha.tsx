import { TextField } from '@mui/material';

interface Props {
  /** The label, already translated ('Desde', 'Hasta'). */
  etiqueta: string;
  /** The day chosen ('YYYY-MM-DD'), or null for none. */
  valor: string | null | undefined;
  onCambiar: (valor: string | null) => void;
}

/** A day among a list's own filters (SCREENS.md pattern L): empty filters nothing; clearing it gives null. */
export function FiltroFecha({ etiqueta, valor, onCambiar }: Props) {
  return (
    <TextField
      type="date"
      size="small"
      label={etiqueta}
      value={valor ?? ''}
      onChange={(e) => onCambiar(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
