import { MenuItem, TextField } from '@mui/material';

export interface OpcionFiltro<V extends string | number> {
  valor: V;
  texto: string;
}

interface Props<V extends string | number> {
  /** The label, already translated. */
  etiqueta: string;
  /** The chosen option, or null for every one. */
  valor: V | null | undefined;
  opciones: readonly OpcionFiltro<V>[];
  /** The text of the first option, which filters nothing (already translated: "Todas las estaciones", "Todos"). */
  textoTodos: string;
  onCambiar: (valor: V | null) => void;
  nombre?: string;
}

/**
 * One of a list's own filters (SCREENS.md pattern L): a select whose first option is "all". A value no longer among
 * the options (a station that left the user's scope) shows as "all" rather than as a blank field.
 */
export function FiltroOpcion<V extends string | number>({ etiqueta, valor, opciones, textoTodos, onCambiar, nombre }: Props<V>) {
  const elegido = valor !== null && valor !== undefined && opciones.some((o) => o.valor === valor) ? valor : '';
  return (
    <TextField
      select
      fullWidth={false}
      name={nombre}
      label={etiqueta}
      value={elegido}
      onChange={(e) => {
        const v = e.target.value as V | '';
        onCambiar(v === '' ? null : (opciones.find((o) => String(o.valor) === String(v))?.valor ?? null));
      }}
      sx={{ minInlineSize: 220 }}
    >
      <MenuItem value="">
        <em>{textoTodos}</em>
      </MenuItem>
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}
