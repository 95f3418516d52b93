import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Lugar } from '../lib/lugar';

interface Props {
  etiqueta: string;
  nombre: string;
  valor: Lugar | null;
  opciones: Lugar[] | undefined;
  cargando: boolean;
  deshabilitado: boolean;
  error?: string;
  /** Shown when the list came back empty (no departments for the country, no cities...). */
  textoVacio: string;
  onCambiar: (lugar: Lugar | null) => void;
}

/** One level of the country → department → city chain, with its loading indicator. */
export function CampoLugar({ etiqueta, nombre, valor, opciones, cargando, deshabilitado, error, textoVacio, onCambiar }: Props) {
  const { t } = useTranslation();
  const vacio = !cargando && opciones !== undefined && opciones.length === 0;
  const lista = opciones ?? (valor ? [valor] : []);
  return (
    <Autocomplete
      options={lista}
      value={valor}
      onChange={(_e, nuevo) => onCambiar(nuevo)}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={cargando}
      loadingText={t('comun.cargando')}
      noOptionsText={t('comun.sinCoincidencias')}
      disabled={deshabilitado || vacio}
      renderInput={(params) => (
        <TextField
          {...params}
          label={etiqueta}
          name={nombre}
          error={Boolean(error) || vacio}
          helperText={vacio ? textoVacio : error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {cargando ? <CircularProgress color="inherit" size={18} aria-label={t('comun.cargando')} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
