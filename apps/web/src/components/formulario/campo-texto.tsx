import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { styled, useThemeProps } from '@mui/material/styles';
import type { FieldValues } from 'react-hook-form';
import { useCampo, type PropsCampo } from './use-campo';

export interface PropsCampoTexto<V extends FieldValues> extends PropsCampo<V> {
  tipo?: 'text' | 'email' | 'password' | 'tel' | 'url';
  /** Shows what is typed in capitals (codes, names); the schema upper-cases what is saved anyway. */
  mayusculas?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  multilinea?: boolean;
  /** An adornment at the field's inline end (a show-password button). */
  fin?: ReactNode;
}

/**
 * MUI's outlined TextField, put together from its parts: TextField also imports the select field (its menu,
 * popover and modal), which the sign-in page must not load before it paints
 * (docs/decisions/020a-sign-in-first-paint.md). Same markup, classes and theme defaults (`MuiTextField`).
 */
const Raiz = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** A text field bound to the form by name, with its label and its (translated) error. */
export function CampoTexto<V extends FieldValues>(props: PropsCampoTexto<V>) {
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'texto');
  const { tipo = 'text', mayusculas, maxLength, inputMode, autoComplete, autoFocus, multilinea, fin, requerido } = props;
  // The theme's defaults for text fields (size, full width) apply here as they do to a TextField.
  const porDefecto: { size?: 'small' | 'medium'; fullWidth?: boolean } = {};
  const { size, fullWidth = true } = useThemeProps({ props: porDefecto, name: 'MuiTextField' });
  const id = useId();
  const idAyuda = textoAyuda ? `${id}-helper-text` : undefined;
  return (
    <Raiz
      className="MuiTextField-root"
      variant="outlined"
      size={size}
      fullWidth={fullWidth}
      required={requerido}
      disabled={deshabilitado}
      error={error !== ''}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {etiqueta}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(mayusculas ? e.target.value.toUpperCase() : e.target.value)}
        onBlur={field.onBlur}
        label={etiqueta}
        type={tipo}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        multiline={multilinea}
        fullWidth={fullWidth}
        endAdornment={fin}
        aria-describedby={idAyuda}
        inputProps={{ maxLength, inputMode }}
      />
      {textoAyuda ? <FormHelperText id={idAyuda}>{textoAyuda}</FormHelperText> : null}
    </Raiz>
  );
}
