import { TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useCampo, type PropsCampo } from './use-campo';

interface Props<V extends FieldValues> extends PropsCampo<V> {
  /** Whole numbers only (quantities, orders): the numeric keypad without a decimal key. */
  entero?: boolean;
}

/**
 * A number field. It keeps what is typed as text (so '1.' or '0.5' can be typed) and an empty field as null;
 * the contract's schema turns the text into a number and says what is wrong with it (NUM, NEG, RNG...).
 * A decimal comma is taken as the decimal point.
 */
export function CampoNumero<V extends FieldValues>(props: Props<V>) {
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'texto');
  const valor = field.value as string | number | null | undefined;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={valor === null || valor === undefined ? '' : String(valor)}
      onChange={(e) => {
        const texto = e.target.value.replace(',', '.').trim();
        field.onChange(texto === '' ? null : texto);
      }}
      onBlur={field.onBlur}
      label={etiqueta}
      required={props.requerido}
      disabled={deshabilitado}
      error={error !== ''}
      helperText={textoAyuda}
      fullWidth
      slotProps={{ htmlInput: { inputMode: props.entero ? 'numeric' : 'decimal', maxLength: 20 } }}
    />
  );
}
