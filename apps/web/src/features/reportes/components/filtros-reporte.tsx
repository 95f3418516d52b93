import { useEffect, useMemo } from 'react';
import { Box, Button, ButtonGroup, Chip, Stack } from '@mui/material';
import Search from '@mui/icons-material/Search';
import ClearAll from '@mui/icons-material/ClearAll';
import Place from '@mui/icons-material/Place';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DefinicionReporte, TEstacionReporte } from '@eds/contracts/reportes/motor';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { Formulario } from '../../../components/formulario/formulario';
import { useFormulario } from '../../../components/formulario/use-formulario';
import type { FiltrosPantalla } from '../lib/consulta-url';
import { PERIODOS_REPORTE, rangoDePeriodo } from '../lib/periodos';
import { CampoFiltro } from './campo-filtro';

interface Props {
  definicion: DefinicionReporte;
  /** The filters applied (from the URL) or the defaults: what the bar shows until edited. */
  valores: FiltrosPantalla;
  estaciones: readonly TEstacionReporte[];
  /** A station user is locked to their station (REPORTS.md §0 "Access"). */
  fija: boolean;
  hoy: string;
  onBuscar: (f: FiltrosPantalla) => void;
  onLimpiar: () => void;
}

/**
 * The shared filter bar of every report (REPORTS.md §0 "Filter bar"): Estación (with TODAS), Fecha inicial and
 * final with HOY, ÚLTIMOS 7 DÍAS, MES ACTUAL and AÑO ACTUAL, the report's own filters, BUSCAR and LIMPIAR. It
 * validates with the report's own body schema, so it says what the server would say.
 */
export function FiltrosReporte({ definicion, valores, estaciones, fija, hoy, onBuscar, onLimpiar }: Props) {
  const { t } = useTranslation();
  const esquema = definicion.cuerpo as unknown as z.ZodType<FiltrosPantalla, FiltrosPantalla>;
  const form = useFormulario(esquema, { defaultValues: valores });
  useEffect(() => form.reset(valores), [form, valores]);
  const elegidas = form.watch('estaciones');
  const opciones = useMemo(
    () => estaciones.map((e) => ({ valor: e.id, texto: e.ciudad ? `${e.alias} · ${e.ciudad}` : e.alias })),
    [estaciones],
  );

  return (
    <Formulario
      form={form}
      onEnviar={(d) =>
        onBuscar({ estaciones: d.estaciones, fecha_inicial: d.fecha_inicial, fecha_final: d.fecha_final, filtros: d.filtros ?? {} })
      }
    >
      <Stack spacing={2} role="search" aria-label={t('reportes.filtros.titulo')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {fija ? (
            <Chip
              icon={<Place />}
              label={estaciones[0]?.alias}
              color="primary"
              variant="outlined"
              data-testid="estacion-fija"
              sx={{ alignSelf: 'center' }}
            />
          ) : (
            <CampoSeleccionMultiple<FiltrosPantalla>
              nombre="estaciones"
              etiqueta="reportes.filtros.estaciones"
              opciones={opciones}
              todas="reportes.filtros.todas"
              requerido
            />
          )}
          <CampoFecha<FiltrosPantalla> nombre="fecha_inicial" etiqueta="reportes.filtros.fechaInicial" maxima={hoy} requerido />
          <CampoFecha<FiltrosPantalla> nombre="fecha_final" etiqueta="reportes.filtros.fechaFinal" maxima={hoy} requerido />
          {definicion.campos.map((c) => (
            <CampoFiltro key={c.clave} ruta={definicion.ruta} campo={c} estaciones={elegidas ?? []} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <ButtonGroup variant="outlined" size="small" aria-label={t('reportes.filtros.periodos')}>
            {PERIODOS_REPORTE.map((p) => (
              <Button
                key={p}
                onClick={() => {
                  const r = rangoDePeriodo(p, hoy);
                  form.setValue('fecha_inicial', r.fecha_inicial, { shouldDirty: true });
                  form.setValue('fecha_final', r.fecha_final, { shouldDirty: true });
                }}
              >
                {t(`reportes.periodos.${p}`)}
              </Button>
            ))}
          </ButtonGroup>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" startIcon={<ClearAll />} onClick={onLimpiar}>
              {t('reportes.filtros.limpiar')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<Search />}>
              {t('reportes.filtros.buscar')}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Formulario>
  );
}
