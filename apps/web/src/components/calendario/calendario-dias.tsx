import { createContext, useContext, useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';

/** How a day of the calendar is shown: the kit's colours for a day's state. */
export type EstadoDia = 'habilitado' | 'deshabilitado' | 'verde' | 'rojo';

const FORMATO = 'YYYY-MM-DD';

interface Marcas {
  verdes: ReadonlySet<string>;
  rojos: ReadonlySet<string>;
}
const ContextoMarcas = createContext<Marcas>({ verdes: new Set(), rojos: new Set() });

/** Enabled days white, disabled grey, green and red days by their lists (green wins: a reconciled day is done). */
const COLOR: Record<EstadoDia, { bg: string; fg?: string }> = {
  habilitado: { bg: '#ffffff' },
  deshabilitado: { bg: '#e0e0e0', fg: '#9e9e9e' },
  verde: { bg: '#2e7d32', fg: '#ffffff' },
  rojo: { bg: '#c62828', fg: '#ffffff' },
};

function DiaMarcado(props: PickerDayProps) {
  const { verdes, rojos } = useContext(ContextoMarcas);
  const texto = props.day.format(FORMATO);
  const estado: EstadoDia = props.disabled ? 'deshabilitado' : verdes.has(texto) ? 'verde' : rojos.has(texto) ? 'rojo' : 'habilitado';
  const color = COLOR[estado];
  return (
    <PickerDay
      {...props}
      data-fecha={texto}
      data-estado={props.outsideCurrentMonth ? undefined : estado}
      sx={
        props.outsideCurrentMonth
          ? undefined
          : {
              backgroundColor: color.bg,
              color: color.fg,
              border: '1px solid #e0e0e0',
              '&.Mui-disabled:not(.Mui-selected)': { color: color.fg, backgroundColor: color.bg },
              '&.Mui-selected': { outline: '3px solid #1565c0', outlineOffset: '1px' },
            }
      }
    />
  );
}

interface Props {
  /** Selected day, 'YYYY-MM-DD'. */
  valor: string | null;
  onCambiar: (dia: string) => void;
  /** Earliest and latest selectable days, 'YYYY-MM-DD'; days outside are disabled (grey). */
  minima?: string | null;
  maxima?: string | null;
  /** Days shown green and red. */
  verdes?: readonly string[];
  rojos?: readonly string[];
  /** The month shown changed ('YYYY-MM'): the screen loads its marks. */
  onMes?: (mes: string) => void;
  etiqueta?: string;
}

/**
 * A month calendar whose days carry a state colour (white enabled, grey disabled, green and red by the screen's
 * lists), with `data-fecha` and `data-estado` on each day for tests and assistive text. Days are 'YYYY-MM-DD'.
 */
export function CalendarioDias({ valor, onCambiar, minima, maxima, verdes = [], rojos = [], onMes, etiqueta }: Props) {
  const marcas = useMemo(() => ({ verdes: new Set(verdes), rojos: new Set(rojos) }), [verdes, rojos]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ContextoMarcas.Provider value={marcas}>
        <DateCalendar
          aria-label={etiqueta}
          value={valor ? dayjs(valor, FORMATO) : null}
          minDate={minima ? dayjs(minima, FORMATO) : undefined}
          maxDate={maxima ? dayjs(maxima, FORMATO) : undefined}
          disableFuture={!maxima}
          onChange={(d: Dayjs | null) => d && d.isValid() && onCambiar(d.format(FORMATO))}
          onMonthChange={(d: Dayjs) => onMes?.(d.format('YYYY-MM'))}
          views={['day']}
          slots={{ day: DiaMarcado }}
        />
      </ContextoMarcas.Provider>
    </LocalizationProvider>
  );
}
