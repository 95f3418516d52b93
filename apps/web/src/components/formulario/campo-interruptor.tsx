import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useCampo, type PropsCampo } from './use-campo';

/** A yes/no field (Requiere datáfono, Da cambio...), kept as a boolean. */
export function CampoInterruptor<V extends FieldValues>(props: PropsCampo<V>) {
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'texto');
  return (
    <FormControl error={error !== ''} disabled={deshabilitado}>
      <FormControlLabel
        label={etiqueta}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {textoAyuda ? <FormHelperText>{textoAyuda}</FormHelperText> : null}
    </FormControl>
  );
}
