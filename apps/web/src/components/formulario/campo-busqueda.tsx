import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { OpcionSeleccion } from './campo-seleccion';
import { plegar } from '../../lib/texto';
import { useCampo, type PropsCampo } from './use-campo';

interface Props<V extends FieldValues> extends PropsCampo<V> {
  opciones: readonly OpcionSeleccion[];
  cargando?: boolean;
}

/**
 * A select with a search box, bound to the form (a product among hundreds): typing narrows the options by any part of
 * their text, accents and case ignored. The value keeps the option's type (a number id stays a number), null when
 * cleared.
 */
export function CampoBusqueda<V extends FieldValues>(props: Props<V>) {
  const { t } = useTranslation();
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'seleccion');
  const { opciones, cargando, requerido } = props;
  const actual = opciones.find((o) => o.valor === field.value) ?? null;
  return (
    <Autocomplete<OpcionSeleccion>
      options={opciones}
      value={actual}
      onChange={(_e, elegido) => field.onChange(elegido ? elegido.valor : null)}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.texto}
      isOptionEqualToValue={(a, b) => a.valor === b.valor}
      filterOptions={(lista, { inputValue }) => {
        const buscado = plegar(inputValue.trim());
        return buscado ? lista.filter((o) => plegar(o.texto).includes(buscado)).slice(0, 100) : lista.slice(0, 100);
      }}
      loading={cargando}
      disabled={deshabilitado}
      noOptionsText={t('comun.sinCoincidencias')}
      loadingText={t('comun.cargando')}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={etiqueta}
          required={requerido}
          error={error !== ''}
          helperText={textoAyuda}
        />
      )}
    />
  );
}
