import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import Place from '@mui/icons-material/Place';
import { useTranslation } from 'react-i18next';
import type { EstacionFiltro } from '../lib/filtro-empresa';

const TODOS = 'TODOS';

interface Props {
  valor: number | undefined;
  estaciones: EstacionFiltro[];
  fija: boolean;
  onBuscar: (estacion: number | undefined) => void;
}

/** EMPRESA with TODOS and the user's stations; BUSCAR applies the choice. A station user sees their station, fixed. */
export function FiltroEmpresa({ valor, estaciones, fija, onBuscar }: Props) {
  const { t } = useTranslation();
  const [eleccion, setEleccion] = useState<string>(valor === undefined ? TODOS : String(valor));
  if (fija) {
    return <Chip icon={<Place />} label={estaciones[0]?.alias} color="primary" variant="outlined" data-testid="estacion-fija" />;
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 1 }}
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar(eleccion === TODOS ? undefined : Number(eleccion));
      }}
    >
      <TextField
        select
        size="small"
        label={t('dashboard.filtro.empresa')}
        value={eleccion}
        onChange={(e) => setEleccion(e.target.value)}
        sx={{ minInlineSize: { xs: 200, sm: 280 } }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxBlockSize: 360 } } } } } }}
        data-testid="filtro-empresa"
      >
        <MenuItem value={TODOS}>{t('dashboard.filtro.todos')}</MenuItem>
        {estaciones.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.alias}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<Search />}>
        {t('dashboard.filtro.buscar')}
      </Button>
    </Stack>
  );
}
