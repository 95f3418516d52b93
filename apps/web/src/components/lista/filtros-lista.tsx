import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ESTADOS_FILTRO, type EstadoFiltro } from '@eds/contracts/paginacion';

/** What every list filters by: the state (Activos, Inactivos, Todos) and a search text. */
export interface FiltrosBase {
  estado: EstadoFiltro;
  buscar: string;
}

interface Props<F> {
  /** The filters in force; the bar edits a copy until BUSCAR (or Enter) applies it. */
  valores: FiltrosBase & F;
  onAplicar: (valores: FiltrosBase & F) => void;
  /** The screen's own filters, beside Estado and Buscar. */
  extra?: (valores: FiltrosBase & F, cambiar: (cambios: Partial<F>) => void) => ReactNode;
  /** Records without an A/I state (readings, documents): no Estado filter. */
  sinEstado?: boolean;
}

const CLAVE_ESTADO: Record<EstadoFiltro, string> = { A: 'lista.activos', I: 'lista.inactivos', T: 'lista.todos' };

/** The filter bar of SCREENS.md pattern L: Estado, Buscar, the screen's filters and BUSCAR. */
export function FiltrosLista<F>({ valores, onAplicar, extra, sinEstado = false }: Props<F>) {
  const { t } = useTranslation();
  const [borrador, setBorrador] = useState(valores);
  const cambiar = (cambios: Partial<FiltrosBase & F>) => setBorrador((b) => ({ ...b, ...cambios }));

  const aplicar = (evento: FormEvent) => {
    evento.preventDefault();
    onAplicar({ ...borrador, buscar: borrador.buscar.trim() });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('lista.filtros')}
      onSubmit={aplicar}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', marginBlockEnd: 2 }}
    >
      {sinEstado ? null : (
        <TextField
          select
          fullWidth={false}
          label={t('lista.estado')}
          name="estado"
          value={borrador.estado}
          onChange={(e) => cambiar({ estado: e.target.value as EstadoFiltro } as Partial<FiltrosBase & F>)}
          sx={{ minInlineSize: 180 }}
        >
          {ESTADOS_FILTRO.map((e) => (
            <MenuItem key={e} value={e}>
              {t(CLAVE_ESTADO[e])}
            </MenuItem>
          ))}
        </TextField>
      )}
      {extra?.(borrador, (c) => cambiar(c as Partial<FiltrosBase & F>))}
      <TextField
        fullWidth={false}
        type="search"
        label={t('lista.buscar')}
        name="buscar"
        value={borrador.buscar}
        onChange={(e) => cambiar({ buscar: e.target.value } as Partial<FiltrosBase & F>)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: '1 1 240px', maxInlineSize: 420 }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />}>
        {t('lista.buscarBoton')}
      </Button>
    </Box>
  );
}
