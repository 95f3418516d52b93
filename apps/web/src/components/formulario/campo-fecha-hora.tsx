import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { FieldValues } from 'react-hook-form';
import { useCampo, type PropsCampo } from './use-campo';

/** Moments travel as 'YYYY-MM-DD HH:mm' (the contracts' date-time text) and are shown as every screen shows them. */
const FORMATO_SERVIDOR = 'YYYY-MM-DD HH:mm';
const FORMATO_PANTALLA = 'DD/MM/YYYY hh:mm a';
/** A moment typed half-way: kept as text the schema refuses ('Valor ingresado no válido'), never as empty. */
const FECHA_INCOMPLETA = 'fecha-incompleta';

interface Props<V extends FieldValues> extends PropsCampo<V> {
  /** Earliest moment offered, 'YYYY-MM-DD HH:mm'. */
  minima?: string;
}

/**
 * A date and time field with a calendar and a clock, kept in the form as 'YYYY-MM-DD HH:mm' (or null when empty), so
 * the contract's schema and the server read it as they read any moment. Its own file, like CampoFecha: the picker
 * stays out of screens without moments.
 */
export function CampoFechaHora<V extends FieldValues>(props: Props<V>) {
  const { field, etiqueta, error, textoAyuda, deshabilitado } = useCampo(props, 'texto');
  const texto = field.value as string | null | undefined;
  const valor = useMemo(() => (texto && texto !== FECHA_INCOMPLETA ? dayjs(texto.slice(0, 16), FORMATO_SERVIDOR) : null), [texto]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label={etiqueta}
        value={valor}
        format={FORMATO_PANTALLA}
        ampm
        disabled={deshabilitado}
        minDateTime={props.minima ? dayjs(props.minima, FORMATO_SERVIDOR) : undefined}
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
