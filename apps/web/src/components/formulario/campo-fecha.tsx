import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { FieldValues } from 'react-hook-form';
import { useCampo, type PropsCampo } from './use-campo';

/** Dates travel as 'YYYY-MM-DD' (DESIGN.md) and are shown DD/MM/YYYY. */
const FORMATO_SERVIDOR = 'YYYY-MM-DD';
const FORMATO_PANTALLA = 'DD/MM/YYYY';
/** A date typed half-way: kept as text the schema refuses ('Valor ingresado no valido'), never as empty. */
const FECHA_INCOMPLETA = 'fecha-incompleta';

interface Props<V extends FieldValues> extends PropsCampo<V> {
  /** Earliest and latest dates offered, 'YYYY-MM-DD'. */
  minima?: string;
  maxima?: string;
}

/**
 * A date field with a calendar, kept in the form as 'YYYY-MM-DD' (or null when empty), so the contract's
 * schema and the server read it as they do any date. Its own file: the picker stays out of screens without dates.
 */
export function CampoFecha<V extends FieldValues>(props: Props<V>) {
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'texto');
  const texto = field.value as string | null | undefined;
  const valor = useMemo(() => (texto ? dayjs(texto, FORMATO_SERVIDOR) : null), [texto]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={etiqueta}
        value={valor}
        format={FORMATO_PANTALLA}
        disabled={deshabilitado}
        minDate={props.minima ? dayjs(props.minima, FORMATO_SERVIDOR) : undefined}
        maxDate={props.maxima ? dayjs(props.maxima, FORMATO_SERVIDOR) : undefined}
        inputRef={field.ref}
        onChange={(d: Dayjs | null) => field.onChange(d && d.isValid() ? d.format(FORMATO_SERVIDOR) : d ? FECHA_INCOMPLETA : null)}
        slotProps={{
          textField: {
            name: field.name,
            required: props.requerido,
            error: error !== '',
            helperText: textoAyuda,
            fullWidth: true,
            onBlur: field.onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
