import { ToggleButton, ToggleButtonGroup } from '@mui/material';

interface Props<T extends string | number> {
  valor: T;
  opciones: readonly { valor: T; texto: string }[];
  onCambio: (valor: T) => void;
  etiqueta: string;
}

/** A row of exclusive buttons (period, business type): one is always chosen. */
export function BotonesOpcion<T extends string | number>({ valor, opciones, onCambio, etiqueta }: Props<T>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={valor}
      aria-label={etiqueta}
      onChange={(_e, v: T | null) => {
        if (v !== null) onCambio(v);
      }}
      sx={{
        flexWrap: 'wrap',
        '& .MuiToggleButton-root': { py: 0.25, px: 1, fontSize: '0.72rem', fontWeight: 600, lineHeight: 1.6 },
        // The chosen option filled in the primary colour: readable in the light and the dark theme alike.
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      }}
    >
      {opciones.map((o) => (
        <ToggleButton key={String(o.valor)} value={o.valor} aria-pressed={o.valor === valor}>
          {o.texto}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
