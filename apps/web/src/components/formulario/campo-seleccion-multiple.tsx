import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OpcionSeleccion } from './campo-seleccion';
import { useCampo, type PropsCampo } from './use-campo';

interface Props<V extends FieldValues> extends PropsCampo<V> {
  opciones: readonly OpcionSeleccion[];
  /** Translation key of a first option that chooses every option (REPORTS.md's `TODAS`). */
  todas?: string;
  cargando?: boolean;
}

const TODAS = '__todas__';

/**
 * A multiple select bound to the form: the value is the list of chosen options' values (their own type). With
 * `todas`, a first entry chooses or clears every option, and stands for the choice when every option is chosen; a
 * click on one option while all are chosen chooses that one alone. Closed, the field shows the one choice's name or
 * how many of how many are chosen.
 */
export function CampoSeleccionMultiple<V extends FieldValues>(props: Props<V>) {
  const { t } = useTranslation();
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'seleccion');
  const { opciones, todas, cargando, requerido } = props;
  const elegidos = ((field.value as (string | number)[] | null | undefined) ?? []).filter((v) => opciones.some((o) => o.valor === v));
  const todasElegidas = opciones.length > 0 && elegidos.length === opciones.length;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={elegidos.map(String)}
      onChange={(e) => {
        const valores = e.target.value as unknown as string[];
        if (valores.includes(TODAS)) field.onChange(todasElegidas ? [] : opciones.map((o) => o.valor));
        else if (todas && todasElegidas && valores.length === opciones.length - 1) {
          // With every option chosen, a click on one means "this one": it is chosen alone, never left out.
          field.onChange(opciones.filter((o) => !valores.includes(String(o.valor))).map((o) => o.valor));
        } else field.onChange(opciones.filter((o) => valores.includes(String(o.valor))).map((o) => o.valor));
      }}
      onBlur={field.onBlur}
      label={etiqueta}
      required={requerido}
      disabled={deshabilitado || cargando}
      error={error !== ''}
      helperText={textoAyuda}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          // The closed field names one choice, says TODAS for all, and counts any other choice (names cut by "…" hid it).
          renderValue: () =>
            todas && todasElegidas
              ? t(todas)
              : elegidos.length === 1
                ? (opciones.find((o) => o.valor === elegidos[0])?.texto ?? '')
                : elegidos.length > 1
                  ? t('formulario.elegidos', { n: elegidos.length, total: opciones.length })
                  : '',
          MenuProps: { slotProps: { paper: { sx: { maxBlockSize: 420 } } } },
        },
      }}
    >
      {todas ? (
        <MenuItem value={TODAS} dense>
          <Checkbox size="small" checked={todasElegidas} indeterminate={elegidos.length > 0 && !todasElegidas} />
          <ListItemText primary={t(todas)} />
        </MenuItem>
      ) : null}
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={String(o.valor)} dense>
          <Checkbox size="small" checked={elegidos.includes(o.valor)} />
          <ListItemText primary={o.texto} />
        </MenuItem>
      ))}
    </TextField>
  );
}
