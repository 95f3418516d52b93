import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTanques } from '../../api/tanques';
import { useDashboard } from '../../lib/contexto-dashboard';
import { PASOS_TANQUE } from '../../lib/colores';
import { MarcoWidget } from '../marco-widget';
import { Tanque } from './tanque';

/** Tank measures: a gauge per tank; with several stations' tank groups a company filter picks one. */
export function WidgetTanques() {
  const { t } = useTranslation();
  const { estacion } = useDashboard();
  const consulta = useTanques(estacion);
  const grupos = consulta.data ?? [];
  const [elegido, setElegido] = useState<number | null>(null);
  const grupo = grupos.find((g) => g.id === elegido) ?? grupos[0];

  return (
    <MarcoWidget
      testId="widget-tanques"
      titulo={t('dashboard.widgets.27')}
      subtitulo={grupos.length === 1 ? grupos[0].alias : undefined}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      vacio={consulta.isSuccess && grupos.length === 0}
      acciones={
        grupos.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('dashboard.filtro.empresa')}
            value={grupo?.id ?? ''}
            onChange={(e) => setElegido(Number(e.target.value))}
            sx={{ minInlineSize: 240 }}
          >
            {grupos.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.alias}
              </MenuItem>
            ))}
          </TextField>
        ) : null
      }
    >
      {grupo ? (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2, justifyItems: 'center' }}>
            {grupo.data.map((tq) => (
              <Tanque key={tq.bodega} tanque={tq} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 0.25, mt: 2, justifyContent: 'center', alignItems: 'center' }} aria-hidden>
            <Box component="span" sx={{ fontSize: 11, color: 'text.secondary', marginInlineEnd: 0.5 }}>
              0 %
            </Box>
            {PASOS_TANQUE.map((c) => (
              <Box key={c} sx={{ inlineSize: 18, blockSize: 6, bgcolor: c, borderRadius: 1 }} />
            ))}
            <Box component="span" sx={{ fontSize: 11, color: 'text.secondary', marginInlineStart: 0.5 }}>
              100 %
            </Box>
          </Box>
        </>
      ) : null}
    </MarcoWidget>
  );
}
