import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { useCampo, type PropsCampo } from './use-campo';

export interface OpcionSeleccion {
  valor: string | number;
  /** Shown as it is (the option's own name from the server, or an already translated text). */
  texto: string;
}

interface Props<V extends FieldValues> extends PropsCampo<V> {
  opciones: readonly OpcionSeleccion[];
  /** Offers an empty choice, kept as null; its text is 'Sin seleccionar' unless given. */
  vacio?: boolean | string;
  cargando?: boolean;
}

/** A select bound to the form; the value keeps the option's type (a number id stays a number). */
export function CampoSeleccion<V extends FieldValues>(props: Props<V>) {
  const { t } = useTranslation();
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'seleccion');
  const { opciones, vacio, cargando, requerido } = props;
  const actual = field.value as string | number | null | undefined;
  // The stored value may not be among the options yet (they are loading): keep it selectable.
  const valor = actual === null || actual === undefined || !opciones.some((o) => o.valor === actual) ? '' : actual;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={valor}
      onChange={(e) => {
        const elegido = opciones.find((o) => String(o.valor) === String(e.target.value));
        field.onChange(elegido ? elegido.valor : null);
      }}
      onBlur={field.onBlur}
      label={etiqueta}
      required={requerido}
      disabled={deshabilitado || cargando}
      error={error !== ''}
      helperText={textoAyuda}
      fullWidth
    >
      {vacio ? (
        <MenuItem value="">
          <em>{typeof vacio === 'string' ? vacio : t('comun.sinSeleccion')}</em>
        </MenuItem>
      ) : null}
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}
