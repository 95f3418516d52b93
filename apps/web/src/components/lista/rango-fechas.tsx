import { TextField } from '@mui/material';

interface Props {
  /** The two labels, already translated ('Fecha inicial', 'Fecha final'). */
  etiquetas: { inicial: string; final: string };
  /** The days chosen ('YYYY-MM-DD'). */
  inicial: string;
  final: string;
  onCambiar: (cambio: { fecha_inicial?: string; fecha_final?: string }) => void;
  /** The range's error (order, longest span), already translated: shown under the final day. */
  error?: string | null;
}

/**
 * The required day range of a log screen's search (audit, notifications, authorisations): two dates named
 * `fecha_inicial` and `fecha_final`, the range's error under the second.
 */
export function RangoFechas({ etiquetas, inicial, final, onCambiar, error }: Props) {
  return (
    <>
      <TextField
        type="date"
        name="fecha_inicial"
        label={etiquetas.inicial}
        value={inicial}
        onChange={(e) => onCambiar({ fecha_inicial: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        name="fecha_final"
        label={etiquetas.final}
        value={final}
        onChange={(e) => onCambiar({ fecha_final: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(error)}
        helperText={error || undefined}
      />
    </>
  );
}
