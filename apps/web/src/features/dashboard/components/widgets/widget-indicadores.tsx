import { useMemo } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Storefront from '@mui/icons-material/Storefront';
import Loyalty from '@mui/icons-material/Loyalty';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Schedule from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import type { TIndicadores } from '@eds/contracts/dashboard';
import { useFormato, type Formateador } from '../../../../lib/formato';
import { useUsuario } from '../../../../lib/sesion';
import { useCicloEmpresa } from '../../api/ciclo-empresa';
import { useIndicadores } from '../../api/indicadores';
import { colorCombustible } from '../../lib/colores';
import { useDashboard } from '../../lib/contexto-dashboard';
import { ventanaIndicadores } from '../../lib/fechas';
import { MODULO_INDICADOR } from '../../lib/widgets';
import { useAhora } from '../use-ahora';
import { MarcoWidget } from '../marco-widget';
import { TarjetaIndicador } from './tarjeta-indicador';
import { ResumenIndicadores } from './resumen-indicadores';

type Traductor = (clave: string, o?: Record<string, unknown>) => string;

/** The inner cards the user may see (spec §5): by module id; store and kiosk only with a quantity or value above 0. */
export function tarjetasVisibles(modulos: ReadonlySet<number>, d: TIndicadores) {
  return {
    combustible: modulos.has(MODULO_INDICADOR.COMBUSTIBLE),
    canastilla: modulos.has(MODULO_INDICADOR.CANASTILLA) && (d.total_cantidad_canastilla > 0 || d.total_valor_canastilla > 0),
    kiosco: modulos.has(MODULO_INDICADOR.KIOSCO) && (d.total_cantidad_kioscos > 0 || d.total_valor_kioscos > 0),
    fidelizadas: modulos.has(MODULO_INDICADOR.FIDELIZACION),
    vehiculos: modulos.has(MODULO_INDICADOR.VEHICULOS),
  };
}

function Tarjetas({ d, modulos, f, t }: { d: TIndicadores; modulos: ReadonlySet<number>; f: Formateador; t: Traductor }) {
  const v = tarjetasVisibles(modulos, d);
  if (!Object.values(v).some(Boolean)) return null;
  const unidades = (n: number) => t('dashboard.indicadores.unidades', { cantidad: f.numero(n) });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(230px, 1fr))', gap: 1.5 }}>
      {v.combustible ? (
        <TarjetaIndicador
          testId="indicador-combustible"
          titulo={t('dashboard.indicadores.combustible')}
          valor={f.dinero(d.total_valor_combustible)}
          icono={<LocalGasStation />}
          color="#d32f2f"
          detalle={
            <>
              <bdi>{t('dashboard.indicadores.galones', { cantidad: f.numero(d.total_cantidad_combustible) })}</bdi>
              {d.total_valor_combustible_new.map((c) => (
                <Box key={c.descripcion} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25, typography: 'caption' }}>
                  <Box sx={{ inlineSize: 8, blockSize: 8, borderRadius: '50%', bgcolor: colorCombustible(c.descripcion), flexShrink: 0 }} />
                  <Box
                    component="span"
                    dir="auto"
                    title={c.descripcion}
                    sx={{ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {c.descripcion}
                  </Box>
                  <bdi>{f.dinero(c.total_valor_combustible)}</bdi>
                </Box>
              ))}
            </>
          }
        />
      ) : null}
      {v.canastilla ? (
        <TarjetaIndicador
          testId="indicador-canastilla"
          titulo={t('dashboard.indicadores.canastilla')}
          valor={f.dinero(d.total_valor_canastilla)}
          icono={<ShoppingBasket />}
          color="#7b1fa2"
          detalle={<bdi>{unidades(d.total_cantidad_canastilla)}</bdi>}
        />
      ) : null}
      {v.kiosco ? (
        <TarjetaIndicador
          testId="indicador-kiosco"
          titulo={t('dashboard.indicadores.kiosco')}
          valor={f.dinero(d.total_valor_kioscos)}
          icono={<Storefront />}
          color="#00897b"
          detalle={<bdi>{unidades(d.total_cantidad_kioscos)}</bdi>}
        />
      ) : null}
      {v.fidelizadas ? (
        <TarjetaIndicador
          testId="indicador-fidelizadas"
          titulo={t('dashboard.indicadores.fidelizadas')}
          valor={f.dinero(d.total_valor_fidelizadas)}
          icono={<Loyalty />}
          color="#f57c00"
          detalle={
            <>
              <bdi>{t('dashboard.indicadores.ventas', { cantidad: f.numero(d.total_cantidad_fidelizadas, 0) })}</bdi>
              {d.total_valor_fidelizadas_new.map((x) => (
                <Box key={x.descripcion} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'caption' }}>
                  <span>
                    {t(
                      `dashboard.negocios.${({ COMBUSTIBLE: 'C', CANASTILLA: 'S', KIOSCO: 'K' } as Record<string, string>)[x.descripcion] ?? 'C'}`,
                    )}
                  </span>
                  <bdi>{f.dinero(x.total_valor_fidelizadas)}</bdi>
                </Box>
              ))}
            </>
          }
        />
      ) : null}
      {v.vehiculos ? (
        <TarjetaIndicador
          testId="indicador-vehiculos"
          titulo={t('dashboard.indicadores.vehiculos')}
          valor={f.dinero(d.ventas_vehiculos)}
          icono={<DirectionsCar />}
          color="#1976d2"
          detalle={<bdi>{t('dashboard.indicadores.ventas', { cantidad: f.numero(d.total_vehiculos, 0) })}</bdi>}
        />
      ) : null}
    </Box>
  );
}

/** The indicators card: the business-day cycle, sales per module and the scope's general figures. */
export function WidgetIndicadores() {
  const { t } = useTranslation();
  const f = useFormato();
  const usuario = useUsuario();
  const { estacion, empresa } = useDashboard();
  const ahora = useAhora();
  const ciclo = useCicloEmpresa(empresa);
  const ventana = useMemo(() => ventanaIndicadores(ciclo.data, ahora), [ciclo.data, ahora]);
  const consulta = useIndicadores({ estacion, ...ventana });
  const modulos = useMemo(() => new Set(usuario.modulos.map((m) => m.id)), [usuario.modulos]);
  const d = consulta.data;

  return (
    <MarcoWidget
      testId="widget-indicadores"
      titulo={t('dashboard.widgets.20')}
      cargando={consulta.isFetching}
      error={consulta.isError}
      onReintentar={() => void consulta.refetch()}
      acciones={
        <Chip
          icon={<Schedule />}
          variant="outlined"
          sx={{ blockSize: 'auto', minBlockSize: 32, maxInlineSize: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          data-testid="ciclo-dia"
          label={
            <>
              {t('dashboard.indicadores.diaOperativo')}:{' '}
              <bdi dir="ltr">
                {f.fechaHora(d?.fecha_inicio ?? ventana.fechaInicial)} – {f.fechaHora(d?.fecha_cierre ?? ventana.fechaFinal)}
              </bdi>
            </>
          }
        />
      }
    >
      {d ? (
        <Stack spacing={2}>
          <Tarjetas d={d} modulos={modulos} f={f} t={t} />
          <ResumenIndicadores d={d} />
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('comun.cargando')}</Typography>
      )}
    </MarcoWidget>
  );
}
